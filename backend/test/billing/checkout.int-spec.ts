import { EntityManager } from '@mikro-orm/postgresql';
import { BillingCheckout } from '../../src/modules/billing/billing-checkout.entity';
import { SubscriptionActivity } from '../../src/modules/billing/subscription-activity.entity';
import { Subscription } from '../../src/modules/billing/subscription.entity';
import { registerCustomer } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { CARDS, payAtSandbox, startCheckout, subscribe, subscribedBefore, userOf } from './billing-helpers';

/** Checkout, confirmation, plan changes and cancellation over HTTP with the sandbox provider (events not processed here). */
describe('checkout and subscription management', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const em = () => app.get(EntityManager).fork();
  const activities = async (userId: number) =>
    (await em().find(SubscriptionActivity, { user: userId }, { orderBy: { id: 'asc' } })).map((activity) => activity.action);

  describe('POST /api/create-subscription', () => {
    it.each([
      [{ planId: 'gold' }, 'planId', 'Please select a valid subscription plan'],
      [{}, 'planId', 'Please select a valid subscription plan'],
      [{ planId: 'professional', isAnnual: 'yes' }, 'isAnnual', 'isAnnual must be true or false'],
    ])('refuses %j with 400 and the field message, starting nothing', async (body, field, message) => {
      const customer = await registerCustomer(app);
      const response = await customer.agent.post('/api/create-subscription').send(body).expect(400);
      expect(response.body.errors[field]).toBe(message);
      expect(await em().count(BillingCheckout, { user: customer.id })).toBe(0);
    });

    it('sends Enterprise to sales', async () => {
      const customer = await registerCustomer(app);
      const response = await customer.agent.post('/api/create-subscription').send({ planId: 'enterprise' }).expect(400);
      expect(response.body).toMatchObject({
        code: 'BILLING.CONTACT_SALES',
        message: 'The Enterprise plan is arranged with our sales team. Please contact us.',
      });
    });

    it('needs a signed-in customer', async () => {
      await app.http().post('/api/create-subscription').send({ planId: 'professional' }).expect(401);
    });

    it('starts a 14-day trial on the first subscription: a card check (SetupIntent), nothing charged now', async () => {
      const customer = await registerCustomer(app);
      const started = await startCheckout(customer);
      expect(started).toMatchObject({ intentKind: 'setup', amountDueCents: 0, trialDays: 14, provider: 'sandbox', priceCents: 24900, period: 'monthly' });
      expect(started.paymentIntentId).toMatch(/^seti_/);
      expect(started.clientSecret).toMatch(new RegExp(`^${started.paymentIntentId}_secret_`));
    });

    it('charges at once (a PaymentIntent for the full price) for a customer who subscribed before', async () => {
      const customer = await registerCustomer(app);
      await subscribedBefore(app, customer.id);
      const started = await startCheckout(customer, 'business', true);
      expect(started).toMatchObject({ intentKind: 'payment', amountDueCents: 574800, trialDays: 0 });
      expect(started.paymentIntentId).toMatch(/^pi_/);
    });

    it('ends the unfinished checkout when the page is loaded again', async () => {
      const customer = await registerCustomer(app);
      const first = await startCheckout(customer);
      await startCheckout(customer);
      expect(await em().find(BillingCheckout, { user: customer.id }, { orderBy: { id: 'asc' } })).toEqual([
        expect.objectContaining({ status: 'abandoned', intentId: first.paymentIntentId }),
        expect.objectContaining({ status: 'open' }),
      ]);
      await payAtSandbox(customer, first.clientSecret).expect(409); // its intent ended with its subscription
    });

    it('closes an unfinished hosted checkout when another starts, so it can no longer be paid (found by the access matrix: it charged a second subscription)', async () => {
      const customer = await registerCustomer(app);
      const hosted = await customer.agent.post('/api/create-checkout-session').send({ planId: 'professional', isAnnual: false }).expect(201);
      const sessionId = new URL(hosted.body.url).pathname.split('/').pop()!;
      await subscribe(customer);
      const page = await customer.agent.get(`/api/sandbox/checkout-sessions/${sessionId}`).expect(200);
      expect(page.body.status).toBe('expired');
      const paid = await customer.agent
        .post(`/api/sandbox/checkout-sessions/${sessionId}/complete`)
        .send({ cardNumber: CARDS.visa, expiry: '12 / 34', cvc: '123' })
        .expect(409);
      expect(paid.body).toMatchObject({ code: 'SANDBOX.CHECKOUT_EXPIRED' });
    });

    it('allows 30 payment attempts an hour per customer, then answers 429 with when to retry', async () => {
      const customer = await registerCustomer(app);
      for (let attempt = 0; attempt < 30; attempt++) await customer.agent.post('/api/create-subscription').send({ planId: 'gold' }).expect(400);
      const throttled = await customer.agent.post('/api/create-subscription').send({ planId: 'professional' }).expect(429);
      expect(throttled.body).toMatchObject({ code: 'BILLING.THROTTLED', message: 'Too many payment attempts. Please try again in 60 minutes.' });
      await customer.agent
        .post('/api/sandbox/intents/confirm')
        .send({ clientSecret: 'seti_x_secret_y', cardNumber: CARDS.visa, expiry: '12 / 34', cvc: '123' })
        .expect(429);
    });

    it('keeps to 30 payment attempts an hour when they come at once', async () => {
      const customer = await registerCustomer(app);
      const answers = await Promise.all(Array.from({ length: 34 }, () => customer.agent.post('/api/create-subscription').send({ planId: 'gold' })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(30).fill(400), ...Array(4).fill(429)]);
    });

    it('refuses a second subscription while one is held (Change Plan is the way)', async () => {
      const customer = await registerCustomer(app);
      await subscribe(customer);
      const response = await customer.agent.post('/api/create-subscription').send({ planId: 'business' }).expect(409);
      expect(response.body.code).toBe('BILLING.ALREADY_SUBSCRIBED');
    });
  });

  describe('POST /api/subscription/confirm', () => {
    it('grants the trial once the card is verified and saved, and records one new subscription however often it is confirmed', async () => {
      const customer = await registerCustomer(app);
      const { started, confirmed } = await subscribe(customer);
      expect(confirmed).toMatchObject({
        success: true,
        message: 'Your free trial has started.',
        user: { subscriptionPlan: 'professional', subscriptionStatus: 'trial' },
      });
      expect(confirmed.billing).toMatchObject({
        planName: 'Professional',
        status: 'trial',
        period: 'monthly',
        priceCents: 24900,
        card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
      });
      const trialDays = (new Date(confirmed.billing.trialEndsAt).getTime() - Date.now()) / 86_400_000;
      expect(trialDays).toBeGreaterThan(13.9);
      expect(trialDays).toBeLessThanOrEqual(14);

      await customer.agent.post('/api/subscription/confirm').send({ paymentIntentId: started.paymentIntentId, planId: 'professional' }).expect(200);
      expect(await activities(customer.id)).toEqual(['new']);
      const billing = await customer.agent.get('/api/billing').expect(200);
      expect(billing.body).toMatchObject({ status: 'trial', managedByProvider: true, canUpdateCard: false });
    });

    it('grants an active plan after a paid first invoice', async () => {
      const customer = await registerCustomer(app);
      await subscribedBefore(app, customer.id);
      const { confirmed } = await subscribe(customer, 'business');
      expect(confirmed).toMatchObject({ message: 'Your subscription is active.', user: { subscriptionPlan: 'business', subscriptionStatus: 'active' } });
      expect(confirmed.billing.currentPeriodEnd).toBeTruthy();
    });

    it('refuses an intent that has not succeeded yet, changing nothing', async () => {
      const customer = await registerCustomer(app);
      const started = await startCheckout(customer);
      const response = await customer.agent
        .post('/api/subscription/confirm')
        .send({ paymentIntentId: started.paymentIntentId, planId: 'professional' })
        .expect(402);
      expect(response.body.message).toBe('Payment status: requires_payment_method. Please try again.');
      expect(await userOf(app, customer.id)).toMatchObject({ subscriptionPlan: null, subscriptionStatus: 'none' });
    });

    it("refuses another customer's intent with 404, changing nothing for either", async () => {
      const owner = await registerCustomer(app);
      const started = await startCheckout(owner);
      await payAtSandbox(owner, started.clientSecret).expect(200);
      const intruder = await registerCustomer(app);
      await startCheckout(intruder); // the intruder has a customer at the provider too
      const response = await intruder.agent
        .post('/api/subscription/confirm')
        .send({ paymentIntentId: started.paymentIntentId, planId: 'professional' })
        .expect(404);
      expect(response.body.code).toBe('BILLING.PAYMENT_NOT_FOUND');
      await intruder.agent
        .post('/api/sandbox/intents/confirm')
        .send({ clientSecret: started.clientSecret, cardNumber: CARDS.visa, expiry: '12 / 34', cvc: '123' })
        .expect(404);
      expect(await userOf(app, intruder.id)).toMatchObject({ subscriptionPlan: null, subscriptionStatus: 'none' });
      expect(await userOf(app, owner.id)).toMatchObject({ subscriptionPlan: null });
    });

    it('refuses a paid intent whose amount is not the plan price', async () => {
      const customer = await registerCustomer(app);
      await subscribedBefore(app, customer.id);
      const started = await startCheckout(customer);
      await payAtSandbox(customer, started.clientSecret).expect(200);
      await em().getConnection().execute(`update sandbox_objects set data = jsonb_set(data, '{amount}', '100') where id = ?`, [started.paymentIntentId]);
      const response = await customer.agent
        .post('/api/subscription/confirm')
        .send({ paymentIntentId: started.paymentIntentId, planId: 'professional' })
        .expect(400);
      expect(response.body).toMatchObject({ code: 'BILLING.AMOUNT_MISMATCH', message: 'The payment does not match the price of the selected plan' });
      expect(await userOf(app, customer.id)).toMatchObject({ subscriptionPlan: null, subscriptionStatus: 'none' });
    });

    it('refuses a confirmation for a different plan than the checkout sold', async () => {
      const customer = await registerCustomer(app);
      const started = await startCheckout(customer);
      await payAtSandbox(customer, started.clientSecret).expect(200);
      const response = await customer.agent
        .post('/api/subscription/confirm')
        .send({ paymentIntentId: started.paymentIntentId, planId: 'business' })
        .expect(400);
      expect(response.body.code).toBe('BILLING.PLAN_MISMATCH');
    });

    it.each([
      [{ planId: 'professional' }, 'paymentIntentId', 'paymentIntentId or checkoutSessionId is required'],
      [{ planId: 'professional', paymentIntentId: "pi_1' or 1=1" }, 'paymentIntentId', 'paymentIntentId is not a valid payment id'],
      [{ paymentIntentId: 'pi_123' }, 'planId', 'Please select a valid subscription plan'],
    ])('refuses %j with 400', async (body, field, message) => {
      const customer = await registerCustomer(app);
      const response = await customer.agent.post('/api/subscription/confirm').send(body).expect(400);
      expect(response.body.errors[field]).toBe(message);
    });

    it('a declined card shows the provider message; trying again with a good card works', async () => {
      const customer = await registerCustomer(app);
      await subscribedBefore(app, customer.id);
      const started = await startCheckout(customer);
      const declined = await payAtSandbox(customer, started.clientSecret, CARDS.declined).expect(402);
      expect(declined.body.message).toBe('Your card was declined.');
      const poor = await payAtSandbox(customer, started.clientSecret, CARDS.insufficientFunds).expect(402);
      expect(poor.body.message).toBe('Your card has insufficient funds.');
      await customer.agent.post('/api/subscription/confirm').send({ paymentIntentId: started.paymentIntentId, planId: 'professional' }).expect(402);
      await payAtSandbox(customer, started.clientSecret).expect(200);
      await customer.agent.post('/api/subscription/confirm').send({ paymentIntentId: started.paymentIntentId, planId: 'professional' }).expect(200);
      expect(await userOf(app, customer.id)).toMatchObject({ subscriptionPlan: 'professional', subscriptionStatus: 'active' });
    });
  });

  describe('the redirect checkout', () => {
    it('confirms from the provider’s completed checkout session, never from a client-made id', async () => {
      const customer = await registerCustomer(app);
      const started = await customer.agent.post('/api/create-checkout-session').send({ planId: 'professional', isAnnual: true }).expect(201);
      const sessionId = new URL(started.body.url).pathname.split('/').pop()!;
      expect(started.body.url).toBe(`http://localhost:3000/checkout/sandbox/${sessionId}`);

      const early = await customer.agent.post('/api/subscription/confirm').send({ checkoutSessionId: sessionId, planId: 'professional' }).expect(402);
      expect(early.body.message).toBe('Your payment was not completed.');
      await customer.agent.post('/api/subscription/confirm').send({ checkoutSessionId: 'cs_test_made_up', planId: 'professional' }).expect(404);

      const paid = await customer.agent
        .post(`/api/sandbox/checkout-sessions/${sessionId}/complete`)
        .send({ cardNumber: CARDS.visa, expiry: '12 / 34', cvc: '123' })
        .expect(200);
      expect(paid.body.redirectUrl).toBe(`http://localhost:3000/payment?plan=professional&period=annual&payment_status=success&session_id=${sessionId}`);

      const intruder = await registerCustomer(app);
      await intruder.agent.post('/api/subscription/confirm').send({ checkoutSessionId: sessionId, planId: 'professional' }).expect(404);
      const confirmed = await customer.agent.post('/api/subscription/confirm').send({ checkoutSessionId: sessionId, planId: 'professional' }).expect(200);
      expect(confirmed.body.user).toMatchObject({ subscriptionPlan: 'professional', subscriptionStatus: 'trial' });
      expect(confirmed.body.billing.period).toBe('annual');
    });
  });

  describe('POST /api/subscription/change', () => {
    it('upgrades and downgrades, recording each once; the same plan is refused', async () => {
      const customer = await registerCustomer(app);
      await subscribe(customer);
      const upgraded = await customer.agent.post('/api/subscription/change').send({ planId: 'business', isAnnual: false }).expect(200);
      expect(upgraded.body.user).toMatchObject({ subscriptionPlan: 'business', subscriptionStatus: 'trial' });
      const same = await customer.agent.post('/api/subscription/change').send({ planId: 'business', isAnnual: false }).expect(409);
      expect(same.body.message).toBe('You are already on this plan');
      await customer.agent.post('/api/subscription/change').send({ planId: 'professional', isAnnual: true }).expect(200);
      expect(await activities(customer.id)).toEqual(['new', 'upgrade', 'downgrade']);
    });

    it('needs a subscription paid through the provider', async () => {
      const customer = await registerCustomer(app);
      const response = await customer.agent.post('/api/subscription/change').send({ planId: 'business' }).expect(409);
      expect(response.body.code).toBe('BILLING.NO_SUBSCRIPTION');
    });
  });

  describe('POST /api/subscription/cancel', () => {
    it('cancels at the end of the period: status cancelled, access kept until then, recorded once', async () => {
      const customer = await registerCustomer(app);
      await subscribe(customer);
      const response = await customer.agent.post('/api/subscription/cancel').send({}).expect(200);
      expect(response.body.message).toMatch(/^Your subscription has been cancelled\. You keep access until [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/);
      expect(response.body.user).toMatchObject({ subscriptionPlan: 'professional', subscriptionStatus: 'cancelled' });
      expect(response.body.billing.cancelAtPeriodEnd).toBe(true);
      const again = await customer.agent.post('/api/subscription/cancel').send({}).expect(409);
      expect(again.body.code).toBe('BILLING.ALREADY_CANCELLED');
      expect(await activities(customer.id)).toEqual(['new', 'cancellation']);
    });

    it('writes the end day in the customer’s own time zone, in the answer and when asked again', async () => {
      const customer = await registerCustomer(app);
      await subscribe(customer);
      const periodEnd = new Date((await customer.agent.get('/api/billing').expect(200)).body.currentPeriodEnd as string);
      // A zone whose day differs from UTC's at that instant, so a UTC date cannot pass.
      const timeZone = periodEnd.getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
      await customer.agent.patch('/api/user').send({ timeZone }).expect(200);
      const day = periodEnd.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone });
      expect(day).not.toBe(periodEnd.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }));
      const response = await customer.agent.post('/api/subscription/cancel').send({}).expect(200);
      expect(response.body.message).toBe(`Your subscription has been cancelled. You keep access until ${day}.`);
      const again = await customer.agent.post('/api/subscription/cancel').send({}).expect(409);
      expect(again.body.message).toBe(`Your subscription is already cancelled and ends on ${day}`);
    });

    it('resumes a cancelled subscription through Change Plan', async () => {
      const customer = await registerCustomer(app);
      await subscribe(customer);
      await customer.agent.post('/api/subscription/cancel').send({}).expect(200);
      const resumed = await customer.agent.post('/api/subscription/change').send({ planId: 'professional' }).expect(200);
      expect(resumed.body.user.subscriptionStatus).toBe('trial');
      expect(resumed.body.billing.cancelAtPeriodEnd).toBe(false);
    });

    it('refuses with 409 when there is no plan to cancel', async () => {
      const customer = await registerCustomer(app);
      const response = await customer.agent.post('/api/subscription/cancel').send({}).expect(409);
      expect(response.body).toMatchObject({ code: 'BILLING.NOTHING_TO_CANCEL', message: 'You have no active subscription to cancel' });
    });

    it('ends a plan our team granted by hand at once', async () => {
      const customer = await registerCustomer(app);
      await em().nativeUpdate(Subscription, { user: customer.id }, { subscriptionPlan: 'business', subscriptionStatus: 'active' });
      const response = await customer.agent.post('/api/subscription/cancel').send({}).expect(200);
      expect(response.body.message).toBe('Your plan has been cancelled.');
      expect(response.body.user).toMatchObject({ subscriptionPlan: null, subscriptionStatus: 'none' });
      expect(await activities(customer.id)).toEqual(['cancellation']);
    });
  });
});
