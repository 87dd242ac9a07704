import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { addIntervals, cardFingerprint, type CardInput, DAY_SECONDS } from '@receptionists/payments-sandbox';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { Test, type TestingModule } from '@nestjs/testing';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { NextFunction, Request, Response } from 'express';
import request from 'supertest';
import { AllExceptionsFilter } from '../../src/common/errors/all-exceptions.filter';
import { createValidationPipe } from '../../src/common/http/validation.pipe';
import { RateLimitModule } from '../../src/common/rate-limit/rate-limit.module';
import { CoreModule } from '../../src/core.module';
import { SessionsModule } from '../../src/modules/auth/sessions.module';
import { requestScopes } from '../../src/common/http/request-scope';
import { BillingEventsInbox } from '../../src/modules/billing/billing-events.inbox';
import { PriceBook } from '../../src/modules/billing/price-book';
import { CardError } from '../../src/modules/billing/providers/payment-provider';
import { SandboxClock } from '../../src/modules/billing/providers/sandbox/sandbox-clock.job';
import { SANDBOX_TIME, SandboxPaymentProvider } from '../../src/modules/billing/providers/sandbox/sandbox-payment.provider';
import { SandboxController } from '../../src/modules/billing/providers/sandbox/sandbox.controller';
import { User } from '../../src/modules/users/user.entity';
import { Subscription } from '../../src/modules/billing/subscription.entity';
import { databaseReader, type Row } from './billing-helpers';

const PROFESSIONAL_MONTHLY = 'price_sandbox_professional_monthly';
const PROFESSIONAL_ANNUAL = 'price_sandbox_professional_annual';
const BUSINESS_MONTHLY = 'price_sandbox_business_monthly';

const card = (number: string, overrides: Partial<CardInput> = {}): CardInput => ({ number, expiry: '12 / 30', cvc: '123', ...overrides });
const VISA = card('4242 4242 4242 4242');

