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
  type SandboxSettings,
} from './sandbox-billing';
import { type CardBehaviour, cardBehaviour, cardFingerprint, type CardInput, validateCard, type ValidCard } from './sandbox-cards';
import { type SandboxTime, unix } from './sandbox-clock';
import {
  type CheckoutSessionDoc,
  type CustomerDoc,
  type InvoiceDoc,
  itemOf,
  newCheckoutSession,
  newCustomer,
  newPaymentMethod,
  newSetupIntent,
  newRefund,
  newSubscription,
  type PaymentIntentDoc,
  paymentIntentOf,
  type PaymentMethodDoc,
  priceDoc,
  type SandboxPrice,
  type SetupIntentDoc,
  type SubscriptionDoc,
  toCardErrorDoc,
} from './sandbox-documents';
import { type SandboxCardError, SandboxRefusal } from './sandbox-errors';
import { idempotent } from './sandbox-idempotency';
import { addIntervals, DAY_SECONDS, prorate } from './sandbox-proration';
import { type SandboxDatabase, SandboxStore } from './sandbox-store';

export interface NewCustomer {
  userId: number;
  email: string;
  name: string | null;
}

export interface NewSubscription {
  customerId: string;
  priceId: string;
  /** 0 for no trial: the first invoice is charged when the card is confirmed. */
  trialDays: number;
  metadata: Record<string, string>;
}

export interface NewCheckoutSession extends NewSubscription {
  /** May contain `{CHECKOUT_SESSION_ID}`, replaced with the session's id. */
  successUrl: string;
  cancelUrl: string;
}

/** A new subscription and the intent the browser confirms: a SetupIntent during a trial, else the first invoice's PaymentIntent. */
export interface SubscriptionStart {
  subscription: SubscriptionDoc;
  intent: PaymentIntentDoc | SetupIntentDoc;
}

/** What the sandbox's hosted checkout page shows. */
export interface SandboxCheckoutPage {
  id: string;
  planId: string;
  planName: string;
  period: SandboxPrice['period'];
  amountCents: number;
  currency: string;
  trialDays: number;
  status: CheckoutSessionDoc['status'];
  cancelUrl: string;
}

interface Outcome<T> {
  result: T;
  /** A refusal to throw once the transaction that recorded it has committed. */
  error?: SandboxCardError;
}

