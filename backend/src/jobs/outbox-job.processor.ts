import { Logger, OnModuleDestroy } from '@nestjs/common';
import { OnWorkerEvent, WorkerHost } from '@nestjs/bullmq';
import { Job, Queue } from 'bullmq';
import { runWithRequestId } from '../common/logging/request-context';
import { OutboxJobData, QueueName } from './queues';
import { waitingForDatabase } from './wait-for-database';

/**
 * A queue whose jobs each name an outbox row, and whose subclass's `handle` does that row's work exactly once. Here:
 * waiting out a database outage without spending attempts, finishing the job in hand at shutdown, logging failures.
 */
export abstract class OutboxJobProcessor extends WorkerHost implements OnModuleDestroy {
  protected readonly logger = new Logger(this.constructor.name);

  constructor(
    private readonly queueName: QueueName,
    queue: Queue,
  ) {
    super();
    queue.on('error', (error) => this.logger.debug(`${queueName} queue: ${error.message}`));
  }

  /** Public for tests: one outbox row's work. */
  abstract handle(outboxId: string): Promise<void>;

  // Finish the job in hand while the database is open (see MailProcessor).
  async onModuleDestroy(): Promise<void> {
    await this.worker.close();
  }

  async process(job: Job<OutboxJobData>, token?: string): Promise<void> {
    await runWithRequestId(`job-${job.id}`, () => waitingForDatabase(job, token, () => this.handle(job.data.outboxId)));
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job<OutboxJobData>, error: Error): void {
    // The job's name says what it carried (an event's or a message's type).
    runWithRequestId(`job-${job.id}`, () => this.logger.warn(`${job.name} attempt ${job.attemptsMade} failed: ${error.message}`));
  }

  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logger.debug(`${this.queueName} worker: ${error.message}`);
  }
}
