import { randomBytes } from 'node:crypto';
import { type EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../../common/auth/password-hasher';
import { User } from './user.entity';

export interface EnsureAdminResult {
  email: string;
  created: boolean;
  /** Only when this call made up the password (development without ADMIN_PASSWORD): shown once, never stored in clear. */
  generatedPassword?: string;
}

/** Start-up refuses to go on: a customer account holds ADMIN_EMAIL, and promoting it would hand the back office to whoever registered it. */
export class AdminEmailTakenError extends Error {
  constructor(email: string, customerId: number) {
    super(
      `ADMIN_EMAIL ${email} belongs to a customer account (user id ${customerId}), not to an administrator. ` +
        'Start-up stopped without promoting it: whoever registered that address would own the back office with their own password. ' +
        'Set ADMIN_EMAIL to an address no account uses (the administrator is then created with ADMIN_PASSWORD), ' +
        'or, if that customer account is really yours, change its e-mail or delete it first.',
    );
    this.name = 'AdminEmailTakenError';
  }
}

/**
 * Makes the configured administrator if no account holds ADMIN_EMAIL: with ADMIN_PASSWORD, or a random one in
 * development. An existing administrator is left as it is (its password changes only through `npm run admin:password`);
 * an existing customer is never promoted: AdminEmailTakenError.
 */
export async function ensureAdmin(em: EntityManager, email: string, password?: string): Promise<EnsureAdminResult> {
  const existing = await em.findOne(User, { email });
  if (existing?.role === 'admin') return { email, created: false };
  if (existing) throw new AdminEmailTakenError(email, existing.id);
  const generatedPassword = password ? undefined : randomBytes(12).toString('base64url');
  const admin = em.create(User, {
    email,
    passwordHash: await hashPassword(password ?? generatedPassword!),
    firstName: 'Admin',
    role: 'admin',
    emailVerifiedAt: new Date(), // the operator chose this address
  });
  await em.persistAndFlush(admin);
  return { email, created: true, generatedPassword };
}
