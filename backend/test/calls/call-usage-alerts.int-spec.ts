import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { CallEventsInbox } from '../../src/modules/calls/call-events.inbox';
import { CallEventsProcessor } from '../../src/modules/calls/call-events.processor';
import { CallUsageAlerts } from '../../src/modules/calls/call-usage-alerts';
import { OVERAGE_RULE } from '../../src/modules/plans/plan-catalogue';
import { holdTransaction } from '../support/held-transaction';
import { type SmtpInbox } from '../support/smtp-inbox';
import { type TestApp, closeAppWithInbox, startAppWithInbox } from '../support/test-app';
import { waitUntil } from '../support/wait';
import { linkedReceptionist, sql } from './calls-helpers';

const EIGHTY = 'You have used 80% of your calls this period';
const HUNDRED = 'You have used all the calls of your plan this period';

/**
 * The usage alerts at 80% and 100% of the allowance: once each per customer and period, whatever the concurrency. The
 * worker's call-events processor is paused, so each test hands it the platform's reports itself, two at once where it
 * says so.
 */
describe('usage alerts', () => {
  let app: TestApp;
  let inbox: SmtpInbox;
  let processor: CallEventsProcessor;
  beforeAll(async () => {
    // The worker's jobs have no statement timeout; here they share the api's (10 s) in one process. On a machine busy
    // with other suites the second worker reached the lock over 10 s after the first, which gave up (CI, stop 47).
    ({ app, inbox } = await startAppWithInbox({ DATABASE_STATEMENT_TIMEOUT_MS: '60000' }));
    processor = app.get(CallEventsProcessor);
    await processor.worker.pause(true);
  });
  afterAll(() => closeAppWithInbox(app, inbox));

  /** A verified customer on `plan` (set up by our team: the UTC calendar month) with a receptionist linked to the platform. */
  async function customer(plan: string | null = 'professional') {
    const linked = await linkedReceptionist(app);
    await sql(app)(`update subscriptions set subscription_plan = ?, subscription_status = ? where user_id = ?`, [
      plan,
      plan ? 'active' : 'none',
      linked.customer.id,
    ]);
    return linked;
  }

  /** `count` calls of a minute each that count, started at `startedAt`, in one statement. */
  const seed = (owner: { customer: { id: number }; receptionistId: number }, count: number, startedAt = new Date()) =>
    sql(app)(
      `insert into calls (platform, platform_call_id, facts_sent_at, user_id, receptionist_id, status, started_at, duration_seconds, outcome)
       select 'vapi', 'seed-' || gen_random_uuid(), now(), ?, ?, 'ended', ?, 60, 'answered_question' from generate_series(1, ?)`,
      [owner.customer.id, owner.receptionistId, startedAt, count],
    );

  /** An end-of-call report of a one-minute call to the receptionist, recorded by the inbox: the outbox row the processor takes. */
  async function report(assistantId: string, outcome: 'answered_question' | 'message_taken' = 'answered_question'): Promise<string> {
    const platformCallId = randomUUID();
    const ended = new Date();
    const message = {
      type: 'end-of-call-report' as const,
      sentAt: ended,
      call: { platformCallId, assistantId, status: 'ended' as const, startedAt: new Date(ended.getTime() - 60_000), endedAt: ended, outcome },
    };
    await app.get(CallEventsInbox).record(app.get(EntityManager).fork(), 'vapi', Buffer.from(JSON.stringify(message)), message);
    const [{ id }] = await sql(app)(`select o.id from outbox o join call_events e on (o.payload->>'callEventId')::int = e.id where e.platform_call_id = ?`, [
      platformCallId,
    ]);
    return String(id);
  }

  const mails = async (email: string) =>
    (
      await sql(app)(
        `select payload->>'subject' as subject from outbox where queue = 'mail' and payload->>'to' = ? and payload->>'subject' like 'You have used%' order by created_at, id`,
        [email],
      )
    ).map((row) => row.subject as string);
  const alerts = async (userId: number) =>
    (await sql(app)('select threshold from call_usage_alerts where user_id = ? order by period_start, threshold', [userId])).map(
      (row) => row.threshold as number,
    );

  /**
   * Two workers each apply a report at the same moment: both calls are written, and both wait at the customer's lock
   * (held here until they do), then go on one after the other, as two transactions arriving together would. The calls'
   * outcomes differ: two calls of the same rollup row would queue on that row instead, before the lock.
   */
  async function twoWorkersAtOnce(userId: number, assistantId: string) {
    const [first, second] = [await report(assistantId), await report(assistantId, 'message_taken')];
    const held = await holdTransaction();
    try {
      await held.query('select pg_advisory_xact_lock($1, $2)', [18_0080, userId]);
      const both = Promise.all([processor.handle(first), processor.handle(second)]);
      await waitUntil(
        async () => {
          const [{ waiting }] = await sql(app)(
            `select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event = 'advisory'`,
          );
          return waiting === 2;
        },
        // Generous: under CI every core is busy, and the two workers' first statements may take seconds to get there.
        30_000,
        'both workers waiting for the customer’s lock',
      );
      await held.commit();
      await both;
    } finally {
      await held.end();
    }
  }

  it('two workers crossing 80% at the same moment send one mail', async () => {
    const owner = await customer();
    await seed(owner, 799);
    await twoWorkersAtOnce(owner.customer.id, owner.assistantId);
    expect(await mails(owner.customer.email)).toEqual([EIGHTY]);
    expect(await alerts(owner.customer.id)).toEqual([80]);
  }, 60_000);

  it('two workers whose calls reach 80% only together still send the mail: the later one sees the earlier one’s call', async () => {
    const owner = await customer();
    await seed(owner, 798);
    await twoWorkersAtOnce(owner.customer.id, owner.assistantId);
    expect(await mails(owner.customer.email)).toEqual([EIGHTY]);
  }, 60_000);

  it('mails at 80%, then at 100%, and not again in the period; the mail says the usage, the period’s end and that calls go on', async () => {
    const owner = await customer();
    await seed(owner, 799);
    await processor.handle(await report(owner.assistantId));
    await processor.handle(await report(owner.assistantId));
    await seed(owner, 198);
    await processor.handle(await report(owner.assistantId));
    await processor.handle(await report(owner.assistantId));
    expect(await mails(owner.customer.email)).toEqual([EIGHTY, HUNDRED]);
    expect(await alerts(owner.customer.id)).toEqual([80, 100]);

    const [mail] = await sql(app)(
      `select payload->>'text' as text, payload->'headers' as headers from outbox where queue = 'mail' and payload->>'to' = ? and payload->>'subject' = ?`,
      [owner.customer.email, HUNDRED],
    );
    const now = new Date();
    const nextPeriod = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'America/New_York', // the owner's time zone: the default, as no browser sent one at sign-up
    });
    expect(mail.text).toContain(
      `Your receptionists have answered 1,000 of the 1,000 calls your plan includes this period; the next period starts on ${nextPeriod}.`,
    );
    expect(mail.text).toContain(`Your receptionists keep answering every call: we never cut off your callers. ${OVERAGE_RULE}`);
    // A plan our team set up is changed by talking to us: the button leads to the usage (a plan paid online offers the
    // upgrade instead: the usage-alert-80 mail sample shows it).
    expect(mail.text).not.toContain('Upgrade to');
    expect(mail.text).toMatch(/See your usage http\S+\/dashboard\?tab=overview/);
    expect(mail.text).toMatch(/Turn off these e-mails http\S+\/unsubscribe\?token=\S+/);
    expect(mail.headers['List-Unsubscribe']).toMatch(/^<http\S+\/api\/notifications\/unsubscribe\?token=\S+>$/);
  });

  it('records the alert but sends no mail to a customer who turned usage alerts off', async () => {
    const owner = await customer();
    await sql(app)(`insert into notification_preferences (user_id, usage_alerts) values (?, false)`, [owner.customer.id]);
    await seed(owner, 799);
    await processor.handle(await report(owner.assistantId));
    expect(await mails(owner.customer.email)).toEqual([]);
    expect(await alerts(owner.customer.id)).toEqual([80]);
  });

  it('alerts again in a new period', async () => {
    const owner = await customer();
    await seed(owner, 800);
    await processor.handle(await report(owner.assistantId));
    const now = new Date();
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 3, 12));
    await seed(owner, 800, nextMonth);
    await app
      .get(EntityManager)
      .fork()
      .transactional((tx) => app.get(CallUsageAlerts).afterCall(tx, owner.customer.id, nextMonth));
    expect(await mails(owner.customer.email)).toEqual([EIGHTY, EIGHTY]);
    const periods = await sql(app)('select period_start from call_usage_alerts where user_id = ? order by period_start', [owner.customer.id]);
    expect(periods.map((row) => new Date(row.period_start))).toEqual([
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
    ]);
  });

  it('never alerts an unlimited plan, nor a customer without a plan', async () => {
    for (const plan of ['business', 'enterprise', null]) {
      const owner = await customer(plan);
      await seed(owner, 1_200);
      await processor.handle(await report(owner.assistantId));
      expect(await mails(owner.customer.email)).toEqual([]);
      expect(await alerts(owner.customer.id)).toEqual([]);
    }
  });
});
