import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { readAdminConfig } from '../config/admin.config';
import { readDatabaseConfig } from '../config/database.config';
import { createOrmConfig } from '../database/mikro-orm.config';
import { resetAdministratorSecondFactor, setAdministratorPassword } from '../modules/auth/admin-accounts';

/**
 * The operators' commands on the administrator named by ADMIN_EMAIL (npm run admin:password, npm run
 * admin:reset-second-factor): `node backend/dist/scripts/admin-command.js password | reset-second-factor`.
 */
export async function runAdminCommand(command: string, url: string, admin = readAdminConfig(false)): Promise<string> {
  if (command !== 'password' && command !== 'reset-second-factor') throw new Error(`unknown command "${command}": use password or reset-second-factor`);
  if (command === 'password' && !admin.password) throw new Error('Set ADMIN_PASSWORD to the new password (8 to 100 characters) and run the command again.');
  const orm = await MikroORM.init(createOrmConfig({ url }));
  try {
    const em = orm.em.fork();
    if (command === 'password') {
      await setAdministratorPassword(em, admin.email, admin.password!);
      return `administrator ${admin.email}: password set from ADMIN_PASSWORD; every session of theirs ended.`;
    }
    await resetAdministratorSecondFactor(em, admin.email);
    return `administrator ${admin.email}: authenticator and recovery codes removed, every session ended; the next sign-in sets up a new authenticator.`;
  } finally {
    await orm.close(true);
  }
}

if (require.main === module) {
  runAdminCommand(process.argv[2] ?? '', readDatabaseConfig().url)
    .then((message) => console.log(message))
    .catch((error: Error) => {
      console.error(`refused: ${error.message}`);
      process.exit(1);
    });
}
