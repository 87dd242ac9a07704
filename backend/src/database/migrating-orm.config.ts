import { Migrator } from '@mikro-orm/migrations';
import { defineConfig } from '@mikro-orm/postgresql';
import { type DatabaseConfigValues } from '../config/database.config';
import { MIGRATIONS } from './migrations';
import { createOrmConfig } from './mikro-orm.config';

/** The ORM configuration with the committed migrations and their runner: for the set-up script and migration tests. */
export function createMigratingOrmConfig(overrides: Partial<DatabaseConfigValues> = {}) {
  return defineConfig({
    ...createOrmConfig(overrides),
    extensions: [Migrator],
    migrations: { migrationsList: MIGRATIONS, silent: true, transactional: true, allOrNothing: true, snapshot: false, tableName: 'mikro_orm_migrations' },
  });
}
