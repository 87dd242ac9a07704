// Vapi server messages as the backend tests build them (backend/test/support/vapi-fixtures.ts: an example of each
// message docs/voice-platforms.md describes, signed as Vapi's HMAC credential signs them), for calls of our own, and the
// environment that makes the api use the Vapi adapter: the path every real call report takes.
import { randomUUID } from 'node:crypto';
import { requireBackendSupport } from './backend-support.mjs';

const { vapiCallFixture, vapiSignedHeaders, VAPI_TEST_SECRET } = requireBackendSupport('vapi-fixtures');

export const WEBHOOK_PATH = '/api/webhooks/voice/vapi';

/** VOICE_PLATFORM=vapi with the tests' secret; the API key is never used (nothing fetches a recording). */
export const vapiEnv = { VOICE_PLATFORM: 'vapi', VAPI_WEBHOOK_SECRET: VAPI_TEST_SECRET, VAPI_API_KEY: 'bench-vapi-api-key', SANDBOX_CALLS_PER_HOUR: '0' };

/** A receptionist's linkage as our team would set it, for receptionist `id`. */
export const assistantOf = (id) => ({ assistantId: `bench-assistant-${id}`, phoneNumberId: `bench-number-${id}` });

const OUTCOMES = ['appointment_booked', 'message_taken', 'transferred', 'answered_question'];

/**
 * The messages Vapi sends about one call, oldest first: status updates (in progress, ended) and the end-of-call
 * report, each a signed request body; `report` says what the row must end with. `index` varies the facts.
 */
export function callMessages({ callId = randomUUID(), assistantId, phoneNumberId, index = 0, startedAt = new Date(Date.now() - 5 * 60_000) }) {
  const endedAt = new Date(startedAt.getTime() + (40 + (index % 300)) * 1000);
  const call = { id: callId, assistantId, phoneNumberId, startedAt: startedAt.toISOString() };
  const caller = `+1415555${String(1000 + (index % 9000)).padStart(4, '0')}`;
  const outcome = OUTCOMES[index % OUTCOMES.length];
  const summary = `Bench call ${index}: the caller's request ended as ${outcome.replace('_', ' ')}.`;
  const customer = { number: caller };
  const messages = [
    vapiCallFixture('status-update-in-progress', { ...call, status: 'in-progress', customer }, { timestamp: startedAt.getTime() + 500, customer }),
    vapiCallFixture(
      'status-update-ended',
      { ...call, status: 'ended', endedAt: endedAt.toISOString(), customer },
      { timestamp: endedAt.getTime() + 200, customer },
    ),
    vapiCallFixture(
      'end-of-call-report',
      { ...call, status: 'ended', endedAt: endedAt.toISOString(), customer },
      {
        timestamp: endedAt.getTime() + 3000,
        startedAt: startedAt.toISOString(),
        endedAt: endedAt.toISOString(),
        endedReason: 'customer-ended-call',
        customer,
        analysis: { summary, structuredData: { outcome, language: 'en-US' }, successEvaluation: 'true' },
      },
    ),
  ].map((payload) => {
    const body = JSON.stringify(payload);
    return { type: payload.message.type, status: payload.message.status, body, headers: vapiSignedHeaders(body) };
  });
  return { callId, messages, report: { callerNumber: caller, outcome, summary, startedAt, endedAt } };
}

/** One end-of-call report for a new call, signed, with the call's id: what the load benchmark sends. */
export function signedReport(linkage, index) {
  const { callId, messages } = callMessages({ ...linkage, index });
  return { ...messages[2], callId };
}