describe('sandbox payment provider', () => {
  let moduleRef: TestingModule;
  let app: NestExpressApplication;
  let provider: SandboxPaymentProvider;
  let clock: SandboxClock;
  let em: EntityManager;
  // The sandbox's time source: tests move it forward to be mid-period.
  let now = new Date();

  beforeAll(async () => {
    moduleRef = await Test.createTestingModule({
      imports: [CoreModule, RateLimitModule, SessionsModule], // SessionsModule: the controller's session guard
      controllers: [SandboxController],
      providers: [PriceBook, BillingEventsInbox, SandboxPaymentProvider, SandboxClock, { provide: SANDBOX_TIME, useValue: () => now }],
    }).compile();
    app = moduleRef.createNestApplication<NestExpressApplication>();
    app.use((_req: Request, res: Response, next: NextFunction) => {
      res.locals.cspNonce = 'nonce-of-this-answer'; // as configureHttpApp sets it for the CSP header
      next();
    });
    app.use(requestScopes(app.get(MikroORM).em));
    app.setGlobalPrefix('api');
    app.useGlobalPipes(createValidationPipe());
    app.useGlobalFilters(new AllExceptionsFilter());
    await app.init();
    provider = app.get(SandboxPaymentProvider);
    clock = app.get(SandboxClock);
    em = app.get(EntityManager);
  });

  afterAll(() => app?.close());

  beforeEach(() => {
    now = new Date();
  });

  // The sandbox's store and the events it recorded, read back with SQL.
  const { sql, doc } = databaseReader(() => em.fork());
  const eventsOf = async (customerId: string): Promise<Row[]> =>
    (await sql("select payload from stripe_events where payload->'data'->'object'->>'customer' = ? order by id", [customerId])).map((row) => row.payload);
  const typesOf = async (customerId: string) => (await eventsOf(customerId)).map((event) => event.type);
  const at = (seconds: number) => new Date(seconds * 1000);
  const key = () => randomUUID();

  async function newCustomer(name: string | null = 'Ada Lovelace') {
    return provider.createCustomer({ userId: Math.floor(Math.random() * 1e9), email: `ada-${randomUUID().slice(0, 8)}@example.com`, name }, key());
  }

  async function cardError(promise: Promise<unknown>): Promise<CardError> {
    const error = await promise.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    if (!(error instanceof CardError)) throw new Error(`expected a CardError, got ${String(error)}`);
    return error;
  }

  /** A customer with an active monthly Professional subscription paid with `number` now. */
  async function activeSubscription(number = '4242424242424242', priceId = PROFESSIONAL_MONTHLY) {
    const customerId = await newCustomer();
    const checkout = await provider.createSubscription({ customerId, priceId, trialDays: 0, metadata: {} }, key());
    await provider.confirmIntentWithCard(checkout.clientSecret, card(number), customerId);
    return { customerId, subscriptionId: checkout.subscriptionId };
  }

  /** A customer with a 14-day trial whose card (`number`) is saved. */
  async function trialWithCard(number = '4242424242424242') {
    const customerId = await newCustomer();
    const checkout = await provider.createSubscription({ customerId, priceId: PROFESSIONAL_MONTHLY, trialDays: 14, metadata: {} }, key());
    await provider.confirmIntentWithCard(checkout.clientSecret, card(number), customerId);
    const subscription = await doc(checkout.subscriptionId);
    return { customerId, subscriptionId: checkout.subscriptionId, trialEnd: subscription.trial_end as number };
  }

  describe('subscriptions with a trial', () => {
    it('starts trialing with a setup intent, saves the card with 4242, and records the events in order', async () => {
      const customerId = await newCustomer();
      const checkout = await provider.createSubscription({ customerId, priceId: PROFESSIONAL_MONTHLY, trialDays: 14, metadata: { userId: '42' } }, key());
      expect(checkout).toMatchObject({ intentKind: 'setup', amountDueCents: 0 });
      expect(checkout.clientSecret).toMatch(/^seti_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/);
      expect(checkout.clientSecret.startsWith(`${checkout.intentId}_secret_`)).toBe(true);
      expect(await provider.retrieveSubscription(checkout.subscriptionId)).toMatchObject({ status: 'trialing', card: null });

      const intent = await provider.confirmIntentWithCard(checkout.clientSecret, VISA, customerId);

      expect(intent).toMatchObject({
        id: checkout.intentId,
        kind: 'setup',
        status: 'succeeded',
        customerId,
        card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
      });
      const subscription = await provider.retrieveSubscription(checkout.subscriptionId);
      const trialEnd = new Date((Math.floor(now.getTime() / 1000) + 14 * DAY_SECONDS) * 1000);
      expect(subscription).toEqual({
        id: checkout.subscriptionId,
        customerId,
        status: 'trialing',
        priceId: PROFESSIONAL_MONTHLY,
        unitAmountCents: 24900,
        currentPeriodEnd: trialEnd,
        trialEnd,
        cancelAtPeriodEnd: false,
        card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, fingerprint: cardFingerprint('4242424242424242') },
        metadata: { userId: '42' },
      });
      const stored = await doc(checkout.subscriptionId);
      expect(stored).toMatchObject({ pending_setup_intent: null, latest_invoice: null, default_payment_method: expect.stringMatching(/^pm_/) });
      // Where Stripe shows it: the PaymentMethod's card.fingerprint.
      expect(await doc(stored.default_payment_method as string)).toMatchObject({ card: { fingerprint: cardFingerprint('4242424242424242') } });

      expect(await typesOf(customerId)).toEqual(['customer.subscription.created', 'setup_intent.succeeded', 'customer.subscription.updated']);
      const [created, setup, updated] = await eventsOf(customerId);
      expect(created).toMatchObject({
        object: 'event',
        api_version: '2026-10-28.endive',
        livemode: false,
        data: { object: { id: checkout.subscriptionId, object: 'subscription', status: 'trialing' } },
      });
      expect(created.id).toMatch(/^evt_/);
      expect(created.data.object).not.toHaveProperty('_sandbox');
      expect(setup.data.object).toMatchObject({ id: checkout.intentId, object: 'setup_intent', status: 'succeeded' });
      expect(updated.data.object).toMatchObject({ default_payment_method: stored.default_payment_method, pending_setup_intent: null });
    });

    it('leaves the trial without a card when the card is declined, and takes another card after', async () => {
      const customerId = await newCustomer();
      const checkout = await provider.createSubscription({ customerId, priceId: PROFESSIONAL_MONTHLY, trialDays: 14, metadata: {} }, key());

      const declined = await cardError(provider.confirmIntentWithCard(checkout.clientSecret, card('4000 0000 0000 0002'), customerId));
      expect(declined).toMatchObject({ message: 'Your card was declined.', code: 'card_declined', declineCode: 'generic_decline' });
      expect((await doc(checkout.intentId)).last_setup_error).toMatchObject({ code: 'card_declined', decline_code: 'generic_decline' });
      expect((await provider.retrieveSubscription(checkout.subscriptionId))?.card).toBeNull();

      // 0341 is saved (and verified) fine: only its later charges fail.
      await provider.confirmIntentWithCard(checkout.clientSecret, card('4000000000000341'), customerId);
      expect((await provider.retrieveSubscription(checkout.subscriptionId))?.card).toMatchObject({ last4: '0341' });
      expect(await typesOf(customerId)).toEqual(['customer.subscription.created', 'setup_intent.succeeded', 'customer.subscription.updated']);
    });
  });

  describe('subscriptions without a trial', () => {
    it('is incomplete with an open invoice until 4242 pays it, then active for a month', async () => {
      const customerId = await newCustomer();
      const checkout = await provider.createSubscription({ customerId, priceId: PROFESSIONAL_MONTHLY, trialDays: 0, metadata: {} }, key());
      expect(checkout).toMatchObject({ intentKind: 'payment', amountDueCents: 24900 });
      expect(checkout.clientSecret).toMatch(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/);
      expect(await provider.retrieveIntent(checkout.intentId)).toEqual({
        id: checkout.intentId,
        kind: 'payment',
        status: 'requires_payment_method',
        customerId,
        amountCents: 24900,
        currency: 'usd',
        card: null,
      });
      expect((await provider.retrieveSubscription(checkout.subscriptionId))?.status).toBe('incomplete');
      const invoiceId = (await doc(checkout.subscriptionId)).latest_invoice;
      expect(await provider.retrieveInvoice(invoiceId)).toMatchObject({
        status: 'open',
        amountDueCents: 24900,
        amountPaidCents: 0,
        subscriptionId: checkout.subscriptionId,
        paidAt: null,
      });

      now = new Date(now.getTime() + 60_000); // the customer pays a minute later: the period starts then
      await provider.confirmIntentWithCard(checkout.clientSecret, VISA, customerId);

      const paidAt = Math.floor(now.getTime() / 1000);
      const subscription = await provider.retrieveSubscription(checkout.subscriptionId);
      expect(subscription).toMatchObject({
        status: 'active',
        card: { brand: 'visa', last4: '4242' },
        trialEnd: null,
        currentPeriodEnd: at(addIntervals(paidAt, 'month', 1)),
      });
      expect(await provider.retrieveInvoice(invoiceId)).toEqual({
        id: invoiceId,
        customerId,
        subscriptionId: checkout.subscriptionId,
        status: 'paid',
        amountDueCents: 24900,
        amountPaidCents: 24900,
        currency: 'usd',
        hostedInvoiceUrl: `http://localhost:3000/api/sandbox/invoices/${invoiceId}`,
        description: 'Professional plan, billed monthly',
        createdAt: expect.any(Date),
        paidAt: at(paidAt),
      });
      expect(await provider.retrieveIntent(checkout.intentId)).toMatchObject({ status: 'succeeded', card: { last4: '4242' } });
      expect(await typesOf(customerId)).toEqual(['customer.subscription.created', 'payment_intent.succeeded', 'invoice.paid', 'customer.subscription.updated']);
    });

    it.each([
      ['4000 0000 0000 0002', 'Your card was declined.', 'generic_decline'],
      ['4000 0000 0000 9995', 'Your card has insufficient funds.', 'insufficient_funds'],
    ])("refuses %s with Stripe's message, and the same intent can be paid with 4242 after", async (number, message, declineCode) => {
      const customerId = await newCustomer();
      const checkout = await provider.createSubscription({ customerId, priceId: BUSINESS_MONTHLY, trialDays: 0, metadata: {} }, key());

      const error = await cardError(provider.confirmIntentWithCard(checkout.clientSecret, card(number), customerId));
      expect(error).toMatchObject({ message, code: 'card_declined', declineCode });
      expect(await doc(checkout.intentId)).toMatchObject({
        status: 'requires_payment_method',
        last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: declineCode, message },
      });
      expect((await provider.retrieveSubscription(checkout.subscriptionId))?.status).toBe('incomplete');

      const intent = await provider.confirmIntentWithCard(checkout.clientSecret, VISA, customerId);
      expect(intent).toMatchObject({ status: 'succeeded', amountCents: 59900 });
      expect((await provider.retrieveSubscription(checkout.subscriptionId))?.status).toBe('active');
      expect((await doc(checkout.intentId)).last_payment_error).toBeNull();
      expect(await typesOf(customerId)).toEqual([
        'customer.subscription.created',
        'payment_intent.payment_failed',
        'payment_intent.succeeded',
        'invoice.paid',
        'customer.subscription.updated',
      ]);
    });

    it('checks the card like Elements before anything reaches the intent, and refuses live cards', async () => {
      const customerId = await newCustomer();
      const checkout = await provider.createSubscription({ customerId, priceId: PROFESSIONAL_MONTHLY, trialDays: 0, metadata: {} }, key());

      expect((await cardError(provider.confirmIntentWithCard(checkout.clientSecret, card('4242 4242 4242 4241'), customerId))).message).toBe(
        'Your card number is incorrect.',
      );
      expect(
        (await cardError(provider.confirmIntentWithCard(checkout.clientSecret, card('4242424242424242', { expiry: '01 / 20' }), customerId))).message,
      ).toBe("Your card's expiration date is in the past.");
      expect(await typesOf(customerId)).toEqual(['customer.subscription.created']);
      expect((await cardError(provider.confirmIntentWithCard(checkout.clientSecret, card('4111 1111 1111 1111'), customerId))).message).toBe(
        'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit our testing docs.',
      );
    });

    it("does not let a customer confirm another customer's intent, and charges once when confirmed twice", async () => {
      const customerId = await newCustomer();
      const checkout = await provider.createSubscription({ customerId, priceId: PROFESSIONAL_MONTHLY, trialDays: 0, metadata: {} }, key());
      const stranger = await newCustomer();
      await expect(provider.confirmIntentWithCard(checkout.clientSecret, VISA, stranger)).rejects.toMatchObject({
        status: 404,
        code: 'SANDBOX.INTENT_NOT_FOUND',
      });
      await expect(provider.confirmIntentWithCard(`${checkout.intentId}_secret_wrong`, VISA, customerId)).rejects.toMatchObject({ status: 404 });

      const [first, second] = await Promise.all([
        provider.confirmIntentWithCard(checkout.clientSecret, VISA, customerId),
        provider.confirmIntentWithCard(checkout.clientSecret, VISA, customerId),
      ]);
      expect([first.status, second.status]).toEqual(['succeeded', 'succeeded']);
      expect((await typesOf(customerId)).filter((type) => type === 'invoice.paid')).toHaveLength(1);
    });
  });

  describe('idempotency', () => {
    it('returns the first subscription for a repeated key, sequential or concurrent, and stores one', async () => {
      const customerId = await newCustomer();
      const input = { customerId, priceId: PROFESSIONAL_MONTHLY, trialDays: 14, metadata: {} };
      const sequentialKey = key();
      const first = await provider.createSubscription(input, sequentialKey);
      expect(await provider.createSubscription(input, sequentialKey)).toEqual(first);

      const concurrentKey = key();
      const [a, b, c] = await Promise.all([1, 2, 3].map(() => provider.createSubscription(input, concurrentKey)));
      expect(b).toEqual(a);
      expect(c).toEqual(a);
      expect(a.subscriptionId).not.toBe(first.subscriptionId);

      const [{ count }] = await sql("select count(*)::int as count from sandbox_objects where type = 'subscription' and data->>'customer' = ?", [customerId]);
      expect(count).toBe(2);
      expect(await typesOf(customerId)).toEqual(['customer.subscription.created', 'customer.subscription.created']);
    });

    it('refuses a key reused for another request, and frees the key of a write that failed', async () => {
      const customerId = await newCustomer();
      const reused = key();
      await provider.createSubscription({ customerId, priceId: PROFESSIONAL_MONTHLY, trialDays: 0, metadata: {} }, reused);
      await expect(provider.createSubscription({ customerId, priceId: BUSINESS_MONTHLY, trialDays: 0, metadata: {} }, reused)).rejects.toThrow(/already used/);

      const failing = key();
      await expect(provider.createSubscription({ customerId, priceId: 'price_unknown', trialDays: 0, metadata: {} }, failing)).rejects.toThrow(/No such price/);
      await expect(
        provider.createSubscription({ customerId: 'cus_unknown', priceId: PROFESSIONAL_MONTHLY, trialDays: 0, metadata: {} }, key()),
      ).rejects.toThrow(/No such customer/);
      const retried = await provider.createSubscription({ customerId, priceId: PROFESSIONAL_MONTHLY, trialDays: 0, metadata: {} }, failing);
      expect(retried.subscriptionId).toMatch(/^sub_/);
      expect(await typesOf(customerId)).toEqual(['customer.subscription.created', 'customer.subscription.created']);
    });

    it('returns the first response for a repeated price change, with its dates', async () => {
      const { subscriptionId } = await activeSubscription();
      const changeKey = key();
      const first = await provider.changeSubscriptionPrice(subscriptionId, BUSINESS_MONTHLY, changeKey);
      const again = await provider.changeSubscriptionPrice(subscriptionId, BUSINESS_MONTHLY, changeKey);
      expect(again).toEqual(first);
      expect(again.currentPeriodEnd).toBeInstanceOf(Date);
    });
  });

  describe('price changes', () => {
    it('charges the prorated difference at once when moving up mid-period', async () => {
      const { customerId, subscriptionId } = await activeSubscription();
      const before = await doc(subscriptionId);
      const { current_period_start: start, current_period_end: end } = before.items.data[0];
      now = new Date((start + 10 * DAY_SECONDS) * 1000);

      const changed = await provider.changeSubscriptionPrice(subscriptionId, BUSINESS_MONTHLY, key());

      const expected = Math.round(((59900 - 24900) * (end - (start + 10 * DAY_SECONDS))) / (end - start));
      expect(expected).toBeGreaterThan(20000);
      expect(changed).toMatchObject({ status: 'active', priceId: BUSINESS_MONTHLY, unitAmountCents: 59900, currentPeriodEnd: at(end) });
      const after = await doc(subscriptionId);
      expect(after.latest_invoice).not.toBe(before.latest_invoice);
      expect(await provider.retrieveInvoice(after.latest_invoice)).toMatchObject({ status: 'paid', amountDueCents: expected, amountPaidCents: expected });
      expect((await doc(after.latest_invoice)).billing_reason).toBe('subscription_update');
      expect((await typesOf(customerId)).slice(-3)).toEqual(['payment_intent.succeeded', 'invoice.paid', 'customer.subscription.updated']);
    });

    it('keeps what a downgrade leaves as credit for the next invoice, without refunding', async () => {
      const { customerId, subscriptionId } = await activeSubscription('4242424242424242', BUSINESS_MONTHLY);
      const { current_period_start: start, current_period_end: end } = (await doc(subscriptionId)).items.data[0];
      now = new Date((start + 15 * DAY_SECONDS) * 1000);
      const invoiceBefore = (await doc(subscriptionId)).latest_invoice;

      await provider.changeSubscriptionPrice(subscriptionId, PROFESSIONAL_MONTHLY, key());

      const credit = Math.round((35000 * (end - now.getTime() / 1000)) / (end - start));
      expect((await doc(customerId)).balance).toBe(-credit);
      expect((await doc(subscriptionId)).latest_invoice).toBe(invoiceBefore);

      // The renewal at the end of the period uses the credit first.
      await clock.advance(at(end + 1), { customerId });
      const renewal = await doc((await doc(subscriptionId)).latest_invoice);
      expect(renewal).toMatchObject({
        billing_reason: 'subscription_cycle',
        total: 24900,
        amount_due: 24900 - credit,
        starting_balance: -credit,
        ending_balance: 0,
        status: 'paid',
      });
      expect((await doc(customerId)).balance).toBe(0);
    });

    it('starts a new year when moving from monthly to annual, less the unused month', async () => {
      const { subscriptionId } = await activeSubscription();
      const { current_period_start: start, current_period_end: end } = (await doc(subscriptionId)).items.data[0];
      const changeAt = start + 5 * DAY_SECONDS;
      now = at(changeAt);

      const changed = await provider.changeSubscriptionPrice(subscriptionId, PROFESSIONAL_ANNUAL, key());

      expect(changed).toMatchObject({ priceId: PROFESSIONAL_ANNUAL, currentPeriodEnd: at(addIntervals(changeAt, 'year', 1)) });
      const invoice = await provider.retrieveInvoice((await doc(subscriptionId)).latest_invoice);
      expect(invoice?.amountDueCents).toBe(238800 - Math.round((24900 * (end - changeAt)) / (end - start)));
    });

    it('only switches the price during a trial, and resumes a subscription cancelled at period end', async () => {
      const { customerId, subscriptionId } = await trialWithCard();
      await provider.cancelAtPeriodEnd(subscriptionId, key());
      const changed = await provider.changeSubscriptionPrice(subscriptionId, BUSINESS_MONTHLY, key());
      expect(changed).toMatchObject({ status: 'trialing', priceId: BUSINESS_MONTHLY, cancelAtPeriodEnd: false });
      expect((await doc(subscriptionId)).latest_invoice).toBeNull();
      expect((await typesOf(customerId)).filter((type) => type.startsWith('invoice.'))).toEqual([]);
    });

    it('refuses the change when the saved card declines the prorated charge, changing nothing (error_if_incomplete)', async () => {
      const { customerId, subscriptionId } = await trialWithCard('4000000000000341');
      const { trialEnd } = { trialEnd: (await doc(subscriptionId)).trial_end };
      await clock.advance(at(trialEnd + 1), { customerId }); // the renewal fails: past_due
      now = at(trialEnd + 2 * 3600);
      const before = await doc(subscriptionId);
      const eventsBefore = await typesOf(customerId);

      await expect(provider.changeSubscriptionPrice(subscriptionId, BUSINESS_MONTHLY, key())).rejects.toMatchObject({
        name: 'CardError',
        code: 'card_declined',
      });

      expect(await doc(subscriptionId)).toEqual(before);
      expect(await typesOf(customerId)).toEqual(eventsBefore);
    });
  });

  describe('cancellation', () => {
    it('cancels at the end of the period when the clock gets there, without another charge', async () => {
      const { customerId, subscriptionId } = await activeSubscription();
      const cancelled = await provider.cancelAtPeriodEnd(subscriptionId, key());
      expect(cancelled).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
      const end = (await doc(subscriptionId)).items.data[0].current_period_end;

      await clock.advance(at(end - 60), { customerId });
      expect((await provider.retrieveSubscription(subscriptionId))?.status).toBe('active');
      await clock.advance(at(end + 60), { customerId });

      expect(await provider.retrieveSubscription(subscriptionId)).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true });
      expect(await doc(subscriptionId)).toMatchObject({ ended_at: end, canceled_at: end });
      const types = await typesOf(customerId);
      expect(types.slice(-2)).toEqual(['customer.subscription.updated', 'customer.subscription.deleted']);
      expect(types.filter((type) => type === 'invoice.paid')).toHaveLength(1); // the first payment only
    });

    it('ends a subscription at once, voiding its unpaid first invoice; a second cancel does nothing', async () => {
      const customerId = await newCustomer();
      const checkout = await provider.createSubscription({ customerId, priceId: PROFESSIONAL_MONTHLY, trialDays: 0, metadata: {} }, key());
      await provider.cancelNow(checkout.subscriptionId, key());
      await provider.cancelNow(checkout.subscriptionId, key());

      expect((await provider.retrieveSubscription(checkout.subscriptionId))?.status).toBe('canceled');
      expect((await doc((await doc(checkout.subscriptionId)).latest_invoice)).status).toBe('void');
      expect(await provider.retrieveIntent(checkout.intentId)).toMatchObject({ status: 'canceled' });
      await expect(provider.confirmIntentWithCard(checkout.clientSecret, VISA, customerId)).rejects.toMatchObject({
        status: 409,
        code: 'SANDBOX.INTENT_CANCELED',
      });
      expect(await typesOf(customerId)).toEqual(['customer.subscription.created', 'customer.subscription.deleted']);
    });
  });

  describe('refunds', () => {
    const refundsOf = (intentId: string) => sql("select data from sandbox_objects where type = 'refund' and data->>'payment_intent' = ?", [intentId]);

    it('refunds what the latest invoice charged, once: the same key answers the same, another key refunds nothing more', async () => {
      const { subscriptionId } = await activeSubscription();
      const invoiceId = (await doc(subscriptionId)).latest_invoice;
      const intentId = (await doc(invoiceId)).payments.data[0].payment.payment_intent;
      const refundKey = key();

      const invoice = await provider.refundLatestInvoice(subscriptionId, refundKey);

      expect(invoice).toMatchObject({ id: invoiceId, subscriptionId, status: 'paid', amountPaidCents: 24900 });
      expect(invoice!.paidAt).toBeInstanceOf(Date);
      expect(await provider.refundLatestInvoice(subscriptionId, refundKey)).toEqual(invoice);
      await provider.refundLatestInvoice(subscriptionId, key());
      const refunds = await refundsOf(intentId);
      expect(refunds).toHaveLength(1);
      expect(refunds[0].data).toMatchObject({
        object: 'refund',
        amount: 24900,
        currency: 'usd',
        reason: 'duplicate',
        status: 'succeeded',
        charge: (await doc(intentId)).latest_charge,
      });
    });

    it('refunds nothing for a trial (its card saved, nothing charged) or an unpaid first invoice', async () => {
      const { subscriptionId } = await trialWithCard();
      expect(await provider.refundLatestInvoice(subscriptionId, key())).toBeNull();
      const customerId = await newCustomer();
      const unpaid = await provider.createSubscription({ customerId, priceId: PROFESSIONAL_MONTHLY, trialDays: 0, metadata: {} }, key());
      expect(await provider.refundLatestInvoice(unpaid.subscriptionId, key())).toBeNull();
      expect(await refundsOf(unpaid.intentId)).toHaveLength(0);
    });
  });

  describe('the clock', () => {
    it('charges the saved card at the end of the trial and starts the first paid month', async () => {
      const { customerId, subscriptionId, trialEnd } = await trialWithCard();

      await clock.advance(at(trialEnd + 30), { customerId });

      const subscription = await provider.retrieveSubscription(subscriptionId);
      expect(subscription).toMatchObject({ status: 'active', currentPeriodEnd: at(addIntervals(trialEnd, 'month', 1)), card: { last4: '4242' } });
      const invoice = await doc((await doc(subscriptionId)).latest_invoice);
      expect(invoice).toMatchObject({ status: 'paid', billing_reason: 'subscription_cycle', amount_paid: 24900, period_start: trialEnd, created: trialEnd });
      expect((await typesOf(customerId)).slice(3)).toEqual([
        'customer.subscription.trial_will_end',
        'payment_intent.succeeded',
        'invoice.paid',
        'customer.subscription.updated',
      ]);
    });

    it('leaves a trial with card 0341 past_due at its end, retries daily and cancels after the third failure', async () => {
      const { customerId, subscriptionId, trialEnd } = await trialWithCard('4000000000000341');

      await clock.advance(at(trialEnd + 30), { customerId });
      expect((await provider.retrieveSubscription(subscriptionId))?.status).toBe('past_due');
      const invoiceId = (await doc(subscriptionId)).latest_invoice;
      expect(await doc(invoiceId)).toMatchObject({ status: 'open', attempt_count: 1, next_payment_attempt: trialEnd + DAY_SECONDS });
      expect((await typesOf(customerId)).slice(-3)).toEqual(['payment_intent.payment_failed', 'invoice.payment_failed', 'customer.subscription.updated']);

      await clock.advance(at(trialEnd + DAY_SECONDS + 30), { customerId });
      expect(await doc(invoiceId)).toMatchObject({ status: 'open', attempt_count: 2 });
      expect((await provider.retrieveSubscription(subscriptionId))?.status).toBe('past_due');

      await clock.advance(at(trialEnd + 2 * DAY_SECONDS + 30), { customerId });
      expect(await doc(invoiceId)).toMatchObject({ status: 'open', attempt_count: 3, next_payment_attempt: null });
      expect((await provider.retrieveSubscription(subscriptionId))?.status).toBe('canceled');
      expect((await typesOf(customerId)).slice(-3)).toEqual(['payment_intent.payment_failed', 'invoice.payment_failed', 'customer.subscription.deleted']);
      expect((await typesOf(customerId)).filter((type) => type === 'invoice.payment_failed')).toHaveLength(3);
    });

    it('cancels a trial that ends without a card', async () => {
      const customerId = await newCustomer();
      const checkout = await provider.createSubscription({ customerId, priceId: PROFESSIONAL_MONTHLY, trialDays: 14, metadata: {} }, key());
      const trialEnd = (await doc(checkout.subscriptionId)).trial_end;
      await clock.advance(at(trialEnd + 1), { customerId });
      expect((await provider.retrieveSubscription(checkout.subscriptionId))?.status).toBe('canceled');
      expect((await doc(checkout.intentId)).status).toBe('canceled');
      expect((await typesOf(customerId)).slice(-1)).toEqual(['customer.subscription.deleted']);
    });

    it('sends trial_will_end once, three days before the trial ends', async () => {
      const { customerId, subscriptionId, trialEnd } = await trialWithCard();
      await clock.advance(at(trialEnd - 4 * DAY_SECONDS), { customerId });
      expect(await typesOf(customerId)).not.toContain('customer.subscription.trial_will_end');

      await clock.advance(at(trialEnd - 2 * DAY_SECONDS), { customerId });
      await clock.advance(at(trialEnd - DAY_SECONDS), { customerId });
      await clock.advance(at(trialEnd - 60), { customerId });

      const notices = (await eventsOf(customerId)).filter((event) => event.type === 'customer.subscription.trial_will_end');
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ created: trialEnd - 3 * DAY_SECONDS, data: { object: { id: subscriptionId, status: 'trialing' } } });
    });

    it('charges once when two clock runs process the same subscription at the same time', async () => {
      const { customerId, subscriptionId, trialEnd } = await trialWithCard();
      const second = new SandboxClock(provider, { provider: 'sandbox' } as never);

      const steps = await Promise.all([clock.advance(at(trialEnd + 30), { customerId }), second.advance(at(trialEnd + 30), { customerId })]);

      expect(steps[0] + steps[1]).toBe(2); // the notice and the renewal, each played by one of them
      const types = await typesOf(customerId);
      expect(types.filter((type) => type === 'invoice.paid')).toHaveLength(1);
      expect(types.filter((type) => type === 'payment_intent.succeeded')).toHaveLength(1);
      const [{ count }] = await sql(
        "select count(*)::int as count from sandbox_objects where type = 'invoice' and data->'parent'->'subscription_details'->>'subscription' = ?",
        [subscriptionId],
      );
      expect(count).toBe(1);
      expect((await provider.retrieveSubscription(subscriptionId))?.status).toBe('active');
    });

    it('renews every period the clock jumps over, on the cycle anchor', async () => {
      const { customerId, subscriptionId } = await activeSubscription();
      const { billing_cycle_anchor: anchor } = await doc(subscriptionId);

      await clock.advance(at(addIntervals(anchor, 'month', 3) + 1), { customerId });

      expect((await typesOf(customerId)).filter((type) => type === 'invoice.paid')).toHaveLength(4);
      expect((await provider.retrieveSubscription(subscriptionId))?.currentPeriodEnd).toEqual(at(addIntervals(anchor, 'month', 4)));
    });
  });

  describe('checkout sessions', () => {
    const sessionInput = (customerId: string, trialDays = 0) => ({
      customerId,
      priceId: PROFESSIONAL_MONTHLY,
      trialDays,
      metadata: { checkoutId: '7' },
      successUrl: 'http://localhost:3000/dashboard?checkout=success&session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:3000/pricing?checkout=cancel',
    });

    it('completes with 4242: the subscription is created and paid, and the success URL carries the session id', async () => {
      const customerId = await newCustomer();
      const session = await provider.createCheckoutSession(sessionInput(customerId), key());
      expect(session).toMatchObject({ status: 'open', paymentStatus: 'unpaid', customerId, subscriptionId: null, metadata: { checkoutId: '7' } });
      expect(session.id).toMatch(/^cs_test_/);
      expect(session.url).toBe(`http://localhost:3000/checkout/sandbox/${session.id}`);

      const declined = await cardError(provider.completeCheckoutSession(session.id, card('4000000000009995'), customerId));
      expect(declined.message).toBe('Your card has insufficient funds.');
      expect(await provider.retrieveCheckoutSession(session.id)).toMatchObject({ status: 'open', subscriptionId: null });
      expect(await typesOf(customerId)).toEqual([]);

      const redirect = await provider.completeCheckoutSession(session.id, VISA, customerId);

      expect(redirect).toBe(`http://localhost:3000/dashboard?checkout=success&session_id=${session.id}`);
      const completed = await provider.retrieveCheckoutSession(session.id);
      expect(completed).toMatchObject({ status: 'complete', paymentStatus: 'paid', url: null });
      expect(await provider.retrieveSubscription(completed!.subscriptionId!)).toMatchObject({
        status: 'active',
        metadata: { checkoutId: '7' },
        card: { last4: '4242' },
      });
      expect(await typesOf(customerId)).toEqual([
        'customer.subscription.created',
        'payment_intent.succeeded',
        'invoice.paid',
        'customer.subscription.updated',
        'checkout.session.completed',
      ]);
      await expect(provider.completeCheckoutSession(session.id, VISA, customerId)).rejects.toMatchObject({ status: 409, code: 'SANDBOX.CHECKOUT_COMPLETED' });
    });

    it('saves the card without charging for a trial, and refuses 0341 only when it must be charged', async () => {
      const customerId = await newCustomer();
      const trial = await provider.createCheckoutSession(sessionInput(customerId, 14), key());
      await provider.completeCheckoutSession(trial.id, card('4000000000000341'), customerId);
      const completed = await provider.retrieveCheckoutSession(trial.id);
      expect(completed).toMatchObject({ status: 'complete', paymentStatus: 'no_payment_required' });
      expect(await provider.retrieveSubscription(completed!.subscriptionId!)).toMatchObject({ status: 'trialing', card: { last4: '0341' } });

      const paid = await provider.createCheckoutSession(sessionInput(customerId), key());
      expect((await cardError(provider.completeCheckoutSession(paid.id, card('4000000000000341'), customerId))).code).toBe('card_declined');
      expect((await provider.retrieveCheckoutSession(paid.id))?.status).toBe('open');
    });

    it('expires after 24 hours and is not found by another customer', async () => {
      const customerId = await newCustomer();
      const session = await provider.createCheckoutSession(sessionInput(customerId), key());
      await expect(provider.completeCheckoutSession(session.id, VISA, await newCustomer())).rejects.toMatchObject({ status: 404 });
      now = new Date(now.getTime() + 25 * 3600_000);
      expect((await provider.retrieveCheckoutSession(session.id))?.status).toBe('expired');
      await expect(provider.completeCheckoutSession(session.id, VISA, customerId)).rejects.toMatchObject({ status: 409, code: 'SANDBOX.CHECKOUT_EXPIRED' });
    });
  });

  describe('reads', () => {
    it('answers null for unknown ids and ids of another type, and has no portal nor webhooks', async () => {
      const { customerId, subscriptionId } = await activeSubscription();
      expect(await provider.retrieveSubscription('sub_unknown')).toBeNull();
      expect(await provider.retrieveSubscription(customerId)).toBeNull();
      expect(await provider.retrieveInvoice(subscriptionId)).toBeNull();
      expect(await provider.retrieveIntent('pi_unknown')).toBeNull();
      expect(await provider.retrieveCheckoutSession('cs_test_unknown')).toBeNull();
      expect(await provider.createPortalSession(customerId, 'http://localhost:3000')).toBeNull();
      expect(() => provider.constructWebhookEvent(Buffer.from('{}'), 't=1,v1=x')).toThrow('the sandbox provider does not receive webhooks');
    });
  });

  describe('HTTP routes', () => {
    async function signedInCustomer(name = 'Ada Lovelace') {
      const fork = em.fork();
      const email = `owner-${randomUUID().slice(0, 8)}@example.com`;
      const user = fork.create(User, { email, passwordHash: 'not-a-real-hash' });
      await fork.flush();
      const customerId = await provider.createCustomer({ userId: user.id, email, name }, key());
      await fork.nativeUpdate(Subscription, { user: user.id }, { stripeCustomerId: customerId });
      // A session row of the user's, as signing in makes it; its token is the cookie SessionGuard reads.
      const token = randomBytes(32).toString('base64url');
      await fork
        .getConnection()
        .execute(
          "insert into user_sessions (token_hash, user_id, kind, absolute_expires_at, idle_expires_at) values (?, ?, 'customer', now() + interval '1 day', now() + interval '1 day')",
          [createHash('sha256').update(token).digest('hex'), user.id],
        );
      const http = () => request(app.getHttpServer());
      return { user, customerId, email, as: (test: request.Test) => test.set('Cookie', `sid=${token}`), http };
    }

    it('confirms an intent: 402 with the code and Stripe message for a refusal, 200 once paid', async () => {
      const customer = await signedInCustomer();
      const checkout = await provider.createSubscription({ customerId: customer.customerId, priceId: PROFESSIONAL_MONTHLY, trialDays: 0, metadata: {} }, key());
      const body = { clientSecret: checkout.clientSecret, cardNumber: '4000 0000 0000 0002', expiry: '12 / 30', cvc: '123' };

      const declined = await customer.as(customer.http().post('/api/sandbox/intents/confirm')).send(body).expect(402);
      expect(declined.body).toMatchObject({ statusCode: 402, code: 'SANDBOX.CARD_DECLINED', message: 'Your card was declined.' });

      const invalid = await customer
        .as(customer.http().post('/api/sandbox/intents/confirm'))
        .send({ ...body, cardNumber: '4242 4242 4242 4241' })
        .expect(402);
      expect(invalid.body).toMatchObject({
        code: 'SANDBOX.CARD_INVALID',
        message: 'Your card number is incorrect.',
        errors: { cardNumber: 'Your card number is incorrect.' },
      });

      const tooLong = await customer
        .as(customer.http().post('/api/sandbox/intents/confirm'))
        .send({ ...body, cardNumber: '4'.repeat(31) })
        .expect(400);
      expect(tooLong.body).toMatchObject({ code: 'REQUEST.VALIDATION_FAILED', errors: { cardNumber: 'Card number is too long' } });

      const paid = await customer
        .as(customer.http().post('/api/sandbox/intents/confirm'))
        .send({ ...body, cardNumber: '4242424242424242', expiry: '12/30' })
        .expect(200);
      expect(paid.body).toEqual({ id: checkout.intentId, status: 'succeeded' });
    });

    it("answers 401 when signed out and 404 for another customer's objects", async () => {
      const owner = await signedInCustomer();
      const stranger = await signedInCustomer();
      const checkout = await provider.createSubscription({ customerId: owner.customerId, priceId: PROFESSIONAL_MONTHLY, trialDays: 0, metadata: {} }, key());
      const body = { clientSecret: checkout.clientSecret, cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' };

      await owner.http().post('/api/sandbox/intents/confirm').send(body).expect(401);
      const notFound = await stranger.as(stranger.http().post('/api/sandbox/intents/confirm')).send(body).expect(404);
      expect(notFound.body.code).toBe('SANDBOX.INTENT_NOT_FOUND');
      const invoiceId = (await doc(checkout.subscriptionId)).latest_invoice;
      await stranger.as(stranger.http().get(`/api/sandbox/invoices/${invoiceId}`)).expect(404);
    });

    it('shows and completes a hosted checkout, then refuses to complete it again', async () => {
      const customer = await signedInCustomer();
      const session = await provider.createCheckoutSession(
        {
          customerId: customer.customerId,
          priceId: BUSINESS_MONTHLY,
          trialDays: 14,
          metadata: {},
          successUrl: 'http://localhost:3000/done?id={CHECKOUT_SESSION_ID}',
          cancelUrl: 'http://localhost:3000/pricing',
        },
        key(),
      );

      const page = await customer.as(customer.http().get(`/api/sandbox/checkout-sessions/${session.id}`)).expect(200);
      expect(page.body).toEqual({
        id: session.id,
        planId: 'business',
        planName: 'Business',
        period: 'monthly',
        amountCents: 59900,
        currency: 'usd',
        trialDays: 14,
        status: 'open',
        cancelUrl: 'http://localhost:3000/pricing',
      });

      const completed = await customer
        .as(customer.http().post(`/api/sandbox/checkout-sessions/${session.id}/complete`))
        .send({ cardNumber: '5555 5555 5555 4444', expiry: '01 / 31', cvc: '999' })
        .expect(200);
      expect(completed.body).toEqual({ redirectUrl: `http://localhost:3000/done?id=${session.id}` });

      const again = await customer
        .as(customer.http().post(`/api/sandbox/checkout-sessions/${session.id}/complete`))
        .send({ cardNumber: '4242424242424242', expiry: '01 / 31', cvc: '999' })
        .expect(409);
      expect(again.body).toMatchObject({ code: 'SANDBOX.CHECKOUT_COMPLETED', message: 'This checkout has already been completed.' });
    });

    it('renders the invoice as escaped, printable HTML', async () => {
      const customer = await signedInCustomer('<script>alert("x")</script> & Co');
      const checkout = await provider.createSubscription({ customerId: customer.customerId, priceId: PROFESSIONAL_MONTHLY, trialDays: 0, metadata: {} }, key());
      await provider.confirmIntentWithCard(checkout.clientSecret, VISA, customer.customerId);
      const invoice = await doc((await doc(checkout.subscriptionId)).latest_invoice);

      const page = await customer.as(customer.http().get(`/api/sandbox/invoices/${invoice.id}`)).expect(200);

      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.text).toContain('AI Receptionists');
      expect(page.text).toContain(invoice.number);
      expect(page.text).toContain(customer.email);
      expect(page.text).toContain('$249.00');
      expect(page.text).toContain('PAID');
      expect(page.text).toContain('1 × Professional (at $249.00 / month)');
      expect(page.text).not.toContain('<script>');
      expect(page.text).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
      // The CSP allows inline styles only with the answer's nonce.
      expect(page.text).toContain('<style nonce="nonce-of-this-answer">');
    });
  });
});
