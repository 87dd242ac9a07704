import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Gauge } from 'prom-client';
import { withTimeout } from '../common/async/with-timeout';
import { QueueProducer } from '../jobs/queue-producer.service';
import { QUEUE_NAMES } from '../jobs/queues';
import { METRICS_PREFIX, ScrapedGauges } from './metrics';

const NAMES = {
  outboxRows: `${METRICS_PREFIX}outbox_rows`,
  outboxOldestAge: `${METRICS_PREFIX}outbox_oldest_age_seconds`,
  queueJobs: `${METRICS_PREFIX}queue_jobs`,
};

/** A scrape waits this long for PostgreSQL and for Redis, then reports what it has: an outage never hangs /metrics. */
const COLLECT_TIMEOUT_MS = 2000;

/** The outbox's rows not yet processed, by stage: `publish` (waiting for the relay) or `process` (in a queue). */
interface OutboxBacklog {
  stage: 'publish' | 'process';
  rows: number;
  oldest_age_seconds: number;
}

/**
 * The background work waiting, read at each scrape of the worker: the outbox (one query) and every queue's job counts.
 * Both are shared state, the same seen from every worker: take max(), not sum(), across workers.
 */
@Injectable()
export class JobsMetrics implements OnModuleDestroy {
  private readonly gauges = new ScrapedGauges();
  // Both outbox gauges are collected concurrently: they share one query per scrape.
  private backlogRead: Promise<OutboxBacklog[]> | null = null;

  constructor(
    private readonly em: EntityManager,
    private readonly producer: QueueProducer,
  ) {
    const backlog = () => (this.backlogRead ??= this.readOutbox().finally(() => (this.backlogRead = null)));
    const reportOutbox = async (gauge: Gauge, value: (row: OutboxBacklog) => number) => {
      gauge.reset(); // unreadable (the database is down): no value rather than a stale one
      for (const row of await backlog().catch(() => [])) gauge.set({ stage: row.stage }, value(row));
    };
    const reportQueues = (gauge: Gauge) => this.reportQueues(gauge);
    this.gauges.add({
      name: NAMES.outboxRows,
      help: 'Outbox rows not processed yet, by stage: publish (waiting for the relay: Redis down or the relay behind), process (in a queue, failed jobs included).',
      labelNames: ['stage'],
      collect() {
        return reportOutbox(this, (row) => row.rows);
      },
    });
    this.gauges.add({
      name: NAMES.outboxOldestAge,
      help: 'Age of the oldest outbox row not processed yet, by stage (0 when there is none).',
      labelNames: ['stage'],
      collect() {
        return reportOutbox(this, (row) => row.oldest_age_seconds);
      },
    });
    this.gauges.add({
      name: NAMES.queueJobs,
      help: 'Jobs of each BullMQ queue by state (waiting, active, delayed, prioritized, waiting-children, failed, completed); a queue Redis did not count in time is left out.',
      labelNames: ['queue', 'state'],
      collect() {
        return reportQueues(this);
      },
    });
  }

  private async readOutbox(): Promise<OutboxBacklog[]> {
    // The rows not processed are few, and a partial index holds them (outbox_unprocessed_index).
    const rows: OutboxBacklog[] = await withTimeout(
      this.em.getConnection().execute(
        `select case when published_at is null then 'publish' else 'process' end as stage, count(*)::int as rows,
           coalesce(extract(epoch from now() - min(created_at)), 0)::float as oldest_age_seconds
         from outbox where processed_at is null group by 1`,
      ),
      COLLECT_TIMEOUT_MS,
      'the database',
    );
    const found = new Map(rows.map((row) => [row.stage, row]));
    return (['publish', 'process'] as const).map((stage) => found.get(stage) ?? { stage, rows: 0, oldest_age_seconds: 0 });
  }

  private async reportQueues(gauge: Gauge): Promise<void> {
    const counts = await Promise.all(QUEUE_NAMES.map((queue) => this.producer.jobCounts(queue, COLLECT_TIMEOUT_MS).catch(() => null)));
    gauge.reset();
    QUEUE_NAMES.forEach((queue, index) => {
      for (const [state, jobs] of Object.entries(counts[index] ?? {})) gauge.set({ queue, state }, jobs);
    });
  }

  onModuleDestroy(): void {
    this.gauges.removeAll();
  }
}
