import { type EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../../common/auth/password-hasher';
import { User } from '../users/user.entity';
import { AdminRecoveryCode, AdminSecondFactor } from './admin-second-factor.entity';
import { endSessionsOf } from './sessions.service';

/** Operators' commands on the administrator (npm run admin:password, npm run admin:reset-second-factor). */

/** The administrator with this e-mail; a customer account or none is refused with what to do. */
async function administrator(em: EntityManager, email: string): Promise<User> {
  const user = await em.findOne(User, { email });
  if (!user) throw new Error(`No account has the e-mail ${email} (ADMIN_EMAIL). Start the app once to create the administrator with ADMIN_PASSWORD.`);
  if (user.role !== 'admin') throw new Error(`${email} (ADMIN_EMAIL) is a customer account, not an administrator: refused, nothing changed.`);
  return user;
}

/** Sets the administrator's password and ends their sessions. */
export async function setAdministratorPassword(em: EntityManager, email: string, password: string): Promise<User> {
  const admin = await administrator(em, email);
  admin.passwordHash = await hashPassword(password);
  await em.flush();
  await endSessionsOf(em, admin.id);
  return admin;
}

/** Forgets the administrator's authenticator and recovery codes and ends their sessions: the next sign-in enrols again. */
export async function resetAdministratorSecondFactor(em: EntityManager, email: string): Promise<User> {
  const admin = await administrator(em, email);
  await em.nativeDelete(AdminRecoveryCode, { user: admin.id });
  await em.nativeDelete(AdminSecondFactor, { user: admin.id });
  await endSessionsOf(em, admin.id);
  return admin;
}
