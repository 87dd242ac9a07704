import { randomUUID } from 'node:crypto';
import { twilioSignature } from '../../src/modules/messaging/gateways/twilio-signature';
import { SANDBOX_SENDER } from '../../src/modules/messaging/gateways/sandbox-sms.gateway';
import { giveActivePlan } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { vapiSignedHeaders } from '../support/vapi-fixtures';
import { waitUntil } from '../support/wait';
import { linkedReceptionist, sql, VAPI_TEST_ENV } from '../calls/calls-helpers';

/** Without Twilio's settings the sandbox takes the texts (docs/voice-platforms.md#texts): nothing leaves, each is reported delivered. */
describe('texts with the SMS sandbox', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ worker: true, env: VAPI_TEST_ENV });
  });
  afterAll(() => app.close());

  it('takes the text, reports it delivered a moment later, and refuses every webhook (no auth token to verify with)', async () => {
    const { customer, receptionistId, assistantId } = await linkedReceptionist(app, 'Harbor desk');
    await giveActivePlan(app, customer, 'business');
    const { settings } = (await customer.agent.get(`/api/receptionists/${receptionistId}/settings`).expect(200)).body;
    await sql(app)(
      `insert into receptionist_settings_versions (receptionist_id, version, settings, changed, by_team) values (?, 1, ?::jsonb, '{links}', false)`,
      [receptionistId, JSON.stringify({ ...settings, links: [{ name: 'Directions', url: 'https://maps.example.com/harbor' }] })],
    );
    const body = JSON.stringify({
      message: {
        type: 'tool-calls',
        timestamp: Date.now(),
        call: { id: randomUUID(), assistantId, customer: { number: '+14155550123' } },
        toolCallList: [{ id: `call_${randomUUID()}`, type: 'function', function: { name: 'send_sms_link', arguments: '{"link":"Directions"}' } }],
      },
    });
    const answer = await app.http().post('/api/webhooks/voice/vapi').set(vapiSignedHeaders(body)).send(body).expect(200);
    expect(answer.body.results[0].result).toBe("I've texted the Directions link to the number ending 0123.");
    await waitUntil(
      async () => (await sql(app)('select status from text_messages where user_id = ?', [customer.id]))[0]?.status === 'delivered',
      15_000,
      'the sandbox’s delivery report',
    );
    const [text] = await sql(app)('select * from text_messages where user_id = ?', [customer.id]);
    expect(text).toMatchObject({ status: 'delivered', provider_message_sid: expect.stringMatching(/^SM[0-9a-f]{32}$/), error_code: null });

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
