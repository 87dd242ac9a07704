import { CARD_MESSAGES } from './sandbox-cards';
import {
  attachPayment,
  type BillingReason,
  type CustomerDoc,
  type InvoiceDoc,
  itemOf,
  markInvoicePaid,
  newInvoice,
  newPaymentIntent,
  type PaymentIntentDoc,
  type PaymentMethodDoc,
  type PriceDoc,
  randomId,
  type SandboxPrice,
  type SubscriptionDoc,
  toCardErrorDoc,
} from './sandbox-documents';
import { applyCredit, DAY_SECONDS, periodEndAfter } from './sandbox-proration';
import { SandboxCardError } from './sandbox-errors';
import type { SandboxStore } from './sandbox-store';

/** What several sandbox operations share: invoices and how they are paid, and the clock's schedule of a subscription. */

/** What the host tells the sandbox: where its pages are served (hosted invoices, checkout) and the prices it sells. */
export interface SandboxSettings {
  appUrl: string;
  prices: readonly SandboxPrice[];
}

/** A renewal is tried, then retried once a day; the subscription is cancelled after this many failed attempts. */
export const MAX_PAYMENT_ATTEMPTS = 3;
/** Stripe sends customer.subscription.trial_will_end this long before a trial ends. */
export const TRIAL_WILL_END_NOTICE = 3 * DAY_SECONDS;

export const formatUsd = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const planNameOf = (settings: SandboxSettings, price: PriceDoc) =>
  settings.prices.find((known) => `prod_sandbox_${known.planId}` === price.product)?.planName ?? price.product;
const periodWord = (price: PriceDoc) => (price.recurring.interval === 'year' ? 'annual' : 'monthly');

/** "Professional plan, billed monthly": what an invoice is for. */
export const describePlan = (settings: SandboxSettings, price: PriceDoc) => `${planNameOf(settings, price)} plan, billed ${periodWord(price)}`;
/** Stripe's line for a subscription item: "1 × Professional (at $249.00 / month)". */
export const describeLine = (settings: SandboxSettings, price: PriceDoc) =>
  `1 × ${planNameOf(settings, price)} (at ${formatUsd(price.unit_amount)} / ${price.recurring.interval})`;

const INTENT_DESCRIPTIONS: Record<BillingReason, string> = {
  subscription_create: 'Subscription creation',
  subscription_cycle: 'Subscription cycle',
  subscription_update: 'Subscription update',
};

export interface OpenInvoiceInput {
  customer: CustomerDoc;
  subscription: SubscriptionDoc;
  reason: BillingReason;
  total: number;
  periodStart: number;
  periodEnd: number;
  description: string;
  lineDescription: string;
  proration: boolean;
  /** Whether the customer's credit pays part of it (not on a new subscription's first invoice, see the provider). */
  useCredit: boolean;
  appUrl: string;
}

/**
 * Finalizes an invoice for the subscription, using the customer's credit when asked, with a payment intent for what is
 * left to pay; an invoice the credit pays in full is paid at once (no intent). Saves the customer (balance, sequence).
 */
export async function openInvoice(store: SandboxStore, input: OpenInvoiceInput): Promise<{ invoice: InvoiceDoc; intent: PaymentIntentDoc | null }> {
  const { customer } = input;
  const credit = input.useCredit ? applyCredit(input.total, customer.balance) : { balance: customer.balance };
  const invoice = newInvoice({ ...input, startingBalance: customer.balance, endingBalance: credit.balance }, store.now);
  customer.balance = credit.balance;
  customer.next_invoice_sequence += 1;
  await store.save(customer);

  let intent: PaymentIntentDoc | null = null;
  if (invoice.amount_due > 0) {
    intent = newPaymentIntent({ customer: customer.id, amount: invoice.amount_due, description: INTENT_DESCRIPTIONS[input.reason] }, store.now);
    attachPayment(invoice, intent, store.now);
    await store.insert(intent);
  } else {
    markInvoicePaid(invoice, store.now);
  }
  await store.insert(invoice);
  return { invoice, intent };
}

/** Why the issuer refuses to charge a saved card, or null when it accepts. */
export function savedCardRefusal(paymentMethod: PaymentMethodDoc | null): SandboxCardError | null {
  if (!paymentMethod) return new SandboxCardError('No card is saved for this subscription.', 'payment_method_missing');
  return paymentMethod._sandbox.charges === 'decline' ? new SandboxCardError(CARD_MESSAGES.declined, 'card_declined', 'generic_decline') : null;
}

/** The charge went through: the intent succeeded with this card and the invoice is paid. */
export async function recordPayment(store: SandboxStore, invoice: InvoiceDoc | null, intent: PaymentIntentDoc, paymentMethod: PaymentMethodDoc): Promise<void> {
  Object.assign(intent, {
    status: 'succeeded',
    amount_received: intent.amount,
    payment_method: paymentMethod.id,
    latest_charge: randomId('ch'),
    last_payment_error: null,
  });
  await store.save(intent);
  await store.emit('payment_intent.succeeded', intent);
  if (invoice) {
    markInvoicePaid(invoice, store.now);
    await store.save(invoice);
    await store.emit('invoice.paid', invoice);
  }
}

/**
 * The charge was refused: the intent goes back to requires_payment_method with the error, the invoice counts the
 * attempt. With `retries` (renewals and plan changes, which the clock retries) the next attempt is scheduled and
 * invoice.payment_failed sent; returns true when that was the last attempt.
 */
