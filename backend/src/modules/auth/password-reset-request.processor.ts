import { InjectQueue, Processor } from '@nestjs/bullmq';
import { EntityManager } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import { OutboxJobProcessor } from '../../jobs/outbox-job.processor';
import { QUEUES } from '../../jobs/queues';
import { User } from '../users/user.entity';
import { PasswordResetService, ResetRequestJob } from './password-reset.service';

/**
 * Answers forgot-password requests off the request path: a link for an existing account, nothing for an unknown
 * e-mail. The link is issued in the transaction that marks the outbox row (OutboxJobProcessor), so a retried job never
 * sends a second link.
 */
@Processor(QUEUES.passwordResets)
export class PasswordResetRequestProcessor extends OutboxJobProcessor<ResetRequestJob> {
  constructor(
    em: EntityManager,
    private readonly passwordReset: PasswordResetService,
    @InjectQueue(QUEUES.passwordResets) queue: Queue,
  ) {
    super(QUEUES.passwordResets, queue, em);
  }

  protected async apply(tx: EntityManager, { email }: ResetRequestJob): Promise<void> {
    const user = await tx.findOne(User, { email });
    if (user) await this.passwordReset.issueLinkIn(tx, user);
    this.logger.log(user ? 'reset link issued' : 'reset requested for an unknown e-mail; nothing sent');
  }
}
