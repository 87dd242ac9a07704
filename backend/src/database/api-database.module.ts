import { Global, Module } from '@nestjs/common';
import { databaseConfig } from '../config';
import type { DatabaseConfigValues } from '../config/database.config';
import { API_STATEMENT_TIMEOUT } from './database-waits';

/**
 * Imported by the api, never by the worker: the ORM (CoreModule) bounds each statement of a process that has it.
 * Global, so that the ORM's factory, in another module, can see it.
 */
@Global()
@Module({
  providers: [{ provide: API_STATEMENT_TIMEOUT, inject: [databaseConfig.KEY], useFactory: (config: DatabaseConfigValues) => config.statementTimeoutMs }],
  exports: [API_STATEMENT_TIMEOUT],
})
export class ApiDatabaseModule {}
