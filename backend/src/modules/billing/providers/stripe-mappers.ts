import type Stripe from 'stripe';
import {
  type CardDetails,
  type ProviderCheckoutSession,
  type ProviderIntent,
  type ProviderInvoice,
  type ProviderSubscription,
  type ProviderSubscriptionStatus,
} from './payment-provider';

/**
 * Stripe's objects → the port's provider-neutral views, for both adapters: Stripe's own objects, and the payment
 * sandbox's, which are Stripe-shaped (typed as Picks of the same stripe types). Each takes only the fields it reads.
 * Pure functions, so webhook code can map event objects too.
 */

type Expandable = string | { id: string } | null | undefined;

/** A PaymentMethod field: its id, or the object when expanded (of which only the card is read). */
type ExpandablePaymentMethod = string | { card?: Pick<Stripe.PaymentMethod.Card, 'brand' | 'last4' | 'exp_month' | 'exp_year' | 'fingerprint'> } | null;

type SubscriptionFields = Pick<Stripe.Subscription, 'id' | 'customer' | 'status' | 'trial_end' | 'cancel_at_period_end' | 'cancel_at' | 'metadata'> & {
  items: { data: (Pick<Stripe.SubscriptionItem, 'current_period_end'> & { price: Pick<Stripe.Price, 'id' | 'unit_amount'> })[] };
  default_payment_method: ExpandablePaymentMethod;
};

type IntentFields<T extends Stripe.PaymentIntent | Stripe.SetupIntent> = Pick<T, 'id' | 'status' | 'customer'> & { payment_method: ExpandablePaymentMethod };

type InvoiceFields = Pick<
  Stripe.Invoice,
  'id' | 'customer' | 'status' | 'amount_due' | 'amount_paid' | 'currency' | 'hosted_invoice_url' | 'description' | 'created'
> & {
  parent: { subscription_details: Pick<Stripe.Invoice.Parent.SubscriptionDetails, 'subscription'> | null } | null;
  status_transitions?: Pick<Stripe.Invoice.StatusTransitions, 'paid_at'>;
};

/** The id of a field Stripe returns either as an id or, when expanded, as the object. */
export const idOf = (value: Expandable): string | null => (value == null ? null : typeof value === 'string' ? value : value.id);

export const fromUnixSeconds = (seconds: number | null | undefined): Date | null => (seconds == null ? null : new Date(seconds * 1000));

/** The card of an expanded PaymentMethod; null when it is not expanded or not a card. */
export function cardOf(paymentMethod: ExpandablePaymentMethod | undefined): CardDetails | null {
  if (!paymentMethod || typeof paymentMethod === 'string' || !paymentMethod.card) return null;
  const { brand, last4, exp_month, exp_year, fingerprint } = paymentMethod.card;
  return { brand, last4, expMonth: exp_month, expYear: exp_year, fingerprint: fingerprint ?? null };
}

const SUBSCRIPTION_STATUSES: readonly string[] = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] satisfies ProviderSubscriptionStatus[];

/** The SDK's enums admit any string (statuses added by later API versions); a status we cannot interpret must not pass as one we can. */
function subscriptionStatus(subscription: Pick<Stripe.Subscription, 'id' | 'status'>): ProviderSubscriptionStatus {
  if (SUBSCRIPTION_STATUSES.includes(subscription.status)) return subscription.status as ProviderSubscriptionStatus;
  throw new Error(`Stripe subscription ${subscription.id} has an unknown status: ${subscription.status}`);
}

export function toProviderSubscription(subscription: SubscriptionFields): ProviderSubscription {
  // Since API 2025-03-31 the period lives on the items; our subscriptions have exactly one.
  const item = subscription.items.data[0];
  if (!item) throw new Error(`Stripe subscription ${subscription.id} has no items`);
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer)!,
    status: subscriptionStatus(subscription),
    priceId: item.price.id,
    unitAmountCents: item.price.unit_amount ?? 0,
    currentPeriodEnd: fromUnixSeconds(item.current_period_end),
    trialEnd: fromUnixSeconds(subscription.trial_end),
    // The Dashboard and the customer portal may schedule the end-of-period cancellation as cancel_at = period end.
    cancelAtPeriodEnd: subscription.cancel_at_period_end || (subscription.cancel_at != null && subscription.cancel_at === item.current_period_end),
    card: cardOf(subscription.default_payment_method),
    metadata: { ...subscription.metadata },
  };
}

export function toProviderPaymentIntent(intent: IntentFields<Stripe.PaymentIntent> & Pick<Stripe.PaymentIntent, 'amount' | 'currency'>): ProviderIntent {
  return {
    id: intent.id,
    kind: 'payment',
    status: intent.status,
    customerId: idOf(intent.customer),
    amountCents: intent.amount,
    currency: intent.currency,
    card: cardOf(intent.payment_method),
  };
}

export function toProviderSetupIntent(intent: IntentFields<Stripe.SetupIntent>): ProviderIntent {
  return {
    id: intent.id,
    kind: 'setup',
    status: intent.status,
    customerId: idOf(intent.customer),
    amountCents: null,
    currency: null,
    card: cardOf(intent.payment_method),
  };
}

const oneOf = <T extends string, F extends string>(value: string | null, known: readonly T[], fallback: F): T | F =>
  known.includes(value as T) ? (value as T) : fallback;

export function toProviderCheckoutSession(
  session: Pick<Stripe.Checkout.Session, 'id' | 'url' | 'status' | 'payment_status' | 'customer' | 'subscription' | 'metadata'>,
): ProviderCheckoutSession {
  return {
    id: session.id,
    url: session.url,
    // Anything but Stripe's known values reads as not completed and not paid, so it can never grant a plan.
    status: oneOf(session.status, ['complete', 'expired'] as const, 'open'),
    paymentStatus: oneOf(session.payment_status, ['paid', 'no_payment_required'] as const, 'unpaid'),
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    metadata: { ...session.metadata },
  };
}

export function toProviderInvoice(invoice: InvoiceFields): ProviderInvoice {
  return {
    id: invoice.id,
    // A subscription's invoices always have a customer; only one-off invoices to a customer account lack one.
    customerId: idOf(invoice.customer) ?? '',
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
    status: invoice.status ?? 'draft',
    amountDueCents: invoice.amount_due,
    amountPaidCents: invoice.amount_paid,
    currency: invoice.currency,
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    description: invoice.description,
    createdAt: fromUnixSeconds(invoice.created)!,
    paidAt: fromUnixSeconds(invoice.status_transitions?.paid_at),
  };
}
