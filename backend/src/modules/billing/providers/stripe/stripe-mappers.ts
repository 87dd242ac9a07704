import type Stripe from 'stripe';
import {
  type CardDetails,
  type ProviderCheckoutSession,
  type ProviderIntent,
  type ProviderInvoice,
  type ProviderSubscription,
  type ProviderSubscriptionStatus,
} from '../payment-provider';

/** Stripe's objects → the port's provider-neutral views. Pure functions, so webhook code can map event objects too. */

type Expandable = string | { id: string } | null | undefined;

/** The id of a field Stripe returns either as an id or, when expanded, as the object. */
export const idOf = (value: Expandable): string | null => (value == null ? null : typeof value === 'string' ? value : value.id);

export const fromUnixSeconds = (seconds: number | null | undefined): Date | null => (seconds == null ? null : new Date(seconds * 1000));

/** The card of an expanded PaymentMethod; null when it is not expanded or not a card. */
export function cardOf(paymentMethod: string | Stripe.PaymentMethod | null | undefined): CardDetails | null {
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
function subscriptionStatus(subscription: Stripe.Subscription): ProviderSubscriptionStatus {
  if (SUBSCRIPTION_STATUSES.includes(subscription.status)) return subscription.status as ProviderSubscriptionStatus;
  throw new Error(`Stripe subscription ${subscription.id} has an unknown status: ${subscription.status}`);
}

export function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
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

export function toProviderPaymentIntent(intent: Stripe.PaymentIntent): ProviderIntent {
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

export function toProviderSetupIntent(intent: Stripe.SetupIntent): ProviderIntent {
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

export function toProviderCheckoutSession(session: Stripe.Checkout.Session): ProviderCheckoutSession {
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

export function toProviderInvoice(invoice: Stripe.Invoice): ProviderInvoice {
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
