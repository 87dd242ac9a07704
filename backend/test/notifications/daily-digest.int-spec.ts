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

/** The daily digest: each account's calls of its day before in its own time zone, from 7 AM there, once, to owners who keep it on. */
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
  /** A customer with a receptionist, whose account is in `timeZone` (set as the owner sets it, in Account). */
  const ownerIn = async (timeZone = 'UTC') => {
    const owner = await linkedReceptionist(app);
    await owner.customer.agent.patch('/api/user').send({ timeZone }).expect(200);
    return owner;
  };
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
    const owner = await ownerIn();
    const other = await ownerIn();
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

    expect(await run(at(24 + 7.5))).toBe(2);
    await mailSettled();
    const [mail] = mailsTo(inbox, owner.customer.email);
    const date = day.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    expect(mail.subject).toBe(`Your calls on ${date}: 6 calls, 4 for you to follow up`);
    const text = mailText(mail.raw);
    expect(text).toContain(
      [
        `Your receptionists answered 6 calls on ${date} (UTC time).`,
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
        ` * Message: +1 (415) 555-0101 at 9:00 AM UTC (Front desk). Wants a call back about the invoice. See the call http://localhost:3000/calls/${message}`,
        ' * Appointment booked: +1 (415) 555-0103 at 11:00 AM UTC (Front desk). Booked a check-up on Monday.',
      ].join('\n'),
    );
    expect(text).toContain(
      ` * Appointment booked: +1 (415) 555-0102 at 2:30 PM UTC (Front desk). Booked a cleaning on Friday at 3 PM. See the call http://localhost:3000/calls/${booked}`,
    );
    expect(text).toContain(
      ` * Call dropped: +1 (415) 555-0199 at 1:00 PM UTC (Front desk). No summary was given for this call. See the call http://localhost:3000/calls/${dropped}`,
    );
    expect(text).toContain('See your follow-ups http://localhost:3000/follow-ups');
    for (const excluded of ['555-0555', '555-0666', '555-0777', '555-0888', '555-0999']) expect(text).not.toContain(excluded);
    expect(text).toMatch(/Turn off these e-mails http:\/\/localhost:3000\/unsubscribe\?token=\S+/);
    expect(mailHeader(mail.raw, 'List-Unsubscribe')).toMatch(/^<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=.+>$/);
    expect(mailText(mailsTo(inbox, other.customer.email)[0].raw)).toContain(' * Message: +1 (415) 555-0999 at 9:00 AM UTC (Front desk).');
  });

  it('says what the receptionists did with their tools that day: bookings, texts, transfers, refusals and test calls aside', async () => {
    const day = aDay();
    const at = (hours: number) => new Date(day.getTime() + hours * HOUR_MS);
    const owner = await ownerIn();
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

    await run(at(31));
    await mailSettled();
    expect(mailText(mailsTo(inbox, owner.customer.email)[0].raw)).toContain('What your receptionists did: 2 appointments booked, 1 link texted.');
  });

  it('mentions the day’s questions each receptionist could not answer, with a link to answer them, and none already settled', async () => {
    const day = aDay();
    const at = (hours: number) => new Date(day.getTime() + hours * HOUR_MS);
    const owner = await ownerIn();
    const quiet = await ownerIn();
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

    await run(at(31));
    await mailSettled();
    expect(mailText(mailsTo(inbox, owner.customer.email)[0].raw)).toContain(
      ` * 2 questions Front desk couldn’t answer. Answer them http://localhost:3000/receptionists/${owner.receptionistId}/settings#to-answer`,
    );
    expect(mailText(mailsTo(inbox, quiet.customer.email)[0].raw)).not.toContain('couldn’t answer');
  });

  it('goes once per account and day, with two workers running at the same moment and runs after', async () => {
    const day = aDay();
    const owners = [await ownerIn(), await ownerIn(), await ownerIn()];
    for (const owner of owners) await addCall(owner, { at: new Date(day.getTime() + 8 * HOUR_MS), outcome: 'answered_question' });
    const nextMorning = new Date(day.getTime() + 31 * HOUR_MS); // 7 AM
    const decided = await Promise.all([run(nextMorning), run(nextMorning)]);
    expect(decided[0] + decided[1]).toBe(3);
    // A worker that was down at 7 AM runs later in the day: nothing is left to send.
    expect(await run(new Date(day.getTime() + 47 * HOUR_MS))).toBe(0);
    await mailSettled();
    for (const owner of owners) expect(mailsTo(inbox, owner.customer.email)).toHaveLength(1);
  });

  it('catches up the day before when the worker was down at 7 AM, and no older day', async () => {
    const day = aDay();
    const owner = await ownerIn();
    await addCall(owner, { at: new Date(day.getTime() + 8 * HOUR_MS), outcome: 'answered_question' });
    expect(await run(new Date(day.getTime() + 48 * HOUR_MS))).toBe(0); // two days later: that day is past catching up
    expect(await run(new Date(day.getTime() + 23 * HOUR_MS))).toBe(0); // the day is not over
    expect(await run(new Date(day.getTime() + 30.9 * HOUR_MS))).toBe(0); // 6:54 AM the next day: too early
    expect(await run(new Date(day.getTime() + 40 * HOUR_MS))).toBe(1); // back at 4 PM the next day
    await mailSettled();
    expect(mailsTo(inbox, owner.customer.email)).toHaveLength(1);
  });

  it('sends nothing to an account whose only calls were test calls, nor to one with the digest off', async () => {
    const day = aDay();
    const testsOnly = await ownerIn();
    const digestOff = await ownerIn();
    await addCall(testsOnly, { at: new Date(day.getTime() + 8 * HOUR_MS), outcome: 'message_taken', isTest: true });
    await addCall(digestOff, { at: new Date(day.getTime() + 8 * HOUR_MS), outcome: 'message_taken' });
    await digestOff.customer.agent
      .put('/api/notifications/preferences')
      .send({ dailyDigest: false, usageAlerts: true, callSummaries: false, callSummaryReceptionistIds: [] })
      .expect(200);
    expect(await run(new Date(day.getTime() + 31 * HOUR_MS))).toBe(1); // the account with the digest off, decided
    await mailSettled();
    expect(mailsTo(inbox, testsOnly.customer.email)).toEqual([]);
    expect(mailsTo(inbox, digestOff.customer.email)).toEqual([]);
  });

  it('covers each owner’s own calendar day and comes at 7 AM where they are, in their time, with their zone’s abbreviations', async () => {
    const day = aDay(); // a winter day: Los Angeles is UTC−8 (PST), Berlin UTC+1 (CET)
    const at = (hours: number) => new Date(day.getTime() + hours * HOUR_MS);
    const angeleno = await ownerIn('America/Los_Angeles');
    const berliner = await ownerIn('Europe/Berlin');
    // Los Angeles' day runs from 8:00 UTC to 8:00 UTC the next day; Berlin's from 23:00 UTC the day before.
    const late = await addCall(angeleno, { at: at(24 + 7.75), outcome: 'message_taken', caller: '+13085550175', summary: 'Call back after dinner.' });
    await addCall(angeleno, { at: at(24 + 8.25), outcome: 'message_taken', caller: '+13085550170' }); // 12:15 AM the next day there
    await addCall(berliner, { at: at(-0.5), outcome: 'message_taken', caller: '+493055501234', summary: 'Bitte zurückrufen.' }); // 00:30 in Berlin
    await addCall(berliner, { at: at(23.5), outcome: 'message_taken', caller: '+13085550176' }); // 00:30 the next day there

    expect(await run(at(24 + 6.5))).toBe(1); // 7:30 AM in Berlin, 10:30 PM the day before in Los Angeles
    expect(await run(at(24 + 14.9))).toBe(0); // 6:54 AM in Los Angeles: not yet
    expect(await run(at(24 + 15.1))).toBe(1); // 7:06 AM in Los Angeles
    expect(await run(at(24 + 16.1))).toBe(0); // the next hour: sent already
    await mailSettled();

    const date = day.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    const [west] = mailsTo(inbox, angeleno.customer.email);
    expect(west.subject).toBe(`Your calls on ${date}: 1 call, 1 for you to follow up`);
    expect(mailText(west.raw)).toContain(
      [
        `Your receptionists answered 1 call on ${date} (America/Los_Angeles time).`,
        '',
        'Message taken: 1',
        '',
        'Open follow-ups:',
        '',
        ` * Message: +1 (308) 555-0175 at 11:45 PM PST (Front desk). Call back after dinner. See the call http://localhost:3000/calls/${late}`,
      ].join('\n'),
    );
    const [east] = mailsTo(inbox, berliner.customer.email);
    expect(east.subject).toBe(`Your calls on ${date}: 1 call, 1 for you to follow up`);
    expect(mailText(east.raw)).toContain(`Your receptionists answered 1 call on ${date} (Europe/Berlin time).`);
    expect(mailText(east.raw)).toContain(' * Message: +493055501234 at 12:30 AM CET (Front desk). Bitte zurückrufen.');
  });

  it('counts a day the clocks spring forward as its 23 hours, and sends it once', async () => {
    const owner = await ownerIn('America/Los_Angeles');
    // Sunday March 8, 2026: 2 AM PST became 3 AM PDT, so the day ran from 08:00 UTC to 07:00 UTC the next day.
    await addCall(owner, { at: new Date('2026-03-08T07:30:00Z'), outcome: 'message_taken', caller: '+13085550181' }); // 11:30 PM on the 7th
    await addCall(owner, { at: new Date('2026-03-08T08:30:00Z'), outcome: 'message_taken', caller: '+13085550182' }); // 12:30 AM PST
    await addCall(owner, { at: new Date('2026-03-09T06:30:00Z'), outcome: 'message_taken', caller: '+13085550183' }); // 11:30 PM PDT
    await addCall(owner, { at: new Date('2026-03-09T07:30:00Z'), outcome: 'message_taken', caller: '+13085550184' }); // 12:30 AM on the 9th

    expect(await run(new Date('2026-03-09T13:50:00Z'))).toBe(0); // 6:50 AM PDT (it would be 5:50 AM in winter time)
    expect(await run(new Date('2026-03-09T14:10:00Z'))).toBe(1); // 7:10 AM PDT
    expect(await run(new Date('2026-03-09T15:10:00Z'))).toBe(0);
    await mailSettled();
    const mails = mailsTo(inbox, owner.customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Your calls on Mar 8, 2026: 2 calls, 2 for you to follow up');
    const text = mailText(mails[0].raw);
    expect(text).toContain(' * Message: +1 (308) 555-0182 at 12:30 AM PST (Front desk).');
    expect(text).toContain(' * Message: +1 (308) 555-0183 at 11:30 PM PDT (Front desk).');
    expect(text).not.toMatch(/555-018[14]/);
    expect(await sql(app)("select to_char(day, 'YYYY-MM-DD') as day from call_digests where user_id = ?", [owner.customer.id])).toEqual([
      { day: '2026-03-08' },
    ]);
  });
});
