import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProviderEvent } from '../providers/payment-provider';

/**
 * One handler per event type. Handlers read the provider's current objects rather than the event's copy, so events
 * arriving late or out of order still end in the right state; they write in `tx`, the transaction that marks the
 * event processed, so each event has its effects once.
 */
export interface BillingEventHandler {
  readonly types: readonly string[];
  handle(tx: EntityManager, event: ProviderEvent): Promise<void>;
}

export const BILLING_EVENT_HANDLERS = Symbol('BILLING_EVENT_HANDLERS');

/** The id of the object an event is about. */
export const objectId = (event: ProviderEvent): string => event.data.object.id;

/** The customer an event's object belongs to (an id, or an expanded customer). */
export function customerOf(event: ProviderEvent): string | null {
  const customer = event.data.object.customer as string | { id?: string } | null | undefined;
  return typeof customer === 'string' ? customer : (customer?.id ?? null);
}
