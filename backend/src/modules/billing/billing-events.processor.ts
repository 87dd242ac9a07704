import { Inject } from '@nestjs/common';
import { InjectQueue, Processor } from '@nestjs/bullmq';
import { EntityManager } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import type { LabelValues } from 'prom-client';
import { OutboxJobProcessor, type ProcessedLabel } from '../../jobs/outbox-job.processor';
import { QUEUES } from '../../jobs/queues';
import { paymentEventsProcessed } from '../../metrics/metrics';
import type { BillingEventJob } from './billing-events.inbox';
import { BILLING_EVENT_HANDLERS, BillingEventHandler } from './handlers/billing-event-handler';
import type { ProviderEvent } from './providers/payment-provider';

/**
 * Runs each recorded provider event through its handler exactly once, in the transaction that marks its outbox row
 * (OutboxJobProcessor). A handler that throws rolls back and BullMQ retries with backoff.
 */
@Processor(QUEUES.billingEvents)
export class BillingEventsProcessor extends OutboxJobProcessor<BillingEventJob> {
  private readonly handlers = new Map<string, BillingEventHandler>();

  constructor(em: EntityManager, @Inject(BILLING_EVENT_HANDLERS) handlers: BillingEventHandler[], @InjectQueue(QUEUES.billingEvents) queue: Queue) {
    super(QUEUES.billingEvents, queue, em, paymentEventsProcessed);
    for (const handler of handlers) for (const type of handler.types) this.handlers.set(type, handler);
  }

  protected async apply(tx: EntityManager, { eventId }: BillingEventJob): Promise<LabelValues<ProcessedLabel>> {
    const run = (sql: string, params: unknown[]) => tx.getConnection().execute(sql, params, 'all', tx.getTransactionContext());
    const [stored] = await run('select payload from stripe_events where event_id = ?', [eventId]);
    const event = stored?.payload as ProviderEvent | undefined;
    const handler = event && this.handlers.get(event.type);
    if (handler) await handler.handle(tx, event);
    else this.logger.log(`event ${eventId} (${event?.type ?? 'not recorded'}) needs no action`);
    await run('update stripe_events set processed_at = now() where event_id = ?', [eventId]);
    if (handler) this.logger.log(`${event.type} ${eventId} handled`);
    // Only the types a handler takes are named: the provider's other types are many, and need no series each.
    return handler ? { type: event.type, outcome: 'handled' } : { type: 'other', outcome: 'ignored' };
  }
}
