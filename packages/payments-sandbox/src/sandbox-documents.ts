import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import type { Interval } from './sandbox-proration';

/**
 * The sandbox's objects, stored as JSON in Stripe's shape (API 2026-10-28): the subset of fields billing code reads,
 * named and nested as Stripe names and nests them. Times are Unix seconds. `_sandbox` holds the sandbox's own
 * bookkeeping; it is never part of an event (see `publicObject`).
 *
 * Each document is `Pick<Stripe.X, …>` of the `stripe` package's own type, so a field that drifts from Stripe's fails to
 * compile. Where Stripe's type is a union or an expandable (`customer: string | Customer`), an intersection narrows it to
 * what the sandbox stores; a nested object the sandbox keeps only part of is `Nested<Stripe.X, 'field', its own Pick>`.
 */

export const API_VERSION = '2026-10-28.endive';
export const CURRENCY = 'usd';

/** The field `K` of Stripe's `T`, holding `V` (a Pick of the nested Stripe type): `K` must be one of Stripe's field names. */
type Nested<T, K extends keyof T, V> = Record<K, V>;

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

export type Metadata = Record<string, string>;

/** Stripe's list envelope; the sandbox's lists hold everything, so `has_more` is always false. */
export type StripeList<T> = Stripe.ApiList<T> & { has_more: false };

const list = <T>(data: T[], url: string): StripeList<T> => ({ object: 'list', data, has_more: false, url });

/** A price the host sells (the backend's price book, with each plan's name): what the sandbox's prices are made from. */
export interface SandboxPrice {
  id: string;
  planId: string;
  planName: string;
  period: 'monthly' | 'annual';
  /** Charged per period, in cents (USD). */
  amountCents: number;
}

export type CustomerDoc = Pick<
  Stripe.Customer,
  'id' | 'object' | 'created' | 'email' | 'name' | 'balance' | 'currency' | 'invoice_prefix' | 'next_invoice_sequence' | 'metadata' | 'livemode'
> & {
  // Optional or nullable in Stripe's type, always set by the sandbox.
  currency: string;
  invoice_prefix: string;
  next_invoice_sequence: number;
  email: string;
  name: string | null;
  livemode: false;
} & Nested<Stripe.Customer, 'invoice_settings', Pick<Stripe.Customer.InvoiceSettings, 'default_payment_method'> & { default_payment_method: string | null }>;

export type PaymentMethodDoc = Pick<Stripe.PaymentMethod, 'id' | 'object' | 'type' | 'created' | 'customer' | 'metadata' | 'livemode'> & {
  type: 'card';
  customer: string; // an expandable: the sandbox stores the id
  metadata: Metadata;
  livemode: false;
  /** Whether the issuer accepts charges on this card (test card 0341 is saved fine, then declined); not Stripe's. */
  _sandbox: { charges: 'succeed' | 'decline' };
} & Nested<
    Stripe.PaymentMethod,
    'card',
    Pick<Stripe.PaymentMethod.Card, 'brand' | 'display_brand' | 'funding' | 'last4' | 'exp_month' | 'exp_year' | 'fingerprint' | 'country'> & {
      display_brand: string;
      fingerprint: string;
      country: 'US';
    }
  > &
  Nested<
    Stripe.PaymentMethod,
    'billing_details',
    Pick<Stripe.PaymentMethod.BillingDetails, 'address' | 'email' | 'name' | 'phone'> & { address: null; email: null; name: null; phone: null }
  >;

export type PriceDoc = Pick<Stripe.Price, 'id' | 'object' | 'active' | 'currency' | 'unit_amount' | 'type' | 'product' | 'lookup_key' | 'livemode'> & {
  active: true;
  unit_amount: number;
  type: 'recurring';
  product: string; // an expandable: the sandbox stores the id
  lookup_key: string;
  livemode: false;
} & Nested<
    Stripe.Price,
    'recurring',
    Pick<Stripe.Price.Recurring, 'interval' | 'interval_count' | 'usage_type'> & { interval: Interval; interval_count: 1; usage_type: 'licensed' }
  >;

