import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Subscription } from '../subscription.entity';
import { PAYMENT_PROVIDER, PaymentProvider, ProviderEvent, ProviderInvoice } from '../providers/payment-provider';
import { SubscriptionSync } from '../subscription-sync.service';
import { customerOf, objectId } from './billing-event-handler';

/** What the invoice handlers share: the invoice and its customer as they are now, and the subscription it renews. */
@Injectable()
export class InvoiceEvents {
  private readonly logger = new Logger(InvoiceEvents.name);

  constructor(
    private readonly sync: SubscriptionSync,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  /** The invoice's customer, locked, then the invoice as the provider has it now. */
  async load(tx: EntityManager, event: ProviderEvent): Promise<{ invoice: ProviderInvoice; customer: Subscription } | null> {
    const customerId = customerOf(event);
    const customer = customerId ? await this.sync.lock(tx, { stripeCustomerId: customerId }) : null;
    if (!customer) {
      this.logger.warn(`${event.type} ${event.id}: no user has customer ${customerId}`);
      return null;
    }
    const invoice = await this.provider.retrieveInvoice(objectId(event));
    if (!invoice || invoice.customerId !== customer.stripeCustomerId) {
      this.logger.warn(`${event.type} ${event.id}: invoice ${objectId(event)} is unknown to the provider`);
      return null;
    }
    return { invoice, customer };
  }

  /** The subscription after this invoice (renewed period, or past_due), applied to the user. */
  async syncSubscription(tx: EntityManager, customer: Subscription, invoice: ProviderInvoice, eventId: string): Promise<void> {
    if (invoice.subscriptionId) await this.sync.syncFromProvider(tx, customer, invoice.subscriptionId, { eventId });
  }
}