const INTENT_SECRET = /^((?:pi|seti)_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/;

/**
 * Stripe's test mode without Stripe (docs/billing.md#two-payment-providers-behind-one-port): the writes and reads the
 * payment port needs, and what the browser does on Stripe's pages (confirming an intent, paying a hosted checkout). It
 * keeps its objects in Stripe's shapes through the host's database, each write one transaction with the events it
 * causes; answers are Stripe's objects, which the host maps to its own views. SandboxRenewals moves time.
 */
export class SandboxPayments {
  constructor(
    private readonly database: SandboxDatabase,
    private readonly settings: SandboxSettings,
    private readonly time: SandboxTime,
  ) {}

  // ---- writes: each idempotent by key, each one transaction with its events ----

  createCustomer(input: NewCustomer, idempotencyKey: string): Promise<CustomerDoc> {
    return this.idempotent(idempotencyKey, 'createCustomer', input, async (store) => {
      const customer = newCustomer(input, store.now);
      await store.insert(customer);
      return customer;
    });
  }

  createSubscription(input: NewSubscription, idempotencyKey: string): Promise<SubscriptionStart> {
    return this.idempotent(idempotencyKey, 'createSubscription', input, async (store) => {
      const { subscription, setupIntent, paymentIntent } = await this.startSubscription(store, input);
      return { subscription, intent: setupIntent ?? paymentIntent };
    });
  }

  changeSubscriptionPrice(subscriptionId: string, priceId: string, idempotencyKey: string): Promise<SubscriptionDoc> {
    return this.idempotent(idempotencyKey, 'changeSubscriptionPrice', { subscriptionId, priceId }, async (store) => {
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
            description: `${describePlan(this.settings, item.price)} (changed from ${describePlan(this.settings, old)}, prorated)`,
            lineDescription: proration.resetsCycle
              ? `${describeLine(this.settings, item.price)} from now, less unused time on ${planNameOf(this.settings, old)}`
              : `Remaining time on ${planNameOf(this.settings, item.price)} after switching from ${planNameOf(this.settings, old)}`,
            proration: true,
            useCredit: true,
            appUrl: this.settings.appUrl,
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
      return subscription;
    });
  }

  cancelAtPeriodEnd(subscriptionId: string, idempotencyKey: string): Promise<SubscriptionDoc> {
    return this.idempotent(idempotencyKey, 'cancelAtPeriodEnd', { subscriptionId }, async (store) => {
      const subscription = await store.get('subscription', subscriptionId, true);
      if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
        throw new Error(`A ${subscription.status} subscription cannot be cancelled at period end (${subscriptionId})`);
      }
      if (!subscription.cancel_at_period_end) {
        Object.assign(subscription, { cancel_at_period_end: true, cancel_at: itemOf(subscription).current_period_end });
        await saveSubscription(store, subscription);
        await store.emit('customer.subscription.updated', subscription);
      }
      return subscription;
    });
  }

  endTrialNow(subscriptionId: string, idempotencyKey: string): Promise<SubscriptionDoc> {
    return this.idempotent(idempotencyKey, 'endTrialNow', { subscriptionId }, async (store) => {
      const subscription = await store.get('subscription', subscriptionId, true);
      if (subscription.status === 'trialing') {
        // As Stripe's trial_end 'now': the trial's period ends here, the cycle restarts from now and is charged at once.
        Object.assign(subscription, { trial_end: store.now, billing_cycle_anchor: store.now });
        itemOf(subscription).current_period_end = store.now;
        await renewSubscription(store, subscription, this.settings);
      }
      return subscription;
    });
  }

  cancelNow(subscriptionId: string, idempotencyKey: string): Promise<void> {
    return this.idempotent(idempotencyKey, 'cancelNow', { subscriptionId }, async (store) => {
      const subscription = await store.get('subscription', subscriptionId, true);
      if (subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') await endSubscription(store, subscription, store.now);
    });
  }

  refundLatestInvoice(subscriptionId: string, idempotencyKey: string): Promise<InvoiceDoc | null> {
    return this.idempotent(idempotencyKey, 'refundLatestInvoice', { subscriptionId }, async (store) => {
      const subscription = await store.get('subscription', subscriptionId, true);
      const invoice = await store.find('invoice', subscription.latest_invoice, true);
      const intent = invoice && (await store.find('payment_intent', paymentIntentOf(invoice), true));
      if (!invoice || !intent || intent.status !== 'succeeded' || intent.amount_received === 0) return null;
      // Like Stripe, a charge is refunded once: another key finds the refund already made.
      if (!(await store.findContaining('refund', { payment_intent: intent.id }))) await store.insert(newRefund(intent, store.now));
      return invoice;
    });
  }

  createCheckoutSession(input: NewCheckoutSession, idempotencyKey: string): Promise<CheckoutSessionDoc> {
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
          appUrl: this.settings.appUrl,
        },
        store.now,
      );
      await store.insert(session);
      return session;
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

  // ---- what the browser does on Stripe's pages (the backend's SandboxController) ----

  /**
   * Confirms a payment or setup intent with a card, as Stripe.js would: the card is checked as Elements checks it, then
   * the issuer's answer applied. A refusal is recorded (with its event) and thrown as a SandboxCardError; the same client
   * secret can be confirmed again. The intent must be this customer's, else it is not found.
   */
  async confirmIntentWithCard(clientSecret: string, input: CardInput, customerId: string): Promise<PaymentIntentDoc | SetupIntentDoc> {
    const card = validateCard(input, this.time());
    const intentId = INTENT_SECRET.exec(clientSecret)?.[1];
    if (!intentId) throw new SandboxRefusal('INTENT_NOT_FOUND');
    const type = intentId.startsWith('pi_') ? 'payment_intent' : 'setup_intent';
    const outcome = await this.transaction(async (store): Promise<Outcome<PaymentIntentDoc | SetupIntentDoc>> => {
      // Lock order everywhere: subscription, then its invoice and intents, then the customer.
      const unlocked = await store.find(type, intentId);
      if (!unlocked || unlocked.client_secret !== clientSecret || unlocked.customer !== customerId) throw new SandboxRefusal('INTENT_NOT_FOUND');
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
    return outcome.result;
  }

  /** The hosted checkout page's view of a session; not found unless it is this customer's. */
  async checkoutPage(sessionId: string, customerId: string): Promise<SandboxCheckoutPage> {
    const session = await this.read((store) => store.find('checkout.session', sessionId));
    if (!session || session.customer !== customerId) throw new SandboxRefusal('CHECKOUT_NOT_FOUND');
    const price = this.priceOrThrow(session._sandbox.price);
    return {
      id: session.id,
      planId: price.planId,
      planName: price.planName,
      period: price.period,
      amountCents: price.amountCents,
      currency: session.currency,
      trialDays: session._sandbox.trial_days,
      status: checkoutSessionAt(session, unix(this.time())).status,
      cancelUrl: session.cancel_url,
    };
  }

  /**
   * Pays a hosted checkout with a card: creates the subscription as createSubscription does and confirms its first
   * intent (the card saved during a trial, else charged), completes the session, and returns its success URL. A refused
   * card changes nothing: the session stays open and the SandboxCardError is thrown.
   */
  async completeCheckoutSession(sessionId: string, input: CardInput, customerId: string): Promise<string> {
    const card = validateCard(input, this.time());
    const behaviour = cardBehaviour(card);
    return this.transaction(async (store) => {
      const session = await store.find('checkout.session', sessionId, true);
      if (!session || session.customer !== customerId) throw new SandboxRefusal('CHECKOUT_NOT_FOUND');
      if (session.status === 'complete') throw new SandboxRefusal('CHECKOUT_COMPLETED');
      if (checkoutSessionAt(session, store.now).status === 'expired') throw new SandboxRefusal('CHECKOUT_EXPIRED');
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

  // ---- reads: null for an id the sandbox does not know ----

  retrieveSubscription(id: string): Promise<SubscriptionDoc | null> {
    return this.read((store) => store.find('subscription', id));
  }

  retrieveIntent(id: string): Promise<PaymentIntentDoc | SetupIntentDoc | null> {
    return this.read(async (store) => (id.startsWith('seti_') ? await store.find('setup_intent', id) : await store.find('payment_intent', id)));
  }

  /** As Stripe answers it: a session still open past its expiry reads as expired. */
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionDoc | null> {
    return this.read(async (store) => {
      const session = await store.find('checkout.session', id);
      return session && checkoutSessionAt(session, store.now);
    });
  }

  retrieveInvoice(id: string): Promise<InvoiceDoc | null> {
    return this.read((store) => store.find('invoice', id));
  }

  retrievePaymentMethod(id: string | null): Promise<PaymentMethodDoc | null> {
    return this.read((store) => store.find('payment_method', id));
  }

  // ---- internals ----

  /**
   * A new subscription: trialing with a setup intent to save the card, or incomplete with an open invoice and the
   * payment intent that pays it. The customer's credit is not used on this first invoice, so there is always an intent
   * for the browser to confirm.
   */
  private async startSubscription(store: SandboxStore, input: NewSubscription) {
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
      return { subscription, setupIntent, paymentIntent: null, invoice: null };
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
      description: describePlan(this.settings, item.price),
      lineDescription: describeLine(this.settings, item.price),
      proration: false,
      useCredit: false,
      appUrl: this.settings.appUrl,
    });
    subscription.latest_invoice = invoice.id;
    await saveSubscription(store, subscription, invoice);
    await store.emit('customer.subscription.created', subscription);
    return { subscription, setupIntent: null, paymentIntent: intent!, invoice };
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
    if (intent.status === 'canceled') throw new SandboxRefusal('INTENT_CANCELED');
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
    if (intent.status === 'canceled') throw new SandboxRefusal('INTENT_CANCELED');
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

  private priceOrThrow(priceId: string): SandboxPrice {
    const price = this.settings.prices.find((known) => known.id === priceId);
    if (!price) throw new Error(`No such price: '${priceId}'`);
    return price;
  }

  private transaction<T>(work: (store: SandboxStore) => Promise<T>): Promise<T> {
    const now = unix(this.time());
    return this.database.transaction((rows) => work(new SandboxStore(rows, now)));
  }

  /** Reads need no transaction. */
  private read<T>(work: (store: SandboxStore) => Promise<T>): Promise<T> {
    const now = unix(this.time());
    return this.database.read((rows) => work(new SandboxStore(rows, now)));
  }

  /** A write run once per idempotency key (see `idempotent`), in one transaction with the key's claim. */
  private idempotent<T>(key: string, method: string, params: unknown, work: (store: SandboxStore) => Promise<T>): Promise<T> {
    const now = unix(this.time());
    return this.database.transaction((rows) => idempotent(rows, key, method, params, () => work(new SandboxStore(rows, now))));
  }
}

/** The session as Stripe answers it at `now`: one still open past its expiry is expired (the clock does not mark it). */
export function checkoutSessionAt(session: CheckoutSessionDoc, now: number): CheckoutSessionDoc {
  const expired = session.status === 'open' && session.expires_at <= now;
  return expired || session.status !== 'open' ? { ...session, status: expired ? 'expired' : session.status, url: null } : session;
}
