import { Logger, OnModuleDestroy } from '@nestjs/common';
import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { EntityManager } from '@mikro-orm/postgresql';
import { Job, Queue } from 'bullmq';
import { runWithRequestId } from '../../common/logging/request-context';
import { OutboxJobData, QUEUES } from '../../jobs/queues';
import { waitingForDatabase } from '../../jobs/wait-for-database';
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
export class CallEventsProcessor extends WorkerHost implements OnModuleDestroy {
  private readonly logger = new Logger(CallEventsProcessor.name);

  constructor(
    private readonly em: EntityManager,
    private readonly receptionists: ReceptionistsService,
    private readonly writer: CallFactsWriter,
    @InjectQueue(QUEUES.callEvents) queue: Queue,
  ) {
    super();
    queue.on('error', (error) => this.logger.debug(`call-events queue: ${error.message}`));
  }

  // Finish the message in hand while the database is open (see MailProcessor).
  async onModuleDestroy(): Promise<void> {
    await this.worker.close();
  }

  async process(job: Job<OutboxJobData>, token?: string): Promise<void> {
    await runWithRequestId(`job-${job.id}`, () => waitingForDatabase(job, token, () => this.handle(job.data.outboxId)));
  }

  /** Public for tests: one outbox row's message. */
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

  @OnWorkerEvent('failed')
  onFailed(job: Job<OutboxJobData>, error: Error): void {
    // The job's name is the message's type.
    runWithRequestId(`job-${job.id}`, () => this.logger.warn(`${job.name} attempt ${job.attemptsMade} failed: ${error.message}`));
  }

  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logger.debug(`call-events worker: ${error.message}`);
  }
}
