import { randomUUID } from 'node:crypto';
import { linkedReceptionist, processed, sql, VAPI_TEST_ENV } from '../calls/calls-helpers';
import { clientIp } from '../support/accounts';
import { mailsTo, type SmtpInbox } from '../support/smtp-inbox';
import { closeAppWithInbox, startAppWithInbox, type TestApp } from '../support/test-app';
import { vapiCallFixture, vapiSignedHeaders } from '../support/vapi-fixtures';
import { waitUntil } from '../support/wait';
import { mailHeader, mailText, tokenOfHeader } from './notifications-helpers';

const SUBJECT = 'Appointment booked: call from +1 (415) 555-0123 to Bright Smile front desk';

/** The per-call summary mail: sent once when a call's report is applied, to an owner who asked for it. */
describe('call summary mail', () => {
  let app: TestApp;
  let inbox: SmtpInbox;

  beforeAll(async () => {
    ({ app, inbox } = await startAppWithInbox(VAPI_TEST_ENV));
  });
  afterAll(() => closeAppWithInbox(app, inbox));

  const deliver = (name: 'end-of-call-report' | 'status-update-ended', call: { id: string; assistantId: string; type?: string }) => {
    const body = JSON.stringify(vapiCallFixture(name, call));
    return app.http().post('/api/webhooks/voice/vapi').set(vapiSignedHeaders(body)).send(body).expect(200);
  };
  /** A customer with call summaries on, for the account or for the one receptionist, whose account is in `timeZone`. */
  const subscribed = async (choice: 'account' | 'receptionist', timeZone = 'America/Los_Angeles') => {
    const linked = await linkedReceptionist(app, 'Bright Smile front desk');
    await linked.customer.agent.patch('/api/user').send({ timeZone }).expect(200);
    await linked.customer.agent
      .put('/api/notifications/preferences')
      .send({
        dailyDigest: true,
        usageAlerts: true,
        callSummaries: choice === 'account',
        callSummaryReceptionistIds: choice === 'receptionist' ? [linked.receptionistId] : [],
      })
      .expect(200);
    return linked;
  };
  /** Waits for the worker to have sent everything it queued so far (the outbox is empty of unsent rows). */
  const mailSettled = () =>
    waitUntil(async () => (await sql(app)('select count(*)::int as n from outbox where processed_at is null'))[0].n === 0, 15_000, 'the outbox to be sent');

  it('says a failed call failed, and asks for the follow-up by the name the caller gave', async () => {
    const { customer, assistantId } = await subscribed('account');
    const id = randomUUID();
    const body = JSON.stringify(
      vapiCallFixture(
        'end-of-call-report',
        { id, assistantId },
        { endedReason: 'pipeline-error-openai-llm-failed', endedAt: '2026-11-26T10:01:09.000Z', analysis: { structuredData: { callerName: 'Ada Lovelace' } } },
      ),
    );
    await app.http().post('/api/webhooks/voice/vapi').set(vapiSignedHeaders(body)).send(body).expect(200);
    await processed(app, id, 1);
    await mailSettled();
    const [mail] = mailsTo(inbox, customer.email);
    expect(mail.subject).toBe('Failed: call from +1 (415) 555-0123 to Bright Smile front desk');
    const text = mailText(mail.raw);
    expect(text).toContain('A call to Bright Smile front desk failed\n\nHi Grace,');
    expect(text).not.toContain('answered a call');
    expect(text).toContain(
      'To follow up with Ada Lovelace: the call failed before anyone could help: call them back. You have 1 open follow-up: see them http://localhost:3000/follow-ups',
    );
  });

  it('lists what the receptionist did with its tools on the call, done ones only', async () => {
    const { customer, assistantId, receptionistId } = await subscribed('receptionist');
    const id = randomUUID();
    const did = (name: string, summary: string, action: string | null, ok = true) =>
      sql(app)(
        `insert into voice_tool_calls (platform, tool_call_id, platform_call_id, receptionist_id, name, arguments, ok, result, summary, action)
          values ('vapi', ?, ?, ?, ?, '{}', ?, '', ?, ?)`,
        [randomUUID(), id, receptionistId, name, ok, summary, action],
      );
    await did('check_availability', 'Offered 6 times for Cleaning', null);
    await did('book_appointment', 'Booked Cleaning for Ada Lovelace on Tuesday, December 1 at 10:00 AM', 'booked');
    await did('send_sms_link', 'Refused: the caller opted out of texts', null, false);
    await deliver('end-of-call-report', { id, assistantId });
    await processed(app, id, 1);
    await mailSettled();
    const text = mailText(mailsTo(inbox, customer.email)[0].raw);
    expect(text).toContain('What the receptionist did:\n\n * Booked Cleaning for Ada Lovelace on Tuesday, December 1 at 10:00 AM');
    expect(text).not.toContain('Offered 6 times');
    expect(text).not.toContain('opted out');
  });

  it('mails the caller, receptionist, outcome, duration, summary and a link to the call, with a one-click unsubscribe', async () => {
    const { customer, assistantId } = await subscribed('receptionist');
    const id = randomUUID();
    await deliver('end-of-call-report', { id, assistantId });
    await processed(app, id, 1);
    await mailSettled();
    const [mail] = mailsTo(inbox, customer.email);
    expect(mail.subject).toBe(SUBJECT);
    const [{ id: callId }] = await sql(app)('select id from calls where platform_call_id = ?', [id]);
    const text = mailText(mail.raw);
    expect(text).toContain(
      [
        'Bright Smile front desk answered a call',
        '',
        'Hi Grace,',
        '',
        'Caller: +1 (415) 555-0123',
        '',
        'Receptionist: Bright Smile front desk',
        '',
        'Outcome: Appointment booked',
        '',
        'Time: Nov 26, 2026, 2:01 AM PST', // 10:01 UTC, in the owner's time zone
        '',
        'Duration: 2 min 3 s',
        '',
        'The caller booked a teeth cleaning for Tuesday at 10 AM.',
        '',
        `See the call http://localhost:3000/calls/${callId}`,
      ].join('\n'),
    );
    expect(text).not.toContain('Thank you for calling'); // the transcript stays in the app
    expect(text).toMatch(/Turn off these e-mails http:\/\/localhost:3000\/unsubscribe\?token=\S+/);
    expect(mailHeader(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const header = mailHeader(mail.raw, 'List-Unsubscribe')!;
    expect(header).toMatch(/^<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=.+>$/);

    // The header's one-click POST turns summaries off.
    await app
      .http()
      .post('/api/notifications/unsubscribe')
      .query({ token: tokenOfHeader(header) })
      .set('X-Forwarded-For', clientIp())
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200, { kind: 'call_summaries' });
    expect((await customer.agent.get('/api/notifications/preferences').expect(200)).body).toMatchObject({
      callSummaries: false,
      callSummaryReceptionistIds: [],
    });
  });

  it('writes the time in the owner’s own time zone, with its abbreviation', async () => {
    const { customer, assistantId } = await subscribed('account', 'Europe/Berlin');
    const id = randomUUID();
    await deliver('end-of-call-report', { id, assistantId });
    await processed(app, id, 1);
    await mailSettled();
    expect(mailText(mailsTo(inbox, customer.email)[0].raw)).toContain('Time: Nov 26, 2026, 11:01 AM CET');
  });

  it('mails once per call, however often the report comes, and not for the status updates around it', async () => {
    const { customer, assistantId } = await subscribed('account');
    const id = randomUUID();
    await deliver('status-update-ended', { id, assistantId });
    await Promise.all([deliver('end-of-call-report', { id, assistantId }), deliver('end-of-call-report', { id, assistantId })]);
    // A redelivery serialised differently is a new inbox message, applied again.
    const again = JSON.stringify(vapiCallFixture('end-of-call-report', { id, assistantId }), null, 1);
    await app.http().post('/api/webhooks/voice/vapi').set(vapiSignedHeaders(again)).send(again).expect(200);
    await processed(app, id, 3);
    await mailSettled();
    expect(mailsTo(inbox, customer.email).map((mail) => mail.subject)).toEqual([SUBJECT]);
  });

  it('sends nothing for a test call, for another receptionist, or to an owner who did not ask', async () => {
    const asked = await subscribed('receptionist');
    const [{ id: other }] = await sql(app)(
      `insert into receptionists (user_id, name, phone_number, ai_phone_number, voice_assistant_id) values (?, 'Night line', '+14155550101', ?, ?) returning id`,
      [asked.customer.id, `+1888${Math.floor(Math.random() * 1e7)}`, randomUUID()],
    );
    const [{ voice_assistant_id: otherAssistant }] = await sql(app)('select voice_assistant_id from receptionists where id = ?', [other]);
    const notAsked = await linkedReceptionist(app);
    const calls = [
      { id: randomUUID(), assistantId: asked.assistantId, type: 'webCall' },
      { id: randomUUID(), assistantId: otherAssistant as string },
      { id: randomUUID(), assistantId: notAsked.assistantId },
    ];
    for (const call of calls) await deliver('end-of-call-report', call);
    for (const call of calls) await processed(app, call.id, 1);
    await mailSettled();
    expect(mailsTo(inbox, asked.customer.email)).toEqual([]);
    expect(mailsTo(inbox, notAsked.customer.email)).toEqual([]);
  });
});
