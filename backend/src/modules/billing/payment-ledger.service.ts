import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../users/user.entity';
import { Subscription } from './subscription.entity';
import { PaymentDto } from './dto/billing-summary.dto';
import { Payment } from './payment.entity';
import { planName } from './billing.mails';
import type { ProviderInvoice } from './providers/payment-provider';

const HISTORY_LIMIT = 100;
/** What a payment row ends as: later events about its invoice leave it so. */
const FINAL_STATUSES = ['succeeded', 'refunded'];

/** Payment history: one row per provider invoice that asked for money, updated as the invoice is paid or fails. */
@Injectable()
export class PaymentLedger {
  constructor(private readonly em: EntityManager) {}

  /** Upserts by invoice id, so a replayed or reordered event leaves one row in the invoice's latest state. */
  async recordInvoice(tx: EntityManager, customer: Subscription, invoice: ProviderInvoice): Promise<Payment | null> {
    if (invoice.amountDueCents === 0 && invoice.amountPaidCents === 0) return null; // a trial's $0 invoice is no payment
    const status = invoice.status === 'paid' ? 'succeeded' : invoice.status === 'void' || invoice.status === 'uncollectible' ? 'failed' : 'pending';
    const fields = {
      invoiceId: invoice.id,
      invoiceUrl: invoice.hostedInvoiceUrl,
      amountCents: invoice.status === 'paid' ? invoice.amountPaidCents : invoice.amountDueCents,
      currency: invoice.currency,
      description: invoice.description ?? `${planName(customer.subscriptionPlan)} subscription`,
      paidAt: invoice.paidAt,
    };
    const existing = await tx.findOne(Payment, { providerPaymentId: invoice.id });
    if (existing) {
      // A failure reported after the payment went through (events out of order) must not undo it, nor a late invoice.paid a refund.
      return Object.assign(existing, fields, { status: FINAL_STATUSES.includes(existing.status) ? existing.status : status });
    }
    return tx.create(Payment, { user: customer.user, providerPaymentId: invoice.id, status, ...fields, createdAt: invoice.createdAt });
  }

  /** A paid invoice given back in full: its row says refunded, whatever events about the invoice arrive later. */
  async recordRefund(tx: EntityManager, customer: Subscription, invoice: ProviderInvoice): Promise<void> {
    const payment = await this.recordInvoice(tx, customer, invoice);
    if (payment) payment.status = 'refunded';
  }

  /** A charge attempt that failed: the invoice stays open and its row says so. */
  async recordFailure(tx: EntityManager, customer: Subscription, invoice: ProviderInvoice): Promise<void> {
    const payment = await this.recordInvoice(tx, customer, invoice);
    if (payment && payment.status !== 'succeeded') payment.status = 'failed';
  }

  async history(user: User): Promise<PaymentDto[]> {
    const payments = await this.em.find(Payment, { user }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: HISTORY_LIMIT });
    return payments.map((payment) => ({
      id: payment.id,
      date: payment.paidAt ?? payment.createdAt,
      amountCents: payment.amountCents,
      currency: payment.currency,
      status: payment.status,
      description: payment.description,
      invoiceUrl: payment.invoiceUrl,
    }));
  }
}
