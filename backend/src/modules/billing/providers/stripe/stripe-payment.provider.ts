import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { paymentsConfig, PaymentsConfig } from '../../../../config';
import {
  CardError,
  CreateCheckoutSessionInput,
  CreateCustomerInput,
  CreateSubscriptionInput,
  InvalidWebhookSignature,
  PaymentProvider,
  ProviderCheckoutSession,
  ProviderEvent,
  ProviderIntent,
  ProviderInvoice,
  ProviderSubscription,
  SubscriptionCheckout,
} from '../payment-provider';
import { idOf, toProviderCheckoutSession, toProviderInvoice, toProviderPaymentIntent, toProviderSetupIntent, toProviderSubscription } from '../stripe-mappers';

/** Stripe's default is 80 s; a checkout request should fail well before a browser or proxy gives up on it. */
const REQUEST_TIMEOUT_MS = 20_000;
/** Webhook signatures older than this are refused (Stripe's default tolerance), against replays. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

const { StripeCardError, StripeInvalidRequestError } = Stripe.errors;

const isResourceMissing = (error: unknown) => error instanceof StripeInvalidRequestError && error.code === 'resource_missing';

/** Stripe's card refusals become the port's CardError (the message is Stripe's, written for the customer). */
async function translatingCardErrors<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof StripeCardError) throw new CardError(error.message, error.code ?? 'card_declined', error.decline_code || undefined);
    throw error;
  }
}

/** Reads answer null for an id Stripe does not know; any other failure propagates. */
async function nullWhenMissing<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isResourceMissing(error)) return null;
    throw error;
  }
}

