import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { EntityManager } from '@mikro-orm/postgresql';
import { isDatabaseUnavailable } from '../common/errors/dependency-unavailable';
import { QueueProducer } from './queue-producer.service';
import { RedisClient } from './redis-client.service';
import { runScheduled } from '../common/logging/log-context';

const BATCH_SIZE = 100;
// A published job not processed after this long may have been lost with Redis's memory: publish it again. BullMQ ignores
// a job id it still holds (waiting, delayed, active or failed), so this only ever restores what was really lost.
const REPUBLISH_AFTER_MS = Number(process.env.OUTBOX_REPUBLISH_AFTER_MS ?? 5 * 60_000);

interface PendingRow {
  id: string;
  queue: string;
  name: string;
}

/**
 * Publishes pending outbox rows to BullMQ with the row id as job id, then marks them published. Rows are claimed with
 * SKIP LOCKED so any number of workers can relay; a Redis outage leaves rows pending until it is back, and jobs lost
 * with Redis's memory are published again (soon after a restart the relay notices, else once they are overdue).
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(OutboxRelay.name);
  private running: Promise<number> | null = null;
  private readonly unreachable = new Set<'queue' | 'database'>();
  private redisRunId: string | null = null;
  private redisRestartedAt: Date | null = null;
  // After Redis restarts, every job published before may be gone: those are published again once the jobs workers still
  // had in hand at the restart have had time to finish (BullMQ's lock duration), instead of after REPUBLISH_AFTER_MS.
  private readonly restartGraceMs = Number(process.env.OUTBOX_RESTART_GRACE_MS ?? 30_000);

  constructor(
    private readonly em: EntityManager,
    private readonly scheduler: SchedulerRegistry,
    private readonly producer: QueueProducer,
    private readonly redis: RedisClient,
  ) {}

  onApplicationBootstrap(): void {
    const every = Number(process.env.OUTBOX_POLL_MS ?? 500);
    this.scheduler.addInterval(
      'outbox-relay',
      setInterval(() => void this.tick(), every),
    );
  }

  // Before the ORM closes (that happens in the later onApplicationShutdown phase).
  async onModuleDestroy(): Promise<void> {
    if (this.scheduler.doesExist('interval', 'outbox-relay')) this.scheduler.deleteInterval('outbox-relay');
    await this.running;
  }

  /** One pass unless one is already under way; returns how many rows were published. */
  tick(): Promise<number> {
    this.running ??= runScheduled('outbox-relay', () => this.publishPending()).finally(() => (this.running = null));
    return this.running;
  }

  private async publishPending(): Promise<number> {
    await this.noticeRedisRestart();
    const fresh = await this.publishBatch('published_at is null');
    const lost = await this.publishBatch('processed_at is null and (published_at < now() - make_interval(secs => ?) or published_at < ?)', [
      REPUBLISH_AFTER_MS / 1000,
      this.lostBefore(),
    ]);
    return fresh + lost;
  }

  /** Rows published before a Redis restart, once its grace is over, count as lost (republishing sets published_at anew). */
  private lostBefore(): Date {
    const restarted = this.redisRestartedAt;
    return restarted && Date.now() - restarted.getTime() >= this.restartGraceMs ? restarted : new Date(0);
  }

  private async noticeRedisRestart(): Promise<void> {
    const runId = await this.redis.runId();
    if (!runId) return;
    if (this.redisRunId && runId !== this.redisRunId) {
      this.redisRestartedAt = new Date();
      this.logger.warn(`Redis restarted; jobs published before are published again in ${this.restartGraceMs / 1000} s unless processed by then`);
    }
    this.redisRunId = runId;
  }

  private async publishBatch(condition: string, params: unknown[] = []): Promise<number> {
    try {
      const count = await this.em.fork().transactional(async (tx) => {
        const rows: PendingRow[] = await tx
          .getConnection()
          .execute(`select id, queue, name from outbox where ${condition} order by id limit ? for update skip locked`, [...params, BATCH_SIZE]);
        const published: string[] = [];
        for (const row of rows) {
          if (!this.producer.isKnown(row.queue)) {
            this.logger.error(`outbox row ${row.id} names an unknown queue "${row.queue}"; left unpublished`);
            continue;
          }
          try {
            await this.producer.publish(row.queue, row.name, { outboxId: String(row.id) });
            published.push(String(row.id));
          } catch (error) {
            await tx
              .getConnection()
              .execute('update outbox set publish_attempts = publish_attempts + 1, last_error = ? where id = ?', [
                (error as Error).message.slice(0, 1000),
                row.id,
              ]);
            this.note('queue', false, error as Error);
            break; // the queue is unreachable: keep the rest in order for the next pass
          }
        }
        if (published.length > 0) {
          await tx.getConnection().execute('update outbox set published_at = now(), last_error = null where id in (?)', [published]);
          this.note('queue', true);
        }
        return published.length;
      });
      this.note('database', true);
      return count;
    } catch (error) {
      if (isDatabaseUnavailable(error)) this.note('database', false, error as Error);
      else this.logger.error(`outbox relay pass failed: ${(error as Error).message}`);
      return 0;
    }
  }

  /** Logs a dependency going away and coming back once each, not on every pass. */
  private note(dependency: 'queue' | 'database', up: boolean, error?: Error): void {
    if (up && this.unreachable.delete(dependency)) this.logger.log(`${dependency} reachable again; publishing pending jobs`);
    if (!up && !this.unreachable.has(dependency)) {
      this.unreachable.add(dependency);
      this.logger.warn(`${dependency} unreachable, jobs stay in the outbox: ${error?.message}`);
    }
  }
}
