import { Inject, Injectable, Optional } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type CardInput,
  type InvoiceDoc,
  type PaymentIntentDoc,
  type SandboxCheckoutPage,
  SandboxPayments,
  SandboxRenewals,
  type SandboxSettings,
  type SandboxTime,
  type SetupIntentDoc,
  type SubscriptionDoc,
  wallClock,
} from '@receptionists/payments-sandbox';
import { appConfig, AppConfig } from '../../../../config';
import { PLANS } from '../../../plans/plan-catalogue';
import { BillingEventsInbox } from '../../billing-events.inbox';
import { PriceBook } from '../../price-book';
// One namespace for the port's many names: `port.ProviderSubscription` reads as what it is, the port's view.
import * as port from '../payment-provider';
import { toProviderCheckoutSession, toProviderInvoice, toProviderPaymentIntent, toProviderSetupIntent, toProviderSubscription } from '../stripe-mappers';
import { translatingSandboxErrors } from './sandbox.errors';
import { sandboxDatabase } from './sandbox-store';

/** The sandbox's time source: the wall clock, unless a test provides another under this token. */
export const SANDBOX_TIME = Symbol('SANDBOX_TIME');

/**
 * The payment port over the payment sandbox (@receptionists/payments-sandbox, docs/billing.md#two-payment-providers-behind-one-port):
 * the package behaves like Stripe's test mode and answers with Stripe-shaped objects; this adapter gives it the
 * database (sandbox_objects, events through the billing inbox), the prices and the clock, maps its objects to the
 * port's views and its refusals to the port's CardError and the API's errors. SandboxController and SandboxClock use
 * the browser's operations and the renewals through it.
 */
