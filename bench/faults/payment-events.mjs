#!/usr/bin/env node
// Fault: payment events delivered three times at once and out of order, as Stripe may. The api and two workers use the
// Stripe adapter against the backend tests' Stripe stand-in (a local api.stripe.com holding each customer's current
// objects); signed events go to POST /api/webhooks/stripe. Per customer, one of four stories, all customers at once:
//   paid      invoice.paid, three copies at once, and a fourth late
//   reordered customer.subscription.updated (now Business annual) before the older customer.subscription.created
//   early     invoice.paid before checkout.session.completed
//   ended     customer.subscription.deleted before an older customer.subscription.updated that still says active
// Checks: each event is recorded once and has its effects once (one payment row, one activity, one mail), and every
// customer ends in the state the provider has now.
import { randomUUID } from 'node:crypto';
import { sleep } from '../../scripts/lib/workspace.mjs';
import { mailOutcome, describeMail, eventsOutcome } from '../lib/fault-checks.mjs';
import { latencySummary, runScenario } from '../lib/fault-report.mjs';
import { call, signUpMany, statusCounts } from '../lib/fault-http.mjs';
import { startStack, waitForOutboxDrained } from '../lib/processes.mjs';
import { signStripeWebhook, startStripeFixtureServer, stripeErrors, stripeOk, stripePayloads, stripeTestEnv } from '../lib/stripe-fixtures.mjs';

const BASE_PORT = Number(process.env.FAULT_BASE_PORT ?? 3830);
const PER_STORY = Number(process.env.CUSTOMERS_PER_STORY ?? 6);
const COPIES = 3;

/** Each story: the customer's current objects at "Stripe", the events in the order they arrive, and the end state. */
const STORIES = {
  paid(ids, objects) {
    objects.set(ids.subscription, subscriptionOf(ids));
    objects.set(
      ids.invoice,
      stripePayloads.invoice({ id: ids.invoice, customer: ids.customer, parent: { subscription_details: { subscription: ids.subscription } } }),
    );
    return { events: [event('invoice.paid', objects.get(ids.invoice))], expected: { plan: 'professional', status: 'active', activities: 'new', payments: 1 } };
  },
  reordered(ids, objects) {
    const now = stripePayloads.subscription({ id: ids.subscription, customer: ids.customer }, 'businessAnnual');
    objects.set(ids.subscription, now);
    return {
      events: [event('customer.subscription.updated', now), event('customer.subscription.created', subscriptionOf(ids))],
      expected: { plan: 'business', status: 'active', period: 'annual', activities: 'new', payments: 0 },
    };
  },
  early(ids, objects) {
    objects.set(ids.subscription, subscriptionOf(ids));
    objects.set(
      ids.invoice,
      stripePayloads.invoice({ id: ids.invoice, customer: ids.customer, parent: { subscription_details: { subscription: ids.subscription } } }),
    );
    const completed = stripePayloads.checkoutSession({ id: `cs_test_${uid()}`, customer: ids.customer, subscription: ids.subscription });
    return {
      events: [event('invoice.paid', objects.get(ids.invoice)), event('checkout.session.completed', completed)],
      expected: { plan: 'professional', status: 'active', activities: 'new', payments: 1 },
    };
  },
  ended(ids, objects) {
    const active = subscriptionOf(ids);
    objects.set(ids.subscription, subscriptionOf(ids, { status: 'canceled' }));
    return {
      before: ['professional', 'active'],
      events: [event('customer.subscription.deleted', objects.get(ids.subscription)), event('customer.subscription.updated', active)],
      expected: { plan: null, status: 'none', activities: 'cancellation', payments: 0 },
    };
  },
};

const subscriptionOf = (ids, overrides = {}) =>
  stripePayloads.subscription({ id: ids.subscription, customer: ids.customer, ...overrides }, 'professionalMonthly');
const event = (type, object) => stripePayloads.event(type, object, { id: `evt_${uid()}` });
const uid = () => randomUUID().replace(/-/g, '').slice(0, 14);

function deliver(base, payload) {
  const { body, signature } = signStripeWebhook(payload);
  return call(base, 'POST', '/api/webhooks/stripe', { body, headers: { 'stripe-signature': signature } });
}

const matches = (row, expected) => Object.entries(expected).every(([key, value]) => row[key] === value);
const describeOutcome = (row) =>
  `${row.plan ?? 'no plan'}/${row.status}${row.period ? `/${row.period}` : ''}, activities [${row.activities}], payments ${row.payments}`;

