import { EntityManager } from '@mikro-orm/postgresql';
import { Payment } from '../../src/modules/billing/payment.entity';
import { SandboxClock } from '../../src/modules/billing/providers/sandbox/sandbox-clock.job';
import { SubscriptionActivity } from '../../src/modules/billing/subscription-activity.entity';
import { type Customer, registerCustomer } from '../support/accounts';
import { type SmtpInbox } from '../support/smtp-inbox';
import { type TestApp, closeAppWithInbox, startAppWithInbox } from '../support/test-app';
import { waitUntil } from '../support/wait';
import { CARDS, subscribe, userOf } from './billing-helpers';

const DAY = 86_400_000;

/** Time passing at the sandbox provider (trial end, renewals, period end) and the events the worker handles. */
describe('subscription lifecycle', () => {
  let app: TestApp;
  let inbox: SmtpInbox;
  beforeAll(async () => ({ app, inbox } = await startAppWithInbox()));
  afterAll(() => closeAppWithInbox(app, inbox));

  const em = () => app.get(EntityManager).fork();
  /** Moves the sandbox's clock for this customer only (tests share the database). */
  const advanceTo = async (customer: Customer, at: Date) => {
    const { stripeCustomerId } = await userOf(app, customer.id);
    await app.get(SandboxClock).advance(at, { customerId: stripeCustomerId! });
  };
  const mailsTo = (customer: Customer) => inbox.messages.filter((mail) => mail.to.includes(customer.email));
  const eventually = (what: string, check: () => Promise<boolean> | boolean) => waitUntil(check, 10_000, what);

  it('e-mails when the trial starts and three days before it ends, then charges the saved card and renews', async () => {
    const customer = await registerCustomer(app, { verified: true });
    const { confirmed } = await subscribe(customer);
    const trialEnd = new Date(confirmed.billing.trialEndsAt);
    await eventually('the trial mail', () => mailsTo(customer).some((mail) => mail.subject === 'Your Professional free trial has started'));

    await advanceTo(customer, new Date(trialEnd.getTime() - 2.5 * DAY));
    await eventually('the reminder', () => mailsTo(customer).some((mail) => mail.subject.startsWith('Your free trial ends on')));
    await advanceTo(customer, new Date(trialEnd.getTime() - 2 * DAY)); // a second run sends no second reminder

    await advanceTo(customer, new Date(trialEnd.getTime() + 60_000));
    await eventually('the first charge', async () => (await userOf(app, customer.id)).subscriptionStatus === 'active');
    const user = await userOf(app, customer.id);
    expect(user.currentPeriodEnd!.getTime()).toBeGreaterThan(trialEnd.getTime() + 27 * DAY);
    await eventually('the payment', async () => (await em().count(Payment, { user: customer.id })) === 1);
    const payments = await customer.agent.get('/api/billing/payments').expect(200);
    expect(payments.body).toEqual([
      expect.objectContaining({
        amountCents: 24900,
        currency: 'usd',
        status: 'succeeded',
        invoiceUrl: expect.stringMatching(/^http:\/\/localhost:3000\/api\/sandbox\/invoices\/in_/),
      }),
    ]);
    expect(mailsTo(customer).filter((mail) => mail.subject.startsWith('Your free trial ends on'))).toHaveLength(1);
    // The hosted invoice is a page: its style element carries the nonce its CSP allows (API JSON's allows nothing).
    const invoicePage = await customer.agent.get(new URL(payments.body[0].invoiceUrl).pathname).expect(200);
    const styleNonce = /<style nonce="([^"]+)">/.exec(invoicePage.text)?.[1];
    expect(styleNonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(invoicePage.headers['content-security-policy']).toContain(`style-src 'self' 'nonce-${styleNonce}'`);
    expect(invoicePage.headers['cache-control']).toBe('private, no-store');

    await advanceTo(customer, new Date(user.currentPeriodEnd!.getTime() + 60_000));
    await eventually('the renewal', async () => (await em().count(Payment, { user: customer.id, status: 'succeeded' })) === 2);
    expect((await userOf(app, customer.id)).currentPeriodEnd!.getTime()).toBeGreaterThan(user.currentPeriodEnd!.getTime());
  });

  it('moves to past_due and tells the customer when the charge at trial end fails', async () => {
    const customer = await registerCustomer(app, { verified: true });
    const { confirmed } = await subscribe(customer, 'professional', CARDS.failsLater);
    await advanceTo(customer, new Date(new Date(confirmed.billing.trialEndsAt).getTime() + 60_000));
    await eventually('past_due', async () => (await userOf(app, customer.id)).subscriptionStatus === 'past_due');
    expect((await userOf(app, customer.id)).subscriptionPlan).toBe('professional'); // access continues while retrying
    await eventually('the failed payment', async () => (await em().count(Payment, { user: customer.id, status: 'failed' })) === 1);
    await eventually('the mail', () => mailsTo(customer).some((mail) => mail.subject === 'Your AI Receptionists payment failed'));

    // An upgrade would charge the same card: refused with the card's message, the plan unchanged.
    const upgrade = await customer.agent.post('/api/subscription/change').send({ planId: 'business' }).expect(402);
    expect(upgrade.body).toMatchObject({ code: 'BILLING.CARD_DECLINED', message: 'Your card was declined.' });
    expect(await userOf(app, customer.id)).toMatchObject({ subscriptionPlan: 'professional', subscriptionStatus: 'past_due' });
  });

  it('removes the plan when a cancelled subscription reaches the end of its period, with one cancellation recorded', async () => {
    const customer = await registerCustomer(app);
    const { confirmed } = await subscribe(customer);
    await customer.agent.post('/api/subscription/cancel').send({}).expect(200);
    await advanceTo(customer, new Date(new Date(confirmed.billing.trialEndsAt).getTime() + 60_000));
    await eventually('the end of the plan', async () => (await userOf(app, customer.id)).subscriptionStatus === 'none');
    expect(await userOf(app, customer.id)).toMatchObject({ subscriptionPlan: null, stripeSubscriptionId: null });
    const actions = (await em().find(SubscriptionActivity, { user: customer.id }, { orderBy: { id: 'asc' } })).map((activity) => activity.action);
    expect(actions).toEqual(['new', 'cancellation']);
    expect(await em().count(Payment, { user: customer.id })).toBe(0); // nothing was ever charged
  });

  it('charges the prorated difference at once for an upgrade after the trial', async () => {
    const customer = await registerCustomer(app);
    const { confirmed } = await subscribe(customer);
    await advanceTo(customer, new Date(new Date(confirmed.billing.trialEndsAt).getTime() + 60_000));
    await eventually('the first charge', async () => (await em().count(Payment, { user: customer.id, status: 'succeeded' })) === 1);
    await customer.agent.post('/api/subscription/change').send({ planId: 'business' }).expect(200);
    await eventually('the prorated charge', async () => (await em().count(Payment, { user: customer.id, status: 'succeeded' })) === 2);
    // The sandbox's clock was moved to the trial's end, so the whole first month remains: the full difference.
    const payments: { amountCents: number; description: string }[] = (await customer.agent.get('/api/billing/payments').expect(200)).body;
    expect(payments.map((payment) => payment.amountCents).sort()).toEqual([24900, 35000]);
    expect(payments.find((payment) => payment.amountCents === 35000)!.description).toMatch(/prorated/);
  });
});
