import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { METRICS_PREFIX, ScrapedGauges } from './metrics';

const NAMES = {
  connections: `${METRICS_PREFIX}db_pool_connections`,
  waiting: `${METRICS_PREFIX}db_pool_waiting`,
  max: `${METRICS_PREFIX}db_pool_max`,
};

/** The database connection pool (knex's tarn pool under MikroORM), read at each scrape. */
@Injectable()
export class DatabasePoolMetrics implements OnModuleDestroy {
  private readonly gauges = new ScrapedGauges();
  constructor(em: EntityManager) {
    const pool = () => em.getConnection().getKnex().client.pool;
    const max = em.config.get('pool')?.max ?? 0;
    this.gauges.add({
      name: NAMES.connections,
      help: 'Open connections of the database pool: in_use (lent to a query or transaction) or idle.',
      labelNames: ['state'],
      collect() {
        this.set({ state: 'in_use' }, pool()?.numUsed() ?? 0);
        this.set({ state: 'idle' }, pool()?.numFree() ?? 0);
      },
    });
    this.gauges.add({
      name: NAMES.waiting,
      help: 'Callers waiting for a connection of the database pool (each fails after DATABASE_ACQUIRE_TIMEOUT_MS).',
      collect() {
        this.set(pool()?.numPendingAcquires() ?? 0);
      },
    });
    this.gauges.add({
      name: NAMES.max,
      help: 'The most connections the database pool opens (DATABASE_POOL_MAX).',
      collect() {
        this.set(max);
      },
    });
  }

  onModuleDestroy(): void {
    this.gauges.removeAll();
  }
}