await runScenario('Fault: payment events delivered 3× at once and out of order', async (report, cleanup) => {
  const stripe = await startStripeFixtureServer();
  cleanup(() => stripe.close());
  const objects = new Map(); // "Stripe's" current objects, which the handlers re-read
  for (const path of ['subscriptions', 'invoices', 'checkout/sessions', 'payment_intents']) {
    stripe.on('GET', `/v1/${path}/:id`, (_request, { id }) => (objects.has(id) ? stripeOk(objects.get(id)) : stripeErrors.resourceMissing(path, id)));
  }
  const stack = await startStack({ report, cleanup, basePort: BASE_PORT, name: 'events', workers: 2, env: stripeTestEnv(stripe) });
  const { db, smtp } = stack;
  const base = stack.apis[0].base;

  report.step(`${PER_STORY} customers per story, each with a Stripe customer id`);
  const customers = await signUpMany(base, 'events', PER_STORY * Object.keys(STORIES).length, { db });
  const cases = customers.map((customer, index) => {
    const story = Object.keys(STORIES)[index % Object.keys(STORIES).length];
    const ids = { customer: `cus_${uid()}`, subscription: `sub_${uid()}`, invoice: `in_${uid()}` };
    return { customer, story, ids, ...STORIES[story](ids, objects) };
  });
  for (const { customer, ids, before } of cases) {
    await db.query('update subscriptions set stripe_customer_id = $1 where user_id = $2', [ids.customer, customer.id]);
    if (before)
      await db.query('update subscriptions set subscription_plan = $1, subscription_status = $2, stripe_subscription_id = $3 where user_id = $4', [
        ...before,
        ids.subscription,
        customer.id,
      ]);
  }

  report.step(`delivering: every event ${COPIES}× at once, each customer's events in the story's (wrong) order, all customers at once`);
  const started = Date.now();
  const deliveries = await Promise.all(
    cases.map(async ({ events }) => {
      const answers = [];
      for (const event of events) answers.push(await Promise.all(Array.from({ length: COPIES }, () => deliver(base, event))));
      return answers;
    }),
  );
  const late = await Promise.all(cases.filter((item) => item.story === 'paid').map(({ events }) => deliver(base, events[0])));
  const drained = await waitForOutboxDrained(db);
  await sleep(1000);

  const copies = deliveries.flat();
  const answers = copies.flat();
  report.figure('webhook answers', `${statusCounts(answers)}; ${latencySummary(answers.map((answer) => answer.ms))}`);
  report.figure('time from the first delivery to every event handled', `${Date.now() - started - 1000} ms (${drained} ms after the last answer)`);
  report.check(
    `every delivery answered 200 (${answers.length + late.length})`,
    [...answers, ...late].every((answer) => answer.status === 200),
  );
  report.check(
    `of each ${COPIES} copies, one was new and the others flagged duplicate; a late copy too`,
    copies.every((group) => group.filter((answer) => !answer.body?.duplicate).length === 1) && late.every((answer) => answer.body?.duplicate === true),
  );

  const { rows: recorded } = await db.query('select event_id, count(*)::int as n from stripe_events group by event_id');
  const events = await eventsOutcome(db);
  report.figure('events', `${events.total} recorded for ${cases.reduce((sum, item) => sum + item.events.length, 0)} sent, ${events.pending} unhandled`);
  report.check(
    'each event recorded once and handled',
    recorded.every((row) => row.n === 1) && events.total === cases.reduce((sum, item) => sum + item.events.length, 0) && events.pending === 0,
  );

  const { rows: outcomes } = await db.query(
    `select u.id, s.subscription_plan as plan, s.subscription_status as status, s.billing_period as period,
            coalesce((select string_agg(a.action, ',' order by a.id) from subscription_activities a where a.user_id = u.id), '') as activities,
            (select count(*)::int from payments p where p.user_id = u.id) as payments
       from users u join subscriptions s on s.user_id = u.id where u.id = any($1::int[])`,
    [cases.map((item) => item.customer.id)],
  );
  const byUser = new Map(outcomes.map((row) => [row.id, row]));
  for (const story of Object.keys(STORIES)) {
    const stories = cases.filter((item) => item.story === story);
    const wrong = stories.filter((item) => !matches(byUser.get(item.customer.id), item.expected));
    report.figure(`  ${story}`, describeOutcome(byUser.get(stories[0].customer.id)));
    report.check(
      `${story}: every customer ends as the provider says, each change recorded once`,
      wrong.length === 0,
      wrong.map((item) => describeOutcome(byUser.get(item.customer.id))).join('; '),
    );
  }
  const mail = await mailOutcome(db, smtp);
  report.figure('mail', describeMail(mail));
  report.check('every mail (welcome, payment failed) delivered exactly once', mail.queued > 0 && mail.once === mail.queued);
});
