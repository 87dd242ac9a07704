import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { CallDigestJob } from '../../src/modules/calls/call-digest.job';
import { FollowUpsService } from '../../src/modules/calls/follow-ups.service';
import { linkedReceptionist, sql } from '../calls/calls-helpers';
import { mailsTo, type SmtpInbox } from '../support/smtp-inbox';
import { closeAppWithInbox, startAppWithInbox, type TestApp } from '../support/test-app';
import { waitUntil } from '../support/wait';
import { mailHeader, mailText } from './notifications-helpers';

const HOUR_MS = 60 * 60 * 1000;

/** The daily digest: each account's calls of the UTC day before, once, to owners who keep it on. */
describe('daily digest', () => {
  let app: TestApp;
  let inbox: SmtpInbox;

  beforeAll(async () => {
    ({ app, inbox } = await startAppWithInbox());
  });
  afterAll(() => closeAppWithInbox(app, inbox));

  // Each test has a day of its own, long past, so the hourly run (of the real yesterday) never meets it.
  let nextDay = Date.UTC(2025, 0, 10);
  const aDay = () => new Date((nextDay += 3 * 24 * HOUR_MS));
  const run = (at: Date) => app.get(CallDigestJob).run(at);
  const mailSettled = () =>
    waitUntil(async () => (await sql(app)('select count(*)::int as n from outbox where processed_at is null'))[0].n === 0, 15_000, 'the outbox to be sent');

  interface CallFields {
    at: Date;
    outcome: string;
    caller?: string;
    summary?: string | null;
    isTest?: boolean;
  }
  const addCall = async (
    owner: Awaited<ReturnType<typeof linkedReceptionist>>,
    { at, outcome, caller = '+14155550199', summary = null, isTest = false }: CallFields,
  ) => {
    const [{ id }] = await sql(app)(
      `insert into calls (user_id, receptionist_id, receptionist_name, platform, platform_call_id, status, started_at, ended_at, duration_seconds,
         caller_number, outcome, summary, is_test, facts_sent_at, reported_at, report_notified_at)
       values (?, ?, 'Front desk', 'vapi', ?, 'ended', ?, ?, 60, ?, ?, ?, ?, now(), now(), now()) returning id`,
      [owner.customer.id, owner.receptionistId, randomUUID(), at, new Date(at.getTime() + 60_000), caller, outcome, summary, isTest],
    );
    // Its follow-up, as the report's processing makes it.
    await app.get(FollowUpsService).recordFor(app.get(EntityManager), [id]);
    return id as number;
  };

  it('lists the day’s calls by outcome and what needs the owner, of that account and day only, test calls aside', async () => {
    const day = aDay();
    const at = (hours: number) => new Date(day.getTime() + hours * HOUR_MS);
    const owner = await linkedReceptionist(app);
    const other = await linkedReceptionist(app);
    const message = await addCall(owner, { at: at(9), outcome: 'message_taken', caller: '+14155550101', summary: 'Wants a call back about the invoice.' });
    const booked = await addCall(owner, {
      at: at(14.5),
      outcome: 'appointment_booked',
      caller: '+14155550102',
      summary: 'Booked a cleaning on Friday at 3 PM.',
    });
    await addCall(owner, { at: at(11), outcome: 'appointment_booked', caller: '+14155550103', summary: 'Booked a check-up on Monday.' });
    await addCall(owner, { at: at(12), outcome: 'spam' });
    const dropped = await addCall(owner, { at: at(13), outcome: 'hang_up' });
    const handled = await addCall(owner, { at: at(15), outcome: 'failed', caller: '+14155550555' });
    await sql(app)('update follow_ups set done_at = now() where call_id = ?', [handled]); // marked done already
    await addCall(owner, { at: at(10), outcome: 'message_taken', caller: '+14155550666', isTest: true }); // our team's test call
    await addCall(owner, { at: at(-1), outcome: 'message_taken', caller: '+14155550777' }); // the day before
    await addCall(owner, { at: at(24), outcome: 'message_taken', caller: '+14155550888' }); // the day after
    await addCall(other, { at: at(9), outcome: 'message_taken', caller: '+14155550999', summary: 'Another customer’s caller.' });

    expect(await run(at(24 + 1))).toBe(2);
    await mailSettled();
    const [mail] = mailsTo(inbox, owner.customer.email);
    const date = day.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    expect(mail.subject).toBe(`Your calls on ${date}: 6 calls, 4 for you to follow up`);
    const text = mailText(mail.raw);
    expect(text).toContain(
      [
        `Your receptionists answered 6 calls on ${date} (UTC).`,
        '',
        'Appointment booked: 2',
        '',
        'Message taken: 1',
        '',
        'Spam: 1',
        '',
        'Hang-up: 1',
        '',
        'Failed: 1',
        '',
        'Open follow-ups:',
        '',
        ` * Message: +14155550101 at 9:00 AM UTC (Front desk). Wants a call back about the invoice. See the call http://localhost:3000/calls/${message}`,
        ' * Appointment booked: +14155550103 at 11:00 AM UTC (Front desk). Booked a check-up on Monday.',
      ].join('\n'),
    );
    expect(text).toContain(
      ` * Appointment booked: +14155550102 at 2:30 PM UTC (Front desk). Booked a cleaning on Friday at 3 PM. See the call http://localhost:3000/calls/${booked}`,
    );
    expect(text).toContain(
      ` * Call dropped: +14155550199 at 1:00 PM UTC (Front desk). No summary was given for this call. See the call http://localhost:3000/calls/${dropped}`,
    );
    expect(text).toContain('See your follow-ups http://localhost:3000/follow-ups');
    for (const excluded of ['+14155550555', '+14155550666', '+14155550777', '+14155550888', '+14155550999']) expect(text).not.toContain(excluded);
    expect(text).toMatch(/Turn off these e-mails http:\/\/localhost:3000\/unsubscribe\?token=\S+/);
    expect(mailHeader(mail.raw, 'List-Unsubscribe')).toMatch(/^<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=.+>$/);
    expect(mailText(mailsTo(inbox, other.customer.email)[0].raw)).toContain(' * Message: +14155550999 at 9:00 AM UTC (Front desk).');
  });

  it('says what the receptionists did with their tools that day: bookings, texts, transfers, refusals and test calls aside', async () => {
    const day = aDay();
    const at = (hours: number) => new Date(day.getTime() + hours * HOUR_MS);
    const owner = await linkedReceptionist(app);
    const did = async (callId: number, name: string, action: string | null, ok = true) =>
      sql(app)(
        `insert into voice_tool_calls (platform, tool_call_id, platform_call_id, receptionist_id, name, arguments, ok, result, summary, action)
          select platform, ?, platform_call_id, receptionist_id, ?, '{}', ?, '', 'x', ? from calls where id = ?`,
        [randomUUID(), name, ok, action, callId],
      );
    const first = await addCall(owner, { at: at(9), outcome: 'appointment_booked' });
    const second = await addCall(owner, { at: at(11), outcome: 'appointment_booked' });
    const test = await addCall(owner, { at: at(12), outcome: 'appointment_booked', isTest: true });
    await did(first, 'check_availability', null);
    await did(first, 'book_appointment', 'booked');
    await did(first, 'send_sms_link', 'texted');
    await did(second, 'book_appointment', 'booked');
    await did(second, 'transfer_call', null, false); // refused: nothing done
    await did(test, 'book_appointment', 'booked');

    await run(at(25));
    await mailSettled();
    expect(mailText(mailsTo(inbox, owner.customer.email)[0].raw)).toContain('What your receptionists did: 2 appointments booked, 1 link texted.');
  });

  it('mentions the day’s questions each receptionist could not answer, with a link to answer them, and none already settled', async () => {
    const day = aDay();
    const at = (hours: number) => new Date(day.getTime() + hours * HOUR_MS);
    const owner = await linkedReceptionist(app);
    const quiet = await linkedReceptionist(app);
    const gap = async (callId: number, question: string, state = 'open') =>
      sql(app)(
        `insert into knowledge_gaps (user_id, receptionist_id, call_id, question, question_key, asked_at, state)
          select user_id, receptionist_id, id, ?, lower(?), started_at, ? from calls where id = ?`,
        [question, question, state, callId],
      );
    const morning = await addCall(owner, { at: at(9), outcome: 'answered_question' });
    const noon = await addCall(owner, { at: at(12), outcome: 'answered_question' });
    const before = await addCall(owner, { at: at(-2), outcome: 'answered_question' });
    await gap(morning, 'Do you offer teeth whitening?');
    await gap(noon, 'Do you offer teeth whitening?'); // asked twice, one question
    await gap(noon, 'Is there parking?');
    await gap(noon, 'Do you take Delta Dental?', 'dismissed');
    await gap(before, 'Are you open on Sundays?'); // the day before: its own digest's
    await addCall(quiet, { at: at(10), outcome: 'answered_question' });

    await run(at(25));
    await mailSettled();
    expect(mailText(mailsTo(inbox, owner.customer.email)[0].raw)).toContain(
      ` * 2 questions Front desk couldn’t answer. Answer them http://localhost:3000/receptionists/${owner.receptionistId}/settings#to-answer`,
    );
    expect(mailText(mailsTo(inbox, quiet.customer.email)[0].raw)).not.toContain('couldn’t answer');
  });

  it('goes once per account and day, with two workers running at the same moment and runs after', async () => {
    const day = aDay();
    const owners = [await linkedReceptionist(app), await linkedReceptionist(app), await linkedReceptionist(app)];
    for (const owner of owners) await addCall(owner, { at: new Date(day.getTime() + 8 * HOUR_MS), outcome: 'answered_question' });
    const nextMorning = new Date(day.getTime() + 24.1 * HOUR_MS);
    const decided = await Promise.all([run(nextMorning), run(nextMorning)]);
    expect(decided[0] + decided[1]).toBe(3);
    // A worker that was down at midnight runs later in the day: nothing is left to send.
    expect(await run(new Date(day.getTime() + 47 * HOUR_MS))).toBe(0);
    await mailSettled();
    for (const owner of owners) expect(mailsTo(inbox, owner.customer.email)).toHaveLength(1);
  });

  it('catches up the day before when the worker was down at midnight, and no older day', async () => {
    const day = aDay();
    const owner = await linkedReceptionist(app);
    await addCall(owner, { at: new Date(day.getTime() + 8 * HOUR_MS), outcome: 'answered_question' });
    expect(await run(new Date(day.getTime() + 48 * HOUR_MS))).toBe(0); // two days later: that day is past catching up
    expect(await run(new Date(day.getTime() + 23 * HOUR_MS))).toBe(0); // the day is not over
    expect(await run(new Date(day.getTime() + 40 * HOUR_MS))).toBe(1); // back at 4 PM the next day
    await mailSettled();
    expect(mailsTo(inbox, owner.customer.email)).toHaveLength(1);
  });

  it('sends nothing to an account whose only calls were test calls, nor to one with the digest off', async () => {
    const day = aDay();
    const testsOnly = await linkedReceptionist(app);
    const digestOff = await linkedReceptionist(app);
    await addCall(testsOnly, { at: new Date(day.getTime() + 8 * HOUR_MS), outcome: 'message_taken', isTest: true });
    await addCall(digestOff, { at: new Date(day.getTime() + 8 * HOUR_MS), outcome: 'message_taken' });
    await digestOff.customer.agent
      .put('/api/notifications/preferences')
      .send({ dailyDigest: false, usageAlerts: true, callSummaries: false, callSummaryReceptionistIds: [] })
      .expect(200);
    expect(await run(new Date(day.getTime() + 25 * HOUR_MS))).toBe(1); // the account with the digest off, decided
    await mailSettled();
    expect(mailsTo(inbox, testsOnly.customer.email)).toEqual([]);
    expect(mailsTo(inbox, digestOff.customer.email)).toEqual([]);
  });
});
