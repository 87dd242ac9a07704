import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { OutboxService } from '../../jobs/outbox.service';
import { QUEUES } from '../../jobs/queues';
import type { ProviderEvent } from './providers/payment-provider';

/** What a billing-events job carries: the event id; the handler reads the event it recorded. */
export interface BillingEventJob {
  [key: string]: unknown;
  eventId: string;
  type: string;
}

/**
 * Where every payment-provider event enters, from the Stripe webhook or from the sandbox: recorded once by its id
 * (a redelivery is a no-op) and queued through the outbox in the caller's transaction.
 */
@Injectable()
export class BillingEventsInbox {
  constructor(private readonly outbox: OutboxService) {}

  /** True when the event is new; false when this id was recorded before (nothing is queued again). */
  async record(em: EntityManager, event: ProviderEvent): Promise<boolean> {
    const inserted: unknown[] = await em
      .getConnection()
      .execute(
        'insert into stripe_events (event_id, type, payload) values (?, ?, ?) on conflict (event_id) do nothing returning id',
        [event.id, event.type, JSON.stringify(event)],
        'all',
        em.getTransactionContext(),
      );
    if (inserted.length === 0) return false;
    const job: BillingEventJob = { eventId: event.id, type: event.type };
    this.outbox.add(em, QUEUES.billingEvents, event.type, job);
    return true;
  }
}
