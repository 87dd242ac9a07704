import 'reflect-metadata';
import { defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { readDatabaseConfig } from '../config/database.config';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/** One ORM configuration for the app, the worker, the set-up script and the tests. */
export function createOrmConfig(clientUrl = readDatabaseConfig().url) {
  return defineConfig({
    clientUrl,
    entities: ENTITIES,
    extensions: [Migrator],
    migrations: { migrationsList: MIGRATIONS, silent: true, transactional: true, allOrNothing: true, snapshot: false, tableName: 'mikro_orm_migrations' },
    pool: { min: 0, max: Number(process.env.DATABASE_POOL_MAX ?? 10) },
    forceUtcTimezone: true,
    debug: false,
    allowGlobalContext: false,
    // A connection that cannot be made fails the request (and the health check) instead of hanging it.
    driverOptions: { connection: { connectionTimeoutMillis: 5000 } },
  });
}

export default createOrmConfig();
