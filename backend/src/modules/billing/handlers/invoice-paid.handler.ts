import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ProviderEvent } from '../providers/payment-provider';
import { BillingEventHandler } from './billing-event-handler';
import { InvoiceEvents } from './invoice-events';
import { PaymentLedger } from '../payment-ledger.service';

/** invoice.paid: the payment enters the history and the subscription moves to its next period. */
@Injectable()
export class InvoicePaidHandler implements BillingEventHandler {
  readonly types = ['invoice.paid'];

  constructor(
    private readonly invoices: InvoiceEvents,
    private readonly ledger: PaymentLedger,
  ) {}

  async handle(tx: EntityManager, event: ProviderEvent): Promise<void> {
    const loaded = await this.invoices.load(tx, event);
    if (!loaded) return;
    await this.ledger.recordInvoice(tx, loaded.customer, loaded.invoice);
    await this.invoices.syncSubscription(tx, loaded.customer, loaded.invoice, event.id);
  }
}
