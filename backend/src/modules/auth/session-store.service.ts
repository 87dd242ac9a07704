import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import { Pool } from 'pg';
import { databaseConfig } from '../../config';
import type { DatabaseConfigValues } from '../../config/database.config';

/** Sessions live in PostgreSQL (the `sessions` table), so any api instance can serve any user. Expired rows are pruned by the worker. */
@Injectable()
export class SessionStore implements OnModuleDestroy {
  private readonly pool: Pool;
  readonly store: session.Store;

  constructor(@Inject(databaseConfig.KEY) config: DatabaseConfigValues) {
    this.pool = new Pool({ connectionString: config.url, max: Number(process.env.SESSION_POOL_MAX ?? 5), connectionTimeoutMillis: 5000 });
    this.pool.on('error', () => undefined); // an idle client dropped by the server is replaced on next use
    const PgStore = connectPgSimple(session);
    this.store = new PgStore({ pool: this.pool, tableName: 'sessions', createTableIfMissing: false, pruneSessionInterval: false });
  }

  async onModuleDestroy(): Promise<void> {
    if (!this.pool.ended) await this.pool.end();
  }
}