export async function recordFailedPayment(
  store: SandboxStore,
  invoice: InvoiceDoc | null,
  intent: PaymentIntentDoc,
  error: SandboxCardError,
  { retries }: { retries: boolean },
): Promise<boolean> {
  Object.assign(intent, { status: 'requires_payment_method', payment_method: null, last_payment_error: toCardErrorDoc(error) });
  await store.save(intent);
  await store.emit('payment_intent.payment_failed', intent);
  if (!invoice) return false;
  invoice.attempt_count += 1;
  invoice.attempted = true;
  const exhausted = retries && invoice.attempt_count >= MAX_PAYMENT_ATTEMPTS;
  if (retries) invoice.next_payment_attempt = exhausted ? null : store.now + DAY_SECONDS;
  await store.save(invoice);
  if (retries) await store.emit('invoice.payment_failed', invoice);
  return exhausted;
}

/** Charges an open invoice to the subscription's saved card; returns the refusal, or null when it was paid. */
export async function chargeSavedCard(
  store: SandboxStore,
  invoice: InvoiceDoc,
  subscription: SubscriptionDoc,
): Promise<{ refusal: SandboxCardError | null; exhausted: boolean }> {
  const intent = await store.get('payment_intent', invoice.payments.data[0]?.payment.payment_intent, true);
  const paymentMethod = await store.find('payment_method', subscription.default_payment_method);
  const refusal = savedCardRefusal(paymentMethod);
  if (!refusal) {
    await recordPayment(store, invoice, intent, paymentMethod!);
    return { refusal: null, exhausted: false };
  }
  const exhausted = await recordFailedPayment(store, invoice, intent, refusal, { retries: true });
  return { refusal, exhausted };
}

/** Ends the subscription: its setup intent and an unpaid first invoice are cancelled with it, as Stripe does. */
export async function endSubscription(store: SandboxStore, subscription: SubscriptionDoc, endedAt: number): Promise<void> {
  Object.assign(subscription, { status: 'canceled', canceled_at: store.now, ended_at: endedAt });
  const setupIntent = await store.find('setup_intent', subscription.pending_setup_intent, true);
  if (setupIntent && setupIntent.status !== 'succeeded') {
    Object.assign(setupIntent, { status: 'canceled', cancellation_reason: 'abandoned' });
    await store.save(setupIntent);
  }
  const invoice = await store.find('invoice', subscription.latest_invoice, true);
  if (invoice?.status === 'open') {
    invoice.next_payment_attempt = null;
    if (invoice.billing_reason === 'subscription_create') {
      invoice.status = 'void';
      invoice.status_transitions.voided_at = store.now;
      const intent = await store.find('payment_intent', invoice.payments.data[0]?.payment.payment_intent, true);
      if (intent && intent.status !== 'succeeded') {
        Object.assign(intent, { status: 'canceled', canceled_at: store.now, cancellation_reason: 'void_invoice' });
        await store.save(intent);
      }
    }
    await store.save(invoice);
  }
  await saveSubscription(store, subscription, invoice);
  await store.emit('customer.subscription.deleted', subscription);
}

/** When customer.subscription.trial_will_end is due: three days before the end, or at once for a shorter trial. */
export const trialWillEndAt = (subscription: SubscriptionDoc) =>
  Math.max(subscription.trial_start ?? subscription.created, (subscription.trial_end ?? 0) - TRIAL_WILL_END_NOTICE);

/** The next moment the clock has work for this subscription (notice, period end, payment retry), or null. */
export function nextDue(subscription: SubscriptionDoc, latestInvoice: InvoiceDoc | null): number | null {
  if (!['trialing', 'active', 'past_due'].includes(subscription.status)) return null;
  const moments = [itemOf(subscription).current_period_end];
  if (subscription.status === 'trialing' && !subscription._sandbox.trial_will_end_sent && subscription.trial_end !== null)
    moments.push(trialWillEndAt(subscription));
  if (subscription.status === 'past_due' && latestInvoice?.status === 'open' && latestInvoice.next_payment_attempt !== null)
    moments.push(latestInvoice.next_payment_attempt);
  return Math.min(...moments);
}

/** Saves the subscription with its next due moment; `latestInvoice` when the caller has it (else it is read). */
export async function saveSubscription(store: SandboxStore, subscription: SubscriptionDoc, latestInvoice?: InvoiceDoc | null): Promise<void> {
  const invoice =
    latestInvoice !== undefined && latestInvoice?.id === subscription.latest_invoice ? latestInvoice : await store.find('invoice', subscription.latest_invoice);
  subscription._sandbox.next_due = nextDue(subscription, invoice);
  await store.save(subscription);
}

/** A new period at the price (a renewal, or a trial ended), invoiced (less the customer's credit) and charged to the saved card. */
export async function renewSubscription(store: SandboxStore, subscription: SubscriptionDoc, settings: SandboxSettings): Promise<void> {
  const item = itemOf(subscription);
  const start = item.current_period_end;
  Object.assign(item, {
    current_period_start: start,
    current_period_end: periodEndAfter(subscription.billing_cycle_anchor, start, item.price.recurring.interval),
  });
  const customer = await store.get('customer', subscription.customer, true);
  const { invoice } = await openInvoice(store, {
    customer,
    subscription,
    reason: 'subscription_cycle',
    total: item.price.unit_amount,
    periodStart: item.current_period_start,
    periodEnd: item.current_period_end,
    description: describePlan(settings, item.price),
    lineDescription: describeLine(settings, item.price),
    proration: false,
    useCredit: true,
    appUrl: settings.appUrl,
  });
  subscription.latest_invoice = invoice.id;
  if (invoice.status === 'paid') {
    await store.emit('invoice.paid', invoice);
    subscription.status = 'active';
  } else {
    const { refusal } = await chargeSavedCard(store, invoice, subscription);
    subscription.status = refusal ? 'past_due' : 'active';
  }
  await saveSubscription(store, subscription, invoice);
  await store.emit('customer.subscription.updated', subscription);
}
