import { randomUUID } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent';
import { OVERAGE_RULE } from '../../src/modules/plans/plan-catalogue';
import { User } from '../../src/modules/users/user.entity';
import { type Customer, registerCustomer, signInAdmin } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { sql } from './calls-helpers';
import { EntityManager } from '@mikro-orm/postgresql';
import { CallUsageService } from '../../src/modules/calls/call-usage.service';
import { addDays, dayBounds, localDate } from '../../src/common/time-zones';

const DAY_MS = 86_400_000;

/** The usage meter, the dashboard's overview and the back office's usage, over calls of this UTC month and the last. */
describe('calls usage API (/api/calls/usage, /api/calls/overview, the back office)', () => {
  let app: TestApp;
  let admin: TestAgent;
  let alice: Customer;
  let frontDesk: number;
  let nightLine: number;
  const now = new Date();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const today = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);

  const insertCall = ({ platform_call_id = randomUUID(), ...fields }: Record<string, unknown>) => {
    const row = {
      user_id: alice.id,
      receptionist_id: frontDesk,
      status: 'ended',
      started_at: today,
      duration_seconds: 60,
      outcome: 'answered_question',
      ...fields,
    };
    const columns = Object.keys(row);
    return sql(app)(
      `insert into calls (platform, platform_call_id, facts_sent_at, ${columns.join(', ')}) values ('vapi', ?, now(), ${columns.map(() => '?').join(', ')})`,
      [platform_call_id, ...Object.values(row)],
    );
  };

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signInAdmin(app);
    alice = await registerCustomer(app, { firstName: 'Alice' });
    await alice.agent.patch('/api/user').send({ timeZone: 'UTC' }).expect(200); // the chart's days are UTC days for her
    await app.get(EntityManager).fork().nativeUpdate(User, { id: alice.id }, { receptionistLimitActive: true, receptionistLimit: 10 });
    await sql(app)(`update subscriptions set subscription_plan = 'professional', subscription_status = 'active' where user_id = ?`, [alice.id]);
    const receptionist = async (name: string) =>
      (
        await alice.agent
          .post('/api/receptionists')
          .send({ name, phoneNumber: '+1 (415) 555-0134', languages: ['English'] })
          .expect(201)
      ).body.id as number;
    frontDesk = await receptionist('Front desk');
    nightLine = await receptionist('Night line');
    const gone = await receptionist('Old line');

    await insertCall({ outcome: 'appointment_booked', duration_seconds: 120 });
    await insertCall({ outcome: 'message_taken', duration_seconds: 30, receptionist_id: nightLine });
    await insertCall({ started_at: monthStart, duration_seconds: 15 }); // the period's first moment, exactly 15 s: counted
    await insertCall({ started_at: new Date(monthStart.getTime() - 1), duration_seconds: 600 }); // 1 ms before: last period's
    await insertCall({ outcome: 'spam', duration_seconds: 90 });
    await insertCall({ duration_seconds: 14 });
    await insertCall({ is_test: true });
    await insertCall({ status: 'in_progress', outcome: null, duration_seconds: null });
    await insertCall({ receptionist_id: gone, duration_seconds: 45 });
    await alice.agent.delete(`/api/receptionists/${gone}`).expect(204);
  });
  afterAll(() => app.close());

  it('counts the period’s calls that count against the allowance, and says why the others do not', async () => {
    const { body } = await alice.agent.get('/api/calls/usage').expect(200);
    expect(body).toEqual({
      periodStart: monthStart.toISOString(),
      periodEnd: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString(),
      callsCounted: 4,
      allowance: 1000,
      overage: 0,
      overageRule: OVERAGE_RULE,
      // At the pace so far; nothing on the period's first day.
      projectedCalls: now.getTime() - monthStart.getTime() < 86_400_000 ? null : expect.any(Number),
      upgradePlanId: null, // a plan our team set up is changed by talking to us
      percentUsed: 0,
      notCounted: [
        { reason: 'spam', calls: 1 },
        { reason: 'test', calls: 1 },
        { reason: 'short', calls: 1 },
      ],
      // No texts sent; the professional plan's texts per period.
      textsSent: 0,
      textAllowance: 200,
    });
  });

  it('gives the dashboard its overview in one answer', async () => {
    const { body } = await alice.agent.get('/api/calls/overview').expect(200);
    expect(body.usage.callsCounted).toBe(4);
    expect(body).toMatchObject({ callsAnswered: 8, appointmentsBooked: 1, messagesTaken: 1 });
    // 120 + 30 + 15 + 90 + 14 + 60 (test) + 45 over the 7 ended calls.
    expect(body.averageDurationSeconds).toBe(Math.round((120 + 30 + 15 + 90 + 14 + 60 + 45) / 7));
    expect(body.callsPerDay).toHaveLength(30);
    expect(body.callsPerDay.at(-1).day).toBe(today.toISOString().slice(0, 10));
    expect(body.callsPerDay.at(-1).calls).toBe(monthStart.getTime() === today.getTime() ? 8 : 7);
    expect(body.callsPerDay.at(-1).outcomes).toContainEqual({ outcome: null, calls: 1 });
    expect(body.callsPerDay.at(-1).outcomes).toHaveLength(8);
    // Today's seven calls, and the calls at the month's edge when their days are among the last 30.
    const inChart = (startedAt: Date) => (startedAt.getTime() >= today.getTime() - 29 * DAY_MS ? 1 : 0);
    expect(body.callsPerDay.reduce((total: number, day: { calls: number }) => total + day.calls, 0)).toBe(
      7 + inChart(monthStart) + inChart(new Date(monthStart.getTime() - 1)),
    );
    expect(body.receptionists).toEqual([
      { receptionistId: frontDesk, receptionistName: 'Front desk', calls: 6, counted: 2, appointmentsBooked: 1, messagesTaken: 0, openQuestions: 0 },
      { receptionistId: nightLine, receptionistName: 'Night line', calls: 1, counted: 1, appointmentsBooked: 0, messagesTaken: 1, openQuestions: 0 },
      { receptionistId: null, receptionistName: null, calls: 1, counted: 1, appointmentsBooked: 0, messagesTaken: 0, openQuestions: 0 },
    ]);
  });

  it('charts the days of the owner’s time zone: a call just before midnight there is on the day before', async () => {
    const carol = await registerCustomer(app, { firstName: 'Carol' });
    await carol.agent.patch('/api/user').send({ timeZone: 'America/Los_Angeles' }).expect(200);
    const today = localDate(new Date(), 'America/Los_Angeles');
    const midnight = dayBounds(today, 'America/Los_Angeles').from; // 08:00 or 07:00 UTC
    await insertCall({ user_id: carol.id, receptionist_id: null, started_at: midnight, outcome: 'message_taken' });
    await insertCall({ user_id: carol.id, receptionist_id: null, started_at: new Date(midnight.getTime() - 60_000), outcome: 'spam' });
    const { body } = await carol.agent.get('/api/calls/overview').expect(200);
    const [yesterday, last] = body.callsPerDay.slice(-2);
    expect(last).toMatchObject({ day: today, calls: 1 });
    expect(last.outcomes).toContainEqual({ outcome: 'message_taken', calls: 1 });
    expect(yesterday).toMatchObject({ day: addDays(today, -1), calls: 1 });
    expect(yesterday.outcomes).toContainEqual({ outcome: 'spam', calls: 1 });
  });

  it('counts each appointment the receptionists booked: every booking a tool made, and a booked call during which none did', async () => {
    const bob = await registerCustomer(app, { firstName: 'Bob' });
    const [{ id: desk }] = await sql(app)(`insert into receptionists (user_id, name, phone_number) values (?, 'Desk', '+14155550100') returning id`, [bob.id]);
    const call = async (outcome: string) => {
      const platformCallId = randomUUID();
      await insertCall({ user_id: bob.id, receptionist_id: desk, outcome, platform_call_id: platformCallId });
      return platformCallId;
    };
    const tool = (platformCallId: string, name: string, action: string | null) =>
      sql(app)(
        `insert into voice_tool_calls (platform, tool_call_id, platform_call_id, receptionist_id, name, arguments, ok, result, summary, action)
         values ('vapi', ?, ?, ?, ?, '{}', ?, '', '', ?)`,
        [randomUUID(), platformCallId, desk, name, action !== null, action],
      );
    const twice = await call('appointment_booked');
    await tool(twice, 'book_appointment', 'booked');
    await tool(twice, 'book_appointment', 'booked');
    await tool(await call('message_taken'), 'book_appointment', 'booked'); // the report missed it
    await call('appointment_booked'); // booked on the platform's side
    const other = await call('answered_question');
    await tool(other, 'book_appointment', null); // refused
    await tool(other, 'move_appointment', 'moved');

    const { body } = await bob.agent.get('/api/calls/overview').expect(200);
    expect(body.appointmentsBooked).toBe(4);
    expect(body.receptionists).toEqual([expect.objectContaining({ receptionistId: desk, calls: 4, appointmentsBooked: 4 })]);
  });

  it('shows our team the usage on user details and in the users list, and finds customers near their allowance', async () => {
    const details = await admin.get(`/api/admin/users/${alice.id}`).expect(200);
    expect(details.body.usage).toMatchObject({ callsCounted: 4, allowance: 1000, overage: 0 });
    expect(details.body.user).toMatchObject({ callsThisPeriod: 4, callAllowance: 1000 });
    const list = await admin.get('/api/admin/users').query({ q: alice.email }).expect(200);
    expect(list.body.items).toEqual([expect.objectContaining({ id: alice.id, callsThisPeriod: 4, callAllowance: 1000 })]);

    const near = () => admin.get('/api/admin/users').query({ nearAllowance: 'true', pageSize: 100 }).expect(200);
    expect((await near()).body.items.map((user: { id: number }) => user.id)).not.toContain(alice.id);
    await sql(app)(`insert into call_usage_alerts (user_id, period_start, period_end, threshold) values (?, ?, ?, 80)`, [
      alice.id,
      monthStart,
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
    ]);
    expect((await near()).body.items.map((user: { id: number }) => user.id)).toContain(alice.id);
    await admin.get('/api/admin/users').query({ nearAllowance: 'maybe' }).expect(400);
  });

  it('needs a session', async () => {
    await app.http().get('/api/calls/usage').expect(401);
    await app.http().get('/api/calls/overview').expect(401);
  });
});

