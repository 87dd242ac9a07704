import { Inject, Injectable, Optional } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { appError } from '../../../../common/errors/app.exception';
import { appConfig, AppConfig } from '../../../../config';
import { BillingEventsInbox } from '../../billing-events.inbox';
import { BillingPeriod, PriceBook } from '../../price-book';
import {
  CardDetails,
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
import {
  describeLine,
  describePlan,
  endSubscription,
  chargeSavedCard,
  openInvoice,
  planNameOf,
  recordFailedPayment,
  recordPayment,
  saveSubscription,
  renewSubscription,
} from './sandbox-billing';
import { CardBehaviour, cardBehaviour, cardFingerprint, CardInput, validateCard, ValidCard } from './sandbox-cards';
import {
  CheckoutSessionDoc,
  fromUnix,
  InvoiceDoc,
  itemOf,
  newCheckoutSession,
  newCustomer,
  newPaymentMethod,
  newSetupIntent,
  newRefund,
  newSubscription,
  PaymentIntentDoc,
  paymentIntentOf,
  PaymentMethodDoc,
  priceDoc,
  randomId,
  SANDBOX_TIME,
  SandboxTime,
  SetupIntentDoc,
  SubscriptionDoc,
  toCardErrorDoc,
  unix,
} from './sandbox-documents';
import { addIntervals, DAY_SECONDS, prorate } from './sandbox-proration';
import { SandboxStore } from './sandbox-store';
import { SANDBOX_ERRORS } from './sandbox.errors';

/** What the sandbox's hosted checkout page shows. */
export interface SandboxCheckoutPage {
  id: string;
  planId: string;
  planName: string;
  period: BillingPeriod;
  amountCents: number;
  currency: string;
  trialDays: number;
  status: ProviderCheckoutSession['status'];
  cancelUrl: string;
}

interface Outcome<T> {
  result: T;
  /** A refusal to throw once the transaction that recorded it has committed. */
  error?: CardError;
}

const INTENT_SECRET = /^((?:pi|seti)_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/;

/**
 * The payment provider without Stripe (docs/billing.md#two-payment-providers-behind-one-port): it behaves like Stripe's
 * test mode, keeps its objects in PostgreSQL (sandbox_objects) in Stripe's shapes, and records the events each change
 * causes through the billing inbox in the change's own transaction. The browser confirms intents and hosted checkouts
 * through SandboxController; SandboxClock renews, retries and ends subscriptions as time passes.
 */
@Injectable()
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  private readonly time: SandboxTime;
  private readonly appUrl: string;

  constructor(
    private readonly em: EntityManager,
    private readonly inbox: BillingEventsInbox,
    private readonly prices: PriceBook,
    @Inject(appConfig.KEY) app: AppConfig,
    @Optional() @Inject(SANDBOX_TIME) time?: SandboxTime,
  ) {
    this.appUrl = app.appUrl;
    this.time = time ?? (() => new Date());
  }

  // ---- writes of the port: each idempotent by key, each one transaction with its events ----

  createCustomer(input: CreateCustomerInput, idempotencyKey: string): Promise<string> {
    return this.idempotent(idempotencyKey, 'createCustomer', input, async (store) => {
      const customer = newCustomer(input, store.now);
      await store.insert(customer);
      return customer.id;
    });
  }

  createSubscription(input: CreateSubscriptionInput, idempotencyKey: string): Promise<SubscriptionCheckout> {
    return this.idempotent(idempotencyKey, 'createSubscription', input, async (store) => (await this.startSubscription(store, input)).checkout);
  }

  changeSubscriptionPrice(subscriptionId: string, priceId: string, idempotencyKey: string): Promise<ProviderSubscription> {
    return this.idempotent(
      idempotencyKey,
      'changeSubscriptionPrice',
      { subscriptionId, priceId },
      async (store) => {
        const price = this.priceOrThrow(priceId);
        const subscription = await store.get('subscription', subscriptionId, true);
        if (!['trialing', 'active', 'past_due'].includes(subscription.status)) {
          throw new Error(`The price of a subscription that is ${subscription.status} cannot be changed (${subscriptionId})`);
        }
        const item = itemOf(subscription);
        const old = item.price;
        Object.assign(subscription, { cancel_at_period_end: false, cancel_at: null });
        item.price = priceDoc(price);
        let invoice: InvoiceDoc | null = null;

        if (old.id !== price.id && subscription.status !== 'trialing') {
          const proration = prorate({
            oldAmount: old.unit_amount,
            oldInterval: old.recurring.interval,
            newAmount: price.amountCents,
            newInterval: item.price.recurring.interval,
            periodStart: item.current_period_start,
            periodEnd: item.current_period_end,
            now: store.now,
          });
          Object.assign(item, { current_period_start: proration.periodStart, current_period_end: proration.periodEnd });
          if (proration.resetsCycle) subscription.billing_cycle_anchor = store.now;
          const customer = await store.get('customer', subscription.customer, true);
          if (proration.amount > 0) {
            ({ invoice } = await openInvoice(store, {
              customer,
              subscription,
              reason: 'subscription_update',
              total: proration.amount,
              periodStart: store.now,
              periodEnd: proration.periodEnd,
              description: `${describePlan(item.price)} (changed from ${describePlan(old)}, prorated)`,
              lineDescription: proration.resetsCycle
                ? `${describeLine(item.price)} from now, less unused time on ${planNameOf(old)}`
                : `Remaining time on ${planNameOf(item.price)} after switching from ${planNameOf(old)}`,
              proration: true,
              useCredit: true,
              appUrl: this.appUrl,
            }));
            subscription.latest_invoice = invoice.id;
            if (invoice.status === 'paid') await store.emit('invoice.paid', invoice);
            else {
              // Like Stripe's payment_behavior 'error_if_incomplete': a refused proration charge refuses the change,
              // and the transaction rolls the whole change back.
              const { refusal } = await chargeSavedCard(store, invoice, subscription);
              if (refusal) throw refusal;
            }
          } else if (proration.amount < 0) {
            // No refunds: what the customer did not use becomes credit for the next invoices.
            customer.balance += proration.amount;
            await store.save(customer);
          }
        }
        await saveSubscription(store, subscription, invoice ?? undefined);
        await store.emit('customer.subscription.updated', subscription);
        return this.subscriptionView(store, subscription);
      },
      reviveSubscription,
    );
  }

  cancelAtPeriodEnd(subscriptionId: string, idempotencyKey: string): Promise<ProviderSubscription> {
    return this.idempotent(
      idempotencyKey,
      'cancelAtPeriodEnd',
      { subscriptionId },
      async (store) => {
        const subscription = await store.get('subscription', subscriptionId, true);
        if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
          throw new Error(`A ${subscription.status} subscription cannot be cancelled at period end (${subscriptionId})`);
        }
        if (!subscription.cancel_at_period_end) {
          Object.assign(subscription, { cancel_at_period_end: true, cancel_at: itemOf(subscription).current_period_end });
          await saveSubscription(store, subscription);
          await store.emit('customer.subscription.updated', subscription);
        }
        return this.subscriptionView(store, subscription);
      },
      reviveSubscription,
    );
  }

  endTrialNow(subscriptionId: string, idempotencyKey: string): Promise<ProviderSubscription> {
    return this.idempotent(
      idempotencyKey,
      'endTrialNow',
      { subscriptionId },
      async (store) => {
        const subscription = await store.get('subscription', subscriptionId, true);
        if (subscription.status === 'trialing') {
          // As Stripe's trial_end 'now': the trial's period ends here, the cycle restarts from now and is charged at once.
          Object.assign(subscription, { trial_end: store.now, billing_cycle_anchor: store.now });
          itemOf(subscription).current_period_end = store.now;
          await renewSubscription(store, subscription, this.appUrl);
        }
        return this.subscriptionView(store, subscription);
      },
      reviveSubscription,
    );
  }

  cancelNow(subscriptionId: string, idempotencyKey: string): Promise<void> {
    return this.idempotent(idempotencyKey, 'cancelNow', { subscriptionId }, async (store) => {
      const subscription = await store.get('subscription', subscriptionId, true);
      if (subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') await endSubscription(store, subscription, store.now);
    });
  }

  refundLatestInvoice(subscriptionId: string, idempotencyKey: string): Promise<ProviderInvoice | null> {
    return this.idempotent(
      idempotencyKey,
      'refundLatestInvoice',
      { subscriptionId },
      async (store) => {
        const subscription = await store.get('subscription', subscriptionId, true);
        const invoice = await store.find('invoice', subscription.latest_invoice, true);
        const intent = invoice && (await store.find('payment_intent', paymentIntentOf(invoice), true));
        if (!invoice || !intent || intent.status !== 'succeeded' || intent.amount_received === 0) return null;
        // Like Stripe, a charge is refunded once: another key finds the refund already made.
        if (!(await store.findContaining('refund', { payment_intent: intent.id }))) await store.insert(newRefund(intent, store.now));
        return invoiceView(invoice);
      },
      reviveInvoice,
    );
  }

  createCheckoutSession(input: CreateCheckoutSessionInput, idempotencyKey: string): Promise<ProviderCheckoutSession> {
    return this.idempotent(idempotencyKey, 'createCheckoutSession', input, async (store) => {
      const price = this.priceOrThrow(input.priceId);
      await store.get('customer', input.customerId);
      const session = newCheckoutSession(
        {
          customer: input.customerId,
          price,
          trialDays: input.trialDays,
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
          metadata: input.metadata,
          appUrl: this.appUrl,
        },
        store.now,
      );
      await store.insert(session);
      return checkoutView(session, store.now);
    });
  }

  expireCheckoutSession(sessionId: string, idempotencyKey: string): Promise<void> {
    return this.idempotent(idempotencyKey, 'expireCheckoutSession', { sessionId }, async (store) => {
      const session = await store.get('checkout.session', sessionId, true);
      if (session.status !== 'open') return;
      session.status = 'expired';
      await store.save(session);
      await store.emit('checkout.session.expired', session);
    });
  }

  /** The sandbox has no customer portal: the card is replaced by subscribing again. */
  async createPortalSession(_customerId: string, _returnUrl: string): Promise<string | null> {
    return null;
  }

  // ---- what the browser does on Stripe's pages, here through SandboxController ----

  /**
   * Confirms a payment or setup intent with a card, as Stripe.js would: the card is checked as Elements checks it, then
   * the issuer's answer applied. A refusal is recorded (with its event) and thrown as a CardError; the same client
   * secret can be confirmed again. The intent must be this customer's, else it is not found.
   */
  async confirmIntentWithCard(clientSecret: string, input: CardInput, customerId: string): Promise<ProviderIntent> {
    const card = validateCard(input, this.time());
    const intentId = INTENT_SECRET.exec(clientSecret)?.[1];
    if (!intentId) throw appError(SANDBOX_ERRORS.INTENT_NOT_FOUND);
    const type = intentId.startsWith('pi_') ? 'payment_intent' : 'setup_intent';
    const outcome = await this.transaction(async (store): Promise<Outcome<PaymentIntentDoc | SetupIntentDoc>> => {
      // Lock order everywhere: subscription, then its invoice and intents, then the customer.
      const unlocked = await store.find(type, intentId);
      if (!unlocked || unlocked.client_secret !== clientSecret || unlocked.customer !== customerId) throw appError(SANDBOX_ERRORS.INTENT_NOT_FOUND);
      if (unlocked.object === 'payment_intent') {
        const invoiceOf = await store.findContaining('invoice', { payments: { data: [{ payment: { payment_intent: intentId } }] } });
        const subscription = await store.find('subscription', invoiceOf?.parent.subscription_details.subscription, true);
        const invoice = await store.find('invoice', invoiceOf?.id, true);
        const intent = await store.get('payment_intent', intentId, true);
        return this.confirmPayment(store, intent, invoice, subscription, card, cardBehaviour(card));
      }
      const subscriptionOf = await store.findContaining('subscription', { pending_setup_intent: intentId });
      const subscription = await store.find('subscription', subscriptionOf?.id, true);
      const intent = await store.get('setup_intent', intentId, true);
      return this.confirmSetup(store, intent, subscription?.pending_setup_intent === intentId ? subscription : null, card, cardBehaviour(card));
    });
    if (outcome.error) throw outcome.error;
    return this.read((store) => this.intentView(store, outcome.result));
  }

  /** The hosted checkout page's view of a session; not found unless it is this customer's. */
  async checkoutPage(sessionId: string, customerId: string): Promise<SandboxCheckoutPage> {
    const session = await this.read((store) => store.find('checkout.session', sessionId));
    if (!session || session.customer !== customerId) throw appError(SANDBOX_ERRORS.CHECKOUT_NOT_FOUND);
    const price = this.priceOrThrow(session._sandbox.price);
    return {
      id: session.id,
      planId: price.planId,
      planName: planNameOf(priceDoc(price)),
      period: price.period,
      amountCents: price.amountCents,
      currency: session.currency,
      trialDays: session._sandbox.trial_days,
      status: checkoutView(session, unix(this.time())).status,
      cancelUrl: session.cancel_url,
    };
  }

  /**
   * Pays a hosted checkout with a card: creates the subscription as createSubscription does and confirms its first
   * intent (the card saved during a trial, else charged), completes the session, and returns its success URL. A refused
   * card changes nothing: the session stays open and the CardError is thrown.
   */
  async completeCheckoutSession(sessionId: string, input: CardInput, customerId: string): Promise<string> {
    const card = validateCard(input, this.time());
    const behaviour = cardBehaviour(card);
    return this.transaction(async (store) => {
      const session = await store.find('checkout.session', sessionId, true);
      if (!session || session.customer !== customerId) throw appError(SANDBOX_ERRORS.CHECKOUT_NOT_FOUND);
      if (session.status === 'complete') throw appError(SANDBOX_ERRORS.CHECKOUT_COMPLETED);
      if (checkoutView(session, store.now).status === 'expired') throw appError(SANDBOX_ERRORS.CHECKOUT_EXPIRED);
      const trialDays = session._sandbox.trial_days;
      const refusal = trialDays > 0 ? behaviour.attach : behaviour.charge;
      if (refusal) throw refusal;

      const started = await this.startSubscription(store, { customerId, priceId: session._sandbox.price, trialDays, metadata: session.metadata });
      const outcome = started.setupIntent
        ? await this.confirmSetup(store, started.setupIntent, started.subscription, card, behaviour)
        : await this.confirmPayment(store, started.paymentIntent!, started.invoice, started.subscription, card, behaviour);
      if (outcome.error) throw outcome.error; // cannot happen: the refusal was checked above

      Object.assign(session, {
        status: 'complete',
        payment_status: trialDays > 0 ? 'no_payment_required' : 'paid',
        subscription: started.subscription.id,
        invoice: started.invoice?.id ?? null,
      });
      await store.save(session);
      await store.emit('checkout.session.completed', session);
      return session.success_url.split('{CHECKOUT_SESSION_ID}').join(session.id);
    });
  }

  /** One of this customer's invoices, as Stripe would return it; null when unknown or someone else's. */
  async customerInvoice(invoiceId: string, customerId: string): Promise<InvoiceDoc | null> {
    const invoice = await this.read((store) => store.find('invoice', invoiceId));
    return invoice && invoice.customer === customerId ? invoice : null;
  }

  // ---- reads of the port ----

  retrieveSubscription(id: string): Promise<ProviderSubscription | null> {
    return this.read(async (store) => {
      const subscription = await store.find('subscription', id);
      return subscription ? this.subscriptionView(store, subscription) : null;
    });
  }

  retrieveIntent(id: string): Promise<ProviderIntent | null> {
    return this.read(async (store) => {
      const intent = id.startsWith('seti_') ? await store.find('setup_intent', id) : await store.find('payment_intent', id);
      return intent ? this.intentView(store, intent) : null;
    });
  }

  retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null> {
    return this.read(async (store) => {
      const session = await store.find('checkout.session', id);
      return session ? checkoutView(session, store.now) : null;
    });
  }

  retrieveInvoice(id: string): Promise<ProviderInvoice | null> {
    return this.read(async (store) => {
      const invoice = await store.find('invoice', id);
      return invoice ? invoiceView(invoice) : null;
    });
  }

  constructWebhookEvent(_rawBody: Buffer, _signature: string | undefined): ProviderEvent {
    throw new InvalidWebhookSignature('the sandbox provider does not receive webhooks');
  }

  // ---- internals ----

  /**
   * A new subscription: trialing with a setup intent to save the card, or incomplete with an open invoice and the
   * payment intent that pays it. The customer's credit is not used on this first invoice, so there is always an intent
   * for the browser to confirm.
   */
  private async startSubscription(store: SandboxStore, input: CreateSubscriptionInput) {
    const price = this.priceOrThrow(input.priceId);
    const customer = await store.get('customer', input.customerId, true);
    const trial = input.trialDays > 0;
    const periodEnd = trial ? store.now + input.trialDays * DAY_SECONDS : addIntervals(store.now, price.period === 'annual' ? 'year' : 'month', 1);
    const subscription = newSubscription(
      {
        customer: customer.id,
        price,
        metadata: input.metadata,
        status: trial ? 'trialing' : 'incomplete',
        periodStart: store.now,
        periodEnd,
        trialEnd: trial ? periodEnd : null,
      },
      store.now,
    );

    if (trial) {
      const setupIntent = newSetupIntent(customer.id, store.now);
      await store.insert(setupIntent);
      subscription.pending_setup_intent = setupIntent.id;
      await store.insert(subscription);
      await saveSubscription(store, subscription, null);
      await store.emit('customer.subscription.created', subscription);
      const checkout: SubscriptionCheckout = {
        subscriptionId: subscription.id,
        clientSecret: setupIntent.client_secret,
        intentId: setupIntent.id,
        intentKind: 'setup',
        amountDueCents: 0,
      };
      return { subscription, checkout, setupIntent, paymentIntent: null, invoice: null };
    }

    await store.insert(subscription);
    const item = itemOf(subscription);
    const { invoice, intent } = await openInvoice(store, {
      customer,
      subscription,
      reason: 'subscription_create',
      total: price.amountCents,
      periodStart: item.current_period_start,
      periodEnd: item.current_period_end,
      description: describePlan(item.price),
      lineDescription: describeLine(item.price),
      proration: false,
      useCredit: false,
      appUrl: this.appUrl,
    });
    subscription.latest_invoice = invoice.id;
    await saveSubscription(store, subscription, invoice);
    await store.emit('customer.subscription.created', subscription);
    const checkout: SubscriptionCheckout = {
      subscriptionId: subscription.id,
      clientSecret: intent!.client_secret,
      intentId: intent!.id,
      intentKind: 'payment',
      amountDueCents: intent!.amount,
    };
    return { subscription, checkout, setupIntent: null, paymentIntent: intent!, invoice };
  }

  private async confirmPayment(
    store: SandboxStore,
    intent: PaymentIntentDoc,
    invoice: InvoiceDoc | null,
    subscription: SubscriptionDoc | null,
    card: ValidCard,
    behaviour: CardBehaviour,
  ): Promise<Outcome<PaymentIntentDoc>> {
    if (intent.status === 'succeeded') return { result: intent }; // a second click on Pay charges nothing twice
    if (intent.status === 'canceled') throw appError(SANDBOX_ERRORS.INTENT_CANCELED);
    if (behaviour.charge) {
      await recordFailedPayment(store, invoice, intent, behaviour.charge, { retries: false });
      return { result: intent, error: behaviour.charge };
    }
    const paymentMethod = await this.savePaymentMethod(store, intent.customer, card, behaviour);
    await recordPayment(store, invoice, intent, paymentMethod);
    if (subscription) {
      subscription.default_payment_method = paymentMethod.id;
      if (subscription.status === 'incomplete') {
        // The first payment starts the subscription: its first period runs from now.
        const item = itemOf(subscription);
        Object.assign(item, { current_period_start: store.now, current_period_end: addIntervals(store.now, item.price.recurring.interval, 1) });
        Object.assign(subscription, { status: 'active', billing_cycle_anchor: store.now });
      } else if (subscription.status === 'past_due' && subscription.latest_invoice === invoice?.id) {
        subscription.status = 'active';
      }
      await saveSubscription(store, subscription, invoice);
      await store.emit('customer.subscription.updated', subscription);
    }
    return { result: intent };
  }

  private async confirmSetup(
    store: SandboxStore,
    intent: SetupIntentDoc,
    subscription: SubscriptionDoc | null,
    card: ValidCard,
    behaviour: CardBehaviour,
  ): Promise<Outcome<SetupIntentDoc>> {
    if (intent.status === 'succeeded') return { result: intent };
    if (intent.status === 'canceled') throw appError(SANDBOX_ERRORS.INTENT_CANCELED);
    if (behaviour.attach) {
      intent.last_setup_error = toCardErrorDoc(behaviour.attach);
      await store.save(intent);
      return { result: intent, error: behaviour.attach };
    }
    const paymentMethod = await this.savePaymentMethod(store, intent.customer, card, behaviour);
    Object.assign(intent, { status: 'succeeded', payment_method: paymentMethod.id, last_setup_error: null });
    await store.save(intent);
    await store.emit('setup_intent.succeeded', intent);
    if (subscription) {
      Object.assign(subscription, { default_payment_method: paymentMethod.id, pending_setup_intent: null });
      await saveSubscription(store, subscription);
      await store.emit('customer.subscription.updated', subscription);
    }
    return { result: intent };
  }

  private async savePaymentMethod(store: SandboxStore, customer: string, card: ValidCard, behaviour: CardBehaviour): Promise<PaymentMethodDoc> {
    const paymentMethod = newPaymentMethod(customer, { ...card, fingerprint: cardFingerprint(card.number) }, behaviour.charge === null, store.now);
    await store.insert(paymentMethod);
    return paymentMethod;
  }

  private priceOrThrow(priceId: string) {
    const price = this.prices.byId(priceId);
    if (!price) throw new Error(`No such price: '${priceId}'`);
    return price;
  }

  private transaction<T>(work: (store: SandboxStore) => Promise<T>): Promise<T> {
    const now = unix(this.time());
    return this.em.fork().transactional((tx) => work(new SandboxStore(tx, this.inbox, now)));
  }

  /** Reads need no transaction. */
  private read<T>(work: (store: SandboxStore) => Promise<T>): Promise<T> {
    return work(new SandboxStore(this.em.fork(), this.inbox, unix(this.time())));
  }

  /**
   * Runs a write once per idempotency key, like Stripe: the key is claimed by a request row (the unique
   * idempotency_key column); a later or concurrent call with the same key waits for the first to commit and returns its
   * response. Reusing a key for another request is a programmer error. A write that fails releases its key.
   */
  private idempotent<T>(
    key: string,
    method: string,
    params: unknown,
    work: (store: SandboxStore) => Promise<T>,
    revive: (stored: unknown) => T = (stored) => stored as T,
  ): Promise<T> {
    return this.transaction(async (store) => {
      const request = { method, params };
      const connection = store.tx.getConnection();
      const context = store.tx.getTransactionContext();
      const claimed = await connection.execute<{ id: string }[]>(
        "insert into sandbox_objects (id, type, data, idempotency_key) values (?, 'request', ?::jsonb, ?) on conflict (idempotency_key) do nothing returning id",
        [randomId('req', 14), JSON.stringify(request), key],
        'all',
        context,
      );
      if (claimed.length === 0) {
        const [first] = await connection.execute<{ data: { method: string; params: unknown; response: unknown } }[]>(
          "select data from sandbox_objects where idempotency_key = ? and type = 'request'",
          [key],
          'all',
          context,
        );
        if (!first || first.data.method !== method || canonical(first.data.params) !== canonical(params)) {
          throw new Error(`Idempotency key '${key}' was already used for another request`);
        }
        return revive(first.data.response);
      }
      const result = await work(store);
      await connection.execute(
        'update sandbox_objects set data = data || ?::jsonb where id = ?',
        [JSON.stringify({ response: result ?? null }), claimed[0].id],
        'run',
        context,
      );
      return result;
    });
  }

  private async subscriptionView(store: SandboxStore, subscription: SubscriptionDoc): Promise<ProviderSubscription> {
    const item = itemOf(subscription);
    return {
      id: subscription.id,
      customerId: subscription.customer,
      status: subscription.status,
      priceId: item.price.id,
      unitAmountCents: item.price.unit_amount,
      currentPeriodEnd: fromUnix(item.current_period_end),
      trialEnd: fromUnix(subscription.trial_end),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      card: cardView(await store.find('payment_method', subscription.default_payment_method)),
      metadata: { ...subscription.metadata },
    };
  }

  private async intentView(store: SandboxStore, intent: PaymentIntentDoc | SetupIntentDoc): Promise<ProviderIntent> {
    const isPayment = intent.object === 'payment_intent';
    return {
      id: intent.id,
      kind: isPayment ? 'payment' : 'setup',
      status: intent.status,
      customerId: intent.customer,
      amountCents: isPayment ? intent.amount : null,
      currency: isPayment ? intent.currency : null,
      card: cardView(await store.find('payment_method', intent.payment_method)),
    };
  }
}

function cardView(paymentMethod: PaymentMethodDoc | null): CardDetails | null {
  if (!paymentMethod) return null;
  const { brand, last4, exp_month, exp_year, fingerprint } = paymentMethod.card;
  return { brand, last4, expMonth: exp_month, expYear: exp_year, fingerprint: fingerprint ?? null };
}

/** A session still open past its expiry is expired (the clock also marks it and sends checkout.session.expired). */
function checkoutView(session: CheckoutSessionDoc, now: number): ProviderCheckoutSession {
  return {
    id: session.id,
    url: session.status === 'open' ? session.url : null,
    status: session.status === 'open' && session.expires_at <= now ? 'expired' : session.status,
    paymentStatus: session.payment_status,
    customerId: session.customer,
    subscriptionId: session.subscription,
    metadata: { ...session.metadata },
  };
}

function invoiceView(invoice: InvoiceDoc): ProviderInvoice {
  return {
    id: invoice.id,
    customerId: invoice.customer,
    subscriptionId: invoice.parent.subscription_details.subscription,
    status: invoice.status,
    amountDueCents: invoice.amount_due,
    amountPaidCents: invoice.amount_paid,
    currency: invoice.currency,
    hostedInvoiceUrl: invoice.hosted_invoice_url,
    description: invoice.description,
    createdAt: new Date(invoice.created * 1000),
    paidAt: fromUnix(invoice.status_transitions.paid_at),
  };
}

/** JSON with sorted keys: jsonb does not keep the order in which keys were written. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** A stored ProviderInvoice response (or null): its dates come back as ISO strings. */
function reviveInvoice(stored: unknown): ProviderInvoice | null {
  const view = stored as (ProviderInvoice & { createdAt: string; paidAt: string | null }) | null;
  return view && { ...view, createdAt: new Date(view.createdAt), paidAt: view.paidAt ? new Date(view.paidAt) : null };
}

/** A stored ProviderSubscription response: its dates come back as ISO strings. */
function reviveSubscription(stored: unknown): ProviderSubscription {
  const view = stored as ProviderSubscription & { currentPeriodEnd: string | null; trialEnd: string | null };
  return {
    ...view,
    currentPeriodEnd: view.currentPeriodEnd ? new Date(view.currentPeriodEnd) : null,
    trialEnd: view.trialEnd ? new Date(view.trialEnd) : null,
  };
}
