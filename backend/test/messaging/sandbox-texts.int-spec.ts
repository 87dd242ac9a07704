import { randomUUID } from 'node:crypto';
import { voiceConfig, type VoiceConfig } from '../../src/config';
import { SANDBOX_SENDER } from '../../src/modules/messaging/gateways/sandbox-sms.gateway';
import { createTestApp, type TestApp } from '../support/test-app';
import { waitUntil } from '../support/wait';
import { processed, sql, VAPI_TEST_ENV } from '../calls/calls-helpers';
import { vapiCallFixture, vapiSignedHeaders } from '../support/vapi-fixtures';
import { fromTwilio, receptionistWithLinks, sendLink } from './texts-helpers';

/** Without Twilio's settings the sandbox takes the texts (docs/voice-platforms.md#texts): nothing leaves, each is reported delivered, and a STOP can be sent as Twilio would. */
describe('texts with the SMS sandbox', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ worker: true, env: VAPI_TEST_ENV });
  });
  afterAll(() => app.close());

  it('takes the text, reports it delivered a moment later, and takes Twilio’s webhooks signed with the sandbox’s secret only', async () => {
    const { customer, assistantId } = await receptionistWithLinks(app, 'business');
    const callId = randomUUID();
    // Vapi may send the arguments as a JSON string.
    expect(await sendLink(app, assistantId, '{"link":"Directions"}', { caller: '+14155550123', callId, toolCallId: `call_${randomUUID()}` })).toBe(
      "I've texted the Directions link to the number ending 0123.",
    );
    const texts = () => sql(app)('select * from text_messages where user_id = ?', [customer.id]);
    await waitUntil(async () => (await texts())[0]?.status === 'delivered', 15_000, 'the sandbox’s delivery report');
    const [text] = await texts();
    expect(text).toMatchObject({ status: 'delivered', provider_message_sid: expect.stringMatching(/^SM[0-9a-f]{32}$/), error_code: null });

    // The call's page shows the text beside the tool call that sent it, delivered.
    const report = JSON.stringify(vapiCallFixture('end-of-call-report', { id: callId, assistantId }));
    await app.http().post('/api/webhooks/voice/vapi').set(vapiSignedHeaders(report)).send(report).expect(200);
    await processed(app, callId, 1);
    const [{ id }] = await sql(app)('select id from calls where platform_call_id = ?', [callId]);
    const detail = (await customer.agent.get(`/api/calls/${id}`).expect(200)).body;
    expect(detail.actions).toEqual([
      expect.objectContaining({
        tool: 'send_sms_link',
        action: 'texted',
        ok: true,
        text: { toNumber: '+14155550123', status: 'delivered', errorCode: null, updatedAt: expect.any(String) },
      }),
    ]);

    // Twilio's webhooks are signed with the sandbox's secret: any other key is refused, and a caller's STOP is kept.
    const form = { MessageSid: text.provider_message_sid, MessageStatus: 'failed' };
    const path = '/api/webhooks/sms/twilio/status';
    await fromTwilio(app, path, form, 'any-token-at-all-0123').expect(403);
    const stop = { From: '+14155550123', To: SANDBOX_SENDER, Body: 'STOP' };
    await app.http().post('/api/webhooks/sms/twilio').type('form').send(stop).expect(401);
    const sandboxSecret = app.get<VoiceConfig>(voiceConfig.KEY).sandboxSecret;
    const stopped = await fromTwilio(app, '/api/webhooks/sms/twilio', stop, sandboxSecret).expect(200);
    expect(stopped.text).toContain('<Message>You will get no more texts from this number.');
    expect(await sendLink(app, assistantId, { link: 'Directions' }, { caller: '+14155550123' })).toBe(
      "This number has asked us not to text it, so I can't send the link. Text START to our number to get texts again.",
    );
    expect(await texts()).toHaveLength(1);
    await fromTwilio(app, '/api/webhooks/sms/twilio', { ...stop, Body: 'START' }, sandboxSecret).expect(200);
  });
});