/** A period that starts at a renewal's time of day, its edges to the millisecond, and plan changes within it. */
describe('usage in a period paid through the provider', () => {
  let app: TestApp;
  let owner: Customer;
  let receptionistId: number;
  // Monthly, renewing on Dec 15 at 14:07: this period is [Nov 15 14:07, Dec 15 14:07).
  const start = new Date('2026-11-15T14:07:00Z');
  const end = new Date('2026-12-15T14:07:00Z');
  const now = new Date('2026-11-27T12:00:00Z');
  const ms = (instant: Date, delta: number) => new Date(instant.getTime() + delta);

  const calls = (startedAt: Date, count = 1) =>
    sql(app)(
      `insert into calls (platform, platform_call_id, facts_sent_at, user_id, receptionist_id, status, started_at, duration_seconds, outcome)
       select 'vapi', 'p-' || gen_random_uuid(), now(), ?, ?, 'ended', ?, 60, 'answered_question' from generate_series(1, ?)`,
      [owner.id, receptionistId, startedAt, count],
    );
  const plan = (subscriptionPlan: string, currentPeriodEnd = end) =>
    sql(app)(
      `update subscriptions set subscription_plan = ?, subscription_status = 'active', billing_period = 'monthly', current_period_end = ?, stripe_subscription_id = 'sub_usage' where user_id = ?`,
      [subscriptionPlan, currentPeriodEnd, owner.id],
    );
  const usage = (at = now) => app.get(CallUsageService).usage(owner.id, at);

  beforeAll(async () => {
    app = await createTestApp();
    owner = await registerCustomer(app);
    await plan('professional');
    receptionistId = (
      await owner.agent
        .post('/api/receptionists')
        .send({ name: 'Desk', phoneNumber: '+1 (415) 555-0134', languages: ['English'] })
        .expect(201)
    ).body.id;
    await calls(ms(start, -1)); // the last period's
    await calls(start); // the period's first moment
    await calls(new Date('2026-11-15T23:59:59.999Z')); // the first day's part
    await calls(new Date('2026-11-16T00:00:00Z'), 3); // whole days, from the rollup
    await calls(new Date('2026-12-15T00:00:00Z')); // the last day's part
    await calls(ms(end, -1)); // the period's last millisecond
    await calls(end); // the next period's first moment
  });
  afterAll(() => app.close());

  it('counts the calls started in [start, end), whole days from the rollup and the edge days from the calls', async () => {
    expect(await usage()).toMatchObject({ periodStart: start, periodEnd: end, callsCounted: 7, allowance: 1000, overage: 0, percentUsed: 0 });
  });

  it('says what becomes of calls above the allowance, where this pace leads, and that Business has more', async () => {
    // 7 calls in 11.9 of the period's 30 days: about 17.6 by its end, rounded to 20.
    expect(await usage()).toMatchObject({ overageRule: OVERAGE_RULE, projectedCalls: 20, upgradePlanId: 'business' });
    await plan('business');
    expect(await usage()).toMatchObject({ overageRule: null, projectedCalls: null, upgradePlanId: null });
    await plan('professional');
  });

  it('keeps the period’s calls through a plan change, with the new plan’s allowance', async () => {
    // Professional → Business in mid-period: unlimited at once.
    await plan('business');
    expect(await usage()).toMatchObject({ callsCounted: 7, allowance: null, overage: 0, percentUsed: null });
    // Business → Professional with more calls this period than Professional includes: the calls above it are overage.
    await calls(new Date('2026-11-20T10:00:00Z'), 1_000);
    await plan('professional');
    expect(await usage()).toMatchObject({ callsCounted: 1_007, allowance: 1000, overage: 7, percentUsed: 100 });
  });

  it('starts a new monthly period after the renewal from zero (but for its own calls)', async () => {
    await plan('professional', new Date('2027-01-15T14:07:00Z'));
    expect(await usage(end)).toMatchObject({ periodStart: end, periodEnd: new Date('2027-01-15T14:07:00Z'), callsCounted: 1 });
  });
});
