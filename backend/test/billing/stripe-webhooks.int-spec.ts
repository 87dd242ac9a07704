import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import type Stripe from 'stripe';
import { Payment } from '../../src/modules/billing/payment.entity';
import { StripeEvent } from '../../src/modules/billing/stripe-event.entity';
import { SubscriptionActivity } from '../../src/modules/billing/subscription-activity.entity';
import { User } from '../../src/modules/users/user.entity';
import { Subscription } from '../../src/modules/billing/subscription.entity';
import { registerCustomer, signInAdmin } from '../support/accounts';
import { mailsTo, type SmtpInbox, startSmtpInbox } from '../support/smtp-inbox';
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

/**
 * The webhook endpoint with the Stripe adapter; the SDK talks to a local fixture server that holds "Stripe's" current
 * objects, so handlers that re-read them see what a test put there.
 */
/** A customer with no plan and no subscription at the provider. */
const NO_PLAN = { subscriptionPlan: null, subscriptionStatus: 'none', stripeSubscriptionId: null };

describe('POST /api/webhooks/stripe', () => {
  let app: TestApp;
  let stripe: StripeFixtureServer;
  let inbox: SmtpInbox;
  const objects = new Map<string, unknown>();

  beforeAll(async () => {
    stripe = await startStripeFixtureServer();
    inbox = await startSmtpInbox();
    app = await createTestApp({ worker: true, env: { ...stripeTestEnv(stripe), SMTP_URL: inbox.url } });
    for (const path of ['subscriptions', 'invoices', 'checkout/sessions', 'payment_intents']) {
      stripe.on('GET', `/v1/${path}/:id`, (_request, { id }) => (objects.has(id) ? stripeOk(objects.get(id)) : stripeErrors.resourceMissing(path, id)));
    }
  });
  afterAll(async () => {
    await app.close();
    await stripe.close();
    await inbox.close();
  });

  const em = () => app.get(EntityManager).fork();
  const post = (body: string, signature?: string) => {
    const request = app.http().post('/api/webhooks/stripe').set('Content-Type', 'application/json');
    return (signature === undefined ? request : request.set('Stripe-Signature', signature)).send(body);
  };
  const deliver = (event: Stripe.Event, options?: Parameters<typeof signStripeWebhook>[1]) => {
    const { body, signature } = signStripeWebhook(event, options);
    return post(body, signature);
  };
  const handled = (eventId: string) => waitUntil(async () => !!(await em().findOne(StripeEvent, { eventId }))?.processedAt, 10_000, `event ${eventId} handled`);

  /** A customer of ours with a Stripe customer id, and the ids of "their" Stripe objects. */
  async function customerAtStripe() {
    const { id, email } = await registerCustomer(app, { verified: true });
    const ids = { customer: `cus_${uid()}`, subscription: `sub_${uid()}`, invoice: `in_${uid()}` };
    await em().nativeUpdate(Subscription, { user: id }, { stripeCustomerId: ids.customer });
    return { userId: id, email, ids };
  }
  const subscriptionAt = (ids: { customer: string; subscription: string }, overrides: object = {}) =>
    stripePayloads.subscription({ id: ids.subscription, customer: ids.customer, ...overrides } as never, 'professionalMonthly');
  const event = (type: string, object: { id: string; object: string; customer?: unknown }) =>
    stripePayloads.event(type, object, { id: `evt_${uid()}` } as never);
  /** Our record of a Professional plan the customer cancelled, ending with the period of `subscriptionId`. */
  const cancelledAtPeriodEnd = (userId: number, subscriptionId: string) =>
    em().nativeUpdate(
      Subscription,
      { user: userId },
      { subscriptionPlan: 'professional', subscriptionStatus: 'cancelled', stripeSubscriptionId: subscriptionId, cancelAtPeriodEnd: true },
    );
  /** Puts the customer's subscription and its first paid invoice at "Stripe", and returns the invoice.paid event. */
  const paidAtStripe = (ids: { customer: string; subscription: string; invoice: string }) => {
    objects.set(ids.subscription, subscriptionAt(ids));
    const invoice = stripePayloads.invoice({
      id: ids.invoice,
      customer: ids.customer,
      parent: { subscription_details: { subscription: ids.subscription } },
    } as never);
    objects.set(ids.invoice, invoice);
    return event('invoice.paid', invoice);
  };

  it('accepts a correctly signed event, records it and answers 200 at once', async () => {
    const { ids } = await customerAtStripe();
    const updated = event('customer.subscription.updated', subscriptionAt(ids));
    const response = await deliver(updated).expect(200);
    expect(response.body).toEqual({ received: true });
    expect(await em().count(StripeEvent, { eventId: updated.id })).toBe(1);
  });

  it.each([
    ['a tampered body', (body: string, signature: string) => [body.replace('"livemode": false', '"livemode": true'), signature]],
    ['a signature made with another secret', (body: string) => [body, signStripeWebhook(body, { secret: 'whsec_someone_else' }).signature]],
    ['a signature 301 seconds old', (body: string) => [body, signStripeWebhook(body, { timestamp: Math.floor(Date.now() / 1000) - 301 }).signature]],
    ['no signature', (body: string) => [body, undefined]],
  ] as const)('refuses %s with 400 and records nothing', async (_case, tamper) => {
    const { ids } = await customerAtStripe();
    const payload = event('customer.subscription.updated', subscriptionAt(ids));
    const signed = signStripeWebhook(payload);
    const [body, signature] = tamper(signed.body, signed.signature);
    const response = await post(body as string, signature as string | undefined).expect(400);
    expect(response.body).toMatchObject({ code: 'BILLING.INVALID_SIGNATURE', message: 'Invalid webhook signature' });
    expect(await em().count(StripeEvent, { eventId: payload.id })).toBe(0);
  });

  it('handles the same event delivered twice at once exactly once', async () => {
    const { userId, ids } = await customerAtStripe();
    const paid = paidAtStripe(ids);

    const answers = await Promise.all([deliver(paid), deliver(paid), deliver(paid)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.filter((answer) => answer.body.duplicate).length).toBe(2);
    await handled(paid.id);
    await deliver(paid).expect(200); // a late redelivery too

    expect(await em().count(StripeEvent, { eventId: paid.id })).toBe(1);
    expect(await em().count(Payment, { user: userId })).toBe(1);
    expect(await em().find(SubscriptionActivity, { user: userId })).toEqual([
      expect.objectContaining({ action: 'new', newPlan: 'professional', stripeEventId: paid.id }),
    ]);
    const user = await em().findOneOrFail(Subscription, { user: userId });
    expect(user).toMatchObject({ subscriptionPlan: 'professional', subscriptionStatus: 'active', stripeSubscriptionId: ids.subscription, cardLast4: '4242' });
  });

  it('ends in the right state when subscription.updated arrives before subscription.created', async () => {
    const { userId, ids } = await customerAtStripe();
    // At Stripe the subscription is already on Business, annual; the "created" event's copy still says Professional.
    const now = stripePayloads.subscription({ id: ids.subscription, customer: ids.customer } as never, 'businessAnnual');
    objects.set(ids.subscription, now);
    const updated = event('customer.subscription.updated', now);
    const created = event('customer.subscription.created', subscriptionAt(ids));
    await deliver(updated).expect(200);
    await handled(updated.id);
    await deliver(created).expect(200);
    await handled(created.id);

    const user = await em().findOneOrFail(Subscription, { user: userId });
    expect(user).toMatchObject({ subscriptionPlan: 'business', billingPeriod: 'annual', subscriptionStatus: 'active' });
    expect((await em().find(SubscriptionActivity, { user: userId })).map((activity) => activity.action)).toEqual(['new']);
  });

  it('grants the plan when invoice.paid arrives before checkout.session.completed, and the session then changes nothing', async () => {
    const { userId, ids } = await customerAtStripe();
    const paid = paidAtStripe(ids);
    await deliver(paid).expect(200);
    await handled(paid.id);
    expect(await em().findOneOrFail(Subscription, { user: userId })).toMatchObject({ subscriptionPlan: 'professional', subscriptionStatus: 'active' });

    const completed = event(
      'checkout.session.completed',
      stripePayloads.checkoutSession({ id: `cs_test_${uid()}`, customer: ids.customer, subscription: ids.subscription } as never),
    );
    await deliver(completed).expect(200);
    await handled(completed.id);
    expect(await em().count(SubscriptionActivity, { user: userId })).toBe(1);
  });

  it('moves the plan to past_due on invoice.payment_failed and tells the customer by e-mail', async () => {
    const { userId, email, ids } = await customerAtStripe();
    objects.set(ids.subscription, subscriptionAt(ids, { status: 'past_due' }));
    objects.set(
      ids.invoice,
      stripePayloads.failedInvoice({ id: ids.invoice, customer: ids.customer, parent: { subscription_details: { subscription: ids.subscription } } } as never),
    );
    await em().nativeUpdate(
      Subscription,
      { user: userId },
      { subscriptionPlan: 'professional', subscriptionStatus: 'active', stripeSubscriptionId: ids.subscription },
    );
    const failed = event('invoice.payment_failed', objects.get(ids.invoice) as Stripe.Invoice);
    await deliver(failed).expect(200);
    await handled(failed.id);

    expect(await em().findOneOrFail(Subscription, { user: userId })).toMatchObject({ subscriptionPlan: 'professional', subscriptionStatus: 'past_due' });
    expect(await em().findOneOrFail(Payment, { providerPaymentId: ids.invoice })).toMatchObject({ status: 'failed', amountCents: 24900 });
    await waitUntil(() => mailsTo(inbox, email).length > 0, 10_000, 'the payment-failed mail');
    expect(mailsTo(inbox, email)[0].subject).toBe('Your AI Receptionists payment failed');
  });

  it('ends cancelled, recorded once, when the customer cancels while an event about the subscription is being handled', async () => {
    const { userId, ids } = await customerAtStripe();
    await em().nativeUpdate(
      Subscription,
      { user: userId },
      { subscriptionPlan: 'professional', subscriptionStatus: 'active', stripeSubscriptionId: ids.subscription },
    );
    const before = subscriptionAt(ids);
    const cancelled = subscriptionAt(ids, { cancel_at_period_end: true });
    objects.set(ids.subscription, before);
    // The event's read of the subscription is held until the customer has cancelled, then answers with the old state.
    let releaseRead!: () => void;
    const readHeld = new Promise<void>((resolve) => (releaseRead = resolve));
    let readStarted!: () => void;
    const reading = new Promise<void>((resolve) => (readStarted = resolve));
    let reads = 0;
    stripe.on('GET', '/v1/subscriptions/:id', async (_request, { id }) => {
      if (id === ids.subscription && reads++ === 0) {
        readStarted();
        await readHeld;
        return stripeOk(before);
      }
      return objects.has(id) ? stripeOk(objects.get(id)) : stripeErrors.resourceMissing('subscriptions', id);
    });
    stripe.on('POST', '/v1/subscriptions/:id', (_request, { id }) => {
      objects.set(id, cancelled);
      return stripeOk(cancelled);
    });
    const customer = app.http();
    await customer
      .post('/api/login')
      .send({ email: (await em().findOneOrFail(User, userId)).email, password: 'correct horse battery' })
      .expect(200);

    const stale = event('customer.subscription.updated', before);
    await deliver(stale).expect(200);
    await reading;
    const cancelling = customer.post('/api/subscription/cancel').send({});
    await new Promise((resolve) => setTimeout(resolve, 300)); // the cancellation reaches Stripe and waits for the user's lock
    releaseRead();
    await cancelling.expect(200);
    await handled(stale.id);

    expect(await em().findOneOrFail(Subscription, { user: userId })).toMatchObject({ subscriptionStatus: 'cancelled', cancelAtPeriodEnd: true });
    expect((await em().find(SubscriptionActivity, { user: userId })).map((activity) => activity.action)).toEqual(['cancellation']);
  });

  it('removes the plan when the subscription is deleted at the end of a cancelled period, recording no second cancellation', async () => {
    const { userId, ids } = await customerAtStripe();
    await cancelledAtPeriodEnd(userId, ids.subscription);
    objects.set(ids.subscription, subscriptionAt(ids, { status: 'canceled', cancel_at_period_end: true }));
    const deleted = event('customer.subscription.deleted', objects.get(ids.subscription) as Stripe.Subscription);
    await deliver(deleted).expect(200);
    await handled(deleted.id);

    expect(await em().findOneOrFail(Subscription, { user: userId })).toMatchObject(NO_PLAN);
    expect(await em().count(SubscriptionActivity, { user: userId })).toBe(0);
  });

  it('keeps an administrator’s removal of the plan: the old subscription ends at Stripe, its late events change nothing, a new one is the plan', async () => {
    const { userId, ids } = await customerAtStripe();
    await cancelledAtPeriodEnd(userId, ids.subscription);
    const cancelled = subscriptionAt(ids, { cancel_at_period_end: true });
    objects.set(ids.subscription, cancelled);
    stripe.on('DELETE', `/v1/subscriptions/${ids.subscription}`, () => {
      objects.set(ids.subscription, subscriptionAt(ids, { status: 'canceled', cancel_at_period_end: true }));
      return stripeOk(objects.get(ids.subscription));
    });
    // Sent by Stripe when the customer cancelled, delivered only after the administrator's change.
    const late = event('customer.subscription.updated', cancelled);

    const admin = await signInAdmin(app);
    await admin.patch(`/api/admin/users/${userId}`).send({ subscriptionPlan: 'none' }).expect(200);
    expect(stripe.requestsTo('DELETE', `/v1/subscriptions/${ids.subscription}`)).toHaveLength(1);
    await deliver(late).expect(200);
    await handled(late.id);
    const deleted = event('customer.subscription.deleted', objects.get(ids.subscription) as Stripe.Subscription);
    await deliver(deleted).expect(200);
    await handled(deleted.id);
    expect(await em().findOneOrFail(Subscription, { user: userId })).toMatchObject(NO_PLAN);

    // The customer subscribes again; the new subscription's event arrives before the old one's are redelivered.
    const newer = { customer: ids.customer, subscription: `sub_${uid()}` };
    objects.set(newer.subscription, stripePayloads.subscription({ id: newer.subscription, customer: ids.customer } as never, 'businessMonthly'));
    const created = event('customer.subscription.created', objects.get(newer.subscription) as Stripe.Subscription);
    await deliver(created).expect(200);
    await handled(created.id);
    const again = event('customer.subscription.updated', cancelled);
    await deliver(again).expect(200);
    await handled(again.id);

    expect(await em().findOneOrFail(Subscription, { user: userId })).toMatchObject({
      subscriptionPlan: 'business',
      subscriptionStatus: 'active',
      stripeSubscriptionId: newer.subscription,
    });
    expect(stripe.requestsTo('DELETE', `/v1/subscriptions/${newer.subscription}`)).toHaveLength(0); // not taken for a duplicate
    expect(stripe.requestsTo('POST', '/v1/refunds')).toHaveLength(0);
    expect(
      (await em().find(SubscriptionActivity, { user: userId }, { orderBy: { id: 'asc' } })).map((activity) => [activity.action, activity.newPlan]),
    ).toEqual([['new', 'business']]);
  });
});

const uid = () => randomUUID().replace(/-/g, '').slice(0, 14);
