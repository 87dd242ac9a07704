import { randomUUID } from 'node:crypto';
import { twilioSignature } from '../../src/modules/messaging/gateways/twilio-signature';
import { createTestApp, type TestApp } from '../support/test-app';
import { waitUntil } from '../support/wait';
import { sql, VAPI_TEST_ENV } from '../calls/calls-helpers';
import { TextsService } from '../../src/modules/messaging/texts.service';
import { acceptedMessage, startTwilioStandIn, type TwilioStandIn, TWILIO_TEST_ACCOUNT, twilioError } from '../support/twilio-stand-in';
import { callerNumber, fromTwilio, receptionistWithLinks, sendLink } from './texts-helpers';

/** Texts during calls (docs/voice-platforms.md#texts): Vapi's tool calls in, Twilio (a local stand-in) out, and its webhooks. */
describe('texting callers a link', () => {
  let app: TestApp;
  let twilio: TwilioStandIn;

  beforeAll(async () => {
    twilio = await startTwilioStandIn();
    app = await createTestApp({ worker: true, env: { ...VAPI_TEST_ENV, ...twilio.env() } });
  });
  afterAll(async () => {
    await app.close();
    await twilio.close();
  });

  const said = (assistantId: string, args: Record<string, unknown>, ids?: Parameters<typeof sendLink>[3]) => sendLink(app, assistantId, args, ids);
  const post = (path: string, form: Record<string, string>, token?: string) => fromTwilio(app, path, form, token);
  const textsTo = (number: string) => twilio.requests.filter((request) => request.form.To === number);
  const rowsOf = (userId: number) => sql(app)('select * from text_messages where user_id = ? order by id', [userId]);

  it('texts the link once however often Vapi delivers the tool call, with our number, its body and a status callback', async () => {
    const caller = callerNumber('0911');
    const { customer, assistantId } = await receptionistWithLinks(app);
    const ids = { callId: randomUUID(), toolCallId: `call_${randomUUID()}`, caller };
    const answer = "I've texted the Directions link to the number ending 0911.";
    expect(await said(assistantId, { link: 'directions' }, ids)).toBe(answer);
    // Vapi retries a tool call it got no answer to: the same id is answered the same, and nothing more is sent.
    expect(await said(assistantId, { link: 'directions' }, ids)).toBe(answer);

    await waitUntil(async () => (await rowsOf(customer.id))[0]?.provider_message_sid != null, 10_000, 'the text handed to Twilio');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(textsTo(caller)).toHaveLength(1);
    const [sent] = textsTo(caller);
    expect(sent.path).toBe(`/2010-04-01/Accounts/${TWILIO_TEST_ACCOUNT.accountSid}/Messages.json`);
    expect(sent.headers.authorization).toBe(`Basic ${Buffer.from(`${TWILIO_TEST_ACCOUNT.accountSid}:${TWILIO_TEST_ACCOUNT.authToken}`).toString('base64')}`);
    expect(sent.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(sent.form).toEqual({
      To: caller,
      From: TWILIO_TEST_ACCOUNT.fromNumber,
      Body: 'Harbor desk: here is the Directions link you asked for: https://maps.example.com/harbor-dental\nReply STOP to stop texts.',
      StatusCallback: 'http://localhost:3000/api/webhooks/sms/twilio/status',
    });
    const rows = await rowsOf(customer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      to_number: caller,
      link_name: 'Directions',
      platform_call_id: ids.callId,
      status: 'queued',
      provider_message_sid: expect.stringMatching(/^SM[0-9a-f]{32}$/),
    });
    const [tool] = await sql(app)('select ok, summary from voice_tool_calls where tool_call_id = ?', [ids.toolCallId]);
    expect(tool).toEqual({ ok: true, summary: 'Texted the Directions link to the number ending 0911' });
  });

  it('refuses, in words the assistant can say, an unknown link, a withheld, malformed or other number', async () => {
    const { customer, assistantId } = await receptionistWithLinks(app);
    const caller = callerNumber('0123');
    expect(await said(assistantId, { link: 'Menu' })).toBe("I don't have a link called Menu. I can text you Directions or Booking page.");
    expect(await said(assistantId, {})).toBe('Which link would you like? I can text you Directions or Booking page.');
    expect(await said(assistantId, { link: 'Directions' }, { caller: null })).toBe(
      "I can't see the number you're calling from, so I can't text you the link. I can take a message and someone will get back to you.",
    );
    expect(await said(assistantId, { link: 'Directions', to: '555-0123' })).toBe("That number doesn't look right, so I can't text it.");
    expect(await said(assistantId, { link: 'Directions', to: '+1 (415) 555-0199' }, { caller })).toBe('I can only text the number you are calling from.');
    // The caller's own number, however the model writes it, is theirs.
    const written = `+1 (${caller.slice(2, 5)}) ${caller.slice(5, 8)}-${caller.slice(8)}`;
    expect(await said(assistantId, { link: 'booking page', to: written }, { caller })).toBe("I've texted the Booking page link to the number ending 0123.");
    expect((await rowsOf(customer.id)).map((row) => row.link_name)).toEqual(['Booking page']);
  });

  it('never texts a number after it replied STOP, until it replies START; HELP is answered', async () => {
    const caller = callerNumber('0922');
    const { customer, assistantId } = await receptionistWithLinks(app);
    const inbound = (body: string) =>
      post('/api/webhooks/sms/twilio', { MessageSid: `SM${'a'.repeat(32)}`, From: caller, To: TWILIO_TEST_ACCOUNT.fromNumber, Body: body });

    const stopped = await inbound('Stop').expect(200);
    expect(stopped.headers['content-type']).toMatch(/^text\/xml/);
    expect(stopped.text).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Message>You will get no more texts from this number. Reply START to get them again.</Message></Response>',
    );
    expect(await said(assistantId, { link: 'Directions' }, { caller })).toBe(
      "This number has asked us not to text it, so I can't send the link. Text START to our number to get texts again.",
    );
    expect((await inbound('HELP').expect(200)).text).toContain('<Message>This number texts the links you ask for');
    expect((await inbound('thanks!').expect(200)).text).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(textsTo(caller)).toHaveLength(0);
    expect(await rowsOf(customer.id)).toHaveLength(0);

    expect((await inbound('START').expect(200)).text).toContain('<Message>You will get texts from this number again');
    expect(await said(assistantId, { link: 'Directions' }, { caller })).toBe("I've texted the Directions link to the number ending 0922.");
    await waitUntil(() => textsTo(caller).length === 1, 10_000, 'the text after START');
  });

  it('moves a text forward on Twilio’s signed status callbacks, never back, and refuses unsigned or forged ones', async () => {
    const caller = callerNumber('0933');
    const { customer, assistantId } = await receptionistWithLinks(app);
    await said(assistantId, { link: 'Directions' }, { caller });
    await waitUntil(async () => (await rowsOf(customer.id))[0]?.provider_message_sid != null, 10_000, 'the text handed to Twilio');
    const sid: string = (await rowsOf(customer.id))[0].provider_message_sid;
    const path = '/api/webhooks/sms/twilio/status';
    const callback = (status: string, extra: Record<string, string> = {}) => ({
      AccountSid: TWILIO_TEST_ACCOUNT.accountSid,
      ApiVersion: '2010-04-01',
      From: TWILIO_TEST_ACCOUNT.fromNumber,
      MessageSid: sid,
      MessageStatus: status,
      SmsSid: sid,
      SmsStatus: status,
      To: caller,
      ...extra,
    });

    await post(path, callback('sent')).expect(204);
    expect((await rowsOf(customer.id))[0].status).toBe('sent');
    await post(path, callback('delivered')).expect(204);
    // Late and repeated callbacks change nothing.
    await post(path, callback('sent')).expect(204);
    await post(path, callback('undelivered', { ErrorCode: '30003' })).expect(204);
    expect((await rowsOf(customer.id))[0]).toMatchObject({ status: 'delivered', error_code: null });

    const unsigned = await app.http().post(path).type('form').send(callback('failed')).expect(401);
    expect(unsigned.body).toMatchObject({ code: 'MESSAGING.UNSIGNED', message: 'The SMS provider request has no X-Twilio-Signature header' });
    const forged = await post(path, callback('failed'), 'not-the-auth-token-0123456789').expect(403);
    expect(forged.body).toMatchObject({ code: 'MESSAGING.INVALID_SIGNATURE' });
    // Signed for other parameters than those sent.
    await app
      .http()
      .post(path)
      .set('x-twilio-signature', twilioSignature(TWILIO_TEST_ACCOUNT.authToken, `http://localhost:3000${path}`, callback('delivered')))
      .type('form')
      .send(callback('failed'))
      .expect(403);
    expect((await post(path, callback('sent', { MessageSid: 'not-a-sid' })).expect(400)).body.code).toBe('MESSAGING.MALFORMED_REQUEST');
    expect((await post(path, { MessageSid: sid }).expect(400)).body.code).toBe('MESSAGING.MALFORMED_REQUEST');
    // Anything but a form of text fields is bad input, never a 500.
    const emptySignature = twilioSignature(TWILIO_TEST_ACCOUNT.authToken, `http://localhost:3000${path}`, {});
    for (const [type, body] of [
      ['application/json', '{"MessageSid":{"a":1}}'],
      ['text/plain', 'MessageSid=x'],
    ]) {
      await app.http().post(path).set('x-twilio-signature', emptySignature).set('content-type', type).send(body).expect(400);
    }
    expect((await post(path, callback('sent', { Body: 'a\u0000b' })).expect(400)).body.code).toBe('REQUEST.MALFORMED_TEXT');
    // A status Twilio may add later, and a text we never sent, are ignored.
    await post(path, callback('partially_delivered')).expect(204);
    await post(path, callback('delivered', { MessageSid: `SM${'b'.repeat(32)}` })).expect(204);
    expect((await rowsOf(customer.id))[0].status).toBe('delivered');
  });

  it('keeps a status Twilio reports before it answered our send, applies it once the worker stores the id, and lets go of one never claimed', async () => {
    const caller = callerNumber('0944');
    const { customer, assistantId } = await receptionistWithLinks(app);
    const path = '/api/webhooks/sms/twilio/status';
    // Twilio calls back while our request still waits for its answer: the text has no id in our database yet.
    let early: Promise<unknown> | null = null;
    twilio.answerNext(async (form) => {
      const answer = acceptedMessage(form);
      const sid = answer.body.sid as string;
      early = post(path, { MessageSid: sid, MessageStatus: 'undelivered', ErrorCode: '30003', To: form.To }).expect(204);
      await early;
      return answer;
    });
    await said(assistantId, { link: 'Directions' }, { caller });
    await waitUntil(async () => (await rowsOf(customer.id))[0]?.provider_message_sid != null, 10_000, 'the text handed to Twilio');
    expect(early).not.toBeNull();
    const [text] = await rowsOf(customer.id);
    expect(text).toMatchObject({ status: 'undelivered', error_code: 30003 });
    expect(await sql(app)('select * from sms_status_reports where message_sid = ?', [text.provider_message_sid])).toEqual([]);

    // A report for a text we never learnt the id of is kept a day, then let go.
    const stray = `SM${'c'.repeat(32)}`;
    await post(path, { MessageSid: stray, MessageStatus: 'delivered' }).expect(204);
    expect(await app.get(TextsService).forgetUnclaimedReports()).toBe(0);
    await sql(app)(`update sms_status_reports set received_at = now() - interval '25 hours' where message_sid = ?`, [stray]);
    expect(await app.get(TextsService).forgetUnclaimedReports()).toBe(1);
    expect(await sql(app)('select * from sms_status_reports where message_sid = ?', [stray])).toEqual([]);
  });

  it('retries a send Twilio fails at, marks one it refuses failed with its code, and keeps a 21610 as an opt-out', async () => {
    const { customer, assistantId } = await receptionistWithLinks(app);
    const retried = callerNumber('0944');
    twilio.answerNext(() => twilioError(500, 20500, 'Internal Server Error'));
    await said(assistantId, { link: 'Directions' }, { caller: retried });
    await waitUntil(async () => (await rowsOf(customer.id))[0]?.provider_message_sid != null, 10_000, 'the text sent on its retry');
    expect(textsTo(retried)).toHaveLength(2);

    const unsubscribed = callerNumber('0955');
    twilio.answerNext(() => twilioError(400, 21610, 'Attempt to send to unsubscribed recipient'));
    await said(assistantId, { link: 'Directions' }, { caller: unsubscribed });
    await waitUntil(async () => (await rowsOf(customer.id))[1]?.status === 'failed', 10_000, 'the refused text failed');
    expect((await rowsOf(customer.id))[1]).toMatchObject({ to_number: unsubscribed, error_code: 21610, provider_message_sid: null });
    expect(textsTo(unsubscribed)).toHaveLength(1);
    expect(await said(assistantId, { link: 'Directions' }, { caller: unsubscribed })).toMatch(/^This number has asked us not to text it/);
  });

  it('refuses texts once the plan’s texts for the period are used, two calls at once included, and shows them with the calls’ usage', async () => {
    const { customer, receptionistId, assistantId } = await receptionistWithLinks(app, 'professional');
    await sql(app)(
      `insert into text_messages (user_id, receptionist_id, to_number, body, link_name, status) select ?, ?, '+14155550100', 'earlier', 'Directions', 'delivered' from generate_series(1, 199)`,
      [customer.id, receptionistId],
    );
    // One refused by the provider does not count.
    await sql(app)(
      `insert into text_messages (user_id, to_number, body, link_name, status, error_code) values (?, '+14155550100', 'refused', 'Directions', 'failed', 21211)`,
      [customer.id],
    );
    expect((await customer.agent.get('/api/calls/usage').expect(200)).body).toMatchObject({ textsSent: 199, textAllowance: 200 });

    // Two calls at once for the period's last text: the customer's lock lets one through.
    const answers = await Promise.all(['0966', '0977'].map((ending) => said(assistantId, { link: 'Directions' }, { caller: callerNumber(ending) })));
    expect(answers.sort()).toEqual([
      "I can't send texts on this line right now. I can take a message and someone will get back to you.",
      expect.stringMatching(/^I've texted the Directions link to the number ending 09[67]{2}\.$/),
    ]);
    expect(await said(assistantId, { link: 'Directions' }, { caller: callerNumber('0988') })).toBe(
      "I can't send texts on this line right now. I can take a message and someone will get back to you.",
    );
    const [tool] = await sql(app)(`select summary from voice_tool_calls where summary like 'Refused: the plan%' and receptionist_id = ? limit 1`, [
      receptionistId,
    ]);
    expect(tool.summary).toBe("Refused: the plan's 200 texts this period are used");
    expect((await customer.agent.get('/api/calls/usage').expect(200)).body).toMatchObject({ textsSent: 200, textAllowance: 200 });
    expect((await customer.agent.get('/api/calls/overview').expect(200)).body.usage).toMatchObject({ textsSent: 200, textAllowance: 200 });
  });
});
