import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { appConfig, AppConfig } from '../../../config';
import { MailService } from '../../../mail/mail.service';
import { paymentFailedMail } from '../billing.mails';
import type { ProviderEvent } from '../providers/payment-provider';
import { BillingEventHandler } from './billing-event-handler';
import { InvoiceEvents } from './invoice-events';
import { PaymentLedger } from '../payment-ledger.service';

/** invoice.payment_failed: the failure enters the history, the plan goes past_due, and the customer is told. */
@Injectable()
export class InvoicePaymentFailedHandler implements BillingEventHandler {
  readonly types = ['invoice.payment_failed'];

  constructor(
    private readonly invoices: InvoiceEvents,
    private readonly ledger: PaymentLedger,
    private readonly mail: MailService,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  async handle(tx: EntityManager, event: ProviderEvent): Promise<void> {
    const loaded = await this.invoices.load(tx, event);
    if (!loaded) return;
    const { customer, invoice } = loaded;
    await this.ledger.recordFailure(tx, customer, invoice);
    await this.invoices.syncSubscription(tx, customer, invoice, event.id);
    if (invoice.status !== 'paid') this.mail.queueToUser(tx, customer.user, paymentFailedMail(customer, invoice.amountDueCents, this.app.appUrl));
  }
}
