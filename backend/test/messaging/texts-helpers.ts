import { randomUUID } from 'node:crypto';
import { twilioSignature } from '../../src/modules/messaging/gateways/twilio-signature';
import { linkedReceptionist, sql } from '../calls/calls-helpers';
import { giveActivePlan } from '../support/accounts';
import { type TestApp } from '../support/test-app';
import { TWILIO_TEST_ACCOUNT } from '../support/twilio-stand-in';
import { vapiSignedHeaders } from '../support/vapi-fixtures';

/**
 * A caller's number ending in `ending`, its exchange drawn at random: the files of a jest worker share its database, and
 * opt-outs are kept by number.
 */
export const callerNumber = (ending: string) => `+1415${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}${ending}`;

export const LINKS = [
  { name: 'Directions', url: 'https://maps.example.com/harbor-dental' },
  { name: 'Booking page', url: 'https://book.example.com/harbor' },
];

/** A receptionist linked to a Vapi assistant, its owner on `plan`, with the links saved in its settings. */
export async function receptionistWithLinks(app: TestApp, plan: 'professional' | 'business' | 'enterprise' = 'professional') {
  const linked = await linkedReceptionist(app, 'Harbor desk');
  await giveActivePlan(app, linked.customer, plan);
  const { settings } = (await linked.customer.agent.get(`/api/receptionists/${linked.receptionistId}/settings`).expect(200)).body;
  // Written as a save writes it, without applying it to the assistant (nothing here plays Vapi's API).
  await sql(app)(
    `insert into receptionist_settings_versions (receptionist_id, version, settings, changed, by_team) values (?, 1, ?::jsonb, '{links}', false)`,
    [linked.receptionistId, JSON.stringify({ ...settings, links: LINKS })],
  );
  return linked;
}

/** Vapi's tool-calls message for one send_sms_link call, signed with the tests' credential; its answer's sentence. */
export async function sendLink(
  app: TestApp,
  assistantId: string,
  args: Record<string, unknown> | string,
  ids: { callId?: string; toolCallId?: string; caller?: string | null } = {},
): Promise<string> {
  const customer = ids.caller === null ? undefined : { number: ids.caller ?? callerNumber('0123') };
  const body = JSON.stringify({
    message: {
      type: 'tool-calls',
      timestamp: Date.now(),
      call: { id: ids.callId ?? randomUUID(), assistantId, customer },
      toolCallList: [{ id: ids.toolCallId ?? `call_${randomUUID()}`, type: 'function', function: { name: 'send_sms_link', arguments: args } }],
    },
  });
  const answer = await app.http().post('/api/webhooks/voice/vapi').set(vapiSignedHeaders(body)).send(body).expect(200);
  return (answer.body as { results: { result: string }[] }).results[0].result;
}

/** A request Twilio signs: the form's parameters with X-Twilio-Signature over APP_URL and the path. */
export function fromTwilio(app: TestApp, path: string, form: Record<string, string>, token: string = TWILIO_TEST_ACCOUNT.authToken) {
  return app
    .http()
    .post(path)
    .set('x-twilio-signature', twilioSignature(token, `http://localhost:3000${path}`, form))
    .type('form')
    .send(form);
}
