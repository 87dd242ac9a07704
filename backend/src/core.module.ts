import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { allConfigs, databaseConfig } from './config';
import type { DatabaseConfigValues } from './config/database.config';
import { API_STATEMENT_TIMEOUT } from './database/database-waits';
import { createOrmConfig } from './database/mikro-orm.config';
import { JobsModule } from './jobs/jobs.module';
import { MailModule } from './mail/mail.module';

/** What both processes share: validated configuration, the database, the queues and mail. */
@Module({
  imports: [
    // The environment is the only source: `npm start` loads .env, Docker and hosts set variables.
    ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, load: allConfigs }),
    MikroOrmModule.forRootAsync({
      driver: PostgreSqlDriver,
      inject: [databaseConfig.KEY, { token: API_STATEMENT_TIMEOUT, optional: true }],
      useFactory: (config: DatabaseConfigValues, apiStatementTimeoutMs?: number) => ({
        ...createOrmConfig(config, apiStatementTimeoutMs),
        // The api gives each request its entity manager itself, forked on first use (database/request-entity-manager.ts).
        registerRequestContext: false,
      }),
    }),
    JobsModule,
    MailModule,
  ],
})
export class CoreModule {}
