import 'reflect-metadata';
import { defineConfig, RequestContext } from '@mikro-orm/postgresql';
import { readDatabaseConfig, type DatabaseConfigValues } from '../config/database.config';
import { isReadyForQuery, pgWaitOptions } from './database-waits';
import { ENTITIES } from './entities';
import { requestEntityManager } from './request-entity-manager';

/**
 * One ORM configuration for the app, the worker, the scripts and the tests: the database configuration with `overrides`
 * (e.g. another url). Only the api passes `statementTimeoutMs`: migrations and the worker's jobs run as long as they
 * need. The migrations are not part of it: only the set-up script applies them (migrating-orm.config.ts), and their
 * runner's command-line dependencies were a fifth of the modules every api and worker process loaded.
 */
export function createOrmConfig(overrides: Partial<DatabaseConfigValues> = {}, statementTimeoutMs?: number) {
  const database = { ...readDatabaseConfig(), ...overrides };
  return defineConfig({
    clientUrl: database.url,
    entities: ENTITIES,
    pool: { min: 0, max: Number(process.env.DATABASE_POOL_MAX ?? 10), acquireTimeoutMillis: database.acquireTimeoutMs },
    forceUtcTimezone: true,
    debug: false,
    allowGlobalContext: false,
    // An api request's own entity manager (made on first use), else one a job or script set up with RequestContext.
    context: (name) => requestEntityManager() ?? RequestContext.getEntityManager(name),
    // A server that cannot be reached, or that accepts connections but never answers, fails the request instead of hanging it.
    driverOptions: { connection: pgWaitOptions(database.connectTimeoutMs, statementTimeoutMs), pool: { validate: isReadyForQuery } },
  });
}
