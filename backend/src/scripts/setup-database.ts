import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { readAdminConfig } from '../config/admin.config';
import { readDatabaseConfig } from '../config/database.config';
import { createDatabaseIfMissing } from '../database/create-database';
import { AdminEmailTakenError, ensureAdmin } from '../modules/users/ensure-admin';
import { createMigratingOrmConfig } from '../database/migrating-orm.config';

/** Prepares a database for the app: creates it if missing, applies pending migrations, ensures the administrator. */
export async function setupDatabase(url: string, admin = readAdminConfig()) {
  const created = await createDatabaseIfMissing(url);
  const orm = await MikroORM.init(createMigratingOrmConfig({ url }));
  try {
    const applied = await orm.getMigrator().up();
    const result = await ensureAdmin(orm.em.fork(), admin.email, admin.password);
    return { created, applied: applied.map((migration) => migration.name), admin: result };
  } finally {
    await orm.close(true);
  }
}

if (require.main === module) {
  const url = readDatabaseConfig().url;
  setupDatabase(url)
    .then(({ created, applied, admin }) => {
      const where = new URL(url);
      if (!process.env.QUIET_SETUP)
        console.log(`database ${where.pathname.slice(1)} on ${where.host}: ${created ? 'created' : 'exists'}, ${applied.length} migration(s) applied`);
      if (admin.generatedPassword) {
        console.log(`administrator created: ${admin.email} / ${admin.generatedPassword}  (shown once; set ADMIN_PASSWORD to choose it)`);
      } else {
        console.log(`administrator: ${admin.email} ${admin.created ? 'created with ADMIN_PASSWORD' : 'exists'}`);
      }
    })
    .catch((error: Error) => {
      console.error(error instanceof AdminEmailTakenError ? `administrator not set up: ${error.message}` : `database set-up failed: ${error.message}`);
      process.exit(1);
    });
}
