import { EntityManager } from '@mikro-orm/postgresql';
import { BillingCheckout } from '../../src/modules/billing/billing-checkout.entity';
import { BillingEventsProcessor } from '../../src/modules/billing/billing-events.processor';
import { Payment } from '../../src/modules/billing/payment.entity';
import { SandboxPaymentProvider } from '../../src/modules/billing/providers/sandbox/sandbox-payment.provider';
import { SubscriptionActivity } from '../../src/modules/billing/subscription-activity.entity';
import { type Customer, registerCustomer } from '../support/accounts';
import { type SmtpInbox } from '../support/smtp-inbox';
import { type TestApp, closeAppWithInbox, startAppWithInbox } from '../support/test-app';
import { CARDS, databaseReader, payAtSandbox, type Row, startCheckout, subscribe, subscribedBefore, userOf } from './billing-helpers';

/**
 * The double-charge race: a hosted checkout paid at the provider but not yet recorded here when the customer opens and
 * completes a newer checkout. Whichever is recorded second — by its confirmation or by any of its events — is cancelled
 * at the provider and refunded, and never becomes the plan; nor does it change the card on file. An embedded checkout
 * paid at the provider whose confirmation never reached us is refunded when the customer starts again. The worker's
 * billing-events processor is paused so each test decides when the provider's events arrive.
 */
