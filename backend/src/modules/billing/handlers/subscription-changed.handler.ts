import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ProviderEvent } from '../providers/payment-provider';
import { SubscriptionSync } from '../subscription-sync.service';
import { BillingEventHandler, customerOf, objectId } from './billing-event-handler';

/** customer.subscription.created / updated / deleted: the user's plan follows the subscription as the provider has it now. */
@Injectable()
export class SubscriptionChangedHandler implements BillingEventHandler {
  readonly types = ['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted'];
  private readonly logger = new Logger(SubscriptionChangedHandler.name);

  constructor(private readonly sync: SubscriptionSync) {}

  async handle(tx: EntityManager, event: ProviderEvent): Promise<void> {
    const customerId = customerOf(event);
    const customer = customerId ? await this.sync.lock(tx, { stripeCustomerId: customerId }) : null;
    if (!customer) return this.logger.warn(`${event.type} ${event.id}: no user has customer ${customerId}`);
    const subscription = await this.sync.syncFromProvider(tx, customer, objectId(event), { eventId: event.id });
    if (!subscription) this.logger.warn(`${event.type} ${event.id}: subscription ${objectId(event)} is unknown to the provider`);
  }
}
