import { randomUUID } from 'node:crypto';
import { twilioSignature } from '../../src/modules/messaging/gateways/twilio-signature';
import { SANDBOX_SENDER } from '../../src/modules/messaging/gateways/sandbox-sms.gateway';
import { createTestApp, type TestApp } from '../support/test-app';
import { waitUntil } from '../support/wait';
import { processed, sql, VAPI_TEST_ENV } from '../calls/calls-helpers';
import { vapiCallFixture, vapiSignedHeaders } from '../support/vapi-fixtures';
import { receptionistWithLinks, sendLink } from './texts-helpers';

/** Without Twilio's settings the sandbox takes the texts (docs/voice-platforms.md#texts): nothing leaves, each is reported delivered. */
describe('texts with the SMS sandbox', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ worker: true, env: VAPI_TEST_ENV });
  });
  afterAll(() => app.close());

  it('takes the text, reports it delivered a moment later, and refuses every webhook (no auth token to verify with)', async () => {
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

    const form = { MessageSid: text.provider_message_sid, MessageStatus: 'failed' };
    const path = '/api/webhooks/sms/twilio/status';
    await app
      .http()
      .post(path)
      .set('x-twilio-signature', twilioSignature('any-token-at-all-0123', `http://localhost:3000${path}`, form))
      .type('form')
      .send(form)
      .expect(403);
    const stop = { From: '+14155550123', To: SANDBOX_SENDER, Body: 'STOP' };
    await app.http().post('/api/webhooks/sms/twilio').type('form').send(stop).expect(401);
  });
});