export type SubscriptionItemDoc = Pick<
  Stripe.SubscriptionItem,
  'id' | 'object' | 'created' | 'current_period_start' | 'current_period_end' | 'quantity' | 'subscription' | 'metadata'
> & { quantity: 1 } & Nested<Stripe.SubscriptionItem, 'price', PriceDoc>;

/** Stripe's enums also admit any string (later API versions' values): Extract keeps those of Stripe's values the sandbox uses. */
export type SubscriptionStatus = Extract<Stripe.Subscription.Status, 'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled'>;

export type SubscriptionDoc = Pick<
  Stripe.Subscription,
  | 'id'
  | 'object'
  | 'customer'
  | 'status'
  | 'created'
  | 'start_date'
  | 'billing_cycle_anchor'
  | 'cancel_at'
  | 'cancel_at_period_end'
  | 'canceled_at'
  | 'ended_at'
  | 'trial_start'
  | 'trial_end'
  | 'collection_method'
  | 'currency'
  | 'default_payment_method'
  | 'latest_invoice'
  | 'pending_setup_intent'
  | 'metadata'
  | 'livemode'
> & {
  // Expandables hold ids; the status is one the sandbox uses.
  customer: string;
  status: SubscriptionStatus;
  collection_method: 'charge_automatically';
  default_payment_method: string | null;
  latest_invoice: string | null;
  pending_setup_intent: string | null;
  livemode: false;
  _sandbox: {
    /** When the clock next has something to do for it (Unix seconds); null when nothing is scheduled. */
    next_due: number | null;
    trial_will_end_sent: boolean;
  };
} & Nested<Stripe.Subscription, 'items', StripeList<SubscriptionItemDoc>> &
  Nested<
    Stripe.Subscription,
    'trial_settings',
    { end_behavior: Pick<Stripe.Subscription.TrialSettings.EndBehavior, 'missing_payment_method'> & { missing_payment_method: 'cancel' } }
  >;

export type InvoiceStatus = Extract<Stripe.Invoice.Status, 'draft' | 'open' | 'paid' | 'uncollectible' | 'void'>;
export type BillingReason = Extract<Stripe.Invoice.BillingReason, 'subscription_create' | 'subscription_cycle' | 'subscription_update'>;

export type InvoicePaymentDoc = Pick<
  Stripe.InvoicePayment,
  'id' | 'object' | 'amount_paid' | 'amount_requested' | 'created' | 'currency' | 'invoice' | 'is_default' | 'livemode' | 'status'
> & {
  invoice: string;
  is_default: true;
  livemode: false;
  status: 'open' | 'paid' | 'canceled';
} & Nested<
    Stripe.InvoicePayment,
    'payment',
    Pick<Stripe.InvoicePayment.Payment, 'type' | 'payment_intent'> & { type: 'payment_intent'; payment_intent: string }
  > &
  Nested<Stripe.InvoicePayment, 'status_transitions', Stripe.InvoicePayment.StatusTransitions>;

export type InvoiceLineDoc = Pick<Stripe.InvoiceLineItem, 'id' | 'object' | 'amount' | 'currency' | 'description' | 'period' | 'quantity' | 'metadata'> & {
  description: string;
  quantity: 1;
} & Nested<
    Stripe.InvoiceLineItem,
    'pricing',
    Pick<Stripe.InvoiceLineItem.Pricing, 'type'> & {
      type: 'price_details';
      /** Omitted from the Pick: the SDK parses it into its Decimal class, while the JSON (and so events) carry a string. */
      unit_amount_decimal: string;
      price_details: Pick<Stripe.InvoiceLineItem.Pricing.PriceDetails, 'price' | 'product'> & { price: string };
    }
  > &
  Nested<
    Stripe.InvoiceLineItem,
    'parent',
    Pick<Stripe.InvoiceLineItem.Parent, 'type'> & {
      type: 'subscription_item_details';
      subscription_item_details: Pick<
        Stripe.InvoiceLineItem.Parent.SubscriptionItemDetails,
        'subscription' | 'subscription_item' | 'proration' | 'invoice_item'
      > & { subscription: string; invoice_item: null };
    }
  >;

