import { Inject, Logger, OnModuleDestroy } from '@nestjs/common';
import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { EntityManager } from '@mikro-orm/postgresql';
import { Job, Queue } from 'bullmq';
import { runWithRequestId } from '../../common/logging/request-context';
import { OutboxJobData, QUEUES } from '../../jobs/queues';
import { waitingForDatabase } from '../../jobs/wait-for-database';
import type { BillingEventJob } from './billing-events.inbox';
import { BILLING_EVENT_HANDLERS, BillingEventHandler } from './handlers/billing-event-handler';
import type { ProviderEvent } from './providers/payment-provider';

/**
 * Runs each recorded provider event through its handler exactly once: the outbox row is locked, checked and marked
 * processed in the same transaction as the handler's writes, so a retry after a crash finds the work either fully
 * done or not done at all. A handler that throws rolls back and BullMQ retries with backoff.
 */
@Processor(QUEUES.billingEvents)
export class BillingEventsProcessor extends WorkerHost implements OnModuleDestroy {
  private readonly logger = new Logger(BillingEventsProcessor.name);
  private readonly handlers = new Map<string, BillingEventHandler>();

  constructor(
    private readonly em: EntityManager,
    @Inject(BILLING_EVENT_HANDLERS) handlers: BillingEventHandler[],
    @InjectQueue(QUEUES.billingEvents) queue: Queue,
  ) {
    super();
    for (const handler of handlers) for (const type of handler.types) this.handlers.set(type, handler);
    queue.on('error', (error) => this.logger.debug(`billing-events queue: ${error.message}`));
  }

  // Finish the event in hand while the database is open (see MailProcessor).
  async onModuleDestroy(): Promise<void> {
    await this.worker.close();
  }

  async process(job: Job<OutboxJobData>, token?: string): Promise<void> {
    await runWithRequestId(`job-${job.id}`, () => waitingForDatabase(job, token, () => this.handle(job.data.outboxId)));
  }

  /** Public for tests: one outbox row's event. */
  async handle(outboxId: string): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const run = (sql: string, params: unknown[]) => tx.getConnection().execute(sql, params, 'all', tx.getTransactionContext());
      const [claim] = await run('select processed_at, payload from outbox where id = ? for update', [outboxId]);
      if (!claim) return this.logger.log(`outbox row ${outboxId} is gone; nothing to do`);
      const { eventId } = claim.payload as BillingEventJob;
      if (claim.processed_at) return this.logger.log(`event ${eventId} already handled; nothing to do`);
      const [stored] = await run('select payload from stripe_events where event_id = ?', [eventId]);
      const event = stored?.payload as ProviderEvent | undefined;
      const handler = event && this.handlers.get(event.type);
      if (handler) await handler.handle(tx, event);
      else this.logger.log(`event ${eventId} (${event?.type ?? 'not recorded'}) needs no action`);
      await run('update outbox set processed_at = now() where id = ?', [outboxId]);
      await run('update stripe_events set processed_at = now() where event_id = ?', [eventId]);
      if (handler) this.logger.log(`${event.type} ${eventId} handled`);
    });
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job<OutboxJobData>, error: Error): void {
    // The job's name is the event's type.
    runWithRequestId(`job-${job.id}`, () => this.logger.warn(`${job.name} attempt ${job.attemptsMade} failed: ${error.message}`));
  }

  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logger.debug(`billing-events worker: ${error.message}`);
  }
}
