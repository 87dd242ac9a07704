import { Logger, OnModuleDestroy } from '@nestjs/common';
import { OnWorkerEvent, WorkerHost } from '@nestjs/bullmq';
import { EntityManager } from '@mikro-orm/postgresql';
import { Job, Queue } from 'bullmq';
import type { Counter, LabelValues } from 'prom-client';
import { runAsJob } from '../common/logging/log-context';
import { closeWorker } from './close-worker';
import { OutboxJobData, QueueName } from './queues';
import { waitingForDatabase } from './wait-for-database';

/** The labels of a processor's counter of work done (metrics/metrics.ts). */
export type ProcessedLabel = 'type' | 'outcome';

/**
 * A queue whose jobs each name an outbox row, whose work (the subclass's `apply`) is done exactly once: the row is
 * locked, checked and marked processed in the same transaction as that work, so a retry after a crash finds it fully
 * done or not at all. Here too: waiting out a database outage without spending attempts, finishing the job in hand at
 * shutdown, logging failures, and counting the work done (`processed`, with the labels `apply` returns) once committed.
 */
export abstract class OutboxJobProcessor<Payload> extends WorkerHost implements OnModuleDestroy {
  protected readonly logger = new Logger(this.constructor.name);

  constructor(
    private readonly queueName: QueueName,
    queue: Queue,
    protected readonly em: EntityManager,
    private readonly processed?: Counter<ProcessedLabel>,
  ) {
    super();
    queue.on('error', (error) => this.logger.debug(`${queueName} queue: ${error.message}`));
  }

  /**
   * The row's work, in the transaction that marks it processed; throwing rolls both back and BullMQ retries. Returns
   * what to count it as in `processed` once it has committed (never before: a commit that fails is retried).
   */
  protected abstract apply(tx: EntityManager, payload: Payload): Promise<LabelValues<ProcessedLabel> | void>;

  /** Public for tests: one outbox row's work, once. */
  async handle(outboxId: string): Promise<void> {
    const counted = await this.em.fork().transactional(async (tx) => {
      const run = (sql: string, params: unknown[]) => tx.getConnection().execute(sql, params, 'all', tx.getTransactionContext());
      // Claimed and marked in one statement (the row stays locked until commit); the work failing rolls the mark back.
      const [claim] = await run('update outbox set processed_at = now() where id = ? and processed_at is null returning payload', [outboxId]);
      if (!claim) return this.logger.log(`outbox row ${outboxId} is gone or done; nothing to do`);
      return this.apply(tx, claim.payload as Payload);
    });
    if (counted) this.processed?.inc(counted);
  }

  // Finish the job in hand while the database is open (see MailProcessor).
  async onModuleDestroy(): Promise<void> {
    await closeWorker(this.worker);
  }

  async process(job: Job<OutboxJobData>, token?: string): Promise<void> {
    await runAsJob(job.queueName, job.id, () => waitingForDatabase(job, token, () => this.handle(job.data.outboxId)));
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job<OutboxJobData>, error: Error): void {
    // The job's name says what it carried (an event's or a message's type).
    runAsJob(job.queueName, job.id, () => this.logger.warn(`${job.name} attempt ${job.attemptsMade} failed: ${error.message}`));
  }

  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logger.debug(`${this.queueName} worker: ${error.message}`);
  }
}