export type InvoiceDoc = Pick<
  Stripe.Invoice,
  | 'id'
  | 'object'
  | 'customer'
  | 'customer_email'
  | 'customer_name'
  | 'number'
  | 'status'
  | 'billing_reason'
  | 'collection_method'
  | 'currency'
  | 'created'
  | 'description'
  | 'period_start'
  | 'period_end'
  | 'subtotal'
  | 'total'
  | 'starting_balance'
  | 'ending_balance'
  | 'amount_due'
  | 'amount_paid'
  | 'amount_remaining'
  | 'attempt_count'
  | 'attempted'
  | 'next_payment_attempt'
  | 'hosted_invoice_url'
  | 'invoice_pdf'
  | 'confirmation_secret'
  | 'default_payment_method'
  | 'metadata'
  | 'livemode'
> & {
  // Expandables hold ids; nullable and optional fields the sandbox always sets are required.
  id: string;
  customer: string;
  customer_email: string;
  number: string;
  status: InvoiceStatus;
  billing_reason: BillingReason;
  collection_method: 'charge_automatically';
  description: string;
  ending_balance: number;
  hosted_invoice_url: string;
  invoice_pdf: null;
  confirmation_secret: (Pick<Stripe.Invoice.ConfirmationSecret, 'client_secret'> & { type: 'payment_intent' }) | null;
  default_payment_method: null;
  metadata: Metadata;
  livemode: false;
} & Nested<Stripe.Invoice, 'lines', StripeList<InvoiceLineDoc>> &
  Nested<Stripe.Invoice, 'payments', StripeList<InvoicePaymentDoc>> &
  Nested<
    Stripe.Invoice,
    'parent',
    Pick<Stripe.Invoice.Parent, 'type' | 'quote_details'> & {
      type: 'subscription_details';
      quote_details: null;
      subscription_details: Pick<Stripe.Invoice.Parent.SubscriptionDetails, 'subscription' | 'metadata'> & { subscription: string; metadata: Metadata };
    }
  > &
  Nested<
    Stripe.Invoice,
    'status_transitions',
    Pick<Stripe.Invoice.StatusTransitions, 'finalized_at' | 'paid_at' | 'marked_uncollectible_at' | 'voided_at'> & { marked_uncollectible_at: null }
  >;

export type CardErrorDoc = Pick<Stripe.PaymentIntent.LastPaymentError, 'type' | 'code' | 'decline_code' | 'message'> & {
  type: 'card_error';
  code: string;
  message: string;
};

/** The fields the sandbox keeps of both Stripe's PaymentIntent and SetupIntent. */
type IntentKeys =
  | 'id'
  | 'object'
  | 'customer'
  | 'client_secret'
  | 'status'
  | 'created'
  | 'cancellation_reason'
  | 'description'
  | 'next_action'
  | 'payment_method'
  | 'payment_method_types'
  | 'metadata'
  | 'livemode';

/** What the sandbox's payment and setup intents narrow alike: expandables hold ids, a card is the one method, nothing waits on the customer. */
type IntentNarrowing = {
  customer: string;
  client_secret: string;
  next_action: null;
  payment_method: string | null;
  payment_method_types: ['card'];
  livemode: false;
};

export type PaymentIntentStatus = Extract<Stripe.PaymentIntent.Status, 'requires_payment_method' | 'succeeded' | 'canceled'>;

