import { Logger, OnModuleDestroy } from '@nestjs/common';
import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { EntityManager } from '@mikro-orm/postgresql';
import { Job, Queue } from 'bullmq';
import { runWithRequestId } from '../common/logging/request-context';
import { OutboxService } from '../jobs/outbox.service';
import { OutboxJobData, QUEUES } from '../jobs/queues';
import { waitingForDatabase } from '../jobs/wait-for-database';
import { MailMessage } from './mail-message';
import { MailSender } from './mail-sender.service';

/** Delivers queued mail; a failure throws so BullMQ retries with backoff. Bodies are dropped once sent (reset links are secrets). */
@Processor(QUEUES.mail)
export class MailProcessor extends WorkerHost implements OnModuleDestroy {
  private readonly logger = new Logger(MailProcessor.name);

  constructor(
    private readonly em: EntityManager,
    private readonly outbox: OutboxService,
    private readonly sender: MailSender,
    @InjectQueue(QUEUES.mail) queue: Queue,
  ) {
    super();
    queue.on('error', (error) => this.logger.debug(`mail queue: ${error.message}`));
  }

  /**
   * Finish the job in hand while the database is still open: Nest closes the ORM and BullMQ's workers in the same
   * (last) shutdown phase, in no set order, and a job cut off between sending and recording would be sent twice.
   */
  async onModuleDestroy(): Promise<void> {
    await this.worker.close();
  }

  async process(job: Job<OutboxJobData<MailMessage>>, token?: string): Promise<void> {
    await runWithRequestId(`job-${job.id}`, () =>
      waitingForDatabase(job, token, async () => {
        const delivered = await this.outbox.processOnce(this.em, job.data.outboxId, async () => {
          await this.sender.send(job.data.payload, `outbox-${job.data.outboxId}`);
          return { to: job.data.payload.to, subject: job.data.payload.subject };
        });
        this.logger.log(delivered ? `mail "${job.data.payload.subject}" delivered` : 'mail already delivered; nothing to do');
      }),
    );
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job, error: Error): void {
    runWithRequestId(`job-${job.id}`, () => this.logger.warn(`mail attempt ${job.attemptsMade} failed: ${error.message}`));
  }

  // Connection errors repeat on every reconnect during a Redis outage; the relay and /api/health report the outage once.
  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logger.debug(`mail worker: ${error.message}`);
  }
}
