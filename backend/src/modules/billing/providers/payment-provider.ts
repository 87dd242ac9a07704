/**
 * The one port to a payment provider. Two adapters implement it: `StripePaymentProvider` (when STRIPE_SECRET_KEY is
 * set) and `SandboxPaymentProvider` (default), which behaves like Stripe's test mode and stores its objects in
 * PostgreSQL. Billing code sees only these provider-neutral views; events keep Stripe's JSON shape (see ProviderEvent),
 * so one set of webhook handlers serves both adapters.
 */
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

export type ProviderName = 'stripe' | 'sandbox';

export interface CardDetails {
  /** visa, mastercard, amex, … (Stripe's `card.brand`) */
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** The same for every use of one card number, on any customer (Stripe's `card.fingerprint`); never the number. */
  fingerprint: string | null;
}

/** Stripe's subscription statuses. */
export type ProviderSubscriptionStatus = 'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'paused';

export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: ProviderSubscriptionStatus;
  /** The price of its single item; the price book maps it to a plan and period. */
  priceId: string;
  /** That price's amount in cents per period. */
  unitAmountCents: number;
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** The card payments are taken from (the subscription's default payment method), once one is saved. */
  card: CardDetails | null;
  metadata: Record<string, string>;
}

export type IntentKind = 'payment' | 'setup';

/** A PaymentIntent (a charge) or a SetupIntent (a card saved for later charges, during a trial). */
export interface ProviderIntent {
  id: string;
  kind: IntentKind;
  /** succeeded, processing, requires_payment_method, requires_action, requires_confirmation, canceled */
  status: string;
  customerId: string | null;
  /** Payment intents only. */
  amountCents: number | null;
  currency: string | null;
  card: CardDetails | null;
}

/** What the embedded checkout needs to collect the card for a new subscription. */
export interface SubscriptionCheckout {
  subscriptionId: string;
  /** Handed to the browser (Stripe's Payment Element, or the sandbox card form). */
  clientSecret: string;
  intentId: string;
  intentKind: IntentKind;
  /** What the intent charges now: 0 during a trial (a SetupIntent). */
  amountDueCents: number;
}

export interface ProviderCheckoutSession {
  id: string;
  /** Where the browser is sent to pay (Stripe Checkout, or the sandbox's hosted page). */
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  customerId: string | null;
  subscriptionId: string | null;
  metadata: Record<string, string>;
}

export interface ProviderInvoice {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  /** draft, open, paid, uncollectible, void */
  status: string;
  amountDueCents: number;
  amountPaidCents: number;
  currency: string;
  /** A page where the customer can see and download the invoice. */
  hostedInvoiceUrl: string | null;
  description: string | null;
  createdAt: Date;
  paidAt: Date | null;
}

/** A provider event, in Stripe's shape: `{ id, type, created, data: { object } }`. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** Unix seconds. */
  created: number;
  data: { object: Record<string, unknown> & { id: string; object: string } };
}

export interface CreateCustomerInput {
  userId: number;
  email: string;
  name: string | null;
}

export interface CreateSubscriptionInput {
  customerId: string;
  priceId: string;
  /** 0 for no trial: the first invoice is charged when the card is confirmed. */
  trialDays: number;
  metadata: Record<string, string>;
}

export interface CreateCheckoutSessionInput extends CreateSubscriptionInput {
  /** May contain `{CHECKOUT_SESSION_ID}`, replaced by the provider with the session's id. */
  successUrl: string;
  cancelUrl: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;

  /** Every write takes an idempotency key: a retried request never creates a second object or charge. */
  createCustomer(input: CreateCustomerInput, idempotencyKey: string): Promise<string>;
  /** An incomplete subscription (or a trialing one without a card) whose first intent the browser confirms. */
  createSubscription(input: CreateSubscriptionInput, idempotencyKey: string): Promise<SubscriptionCheckout>;
  /** Moves the subscription to another price with proration, invoicing the difference at once. */
  changeSubscriptionPrice(subscriptionId: string, priceId: string, idempotencyKey: string): Promise<ProviderSubscription>;
  /** cancel_at_period_end = true: the customer keeps access until the period ends. */
  cancelAtPeriodEnd(subscriptionId: string, idempotencyKey: string): Promise<ProviderSubscription>;
  /**
   * Ends a trialing subscription's trial now (Stripe's `trial_end: 'now'`): a new period starts and its first invoice is
   * charged to the saved card (past_due when refused). A subscription no longer trialing is returned as it is.
   */
  endTrialNow(subscriptionId: string, idempotencyKey: string): Promise<ProviderSubscription>;
  /** Ends a subscription at once (an abandoned checkout's, or a second subscription's). */
  cancelNow(subscriptionId: string, idempotencyKey: string): Promise<void>;
  /**
   * Refunds in full what the subscription's latest invoice charged (a second subscription's first payment); a payment
   * already refunded is left as it is. Returns that invoice, or null when it charged nothing (a trial's).
   */
  refundLatestInvoice(subscriptionId: string, idempotencyKey: string): Promise<ProviderInvoice | null>;
  createCheckoutSession(input: CreateCheckoutSessionInput, idempotencyKey: string): Promise<ProviderCheckoutSession>;
  /** Closes an open hosted checkout so it can no longer be paid (an abandoned checkout's); one no longer open is left as it is. */
  expireCheckoutSession(sessionId: string, idempotencyKey: string): Promise<void>;
  /** A page where the customer updates the card on file; null when the provider offers none. */
  createPortalSession(customerId: string, returnUrl: string): Promise<string | null>;

  /** Reads return null for an id the provider does not know. */
  retrieveSubscription(id: string): Promise<ProviderSubscription | null>;
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null>;
  retrieveInvoice(id: string): Promise<ProviderInvoice | null>;

  /**
   * Verifies a webhook's signature over the raw body and returns the event; throws InvalidWebhookSignature for a
   * missing, tampered, wrongly keyed or stale (over 300 s) signature.
   */
  constructWebhookEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

export class InvalidWebhookSignature extends Error {
  constructor(reason: string) {
    super(`Invalid webhook signature: ${reason}`);
    this.name = 'InvalidWebhookSignature';
  }
}

/** A card the provider refused (declined, insufficient funds, incorrect number…); `message` is for the customer. */
export class CardError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly declineCode?: string,
  ) {
    super(message);
    this.name = 'CardError';
  }
}
