import { Logger, OnModuleDestroy } from '@nestjs/common';
import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { EntityManager } from '@mikro-orm/postgresql';
import { Job, Queue, UnrecoverableError } from 'bullmq';
import { runAsJob } from '../common/logging/log-context';
import { OutboxService } from '../jobs/outbox.service';
import { OutboxJobData, QUEUES } from '../jobs/queues';
import { closeWorker } from '../jobs/close-worker';
import { waitingForDatabase } from '../jobs/wait-for-database';
import { mailDeliveries } from '../metrics/metrics';
import { MailMessage } from './mail-message';
import { MailSender } from './mail-sender.service';

/**
 * Delivers queued mail, read from its outbox row (the job holds only the row's id); a failure throws so BullMQ retries
 * with backoff. Bodies are dropped once sent and once the last attempt fails: reset links are secrets.
 */
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
    await closeWorker(this.worker);
  }

  async process(job: Job<OutboxJobData>, token?: string): Promise<void> {
    const { outboxId } = job.data;
    await runAsJob(job.queueName, job.id, () =>
      waitingForDatabase(job, token, async () => {
        let subject = '';
        const delivered = await this.outbox.processOnce(this.em, outboxId, async (entry) => {
          const message = entry.payload as MailMessage;
          const kept = { to: message.to, subject: (subject = message.subject) };
          if (typeof message.text !== 'string') throw new UnrecoverableError('its body was dropped when it failed for good; nothing to send');
          try {
            await this.sender.send(message, `outbox-${outboxId}`);
          } catch (error) {
            const lastAttempt = isLastAttempt(job);
            mailDeliveries.inc({ outcome: lastAttempt ? 'failed' : 'retried' });
            if (lastAttempt) await this.outbox.keepOnly(this.em, outboxId, kept, `failed for good: ${(error as Error).message}`);
            throw error;
          }
          mailDeliveries.inc({ outcome: 'sent' });
          return kept;
        });
        this.logger.log(delivered ? `mail "${subject}" delivered` : 'mail already delivered; nothing to do');
      }),
    );
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job, error: Error): void {
    runAsJob(job.queueName, job.id, () => this.logger.warn(`mail attempt ${job.attemptsMade} failed: ${error.message}`));
  }

  // Connection errors repeat on every reconnect during a Redis outage; the relay and /api/health report the outage once.
  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logger.debug(`mail worker: ${error.message}`);
  }
}

/** BullMQ counts attempts made before this one; the job fails for good when this one fails too. */
function isLastAttempt(job: Job): boolean {
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}
