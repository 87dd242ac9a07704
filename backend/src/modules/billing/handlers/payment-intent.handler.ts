import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PAYMENT_PROVIDER, PaymentProvider, ProviderEvent } from '../providers/payment-provider';
import { SubscriptionSync } from '../subscription-sync.service';
import { BillingEventHandler, customerOf, objectId } from './billing-event-handler';

/**
 * payment_intent.succeeded / payment_failed. The invoice events record the payment itself; a successful charge may
 * follow a change of card, so the plan's subscription is read again for the card it is charged to, and a failure is
 * logged for support.
 */
@Injectable()
export class PaymentIntentHandler implements BillingEventHandler {
  readonly types = ['payment_intent.succeeded', 'payment_intent.payment_failed'];
  private readonly logger = new Logger(PaymentIntentHandler.name);

  constructor(
    private readonly sync: SubscriptionSync,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async handle(tx: EntityManager, event: ProviderEvent): Promise<void> {
    const customerId = customerOf(event);
    const customer = customerId ? await this.sync.lock(tx, { stripeCustomerId: customerId }) : null;
    if (!customer) return;
    if (event.type === 'payment_intent.succeeded') {
      // The card on file is the plan's, never the charge's: a second or abandoned subscription, refunded, paid with another card.
      if (customer.stripeSubscriptionId) await this.sync.syncFromProvider(tx, customer, customer.stripeSubscriptionId, { eventId: event.id });
      return;
    }
    const intent = await this.provider.retrieveIntent(objectId(event));
    if (intent && intent.customerId === customer.stripeCustomerId)
      this.logger.warn(`payment ${intent.id} of user ${customer.user.id} failed (${intent.status})`);
  }
}