describe('a second subscription paid while the first was not yet recorded', () => {
  let app: TestApp;
  let inbox: SmtpInbox;
  let processor: BillingEventsProcessor;
  beforeAll(async () => {
    ({ app, inbox } = await startAppWithInbox());
    processor = app.get(BillingEventsProcessor);
    await processor.worker.pause(true);
  });
  afterAll(() => closeAppWithInbox(app, inbox));

  const em = () => app.get(EntityManager).fork();
  const { sql, doc, atProvider: heldFor } = databaseReader(em);
  const atProvider = (customer: Customer) => heldFor(customer.id);
  const confirmSession = (customer: Customer, sessionId: string, planId = 'professional') =>
    customer.agent.post('/api/subscription/confirm').send({ checkoutSessionId: sessionId, planId });
  const confirmIntent = (customer: Customer, intentId: string, planId = 'professional') =>
    customer.agent.post('/api/subscription/confirm').send({ paymentIntentId: intentId, planId });

  /** The hosted checkout paid at the sandbox's page; the browser never comes back to confirm. Returns its session. */
  async function payHostedCheckout(customer: Customer, planId = 'professional', cardNumber = CARDS.visa): Promise<Row> {
    const started = await customer.agent.post('/api/create-checkout-session').send({ planId, isAnnual: false }).expect(201);
    const sessionId = new URL(started.body.url).pathname.split('/').pop()!;
    await customer.agent.post(`/api/sandbox/checkout-sessions/${sessionId}/complete`).send({ cardNumber, expiry: '12 / 34', cvc: '123' }).expect(200);
    return doc(sessionId);
  }

  /** The provider's events about this customer that are still waiting, handed to the processor in the order they were sent. */
  async function deliverEvents(customer: Customer): Promise<number> {
    const { stripeCustomerId } = await userOf(app, customer.id);
    const waiting = await sql(
      `select o.id as outbox_id, e.event_id from outbox o join stripe_events e on e.event_id = o.payload->>'eventId'
       where o.queue = 'billing-events' and o.processed_at is null and e.payload->'data'->'object'->>'customer' = ? order by o.id`,
      [stripeCustomerId],
    );
    for (const { outbox_id } of waiting) await processor.handle(String(outbox_id));
    return waiting.length;
  }

  const firstIntentOf = async (subscriptionId: string) =>
    (await doc((await doc(subscriptionId)).latest_invoice)).payments.data[0].payment.payment_intent as string;
  const activities = async (customer: Customer) =>
    (await em().find(SubscriptionActivity, { user: customer.id }, { orderBy: { id: 'asc' } })).map((activity) => activity.action);

  it('refunds the late hosted checkout on its confirmation, keeps the newer plan, and a retry or its events change nothing', async () => {
    const customer = await registerCustomer(app);
    await subscribedBefore(app, customer.id);
    const late = await payHostedCheckout(customer);
    const { started: newer } = await subscribe(customer, 'business');
    const newerSubscription = (await userOf(app, customer.id)).stripeSubscriptionId!;

    const refused = await confirmSession(customer, late.id).expect(409);

    expect(refused.body).toMatchObject({
      code: 'BILLING.DUPLICATE_REFUNDED',
      message: 'You already have an active subscription, so this second one has been cancelled and its payment refunded.',
    });
    expect(await userOf(app, customer.id)).toMatchObject({
      subscriptionPlan: 'business',
      subscriptionStatus: 'active',
      stripeSubscriptionId: newerSubscription,
    });
    expect(await atProvider(customer)).toEqual({
      live: [newerSubscription],
      refunds: [expect.objectContaining({ amount: 24900, reason: 'duplicate', payment_intent: await firstIntentOf(late.subscription) })],
    });
    expect((await doc(late.subscription)).status).toBe('canceled');
    expect(await em().findOneOrFail(BillingCheckout, { checkoutSessionId: late.id })).toMatchObject({
      status: 'abandoned',
      providerSubscriptionId: late.subscription,
    });
    expect(await em().findOneOrFail(BillingCheckout, { intentId: newer.paymentIntentId })).toMatchObject({ status: 'completed' });

    // The browser retries, then the provider's events arrive, checkout.session.completed of the late one among them.
    await confirmSession(customer, late.id).expect(409);
    expect(await deliverEvents(customer)).toBeGreaterThan(0);

    expect(await userOf(app, customer.id)).toMatchObject({
      subscriptionPlan: 'business',
      subscriptionStatus: 'active',
      stripeSubscriptionId: newerSubscription,
    });
    expect((await atProvider(customer)).refunds).toHaveLength(1);
    const payments = await em().find(Payment, { user: customer.id }, { orderBy: { amountCents: 'asc' } });
    expect(payments.map(({ amountCents, status }) => ({ amountCents, status }))).toEqual([
      { amountCents: 24900, status: 'refunded' },
      { amountCents: 59900, status: 'succeeded' },
    ]);
    expect(await activities(customer)).toEqual(['new']);
  });

  it('refunds the late hosted checkout when its events come first, and its confirmation then says so', async () => {
    const customer = await registerCustomer(app);
    await subscribedBefore(app, customer.id);
    const late = await payHostedCheckout(customer);
    await subscribe(customer, 'business');
    const newerSubscription = (await userOf(app, customer.id)).stripeSubscriptionId!;

    await deliverEvents(customer);

    expect(await userOf(app, customer.id)).toMatchObject({ subscriptionPlan: 'business', stripeSubscriptionId: newerSubscription });
    expect(await atProvider(customer)).toEqual({ live: [newerSubscription], refunds: [expect.objectContaining({ amount: 24900 })] });
    const refused = await confirmSession(customer, late.id).expect(409);
    expect(refused.body.code).toBe('BILLING.DUPLICATE_REFUNDED');

    expect(await deliverEvents(customer)).toBeGreaterThan(0); // the cancellation's own event
    expect((await atProvider(customer)).refunds).toHaveLength(1);
    expect(await em().findOneOrFail(Payment, { amountCents: 24900, user: customer.id })).toMatchObject({ status: 'refunded' });
    expect(await activities(customer)).toEqual(['new']);
  });

  it('keeps the one recorded first when the newer checkout completes second: the newer is cancelled (a trial: nothing to refund)', async () => {
    const customer = await registerCustomer(app);
    const first = await payHostedCheckout(customer);
    const newer = await startCheckout(customer); // opened before the hosted one was recorded, so nothing stopped it
    await confirmSession(customer, first.id).expect(200);
    await payAtSandbox(customer, newer.clientSecret).expect(200);

    const refused = await confirmIntent(customer, newer.paymentIntentId).expect(409);

    expect(refused.body).toMatchObject({
      code: 'BILLING.DUPLICATE_CANCELLED',
      message: 'You already have an active subscription, so this second one has been cancelled. Nothing was charged.',
    });
    expect(await userOf(app, customer.id)).toMatchObject({
      subscriptionPlan: 'professional',
      subscriptionStatus: 'trial',
      stripeSubscriptionId: first.subscription,
    });
    expect(await atProvider(customer)).toEqual({ live: [first.subscription], refunds: [] });
    expect(await em().findOneOrFail(BillingCheckout, { intentId: newer.paymentIntentId })).toMatchObject({ status: 'abandoned' });
    await deliverEvents(customer);
    expect(await userOf(app, customer.id)).toMatchObject({ stripeSubscriptionId: first.subscription, subscriptionStatus: 'trial' });
    expect(await activities(customer)).toEqual(['new']);
  });

  it('leaves the card on file as it was when a second subscription, paid with another card, is refunded', async () => {
    const customer = await registerCustomer(app);
    await subscribedBefore(app, customer.id);
    const first = await payHostedCheckout(customer, 'professional', CARDS.visa);
    const newer = await startCheckout(customer); // opened before the hosted one was recorded
    await confirmSession(customer, first.id).expect(200);
    await payAtSandbox(customer, newer.clientSecret, CARDS.mastercard).expect(200);
    await confirmIntent(customer, newer.paymentIntentId).expect(409);

    // The newer one's events come last, its payment_intent.succeeded (with the Mastercard) among them.
    await deliverEvents(customer);

    expect((await atProvider(customer)).refunds).toEqual([expect.objectContaining({ amount: 24900, payment_intent: newer.paymentIntentId })]);
    expect(await userOf(app, customer.id)).toMatchObject({ stripeSubscriptionId: first.subscription, cardBrand: 'visa', cardLast4: '4242' });
  });

  it('offers no second free trial after a hosted checkout confirmed late, once abandoned, became the plan', async () => {
    const customer = await registerCustomer(app);
    const hosted = await payHostedCheckout(customer); // the first subscription: a trial
    await startCheckout(customer); // started again before the hosted one was recorded: that one is abandoned
    expect(await em().findOneOrFail(BillingCheckout, { checkoutSessionId: hosted.id })).toMatchObject({ status: 'abandoned' });

    await confirmSession(customer, hosted.id).expect(200);

    expect(await userOf(app, customer.id)).toMatchObject({ subscriptionStatus: 'trial', stripeSubscriptionId: hosted.subscription });
    expect(await em().findOneOrFail(BillingCheckout, { checkoutSessionId: hosted.id })).toMatchObject({ status: 'completed' });
    // The trial ends at the provider; the customer subscribes again and is charged at once.
    await app.get(SandboxPaymentProvider).cancelNow(hosted.subscription, `test-${hosted.subscription}-cancel`);
    await deliverEvents(customer);
    expect(await userOf(app, customer.id)).toMatchObject({ subscriptionStatus: 'none' });
    expect(await startCheckout(customer)).toMatchObject({ intentKind: 'payment', trialDays: 0, amountDueCents: 24900 });
  });

  it('refunds an embedded checkout paid at the provider but never confirmed here when the customer starts again', async () => {
    const customer = await registerCustomer(app);
    await subscribedBefore(app, customer.id);
    const unconfirmed = await startCheckout(customer);
    await payAtSandbox(customer, unconfirmed.clientSecret).expect(200); // charged; the confirmation never arrives

    const newer = await startCheckout(customer, 'business'); // the page reloaded

    expect(await atProvider(customer)).toEqual({
      live: [],
      refunds: [expect.objectContaining({ amount: 24900, reason: 'duplicate', payment_intent: unconfirmed.paymentIntentId })],
    });
    expect(await em().findOneOrFail(BillingCheckout, { intentId: unconfirmed.paymentIntentId })).toMatchObject({ status: 'abandoned' });
    expect(await em().findOneOrFail(Payment, { user: customer.id })).toMatchObject({ amountCents: 24900, status: 'refunded' });
    // Its confirmation, arriving late, says so and grants nothing.
    const late = await confirmIntent(customer, unconfirmed.paymentIntentId).expect(402);
    expect(late.body).toMatchObject({
      code: 'BILLING.CHECKOUT_REPLACED',
      message: 'This checkout was cancelled because you started a new one, and any payment for it has been refunded.',
    });
    expect(await userOf(app, customer.id)).toMatchObject({ subscriptionPlan: null, subscriptionStatus: 'none' });

    await payAtSandbox(customer, newer.clientSecret).expect(200);
    await confirmIntent(customer, newer.paymentIntentId, 'business').expect(200);
    const plan = (await userOf(app, customer.id)).stripeSubscriptionId!;
    expect(await deliverEvents(customer)).toBeGreaterThan(0);
    await confirmIntent(customer, unconfirmed.paymentIntentId).expect(409); // now that a plan is held: DUPLICATE_REFUNDED

    expect(await userOf(app, customer.id)).toMatchObject({ subscriptionPlan: 'business', subscriptionStatus: 'active', stripeSubscriptionId: plan });
    expect(await atProvider(customer)).toEqual({ live: [plan], refunds: [expect.objectContaining({ payment_intent: unconfirmed.paymentIntentId })] });
    const payments = await em().find(Payment, { user: customer.id }, { orderBy: { amountCents: 'asc' } });
    expect(payments.map(({ amountCents, status }) => ({ amountCents, status }))).toEqual([
      { amountCents: 24900, status: 'refunded' },
      { amountCents: 59900, status: 'succeeded' },
    ]);
    expect(await activities(customer)).toEqual(['new']);
  });
});
