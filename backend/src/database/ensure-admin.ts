import { randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../common/auth/password-hasher';
import { User } from '../modules/users/user.entity';

export interface EnsureAdminResult {
  email: string;
  created: boolean;
  /** Only when this call made up the password (development without ADMIN_PASSWORD): shown once, never stored in clear. */
  generatedPassword?: string;
}

/**
 * Makes sure the configured administrator exists. An existing account keeps its password (it may have been changed
 * in the app) and is given the admin role; a missing one is created with ADMIN_PASSWORD, or a random one in development.
 */
export async function ensureAdmin(em: EntityManager, email: string, password?: string): Promise<EnsureAdminResult> {
  const existing = await em.findOne(User, { email });
  if (existing) {
    if (existing.role !== 'admin') {
      existing.role = 'admin';
      await em.flush();
    }
    return { email, created: false };
  }
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
