import { randomBytes } from 'node:crypto';
import type { Price } from '../../price-book';
import type { Interval } from './sandbox-proration';

/**
 * The sandbox's objects, stored as JSON in Stripe's shape (API 2026-10-28): the subset of fields billing code reads,
 * named and nested as Stripe names and nests them. Times are Unix seconds. `_sandbox` holds the sandbox's own
 * bookkeeping; it is never part of an event (see `publicObject`).
 */

export const API_VERSION = '2026-10-28.endive';
export const CURRENCY = 'usd';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Stripe-like random ids: `cus_` + 24 characters from a CSPRNG (rejection sampling keeps them uniform). */
export function randomId(prefix: string, length = 24): string {
  let id = '';
  while (id.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && id.length < length) id += ALPHABET[byte % 62];
    }
  }
  return `${prefix}_${id}`;
}

export const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** The sandbox's time source: the wall clock, unless a test provides another under this token. */
export const SANDBOX_TIME = Symbol('SANDBOX_TIME');
export type SandboxTime = () => Date;
export const fromUnix = (seconds: number | null | undefined) => (seconds === null || seconds === undefined ? null : new Date(seconds * 1000));

export type Metadata = Record<string, string>;

export interface StripeList<T> {
  object: 'list';
  data: T[];
  has_more: false;
  url: string;
}

const list = <T>(data: T[], url: string): StripeList<T> => ({ object: 'list', data, has_more: false, url });

export interface CustomerDoc {
  id: string;
  object: 'customer';
  created: number;
  email: string;
  name: string | null;
  /** Cents; negative is credit, used on the next invoices. */
  balance: number;
  currency: string;
  invoice_prefix: string;
  next_invoice_sequence: number;
  invoice_settings: { default_payment_method: string | null };
  metadata: Metadata;
  livemode: false;
}

export interface PaymentMethodDoc {
  id: string;
  object: 'payment_method';
  type: 'card';
  created: number;
  customer: string;
  card: { brand: string; display_brand: string; funding: string; last4: string; exp_month: number; exp_year: number; fingerprint: string; country: 'US' };
  billing_details: { address: null; email: null; name: null; phone: null };
  metadata: Metadata;
  livemode: false;
  /** Whether the issuer accepts charges on this card (test card 0341 is saved fine, then declined). */
  _sandbox: { charges: 'succeed' | 'decline' };
}

export interface PriceDoc {
  id: string;
  object: 'price';
  active: true;
  currency: string;
  unit_amount: number;
  type: 'recurring';
  recurring: { interval: Interval; interval_count: 1; usage_type: 'licensed' };
  product: string;
  lookup_key: string;
  livemode: false;
}

export interface SubscriptionItemDoc {
  id: string;
  object: 'subscription_item';
  created: number;
  current_period_start: number;
  current_period_end: number;
  price: PriceDoc;
  quantity: 1;
  subscription: string;
  metadata: Metadata;
}

export type SubscriptionStatus = 'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled';

export interface SubscriptionDoc {
  id: string;
  object: 'subscription';
  customer: string;
  status: SubscriptionStatus;
  created: number;
  start_date: number;
  billing_cycle_anchor: number;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  trial_start: number | null;
  trial_end: number | null;
  trial_settings: { end_behavior: { missing_payment_method: 'cancel' } };
  collection_method: 'charge_automatically';
  currency: string;
  default_payment_method: string | null;
  latest_invoice: string | null;
  pending_setup_intent: string | null;
  items: StripeList<SubscriptionItemDoc>;
  metadata: Metadata;
  livemode: false;
  _sandbox: {
    /** When the clock next has something to do for it (Unix seconds); null when nothing is scheduled. */
    next_due: number | null;
    trial_will_end_sent: boolean;
  };
}

export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';
export type BillingReason = 'subscription_create' | 'subscription_cycle' | 'subscription_update';

export interface InvoicePaymentDoc {
  id: string;
  object: 'invoice_payment';
  amount_paid: number | null;
  amount_requested: number;
  created: number;
  currency: string;
  invoice: string;
  is_default: true;
  livemode: false;
  payment: { type: 'payment_intent'; payment_intent: string };
  status: 'open' | 'paid' | 'canceled';
  status_transitions: { canceled_at: number | null; paid_at: number | null };
}

export interface InvoiceLineDoc {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  period: { start: number; end: number };
  pricing: { type: 'price_details'; price_details: { price: string; product: string }; unit_amount_decimal: string };
  quantity: 1;
  parent: {
    type: 'subscription_item_details';
    subscription_item_details: { subscription: string; subscription_item: string; proration: boolean; invoice_item: null };
  };
  metadata: Metadata;
}

