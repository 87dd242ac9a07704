import { InjectQueue, Processor } from '@nestjs/bullmq';
import { EntityManager } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import { OutboxJobProcessor } from '../../jobs/outbox-job.processor';
import { QUEUES } from '../../jobs/queues';
import { ReceptionistsService } from '../receptionists/receptionists.service';
import { CallEventJob, storedMessage } from './call-events.inbox';
import { CallFactsWriter } from './call-facts.writer';
import type { VoicePlatformName } from './platforms/voice-platform';

/**
 * Applies each recorded voice-platform message to its call exactly once: the outbox row is locked, checked and marked
 * processed in the same transaction as the call's row, so a retry after a crash finds the work fully done or not at
 * all. The call finds its receptionist (and so its customer) by the platform's assistant or phone-number id.
 */
@Processor(QUEUES.callEvents)
export class CallEventsProcessor extends OutboxJobProcessor {
  constructor(
    private readonly em: EntityManager,
    private readonly receptionists: ReceptionistsService,
    private readonly writer: CallFactsWriter,
    @InjectQueue(QUEUES.callEvents) queue: Queue,
  ) {
    super(QUEUES.callEvents, queue);
  }

  async handle(outboxId: string): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const run = (sql: string, params: unknown[]) => tx.getConnection().execute(sql, params, 'all', tx.getTransactionContext());
      const [outboxRow] = await run('select processed_at, payload from outbox where id = ? for update', [outboxId]);
      if (!outboxRow || outboxRow.processed_at) return this.logger.log(`outbox row ${outboxId} is gone or done; nothing to do`);
      const { callEventId } = outboxRow.payload as CallEventJob;
      const [event] = await run('select platform, message from call_events where id = ?', [callEventId]);
      if (event) {
        const message = storedMessage(event.message);
        const receptionist = await this.receptionists.findByVoiceLink(tx, message.call.assistantId, message.call.phoneNumberId);
        const callId = await this.writer.apply(tx, event.platform as VoicePlatformName, message, receptionist);
        this.logger.log(`${message.type} applied to call ${callId}${receptionist ? '' : ' (unmatched)'}`);
      } else this.logger.log(`call event ${callEventId} is gone; nothing to do`);
      await run('update outbox set processed_at = now() where id = ?', [outboxId]);
      await run('update call_events set processed_at = now() where id = ?', [callEventId]);
    });
  }
}
