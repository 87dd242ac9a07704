import { Logger, OnModuleDestroy } from '@nestjs/common';
import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Job, Queue } from 'bullmq';
import { runWithRequestId } from '../../common/logging/request-context';
import { OutboxEntry } from '../../jobs/outbox-entry.entity';
import { OutboxJobData, QUEUES } from '../../jobs/queues';
import { waitingForDatabase } from '../../jobs/wait-for-database';
import { User } from '../users/user.entity';
import { PasswordResetService, ResetRequestJob } from './password-reset.service';

/**
 * Answers forgot-password requests off the request path: a link for an existing account, nothing for an unknown
 * e-mail. The outbox row is locked, checked and marked processed in the link's own transaction, so a retried job never
 * sends a second link.
 */
@Processor(QUEUES.passwordResets)
export class PasswordResetRequestProcessor extends WorkerHost implements OnModuleDestroy {
  private readonly logger = new Logger(PasswordResetRequestProcessor.name);

  constructor(
    private readonly em: EntityManager,
    private readonly passwordReset: PasswordResetService,
    @InjectQueue(QUEUES.passwordResets) queue: Queue,
  ) {
    super();
    queue.on('error', (error) => this.logger.debug(`password-resets queue: ${error.message}`));
  }

  // Finish the request in hand while the database is open (see MailProcessor).
  async onModuleDestroy(): Promise<void> {
    await this.worker.close();
  }

  async process(job: Job<OutboxJobData>, token?: string): Promise<void> {
    await runWithRequestId(`job-${job.id}`, () => waitingForDatabase(job, token, () => this.handle(job.data.outboxId)));
  }

  private async handle(outboxId: string): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const entry = await tx.findOne(OutboxEntry, { id: outboxId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!entry || entry.processedAt) return this.logger.log('reset request already handled; nothing to do');
      const { email } = entry.payload as unknown as ResetRequestJob;
      const user = await tx.findOne(User, { email });
      if (user) await this.passwordReset.issueLinkIn(tx, user);
      entry.processedAt = new Date();
      this.logger.log(user ? 'reset link issued' : 'reset requested for an unknown e-mail; nothing sent');
    });
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job, error: Error): void {
    runWithRequestId(`job-${job.id}`, () => this.logger.warn(`password reset request attempt ${job.attemptsMade} failed: ${error.message}`));
  }

  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logger.debug(`password-resets worker: ${error.message}`);
  }
}