export interface InvoiceDoc {
  id: string;
  object: 'invoice';
  customer: string;
  customer_email: string;
  customer_name: string | null;
  number: string;
  status: InvoiceStatus;
  billing_reason: BillingReason;
  collection_method: 'charge_automatically';
  currency: string;
  created: number;
  description: string;
  period_start: number;
  period_end: number;
  subtotal: number;
  total: number;
  starting_balance: number;
  ending_balance: number;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  next_payment_attempt: number | null;
  hosted_invoice_url: string;
  invoice_pdf: null;
  lines: StripeList<InvoiceLineDoc>;
  parent: { type: 'subscription_details'; quote_details: null; subscription_details: { subscription: string; metadata: Metadata } };
  confirmation_secret: { type: 'payment_intent'; client_secret: string } | null;
  payments: StripeList<InvoicePaymentDoc>;
  status_transitions: { finalized_at: number | null; paid_at: number | null; marked_uncollectible_at: null; voided_at: number | null };
  default_payment_method: null;
  metadata: Metadata;
  livemode: false;
}

export interface CardErrorDoc {
  type: 'card_error';
  code: string;
  decline_code?: string;
  message: string;
}

export type PaymentIntentStatus = 'requires_payment_method' | 'succeeded' | 'canceled';

export interface PaymentIntentDoc {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  customer: string;
  client_secret: string;
  status: PaymentIntentStatus;
  created: number;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: 'automatic_async';
  confirmation_method: 'automatic';
  description: string;
  last_payment_error: CardErrorDoc | null;
  latest_charge: string | null;
  next_action: null;
  payment_method: string | null;
  payment_method_types: ['card'];
  setup_future_usage: 'off_session';
  metadata: Metadata;
  livemode: false;
}

export type SetupIntentStatus = 'requires_payment_method' | 'succeeded' | 'canceled';

export interface SetupIntentDoc {
  id: string;
  object: 'setup_intent';
  customer: string;
  client_secret: string;
  status: SetupIntentStatus;
  created: number;
  cancellation_reason: string | null;
  description: null;
  last_setup_error: CardErrorDoc | null;
  latest_attempt: null;
  next_action: null;
  payment_method: string | null;
  payment_method_types: ['card'];
  usage: 'off_session';
  metadata: Metadata;
  livemode: false;
}

export interface CheckoutSessionDoc {
  id: string;
  object: 'checkout.session';
  mode: 'subscription';
  ui_mode: 'hosted';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  customer: string;
  customer_email: null;
  client_reference_id: null;
  subscription: string | null;
  invoice: string | null;
  currency: string;
  amount_subtotal: number;
  amount_total: number;
  success_url: string;
  cancel_url: string;
  url: string | null;
  created: number;
  expires_at: number;
  metadata: Metadata;
  livemode: false;
  /** What the session sells (Stripe keeps it in line_items and subscription_data, which are not on the object). */
  _sandbox: { price: string; trial_days: number };
}

/** A payment given back in full (the sandbox has no separate charge object: `charge` is the intent's latest_charge). */
export interface RefundDoc {
  id: string;
  object: 'refund';
  amount: number;
  charge: string | null;
  created: number;
  currency: string;
  metadata: Metadata;
  payment_intent: string;
  reason: 'duplicate';
  status: 'succeeded';
}

export type SandboxDoc = CustomerDoc | PaymentMethodDoc | SubscriptionDoc | InvoiceDoc | PaymentIntentDoc | SetupIntentDoc | CheckoutSessionDoc | RefundDoc;
export type SandboxType = SandboxDoc['object'];
export type DocOf<T extends SandboxType> = Extract<SandboxDoc, { object: T }>;

/** The object as Stripe would send it: without the sandbox's bookkeeping. */
export function publicObject(doc: SandboxDoc): Record<string, unknown> & { id: string; object: string } {
  const { _sandbox: _bookkeeping, ...object } = doc as SandboxDoc & { _sandbox?: unknown };
  return object;
}

export const intervalOf = (price: Price): Interval => (price.period === 'annual' ? 'year' : 'month');

export function priceDoc(price: Price): PriceDoc {
  return {
    id: price.id,
    object: 'price',
    active: true,
    currency: CURRENCY,
    unit_amount: price.amountCents,
    type: 'recurring',
    recurring: { interval: intervalOf(price), interval_count: 1, usage_type: 'licensed' },
    product: `prod_sandbox_${price.planId}`,
    lookup_key: `${price.planId}_${price.period}`,
    livemode: false,
  };
}

