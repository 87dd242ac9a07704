import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PAYMENT_PROVIDER, PaymentProvider, ProviderEvent } from '../providers/payment-provider';
import { SubscriptionSync } from '../subscription-sync.service';
import { BillingEventHandler, objectId } from './billing-event-handler';

/** customer.subscription.created / updated / deleted: the user's plan follows the subscription as the provider has it now. */
@Injectable()
export class SubscriptionChangedHandler implements BillingEventHandler {
  readonly types = ['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted'];
  private readonly logger = new Logger(SubscriptionChangedHandler.name);

  constructor(
    private readonly sync: SubscriptionSync,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async handle(tx: EntityManager, event: ProviderEvent): Promise<void> {
    const subscription = await this.provider.retrieveSubscription(objectId(event));
    if (!subscription) return this.logger.warn(`${event.type} ${event.id}: subscription ${objectId(event)} is unknown to the provider`);
    const user = await this.sync.lockUser(tx, { stripeCustomerId: subscription.customerId });
    if (!user) return this.logger.warn(`${event.type} ${event.id}: no user has customer ${subscription.customerId}`);
    await this.sync.apply(tx, user, subscription, { eventId: event.id });
  }
}