@Injectable()
export class SandboxPaymentProvider implements port.PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly time: SandboxTime;
  private readonly sandbox: SandboxPayments;
  /** What the worker's SandboxClock runs: renewals, retries and ends as time passes. */
  readonly renewals: SandboxRenewals;

  constructor(
    em: EntityManager,
    inbox: BillingEventsInbox,
    prices: PriceBook,
    @Inject(appConfig.KEY) app: AppConfig,
    @Optional() @Inject(SANDBOX_TIME) time?: SandboxTime,
  ) {
    this.time = time ?? wallClock;
    const database = sandboxDatabase(em, inbox);
    const settings: SandboxSettings = {
      appUrl: app.appUrl,
      prices: prices.all().map((price) => ({ ...price, planName: PLANS.find((plan) => plan.id === price.planId)!.name })),
    };
    this.sandbox = new SandboxPayments(database, settings, this.time);
    this.renewals = new SandboxRenewals(database, settings);
  }

  // ---- writes of the port ----

  async createCustomer(input: port.CreateCustomerInput, idempotencyKey: string): Promise<string> {
    return (await translatingSandboxErrors(this.sandbox.createCustomer(input, idempotencyKey))).id;
  }

  async createSubscription(input: port.CreateSubscriptionInput, idempotencyKey: string): Promise<port.SubscriptionCheckout> {
    const { subscription, intent } = await translatingSandboxErrors(this.sandbox.createSubscription(input, idempotencyKey));
    return {
      subscriptionId: subscription.id,
      clientSecret: intent.client_secret,
      intentId: intent.id,
      intentKind: intent.object === 'payment_intent' ? 'payment' : 'setup',
      amountDueCents: intent.object === 'payment_intent' ? intent.amount : 0,
    };
  }

  async changeSubscriptionPrice(subscriptionId: string, priceId: string, idempotencyKey: string): Promise<port.ProviderSubscription> {
    return this.subscriptionView(await translatingSandboxErrors(this.sandbox.changeSubscriptionPrice(subscriptionId, priceId, idempotencyKey)));
  }

  async cancelAtPeriodEnd(subscriptionId: string, idempotencyKey: string): Promise<port.ProviderSubscription> {
    return this.subscriptionView(await translatingSandboxErrors(this.sandbox.cancelAtPeriodEnd(subscriptionId, idempotencyKey)));
  }

  async endTrialNow(subscriptionId: string, idempotencyKey: string): Promise<port.ProviderSubscription> {
    return this.subscriptionView(await translatingSandboxErrors(this.sandbox.endTrialNow(subscriptionId, idempotencyKey)));
  }

  cancelNow(subscriptionId: string, idempotencyKey: string): Promise<void> {
    return translatingSandboxErrors(this.sandbox.cancelNow(subscriptionId, idempotencyKey));
  }

  async refundLatestInvoice(subscriptionId: string, idempotencyKey: string): Promise<port.ProviderInvoice | null> {
    const invoice = await translatingSandboxErrors(this.sandbox.refundLatestInvoice(subscriptionId, idempotencyKey));
    return invoice && toProviderInvoice(invoice);
  }

  async createCheckoutSession(input: port.CreateCheckoutSessionInput, idempotencyKey: string): Promise<port.ProviderCheckoutSession> {
    return toProviderCheckoutSession(await translatingSandboxErrors(this.sandbox.createCheckoutSession(input, idempotencyKey)));
  }

  expireCheckoutSession(sessionId: string, idempotencyKey: string): Promise<void> {
    return translatingSandboxErrors(this.sandbox.expireCheckoutSession(sessionId, idempotencyKey));
  }

  /** The sandbox has no customer portal: the card is replaced by subscribing again. */
  async createPortalSession(_customerId: string, _returnUrl: string): Promise<string | null> {
    return null;
  }

  // ---- reads of the port ----

  async retrieveSubscription(id: string): Promise<port.ProviderSubscription | null> {
    const subscription = await this.sandbox.retrieveSubscription(id);
    return subscription && this.subscriptionView(subscription);
  }

  async retrieveIntent(id: string): Promise<port.ProviderIntent | null> {
    const intent = await this.sandbox.retrieveIntent(id);
    return intent && this.intentView(intent);
  }

  async retrieveCheckoutSession(id: string): Promise<port.ProviderCheckoutSession | null> {
    const session = await this.sandbox.retrieveCheckoutSession(id);
    return session && toProviderCheckoutSession(session);
  }

  async retrieveInvoice(id: string): Promise<port.ProviderInvoice | null> {
    const invoice = await this.sandbox.retrieveInvoice(id);
    return invoice && toProviderInvoice(invoice);
  }

  constructWebhookEvent(_rawBody: Buffer, _signature: string | undefined): port.ProviderEvent {
    throw new port.InvalidWebhookSignature('the sandbox provider does not receive webhooks');
  }

  // ---- what the browser does on Stripe's pages, through SandboxController ----

  /** Confirms a payment or setup intent with a card, as Stripe.js would; the intent must be this customer's. */
  async confirmIntentWithCard(clientSecret: string, input: CardInput, customerId: string): Promise<port.ProviderIntent> {
    return this.intentView(await translatingSandboxErrors(this.sandbox.confirmIntentWithCard(clientSecret, input, customerId)));
  }

  checkoutPage(sessionId: string, customerId: string): Promise<SandboxCheckoutPage> {
    return translatingSandboxErrors(this.sandbox.checkoutPage(sessionId, customerId));
  }

  /** Pays a hosted checkout with a card; answers the session's success URL. */
  completeCheckoutSession(sessionId: string, input: CardInput, customerId: string): Promise<string> {
    return translatingSandboxErrors(this.sandbox.completeCheckoutSession(sessionId, input, customerId));
  }

  customerInvoice(invoiceId: string, customerId: string): Promise<InvoiceDoc | null> {
    return this.sandbox.customerInvoice(invoiceId, customerId);
  }

  // ---- the sandbox's objects → the port's views, by the Stripe adapter's mappers (they are Stripe's shapes) ----

  /** With its payment method expanded, as the Stripe adapter asks Stripe for it, so the view has the card. */
  private async subscriptionView(subscription: SubscriptionDoc): Promise<port.ProviderSubscription> {
    return toProviderSubscription({ ...subscription, default_payment_method: await this.sandbox.retrievePaymentMethod(subscription.default_payment_method) });
  }

  private async intentView(intent: PaymentIntentDoc | SetupIntentDoc): Promise<port.ProviderIntent> {
    const paymentMethod = await this.sandbox.retrievePaymentMethod(intent.payment_method);
    return intent.object === 'payment_intent'
      ? toProviderPaymentIntent({ ...intent, payment_method: paymentMethod })
      : toProviderSetupIntent({ ...intent, payment_method: paymentMethod });
  }
}