export function newCustomer(input: { email: string; name: string | null; userId: number }, now: number): CustomerDoc {
  return {
    id: randomId('cus', 14),
    object: 'customer',
    created: now,
    email: input.email,
    name: input.name,
    balance: 0,
    currency: CURRENCY,
    invoice_prefix: randomId('x', 8).slice(2).toUpperCase(),
    next_invoice_sequence: 1,
    invoice_settings: { default_payment_method: null },
    metadata: { userId: String(input.userId) },
    livemode: false,
  };
}

export function newPaymentMethod(
  customer: string,
  card: { brand: string; funding: string; last4: string; expMonth: number; expYear: number; fingerprint: string },
  chargesSucceed: boolean,
  now: number,
): PaymentMethodDoc {
  return {
    id: randomId('pm'),
    object: 'payment_method',
    type: 'card',
    created: now,
    customer,
    card: {
      brand: card.brand,
      display_brand: card.brand,
      funding: card.funding,
      last4: card.last4,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      fingerprint: card.fingerprint,
      country: 'US',
    },
    billing_details: { address: null, email: null, name: null, phone: null },
    metadata: {},
    livemode: false,
    _sandbox: { charges: chargesSucceed ? 'succeed' : 'decline' },
  };
}

export function newSubscription(
  input: { customer: string; price: Price; metadata: Metadata; status: SubscriptionStatus; periodStart: number; periodEnd: number; trialEnd: number | null },
  now: number,
): SubscriptionDoc {
  const id = randomId('sub');
  return {
    id,
    object: 'subscription',
    customer: input.customer,
    status: input.status,
    created: now,
    start_date: now,
    billing_cycle_anchor: input.periodEnd === input.trialEnd ? input.periodEnd : input.periodStart,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    trial_start: input.trialEnd === null ? null : now,
    trial_end: input.trialEnd,
    trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
    collection_method: 'charge_automatically',
    currency: CURRENCY,
    default_payment_method: null,
    latest_invoice: null,
    pending_setup_intent: null,
    items: list(
      [
        {
          id: randomId('si', 14),
          object: 'subscription_item',
          created: now,
          current_period_start: input.periodStart,
          current_period_end: input.periodEnd,
          price: priceDoc(input.price),
          quantity: 1,
          subscription: id,
          metadata: {},
        },
      ],
      `/v1/subscription_items?subscription=${id}`,
    ),
    metadata: { ...input.metadata },
    livemode: false,
    _sandbox: { next_due: null, trial_will_end_sent: false },
  };
}

export const itemOf = (subscription: SubscriptionDoc) => subscription.items.data[0];

export function newPaymentIntent(input: { customer: string; amount: number; description: string }, now: number): PaymentIntentDoc {
  const id = randomId('pi');
  return {
    id,
    object: 'payment_intent',
    amount: input.amount,
    amount_received: 0,
    currency: CURRENCY,
    customer: input.customer,
    client_secret: `${id}_secret_${randomId('s').slice(2)}`,
    status: 'requires_payment_method',
    created: now,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    confirmation_method: 'automatic',
    description: input.description,
    last_payment_error: null,
    latest_charge: null,
    next_action: null,
    payment_method: null,
    payment_method_types: ['card'],
    setup_future_usage: 'off_session',
    metadata: {},
    livemode: false,
  };
}

export function newSetupIntent(customer: string, now: number): SetupIntentDoc {
  const id = randomId('seti');
  return {
    id,
    object: 'setup_intent',
    customer,
    client_secret: `${id}_secret_${randomId('s').slice(2)}`,
    status: 'requires_payment_method',
    created: now,
    cancellation_reason: null,
    description: null,
    last_setup_error: null,
    latest_attempt: null,
    next_action: null,
    payment_method: null,
    payment_method_types: ['card'],
    usage: 'off_session',
    metadata: {},
    livemode: false,
  };
}

export interface NewInvoiceInput {
  customer: CustomerDoc;
  subscription: SubscriptionDoc;
  reason: BillingReason;
  lineDescription: string;
  description: string;
  total: number;
  /** The customer's balance before and after this invoice (negative is credit): the difference is credit used. */
  startingBalance: number;
  endingBalance: number;
  periodStart: number;
  periodEnd: number;
  proration: boolean;
  appUrl: string;
}

