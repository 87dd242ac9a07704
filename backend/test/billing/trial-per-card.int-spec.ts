import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import type Stripe from 'stripe';
import { Payment } from '../../src/modules/billing/payment.entity';
import { type Customer, registerCustomer } from '../support/accounts';
import { StripeEvent } from '../../src/modules/billing/stripe-event.entity';
import { Subscription } from '../../src/modules/billing/subscription.entity';
import {
  signStripeWebhook,
  type StripeFixtureServer,
  stripeErrors,
  stripeOk,
  stripePayloads,
  startStripeFixtureServer,
  stripeTestEnv,
} from '../support/stripe-fixture-server';
import { createTestApp, type TestApp } from '../support/test-app';
import { waitUntil } from '../support/wait';
import { payAtSandbox, startCheckout, userOf } from './billing-helpers';

const REFUSED = 'This card has already had a free trial, so no trial was applied. Your subscription has started, and your first payment was charged.';

/** The embedded checkout through to our confirmation, answering the confirmation's body. */
async function checkoutWith(customer: Customer, cardNumber: string, planId = 'professional') {
  const started = await startCheckout(customer, planId);
  expect(started).toMatchObject({ trialDays: 14, intentKind: 'setup', amountDueCents: 0 }); // every new account is offered a trial
  await payAtSandbox(customer, started.clientSecret, cardNumber).expect(200);
  return (await customer.agent.post('/api/subscription/confirm').send({ paymentIntentId: started.paymentIntentId, planId }).expect(200)).body;
}

describe('one free trial per card, with the sandbox', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ worker: true, env: { TRIAL_PER_CARD: 'once' } });
  });
  afterAll(() => app.close());

  it('gives a card its trial once: on a second account the trial is ended at once and the first invoice charged', async () => {
    // A card of its own for this test (the database is shared): 2223 0031 2200 3222 is another Stripe test Mastercard.
    const card = '2223 0031 2200 3222';
    const first = await registerCustomer(app);
    expect(await checkoutWith(first, card)).toMatchObject({ message: 'Your free trial has started.', billing: { status: 'trial', trialRefused: false } });

    const second = await registerCustomer(app);
    const confirmed = await checkoutWith(second, card.replace(/ /g, ''));
    expect(confirmed).toMatchObject({ message: REFUSED, billing: { status: 'active', trialEndsAt: null, trialRefused: true, planId: 'professional' } });
    expect((await second.agent.get('/api/billing').expect(200)).body).toMatchObject({ status: 'active', trialRefused: true });
    await waitUntil(
      async () => (await app.get(EntityManager).fork().count(Payment, { user: second.id, status: 'succeeded', amountCents: 24900 })) === 1,
      10_000,
      'the first payment',
    );
    expect((await userOf(app, second.id)).currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);

    // The first account keeps its trial; a different card on a third account gets one.
    expect(await userOf(app, first.id)).toMatchObject({ subscriptionStatus: 'trial' });
    const third = await registerCustomer(app);
    const other = await checkoutWith(third, `4000 0566 5566 5556`);
    expect(other).toMatchObject({ message: 'Your free trial has started.', billing: { status: 'trial', trialRefused: false } });
  });

  it('ends the trial of a hosted checkout paid with a card that had one', async () => {
    const card = '6011 1111 1111 1117';
    await checkoutWith(await registerCustomer(app), card);
    const second = await registerCustomer(app);
    const { url } = (await second.agent.post('/api/create-checkout-session').send({ planId: 'business', isAnnual: false }).expect(201)).body;
    const sessionId = new URL(url).pathname.split('/').pop()!;
    await second.agent.post(`/api/sandbox/checkout-sessions/${sessionId}/complete`).send({ cardNumber: card, expiry: '12 / 34', cvc: '123' }).expect(200);
    // The worker may sync the new subscription (and refuse its trial) before the customer's page confirms it.
    await waitUntil(
      async () =>
        (await app
          .get(EntityManager)
          .fork()
          .count(StripeEvent, {
            processedAt: { $ne: null },
            payload: { data: { object: { customer: (await userOf(app, second.id)).stripeCustomerId } } } as never,
          })) > 0,
      10_000,
      'the subscription synced by the worker',
    );
    const confirmed = await second.agent.post('/api/subscription/confirm').send({ checkoutSessionId: sessionId, planId: 'business' }).expect(200);
    expect(confirmed.body).toMatchObject({ message: REFUSED, billing: { status: 'active', planId: 'business', trialRefused: true } });
  });
});

