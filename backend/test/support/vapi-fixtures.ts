import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signVapiBody } from '../../src/modules/calls/platforms/vapi/vapi-signature';

/** The secret the tests configure as VAPI_WEBHOOK_SECRET. */
export const VAPI_TEST_SECRET = 'vapi-test-credential-secret-0123456789';

export type VapiFixtureName = 'end-of-call-report' | 'status-update-in-progress' | 'status-update-ended' | 'conversation-update';

/** An example Vapi server request (test/fixtures/vapi, shapes in docs/voice-platforms.md), with `message` fields overridden. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a Vapi payload as JSON, which tests reach into
export function vapiFixture(name: VapiFixtureName, message: Record<string, unknown> = {}): { message: Record<string, any> } {
  const request = JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'vapi', `${name}.json`), 'utf8'));
  return { message: { ...request.message, ...message } };
}

/** The fixture for another call: its id, assistant and timestamps replaced throughout. */
export function vapiCallFixture(
  name: VapiFixtureName,
  call: { id: string; assistantId?: string | null; phoneNumberId?: string | null },
  message: Record<string, unknown> = {},
) {
  const request = vapiFixture(name, message);
  const { assistantId, phoneNumberId, ...rest } = call;
  request.message.call = {
    ...request.message.call,
    ...rest,
    ...(assistantId !== undefined ? { assistantId: assistantId ?? undefined } : {}),
    ...(phoneNumberId !== undefined ? { phoneNumberId: phoneNumberId ?? undefined } : {}),
  };
  return request;
}

/** The headers Vapi's HMAC credential (sha256, header x-vapi-signature, body only) sends with this body. */
export function vapiSignedHeaders(body: string, secret = VAPI_TEST_SECRET): Record<string, string> {
  return { 'content-type': 'application/json', 'x-vapi-signature': signVapiBody(body, secret) };
}

/** Every endedReason Vapi is known to send (docs/voice-platforms.md): the list the outcome mapping is checked against. */
export function vapiEndedReasons(): string[] {
  return JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'vapi', 'ended-reasons.json'), 'utf8'));
}