/** A finalized invoice (number assigned, status open); `attachPayment` links the intent that collects it. */
export function newInvoice(input: NewInvoiceInput, now: number): InvoiceDoc {
  const id = randomId('in');
  const item = itemOf(input.subscription);
  const amountDue = input.total + input.startingBalance - input.endingBalance;
  return {
    id,
    object: 'invoice',
    customer: input.customer.id,
    customer_email: input.customer.email,
    customer_name: input.customer.name,
    number: `${input.customer.invoice_prefix}-${String(input.customer.next_invoice_sequence).padStart(4, '0')}`,
    status: 'open',
    billing_reason: input.reason,
    collection_method: 'charge_automatically',
    currency: CURRENCY,
    created: now,
    description: input.description,
    period_start: input.periodStart,
    period_end: input.periodEnd,
    subtotal: input.total,
    total: input.total,
    starting_balance: input.startingBalance,
    ending_balance: input.endingBalance,
    amount_due: amountDue,
    amount_paid: 0,
    amount_remaining: amountDue,
    attempt_count: 0,
    attempted: false,
    next_payment_attempt: null,
    hosted_invoice_url: `${input.appUrl}/api/sandbox/invoices/${id}`,
    invoice_pdf: null,
    lines: list(
      [
        {
          id: randomId('il'),
          object: 'line_item',
          amount: input.total,
          currency: CURRENCY,
          description: input.lineDescription,
          period: { start: input.periodStart, end: input.periodEnd },
          pricing: { type: 'price_details', price_details: { price: item.price.id, product: item.price.product }, unit_amount_decimal: String(input.total) },
          quantity: 1,
          parent: {
            type: 'subscription_item_details',
            subscription_item_details: { subscription: input.subscription.id, subscription_item: item.id, proration: input.proration, invoice_item: null },
          },
          metadata: {},
        },
      ],
      `/v1/invoices/${id}/lines`,
    ),
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: input.subscription.id, metadata: { ...input.subscription.metadata } },
    },
    confirmation_secret: null,
    payments: list([], `/v1/invoice_payments?invoice=${id}`),
    status_transitions: { finalized_at: now, paid_at: null, marked_uncollectible_at: null, voided_at: null },
    default_payment_method: null,
    metadata: {},
    livemode: false,
  };
}

/** Links the payment intent that collects the invoice, as Stripe does (payments list and confirmation secret). */
export function attachPayment(invoice: InvoiceDoc, intent: PaymentIntentDoc, now: number): void {
  invoice.confirmation_secret = { type: 'payment_intent', client_secret: intent.client_secret };
  invoice.payments.data = [
    {
      id: randomId('inpay'),
      object: 'invoice_payment',
      amount_paid: null,
      amount_requested: intent.amount,
      created: now,
      currency: CURRENCY,
      invoice: invoice.id,
      is_default: true,
      livemode: false,
      payment: { type: 'payment_intent', payment_intent: intent.id },
      status: 'open',
      status_transitions: { canceled_at: null, paid_at: null },
    },
  ];
}

export function newRefund(intent: PaymentIntentDoc, now: number): RefundDoc {
  return {
    id: randomId('re'),
    object: 'refund',
    amount: intent.amount_received,
    charge: intent.latest_charge,
    created: now,
    currency: intent.currency,
    metadata: {},
    payment_intent: intent.id,
    reason: 'duplicate',
    status: 'succeeded',
  };
}

export const paymentIntentOf = (invoice: InvoiceDoc): string | null => invoice.payments.data[0]?.payment.payment_intent ?? null;

export const subscriptionOf = (invoice: InvoiceDoc): string => invoice.parent.subscription_details.subscription;

export function markInvoicePaid(invoice: InvoiceDoc, now: number): void {
  invoice.status = 'paid';
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.next_payment_attempt = null;
  invoice.status_transitions.paid_at = now;
  for (const payment of invoice.payments.data) {
    Object.assign(payment, { status: 'paid', amount_paid: payment.amount_requested, status_transitions: { canceled_at: null, paid_at: now } });
  }
}

export const toCardErrorDoc = (error: { message: string; code: string; declineCode?: string }): CardErrorDoc => ({
  type: 'card_error',
  code: error.code,
  ...(error.declineCode ? { decline_code: error.declineCode } : {}),
  message: error.message,
});

export function newCheckoutSession(
  input: { customer: string; price: Price; trialDays: number; successUrl: string; cancelUrl: string; metadata: Metadata; appUrl: string },
  now: number,
): CheckoutSessionDoc {
  const id = randomId('cs_test', 58);
  const amount = input.trialDays > 0 ? 0 : input.price.amountCents;
  return {
    id,
    object: 'checkout.session',
    mode: 'subscription',
    ui_mode: 'hosted',
    status: 'open',
    payment_status: 'unpaid',
    customer: input.customer,
    customer_email: null,
    client_reference_id: null,
    subscription: null,
    invoice: null,
    currency: CURRENCY,
    amount_subtotal: amount,
    amount_total: amount,
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    url: `${input.appUrl}/checkout/sandbox/${id}`,
    created: now,
    expires_at: now + 24 * 60 * 60,
    metadata: { ...input.metadata },
    livemode: false,
    _sandbox: { price: input.price.id, trial_days: input.trialDays },
  };
}
