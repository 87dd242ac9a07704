import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { appError } from '../../common/errors/app.exception';
import { appConfig, AppConfig, paymentsConfig, PaymentsConfig } from '../../config';
import { findPlan } from '../plans/plan-catalogue';
import type { User } from '../users/user.entity';
import { BillingCheckout, CheckoutKind } from './billing-checkout.entity';
import { BILLING_ERRORS } from './billing.errors';
import { PlanChoiceDto } from './dto/plan-choice.dto';
import { Price, PriceBook } from './price-book';
import { PAYMENT_PROVIDER, PaymentProvider, ProviderSubscription } from './providers/payment-provider';
import { Subscription } from './subscription.entity';
import { CancelOutcome, holdsAnotherSubscription, statusOf, SubscriptionSync, SyncSource } from './subscription-sync.service';
import { holdsPlan } from './subscription-statuses';

export interface StartedCheckout {
  checkout: BillingCheckout;
  clientSecret: string;
  amountDueCents: number;
  trialDays: number;
}

/**
 * Starting and confirming checkouts. The server records what each checkout sells before the browser sees anything, and
 * grants a plan only after the provider itself says the payment (or, in a trial, the card check) succeeded for this
 * user's customer at this plan's price (docs/billing.md#the-server-decides).
 */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly em: EntityManager,
    private readonly prices: PriceBook,
    private readonly sync: SubscriptionSync,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(paymentsConfig.KEY) private readonly payments: PaymentsConfig,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  /** The embedded checkout: an incomplete subscription whose first intent the browser confirms with the card. */
  async startSubscription(user: User, choice: PlanChoiceDto): Promise<StartedCheckout> {
    const customer = await this.sync.current(this.em, user.id);
    const price = this.priceFor(user, customer, choice);
    const checkout = await this.openCheckout(user, customer, price, 'embedded');
    const trialDays = checkout.trial ? this.payments.trialDays : 0;
    try {
      const started = await this.provider.createSubscription(
        { customerId: customer.stripeCustomerId!, priceId: price.id, trialDays, metadata: metadataOf(user, price) },
        `checkout-${checkout.id}-subscription`,
      );
      Object.assign(checkout, {
        providerSubscriptionId: started.subscriptionId,
        intentId: started.intentId,
        intentKind: started.intentKind,
      });
      await this.em.flush();
      return { checkout, clientSecret: started.clientSecret, amountDueCents: started.amountDueCents, trialDays };
    } catch (error) {
      await this.abandon(checkout);
      throw error;
    }
  }

  /** The redirect checkout: the provider's hosted page, coming back to /payment with the session id. */
  async startCheckoutSession(user: User, choice: PlanChoiceDto): Promise<string> {
    const customer = await this.sync.current(this.em, user.id);
    const price = this.priceFor(user, customer, choice);
    const checkout = await this.openCheckout(user, customer, price, 'redirect');
    const back = (status: string) =>
      `${this.app.appUrl}/payment?plan=${price.planId}&period=${price.period}&payment_status=${status}` +
      (status === 'success' ? '&session_id={CHECKOUT_SESSION_ID}' : '');
    try {
      const session = await this.provider.createCheckoutSession(
        {
          customerId: customer.stripeCustomerId!,
          priceId: price.id,
          trialDays: checkout.trial ? this.payments.trialDays : 0,
          metadata: metadataOf(user, price),
          successUrl: back('success'),
          cancelUrl: back('cancel'),
        },
        `checkout-${checkout.id}-session`,
      );
      checkout.checkoutSessionId = session.id;
      await this.em.flush();
      if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
      return session.url;
    } catch (error) {
      await this.abandon(checkout);
      throw error;
    }
  }

  /** `POST /api/subscription/confirm` with the intent the browser confirmed. */
  async confirmIntent(user: User, intentId: string, planId: string): Promise<void> {
    const checkout = await this.findCheckout(user, { intentId });
    if (checkout.planId !== planId) throw appError(BILLING_ERRORS.PLAN_MISMATCH);
    const intent = await this.provider.retrieveIntent(intentId);
    if (!intent || intent.customerId !== (await this.sync.current(this.em, user.id)).stripeCustomerId) throw appError(BILLING_ERRORS.PAYMENT_NOT_FOUND);
    if (intent.status !== 'succeeded') {
      throw appError({ ...BILLING_ERRORS.PAYMENT_NOT_COMPLETED, message: `Payment status: ${intent.status}. Please try again.` });
    }
    if (intent.kind === 'payment' && (intent.amountCents !== checkout.amountCents || intent.currency !== 'usd')) {
      throw appError(BILLING_ERRORS.AMOUNT_MISMATCH);
    }
    const granted = await this.em
      .fork()
      .transactional((tx) => this.grant(tx, checkout, checkout.providerSubscriptionId, { eventId: null, verifiedCard: intent.card, paymentVerified: true }));
    refuseDuplicate(granted);
  }

  /** `POST /api/subscription/confirm` after the redirect checkout: trusts only the provider's session. */
  async confirmCheckoutSession(user: User, sessionId: string, planId: string): Promise<void> {
    const checkout = await this.findCheckout(user, { checkoutSessionId: sessionId });
    if (checkout.planId !== planId) throw appError(BILLING_ERRORS.PLAN_MISMATCH);
    refuseDuplicate(await this.em.fork().transactional((tx) => this.completeCheckoutSession(tx, checkout, null)));
  }

  /**
   * A checkout session the provider says is complete: its subscription becomes the user's plan. Shared by the
   * confirmation and the checkout.session.completed event, whichever comes first; the other then changes nothing.
   */
  async completeCheckoutSession(tx: EntityManager, checkout: BillingCheckout, eventId: string | null): Promise<Granted> {
    const session = checkout.checkoutSessionId ? await this.provider.retrieveCheckoutSession(checkout.checkoutSessionId) : null;
    if (!session || session.customerId !== (await this.sync.current(tx, checkout.user.id)).stripeCustomerId) throw appError(BILLING_ERRORS.PAYMENT_NOT_FOUND);
    if (session.status !== 'complete' || session.paymentStatus === 'unpaid' || !session.subscriptionId) {
      throw appError({ ...BILLING_ERRORS.PAYMENT_NOT_COMPLETED, message: 'Your payment was not completed.' });
    }
    return this.grant(tx, checkout, session.subscriptionId, { eventId, paymentVerified: true });
  }

  /**
   * Under the user's lock: the provider's subscription, checked against what the checkout sold, becomes the plan —
   * unless the user already holds one through another checkout (completed first); then this one is ended and refunded.
   * A retry finds it ended and answers the same, refunding nothing twice.
   */
  private async grant(tx: EntityManager, checkout: BillingCheckout, subscriptionId: string | null, source: SyncSource): Promise<Granted> {
    const customer = await this.sync.lock(tx, { userId: checkout.user.id });
    const subscription = subscriptionId ? await this.provider.retrieveSubscription(subscriptionId) : null;
    if (!customer || !subscription || subscription.customerId !== customer.stripeCustomerId) throw appError(BILLING_ERRORS.PAYMENT_NOT_FOUND);
    assertSells(subscription, checkout);
    await tx.nativeUpdate(BillingCheckout, { id: checkout.id }, { providerSubscriptionId: subscription.id });
    if (checkout.status !== 'completed' && holdsAnotherSubscription(customer, subscription.id)) return this.sync.cancelAndRefund(tx, customer, subscription.id);
    // Abandoned when the customer started another checkout, its subscription ended (and was refunded): it grants nothing.
    if (checkout.status === 'abandoned' && statusOf(subscription, null) === 'none') throw appError(BILLING_ERRORS.CHECKOUT_REPLACED);
    await this.sync.apply(tx, customer, subscription, source);
    return 'granted';
  }

  private priceFor(user: User, customer: Subscription, choice: PlanChoiceDto): Price {
    if (findPlan(choice.planId)?.contactSales) throw appError(BILLING_ERRORS.CONTACT_SALES);
    const price = this.prices.find(choice.planId, choice.isAnnual ? 'annual' : 'monthly');
    if (!price) throw appError(BILLING_ERRORS.INVALID_PLAN);
    if (!user.email) throw appError(BILLING_ERRORS.NO_EMAIL);
    // A plan paid through the provider changes through Change Plan; one our team granted by hand may be replaced.
    if (customer.stripeSubscriptionId && holdsPlan(customer)) throw appError(BILLING_ERRORS.ALREADY_SUBSCRIBED);
    return price;
  }

  /**
   * Records the checkout (so confirmation can check against it) after ending the user's unfinished ones: a reloaded
   * checkout page must not leave a second subscription waiting for a card at the provider.
   */
  private async openCheckout(user: User, customer: Subscription, price: Price, kind: CheckoutKind): Promise<BillingCheckout> {
    await this.ensureCustomer(user, customer);
    const unfinished = await this.em.find(BillingCheckout, { user, status: 'open' });
    for (const old of unfinished) await this.abandon(old);
    const firstSubscription = (await this.em.count(BillingCheckout, { user, status: 'completed' })) === 0;
    const checkout = this.em.create(BillingCheckout, {
      user,
      kind,
      planId: price.planId,
      period: price.period,
      priceId: price.id,
      amountCents: price.amountCents,
      trial: firstSubscription && this.payments.trialDays > 0,
    });
    await this.em.flush();
    return checkout;
  }

  /**
   * Nothing of an abandoned checkout may still be paid: its hosted page closes, its subscription ends, and a first
   * payment that went through at the provider without reaching us (the browser confirmed the card, our confirmation
   * never came) is refunded.
   */
  private async abandon(checkout: BillingCheckout): Promise<void> {
    const subscriptionId = checkout.providerSubscriptionId;
    if (subscriptionId) {
      await this.em.fork().transactional(async (tx) => {
        const customer = (await this.sync.lock(tx, { userId: checkout.user.id }))!;
        // Its events made it the plan meanwhile: it is kept, and the new checkout refused.
        if (customer.stripeSubscriptionId === subscriptionId) throw appError(BILLING_ERRORS.ALREADY_SUBSCRIBED);
        await this.sync.cancelAndRefund(tx, customer, subscriptionId);
      });
    } else if (checkout.checkoutSessionId) await this.provider.expireCheckoutSession(checkout.checkoutSessionId, `checkout-${checkout.id}-expire`);
    checkout.status = 'abandoned';
    await this.em.flush();
  }

  /** One provider customer per user; the idempotency key makes two concurrent first checkouts share it. */
  private async ensureCustomer(user: User, customer: Subscription): Promise<void> {
    if (customer.stripeCustomerId) return;
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || null;
    // The key names the request's content: a retry reuses it, a changed name or e-mail is a new request to the provider.
    const key = `customer-${user.id}-${createHash('sha256').update(`${user.email}|${name}`).digest('hex').slice(0, 16)}`;
    customer.stripeCustomerId = await this.provider.createCustomer({ userId: user.id, email: user.email, name }, key);
    await this.em.nativeUpdate(Subscription, { user: user.id }, { stripeCustomerId: customer.stripeCustomerId });
  }

  private async findCheckout(user: User, where: { intentId: string } | { checkoutSessionId: string }): Promise<BillingCheckout> {
    const checkout = await this.em.findOne(BillingCheckout, { ...where, user }, { populate: ['user'] });
    if (!checkout) throw appError(BILLING_ERRORS.PAYMENT_NOT_FOUND);
    return checkout;
  }
}

/** A checkout's subscription became the plan, or was a second one and ended (CancelOutcome). */
export type Granted = 'granted' | CancelOutcome;

/** Told to the customer once the transaction that ended a second subscription has committed. */
function refuseDuplicate(granted: Granted): void {
  if (granted === 'refunded') throw appError(BILLING_ERRORS.DUPLICATE_REFUNDED);
  if (granted === 'cancelled') throw appError(BILLING_ERRORS.DUPLICATE_CANCELLED);
}

function metadataOf(user: User, price: Price): Record<string, string> {
  return { userId: String(user.id), planId: price.planId, period: price.period };
}

/** The provider's subscription must be the one the checkout sold: same price, at the catalogue's amount. */
function assertSells(subscription: ProviderSubscription, checkout: BillingCheckout): void {
  if (subscription.priceId !== checkout.priceId || subscription.unitAmountCents !== checkout.amountCents) throw appError(BILLING_ERRORS.AMOUNT_MISMATCH);
}
