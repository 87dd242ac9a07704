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
 * (a redelivery is a no-op) and queued through the outbox in the same statement (inside the caller's transaction, when there is one).
 */
@Injectable()
export class BillingEventsInbox {
  constructor(private readonly outbox: OutboxService) {}

  /** True when the event is new; false when this id was recorded before (nothing is queued again). */
  async record(em: EntityManager, event: ProviderEvent): Promise<boolean> {
    const inserted = await this.outbox.insertAndQueue<{ event_id: string; type: string }>(
      em,
      {
        sql: 'insert into stripe_events (event_id, type, payload) values (?, ?, ?) on conflict (event_id) do nothing returning event_id, type',
        params: [event.id, event.type, JSON.stringify(event)],
      },
      { queue: QUEUES.billingEvents, name: event.type, payload: { eventId: 'event_id', type: 'type' } },
    );
    return inserted !== null;
  }
}