export type PaymentIntentDoc = Pick<
  Stripe.PaymentIntent,
  IntentKeys | 'amount' | 'amount_received' | 'currency' | 'canceled_at' | 'capture_method' | 'confirmation_method' | 'latest_charge' | 'setup_future_usage'
> &
  IntentNarrowing & {
    status: PaymentIntentStatus;
    capture_method: 'automatic_async';
    confirmation_method: 'automatic';
    description: string;
    latest_charge: string | null; // an expandable: the sandbox stores the id
    setup_future_usage: 'off_session';
  } & Nested<Stripe.PaymentIntent, 'last_payment_error', CardErrorDoc | null>;

export type SetupIntentStatus = Extract<Stripe.SetupIntent.Status, 'requires_payment_method' | 'succeeded' | 'canceled'>;

export type SetupIntentDoc = Pick<Stripe.SetupIntent, IntentKeys | 'latest_attempt' | 'usage'> &
  IntentNarrowing & {
    status: SetupIntentStatus;
    description: null;
    latest_attempt: null;
    usage: 'off_session';
    metadata: Metadata;
  } & Nested<Stripe.SetupIntent, 'last_setup_error', CardErrorDoc | null>;

export type CheckoutSessionDoc = Pick<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'mode'
  | 'ui_mode'
  | 'status'
  | 'payment_status'
  | 'customer'
  | 'customer_email'
  | 'client_reference_id'
  | 'subscription'
  | 'invoice'
  | 'currency'
  | 'amount_subtotal'
  | 'amount_total'
  | 'success_url'
  | 'cancel_url'
  | 'url'
  | 'created'
  | 'expires_at'
  | 'metadata'
  | 'livemode'
> & {
  // Expandables hold ids; nullable fields the sandbox always sets are required.
  mode: 'subscription';
  ui_mode: 'hosted';
  status: Extract<Stripe.Checkout.Session.Status, 'open' | 'complete' | 'expired'>;
  payment_status: Extract<Stripe.Checkout.Session.PaymentStatus, 'paid' | 'unpaid' | 'no_payment_required'>;
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
  metadata: Metadata;
  livemode: false;
  /** What the session sells (Stripe keeps it in line_items and subscription_data, which are not on the object). */
  _sandbox: { price: string; trial_days: number };
};

/** A payment given back in full (the sandbox has no separate charge object: `charge` is the intent's latest_charge). */
export type RefundDoc = Pick<
  Stripe.Refund,
  'id' | 'object' | 'amount' | 'charge' | 'created' | 'currency' | 'metadata' | 'payment_intent' | 'reason' | 'status'
> & {
  // Expandables hold ids.
  charge: string | null;
  metadata: Metadata;
  payment_intent: string;
  reason: 'duplicate';
  status: 'succeeded';
};

export type SandboxDoc = CustomerDoc | PaymentMethodDoc | SubscriptionDoc | InvoiceDoc | PaymentIntentDoc | SetupIntentDoc | CheckoutSessionDoc | RefundDoc;
export type SandboxType = SandboxDoc['object'];
export type DocOf<T extends SandboxType> = Extract<SandboxDoc, { object: T }>;

/** The object as Stripe would send it: without the sandbox's bookkeeping. */
export function publicObject(doc: SandboxDoc): Record<string, unknown> & { id: string; object: string } {
  const { _sandbox: _bookkeeping, ...object } = doc as SandboxDoc & { _sandbox?: unknown };
  return object;
}

export const intervalOf = (price: SandboxPrice): Interval => (price.period === 'annual' ? 'year' : 'month');

export function priceDoc(price: SandboxPrice): PriceDoc {
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
  input: {
    customer: string;
    price: SandboxPrice;
    metadata: Metadata;
    status: SubscriptionStatus;
    periodStart: number;
    periodEnd: number;
    trialEnd: number | null;
  },
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
  input: { customer: string; price: SandboxPrice; trialDays: number; successUrl: string; cancelUrl: string; metadata: Metadata; appUrl: string },
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