/** The SDK's host/port/protocol options from a base URL such as http://127.0.0.1:12111 (tests only). */
function apiEndpoint(baseUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!baseUrl) return {};
  const url = new URL(baseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

@Injectable()
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string | undefined;

  constructor(@Inject(paymentsConfig.KEY) config: PaymentsConfig) {
    if (!config.stripeSecretKey) throw new Error('StripePaymentProvider needs STRIPE_SECRET_KEY');
    // apiVersion is left at the one this SDK release is pinned to, which its types describe.
    this.stripe = new Stripe(config.stripeSecretKey, {
      maxNetworkRetries: 2,
      timeout: REQUEST_TIMEOUT_MS,
      appInfo: { name: 'ai-receptionists' },
      typescript: true,
      ...apiEndpoint(config.stripeApiBaseUrl),
    });
    this.webhookSecret = config.stripeWebhookSecret;
  }

  async createCustomer(input: CreateCustomerInput, idempotencyKey: string): Promise<string> {
    const customer = await translatingCardErrors(
      this.stripe.customers.create({ email: input.email, name: input.name ?? undefined, metadata: { userId: String(input.userId) } }, { idempotencyKey }),
    );
    return customer.id;
  }

  async createSubscription(input: CreateSubscriptionInput, idempotencyKey: string): Promise<SubscriptionCheckout> {
    const subscription = await translatingCardErrors(
      this.stripe.subscriptions.create(
        {
          customer: input.customerId,
          items: [{ price: input.priceId }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription', payment_method_types: ['card'] },
          ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}),
          metadata: input.metadata,
          expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
        },
        { idempotencyKey },
      ),
    );

    // Nothing due now (a trial): Stripe opens a SetupIntent to save the card for the first charge at the trial's end.
    const setupIntent = subscription.pending_setup_intent as Stripe.SetupIntent | null;
    if (setupIntent?.client_secret) {
      return {
        subscriptionId: subscription.id,
        clientSecret: setupIntent.client_secret,
        intentId: setupIntent.id,
        intentKind: 'setup',
        amountDueCents: 0,
      };
    }
    // Otherwise the first invoice is open and its PaymentIntent's secret is the invoice's confirmation secret.
    const invoice = subscription.latest_invoice as Stripe.Invoice | null;
    const clientSecret = invoice?.confirmation_secret?.client_secret;
    if (!invoice || !clientSecret) {
      throw new Error(`Stripe subscription ${subscription.id} (${subscription.status}) has neither a pending SetupIntent nor an invoice to confirm`);
    }
    return {
      subscriptionId: subscription.id,
      clientSecret,
      intentId: clientSecret.split('_secret_')[0],
      intentKind: 'payment',
      amountDueCents: invoice.amount_due,
    };
  }

  async changeSubscriptionPrice(subscriptionId: string, priceId: string, idempotencyKey: string): Promise<ProviderSubscription> {
    const current = await this.stripe.subscriptions.retrieve(subscriptionId);
    const item = current.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no items`);
    const updated = await translatingCardErrors(
      this.stripe.subscriptions.update(
        subscriptionId,
        {
          items: [{ id: item.id, price: priceId }],
          proration_behavior: 'always_invoice',
          // A declined proration charge refuses the change (402 → CardError) instead of moving the plan to past_due.
          payment_behavior: 'error_if_incomplete',
          cancel_at_period_end: false,
          expand: ['default_payment_method'],
        },
        { idempotencyKey },
      ),
    );
    return toProviderSubscription(updated);
  }

  async cancelAtPeriodEnd(subscriptionId: string, idempotencyKey: string): Promise<ProviderSubscription> {
    const updated = await translatingCardErrors(
      this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true, expand: ['default_payment_method'] }, { idempotencyKey }),
    );
    return toProviderSubscription(updated);
  }

  async endTrialNow(subscriptionId: string, idempotencyKey: string): Promise<ProviderSubscription> {
    const current = await this.stripe.subscriptions.retrieve(subscriptionId, { expand: ['default_payment_method'] });
    if (current.status !== 'trialing') return toProviderSubscription(current);
    // Stripe invoices the new period at once and charges the default payment method; a refusal leaves it past_due.
    const updated = await translatingCardErrors(
      this.stripe.subscriptions.update(subscriptionId, { trial_end: 'now', expand: ['default_payment_method'] }, { idempotencyKey }),
    );
    return toProviderSubscription(updated);
  }

  async cancelNow(subscriptionId: string, idempotencyKey: string): Promise<void> {
    try {
      // Stripe ignores idempotency keys on DELETE; the key is sent anyway so every write carries one.
      await this.stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey });
    } catch (error) {
      // Stripe answers "No such subscription" (resource_missing) for one that is already canceled or never existed.
      if (isResourceMissing(error)) return;
      if (error instanceof StripeInvalidRequestError) {
        const subscription = await this.retrieveSubscription(subscriptionId);
        if (!subscription || subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return;
      }
      throw error;
    }
  }

  async refundLatestInvoice(subscriptionId: string, idempotencyKey: string): Promise<ProviderInvoice | null> {
    // Since API 2025-03-31 an invoice names its PaymentIntent only in `payments`, which must be expanded.
    const subscription = await this.stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice.payments'] });
    const invoice = subscription.latest_invoice as Stripe.Invoice | null;
    const paid = invoice?.payments?.data.find((payment) => payment.status === 'paid' && payment.payment.payment_intent);
    if (!invoice || invoice.amount_paid === 0 || !paid) return null;
    try {
      await this.stripe.refunds.create({ payment_intent: idOf(paid.payment.payment_intent)!, reason: 'duplicate' }, { idempotencyKey });
    } catch (error) {
      // Refunded before (under another key, or after this key expired at Stripe): nothing is left to give back.
      if (!(error instanceof StripeInvalidRequestError && error.code === 'charge_already_refunded')) throw error;
    }
    return toProviderInvoice(invoice);
  }

  async createCheckoutSession(input: CreateCheckoutSessionInput, idempotencyKey: string): Promise<ProviderCheckoutSession> {
    const session = await translatingCardErrors(
      this.stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: input.customerId,
          line_items: [{ price: input.priceId, quantity: 1 }],
          subscription_data: {
            metadata: input.metadata,
            ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}),
          },
          payment_method_collection: 'always',
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata: input.metadata,
        },
        { idempotencyKey },
      ),
    );
    return toProviderCheckoutSession(session);
  }

  async expireCheckoutSession(sessionId: string, idempotencyKey: string): Promise<void> {
    try {
      await this.stripe.checkout.sessions.expire(sessionId, {}, { idempotencyKey });
    } catch (error) {
      // Stripe refuses to expire a session that is already complete or expired: nothing is left to close.
      if (!(error instanceof StripeInvalidRequestError) || (await this.retrieveCheckoutSession(sessionId))?.status === 'open') throw error;
    }
  }

  async createPortalSession(customerId: string, returnUrl: string): Promise<string | null> {
    const session = await this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
    return session.url;
  }

  async retrieveSubscription(id: string): Promise<ProviderSubscription | null> {
    const subscription = await nullWhenMissing(this.stripe.subscriptions.retrieve(id, { expand: ['default_payment_method'] }));
    return subscription && toProviderSubscription(subscription);
  }

  async retrieveIntent(id: string): Promise<ProviderIntent | null> {
    if (id.startsWith('pi_')) {
      const intent = await nullWhenMissing(this.stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] }));
      return intent && toProviderPaymentIntent(intent);
    }
    if (id.startsWith('seti_')) {
      const intent = await nullWhenMissing(this.stripe.setupIntents.retrieve(id, { expand: ['payment_method'] }));
      return intent && toProviderSetupIntent(intent);
    }
    return null;
  }

  async retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null> {
    const session = await nullWhenMissing(this.stripe.checkout.sessions.retrieve(id));
    return session && toProviderCheckoutSession(session);
  }

  async retrieveInvoice(id: string): Promise<ProviderInvoice | null> {
    const invoice = await nullWhenMissing(this.stripe.invoices.retrieve(id));
    return invoice && toProviderInvoice(invoice);
  }

  constructWebhookEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    if (!signature) throw new InvalidWebhookSignature('missing Stripe-Signature header');
    if (!this.webhookSecret) throw new InvalidWebhookSignature('STRIPE_WEBHOOK_SECRET is not configured');
    try {
      const event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      return event as unknown as ProviderEvent;
    } catch (error) {
      throw new InvalidWebhookSignature(error instanceof Error ? error.message : String(error));
    }
  }
}
