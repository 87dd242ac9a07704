import { Inject } from '@nestjs/common';
import { InjectQueue, Processor } from '@nestjs/bullmq';
import { EntityManager } from '@mikro-orm/postgresql';
import { Job, Queue } from 'bullmq';
import { OutboxJobProcessor } from '../../jobs/outbox-job.processor';
import { OutboxJobData, QUEUES } from '../../jobs/queues';
import { SMS_GATEWAY, type SmsGateway, SmsRefused, UNSUBSCRIBED_RECIPIENT } from './gateways/sms-gateway';
import { EVERY_SENDER } from './sms-opt-out.entity';
import { type SendTextJob, TextsService } from './texts.service';

/**
 * Hands each queued text to the SMS provider (docs/voice-platforms.md#texts), once: the text's row is locked and a row
 * that already has the provider's id is left alone. A timeout or the provider's 5xx rolls back and is retried with
 * backoff; its refusal (4xx) marks the text failed with the provider's code, and the last attempt failing marks it failed.
 */
@Processor(QUEUES.texts)
export class TextSenderProcessor extends OutboxJobProcessor<SendTextJob> {
  constructor(
    em: EntityManager,
    @Inject(SMS_GATEWAY) private readonly gateway: SmsGateway,
    private readonly texts: TextsService,
    @InjectQueue(QUEUES.texts) queue: Queue,
  ) {
    super(QUEUES.texts, queue, em);
  }

  protected async apply(tx: EntityManager, job: SendTextJob): Promise<void> {
    const run = <T>(sql: string, params: unknown[]) => tx.getConnection().execute<T[]>(sql, params, 'all', tx.getTransactionContext());
    const [text] = await run<{ to: string; body: string; status: string; sid: string | null }>(
      'select to_number as "to", body, status, provider_message_sid as sid from text_messages where id = ? for no key update',
      [job.textId],
    );
    if (!text || text.sid !== null || text.status !== 'queued') return this.logger.log(`text ${job.textId} is gone or already sent; nothing to do`);
    try {
      const accepted = await this.gateway.send({ to: text.to, body: text.body });
      await this.texts.recordSent(tx, job.textId, accepted.sid, accepted.status);
      this.logger.log(`text ${job.textId} handed to ${this.gateway.name}: ${accepted.sid}`);
    } catch (error) {
      if (!(error instanceof SmsRefused)) throw error;
      await run(`update text_messages set status = 'failed', error_code = ?, updated_at = now() where id = ?`, [error.code, job.textId]);
      // The provider knows the number sent STOP to our sender before we heard of it: we keep it too.
      if (error.code === UNSUBSCRIBED_RECIPIENT) await this.texts.optOut(text.to, this.gateway.senderNumber ?? EVERY_SENDER, tx);
      this.logger.warn(`text ${job.textId} refused by ${this.gateway.name}: ${error.message}`);
    }
  }

  override async process(job: Job<OutboxJobData>, token?: string): Promise<void> {
    try {
      await super.process(job, token);
    } catch (error) {
      if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) {
        // The outbox row stays unprocessed (its work rolled back): its payload names the text.
        const [entry] = await this.em
          .fork()
          .getConnection()
          .execute<{ payload: SendTextJob }[]>('select payload from outbox where id = ?', [job.data.outboxId]);
        if (entry) await this.texts.markUnsent(entry.payload.textId);
      }
      throw error;
    }
  }
}