describe('one free trial per card, with the Stripe adapter', () => {
  let app: TestApp;
  let stripe: StripeFixtureServer;
  /** "Stripe's" current objects by id. */
  const objects = new Map<string, Record<string, unknown>>();
  const uid = () => randomUUID().replace(/-/g, '').slice(0, 14);

  beforeAll(async () => {
    stripe = await startStripeFixtureServer();
    app = await createTestApp({ worker: true, env: { ...stripeTestEnv(stripe), TRIAL_PER_CARD: 'once' } });
    stripe.on('POST', '/v1/customers', () => stripeOk(stripePayloads.customer({ id: `cus_${uid()}` })));
    // subscriptions.create with a trial: trialing, no card yet, the SetupIntent that will save one.
    stripe.on('POST', '/v1/subscriptions', (request) => {
      const ids = { subscription: `sub_${uid()}`, setupIntent: `seti_${uid()}` };
      const customer = request.body.customer as string;
      const setupIntent = {
        ...(stripePayloads.trialingSubscription().pending_setup_intent as Stripe.SetupIntent),
        id: ids.setupIntent,
        customer,
        client_secret: `${ids.setupIntent}_secret_${uid()}`,
      };
      const subscription = stripePayloads.trialingSubscription(
        { id: ids.subscription, customer, pending_setup_intent: setupIntent as never },
        'professionalMonthly',
      );
      objects.set(ids.subscription, { ...subscription, pending_setup_intent: ids.setupIntent } as never);
      objects.set(ids.setupIntent, setupIntent as never);
      return stripeOk(subscription);
    });
    for (const path of ['subscriptions', 'setup_intents']) {
      stripe.on('GET', `/v1/${path}/:id`, (_request, { id }) => (objects.has(id) ? stripeOk(objects.get(id)) : stripeErrors.resourceMissing(path, id)));
    }
    // trial_end=now: Stripe starts the period now and charges the first invoice to the default payment method.
    stripe.on('POST', '/v1/subscriptions/:id', (request, { id }) => {
      const current = objects.get(id)!;
      if (request.body.trial_end !== 'now') return stripeErrors.of(400, { type: 'invalid_request_error', message: 'Unexpected update' });
      const now = Math.floor(Date.now() / 1000);
      const ended = { ...current, status: 'active', trial_end: now, billing_cycle_anchor: now };
      objects.set(id, ended);
      return stripeOk(ended);
    });
  });
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });

  /** The Payment Element confirms the SetupIntent with a card of this fingerprint; Stripe makes it the subscription's default. */
  async function checkoutWithCard(fingerprint: string) {
    const customer = await registerCustomer(app);
    const started = await startCheckout(customer);
    expect(started).toMatchObject({ trialDays: 14, intentKind: 'setup', provider: 'stripe' });
    const paymentMethod = stripePayloads.paymentMethod({ id: `pm_${uid()}`, card: { fingerprint } });
    const subscriptionId = [...objects.values()].find((object) => object.pending_setup_intent === started.paymentIntentId)!.id as string;
    objects.set(
      started.paymentIntentId,
      stripePayloads.setupIntent({
        id: started.paymentIntentId,
        customer: (objects.get(started.paymentIntentId) as { customer: string }).customer,
        payment_method: paymentMethod as never,
      }) as never,
    );
    objects.set(subscriptionId, { ...objects.get(subscriptionId)!, default_payment_method: paymentMethod, pending_setup_intent: null });
    const confirmed = await customer.agent
      .post('/api/subscription/confirm')
      .send({ paymentIntentId: started.paymentIntentId, planId: 'professional' })
      .expect(200);
    return { customer, subscriptionId, body: confirmed.body };
  }
  const trialEnds = (subscriptionId: string) => stripe.requestsTo('POST', `/v1/subscriptions/${subscriptionId}`);

  it("ends the trial at once, through Stripe's trial_end 'now', when the card's fingerprint already had one", async () => {
    const fingerprint = `fp${uid()}`;
    const first = await checkoutWithCard(fingerprint);
    expect(first.body).toMatchObject({ message: 'Your free trial has started.', billing: { status: 'trial', trialRefused: false } });
    expect(trialEnds(first.subscriptionId)).toHaveLength(0);

    const second = await checkoutWithCard(fingerprint);
    expect(second.body).toMatchObject({ message: REFUSED, billing: { status: 'active', trialRefused: true } });
    const [request] = trialEnds(second.subscriptionId);
    expect(request.body).toEqual({ trial_end: 'now', expand: ['default_payment_method'] });
    expect(request.idempotencyKey).toBe(`trial-${second.subscriptionId}-end`);
    expect(await userOf(app, second.customer.id)).toMatchObject({ subscriptionStatus: 'active', trialEndsAt: null });

    const third = await checkoutWithCard(`fp${uid()}`);
    expect(third.body).toMatchObject({ billing: { status: 'trial', trialRefused: false } });
    expect(trialEnds(third.subscriptionId)).toHaveLength(0);
  });

  it('ends the trial when the card becomes known through customer.subscription.updated, with no confirmation', async () => {
    const fingerprint = `fp${uid()}`;
    const em = () => app.get(EntityManager).fork();
    /** A customer of ours at Stripe whose trialing subscription now has a card of this fingerprint, told by a webhook. */
    const trialingAtStripe = async () => {
      const { id } = await registerCustomer(app);
      const ids = { customer: `cus_${uid()}`, subscription: `sub_${uid()}` };
      await em().nativeUpdate(Subscription, { user: id }, { stripeCustomerId: ids.customer });
      const paymentMethod = stripePayloads.paymentMethod({ id: `pm_${uid()}`, customer: ids.customer, card: { fingerprint } });
      const subscription = stripePayloads.trialingSubscription(
        { id: ids.subscription, customer: ids.customer, default_payment_method: paymentMethod as never, pending_setup_intent: null, latest_invoice: null },
        'professionalMonthly',
      );
      objects.set(ids.subscription, subscription as never);
      const event = stripePayloads.event('customer.subscription.updated', subscription, { id: `evt_${uid()}` } as never);
      const { body, signature } = signStripeWebhook(event);
      await app.http().post('/api/webhooks/stripe').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(body).expect(200);
      await waitUntil(async () => !!(await em().findOne(StripeEvent, { eventId: event.id }))?.processedAt, 10_000, `event ${event.id} handled`);
      return { userId: id, subscriptionId: ids.subscription };
    };

    const first = await trialingAtStripe();
    expect(await userOf(app, first.userId)).toMatchObject({ subscriptionStatus: 'trial' });
    expect(trialEnds(first.subscriptionId)).toHaveLength(0);

    const second = await trialingAtStripe();
    expect(trialEnds(second.subscriptionId).map((request) => request.body.trial_end)).toEqual(['now']);
    expect(await userOf(app, second.userId)).toMatchObject({ subscriptionStatus: 'active', trialEndsAt: null });
  });
});
