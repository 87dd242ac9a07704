import { createHmac, randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { adminSignIn, withDatabase } from './admin';
import { signUpCustomer } from './billing';
import { E2E_BASE_URL, E2E_VOICE_SANDBOX_SECRET } from './e2e-env';
import { openVerificationLink } from './mailbox';

/** One call as a receptionist answered it; times count back from now. */
export interface SeededCall {
  minutesAgo: number;
  callerNumber: string | null;
  /** The name the caller gave; none by default. */
  callerName?: string;
  outcome: 'appointment_booked' | 'message_taken' | 'transferred' | 'answered_question' | 'spam' | 'hang_up' | 'failed';
  durationSeconds: number;
  summary: string;
  transcript?: { speaker: 'receptionist' | 'caller'; text: string; seconds: number }[];
  isTest?: boolean;
}

/** The sandbox's recording link for a call: the api streams a generated WAV of that length from it. */
function sandboxRecordingRef(platformCallId: string, seconds: number): string {
  return `https://recordings.sandbox.invalid/${platformCallId}.wav?seconds=${seconds}`;
}

/** The follow-up a report with this outcome makes (docs/product.md#follow-ups), for a call with a number; none for the others. */
const FOLLOW_UP_REASONS: Partial<Record<SeededCall['outcome'], string>> = {
  message_taken: 'message',
  appointment_booked: 'appointment',
  failed: 'failed',
  hang_up: 'dropped',
};

/**
 * Writes finished calls straight into the database, as the webhook pipeline would have stored the sandbox's reports
 * (with their follow-ups): the customer pages read them like any other. Returns their ids, in the order given.
 */
export async function insertCalls(userId: number, receptionist: { id: number; name: string }, calls: SeededCall[]): Promise<number[]> {
  return withDatabase(async (client) => {
    // One transaction: the digest job, every few seconds here, decides a day on all its calls, never on half of them.
    await client.query('begin');
    const ids: number[] = [];
    for (const call of calls) {
      const platformCallId = `e2e-${randomUUID()}`;
      const startedAt = new Date(Date.now() - call.minutesAgo * 60_000);
      const endedAt = new Date(startedAt.getTime() + call.durationSeconds * 1000);
      const { rows } = await client.query<{ id: number }>(
        `insert into calls (user_id, receptionist_id, receptionist_name, platform, platform_call_id, status, started_at, ended_at,
           duration_seconds, caller_number, outcome, ended_reason, summary, transcript, recording_ref, language, is_test, facts_sent_at, reported_at, caller_name)
         values ($1, $2, $3, 'sandbox', $4, 'ended', $5, $6, $7, $8, $9, 'customer-ended-call', $10, $11, $12, 'en-US', $13, $6, $6, $14)
         returning id`,
        [
          userId,
          receptionist.id,
          receptionist.name,
          platformCallId,
          startedAt,
          endedAt,
          call.durationSeconds,
          call.callerNumber,
          call.outcome,
          call.summary,
          JSON.stringify(call.transcript ?? []),
          sandboxRecordingRef(platformCallId, call.durationSeconds),
          call.isTest ?? false,
          call.callerName ?? null,
        ],
      );
      ids.push(rows[0].id);
      const reason = FOLLOW_UP_REASONS[call.outcome];
      if (reason && call.callerNumber && !call.isTest) {
        await client.query(`insert into follow_ups (user_id, call_id, receptionist_id, reason, created_at) values ($1, $2, $3, $4, $5)`, [
          userId,
          rows[0].id,
          receptionist.id,
          reason,
          endedAt,
        ]);
      }
    }
    await client.query('commit');
    return ids;
  });
}

/** The signed-in customer's id (GET /api/user on the page's cookies). */
export async function currentUserId(page: Page): Promise<number> {
  const response = await page.request.get('/api/user');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: number }).id;
}

/**
 * Requests a receptionist for the page's customer; with `live`, the administrator trains it and puts it live. A request
 * needs a plan: a customer without one gets room for it through our team's override (a deal made by hand), keeping no
 * plan, so what the calls count against stays as the test set it.
 */
export async function receptionistFor(page: Page, admin: APIRequestContext, name: string, live: boolean): Promise<{ id: number; name: string }> {
  const usage = (await (await page.request.get('/api/receptionists/usage')).json()) as { planRequired: boolean; receptionistCount: number };
  if (usage.planRequired) {
    const deal = { receptionistLimitActive: true, receptionistLimit: usage.receptionistCount + 1 };
    expect((await admin.patch(`/api/admin/users/${await currentUserId(page)}`, { data: deal })).ok()).toBe(true);
  }
  const response = await page.request.post('/api/receptionists', { data: { name, phoneNumber: '+1 (415) 555-0134' } });
  expect(response.ok()).toBe(true);
  const { id } = (await response.json()) as { id: number };
  if (live) await goLive(admin, id);
  return { id, name };
}

/**
 * A verified customer on Professional (1,000 calls a month, set up by our team) with a live receptionist, Front desk,
 * linked to a voice-platform assistant of its own: the platform's reports for `assistantId` are this customer's calls.
 */
export async function customerWithLinkedReceptionist(page: Page, admin: APIRequestContext, firstName: string) {
  const email = await signUpCustomer(page, firstName);
  await openVerificationLink(page, email);
  await adminSignIn(admin);
  const userId = await currentUserId(page);
  expect((await admin.patch(`/api/admin/users/${userId}`, { data: { subscriptionPlan: 'professional', subscriptionStatus: 'active' } })).ok()).toBe(true);
  const frontDesk = await receptionistFor(page, admin, 'Front desk', true);
  const assistantId = `asst-e2e-${randomUUID()}`;
  expect((await admin.patch(`/api/admin/receptionists/${frontDesk.id}`, { data: { voiceAssistantId: assistantId } })).ok()).toBe(true);
  return { email, userId, frontDesk, assistantId };
}

/**
 * Our team puts a receptionist live as the back office does: a sandbox line (a number and the sandbox's ids), then
 * training, then active. `statuses` may go further (inactive, active again).
 */
export async function goLive(admin: APIRequestContext, id: number, statuses: readonly string[] = ['training', 'active']): Promise<void> {
  expect((await admin.post(`/api/admin/receptionists/${id}/sandbox-line`)).ok()).toBe(true);
  for (const status of statuses) expect((await admin.patch(`/api/admin/receptionists/${id}`, { data: { status } })).ok()).toBe(true);
}

const SUMMARIES: Record<SeededCall['outcome'], string> = {
  appointment_booked: 'Booked a cleaning for Tuesday at 10 AM.',
  message_taken: 'Took a message for Dr. Lee about a billing question.',
  transferred: 'Transferred the caller to the front desk about a toothache.',
  answered_question: 'Answered a question about Saturday opening hours.',
  spam: 'A recorded sales pitch for extended car warranties.',
  hang_up: 'The caller hung up before saying anything.',
  failed: 'The call dropped while connecting.',
};
const OUTCOMES = Object.keys(SUMMARIES) as SeededCall['outcome'][];

/** Minutes since the browser's last midnight (the pages count days in its time zone). */
function minutesSinceMidnight(): number {
  const midnight = new Date();
  midnight.setHours(0, 0, 0, 0);
  return (Date.now() - midnight.getTime()) / 60_000;
}

/**
 * `count` varied calls, newest first, the newest with a full conversation: a minute apart, closer together just after
 * midnight so that all of them are still today's calls.
 */
export function variedCalls(count: number): SeededCall[] {
  const step = Math.min(1, minutesSinceMidnight() / (count + 5));
  return Array.from({ length: count }, (_, index) => {
    const outcome = OUTCOMES[index % OUTCOMES.length];
    return {
      minutesAgo: (5 + index) * step,
      callerNumber: index % 9 === 4 ? null : `+1415555${String(1000 + index).padStart(4, '0')}`,
      outcome,
      durationSeconds: outcome === 'hang_up' ? 9 : 60 + index * 7,
      summary: SUMMARIES[outcome],
      isTest: index === 2,
      transcript: [
        { speaker: 'receptionist', text: 'Thank you for calling Harbor Dental, this is the front desk. How can I help?', seconds: 0 },
        { speaker: 'caller', text: 'Hi, I would like to book a cleaning, please.', seconds: 5 },
        { speaker: 'receptionist', text: 'Of course. Does Tuesday at 10 AM work for you?', seconds: 11 },
        { speaker: 'caller', text: 'Tuesday at ten is perfect.', seconds: 18 },
        { speaker: 'receptionist', text: 'You are booked for a cleaning on Tuesday at 10 AM. We will text you a reminder.', seconds: 24 },
      ],
    };
  });
}

/**
 * A month of calls for the dashboard's chart: `perDay` calls a day on weekdays (fewer at weekends, varied), over the
 * last `days` days, outcomes cycling from a different one each day; none is a test call.
 */
export function callsOverDays(days: number, perDay: number): SeededCall[] {
  return Array.from({ length: days }, (_, day) => {
    const count = Math.max(1, perDay - ((day * 7) % 5) - (day % 7 >= 5 ? Math.ceil(perDay / 2) : 0));
    return variedCalls(count + day)
      .slice(day)
      .map((call, index) => ({ ...call, isTest: false, minutesAgo: day * 1440 + 20 + index * Math.floor(600 / count) }));
  }).flat();
}

/**
 * An inbound call's end-of-call report for the assistant, as the platform sends it: posted to the voice webhook, signed
 * with the sandbox's secret as Vapi's HMAC credential signs its messages.
 */
export async function deliverEndOfCallReport(
  request: APIRequestContext,
  assistantId: string,
  analysis: { summary: string; structuredData: Record<string, unknown> },
  { callId = randomUUID(), callerNumber = '+14155550123' }: { callId?: string; callerNumber?: string } = {},
): Promise<void> {
  const ended = new Date();
  const started = new Date(ended.getTime() - 90_000);
  const customer = { number: callerNumber };
  const body = JSON.stringify({
    message: {
      type: 'end-of-call-report',
      timestamp: ended.getTime(),
      endedReason: 'customer-ended-call',
      startedAt: started.toISOString(),
      endedAt: ended.toISOString(),
      call: {
        id: callId,
        orgId: '00000000-0000-4000-8000-5a4db0c0ffee',
        type: 'inboundPhoneCall',
        assistantId,
        customer,
        status: 'ended',
        createdAt: started.toISOString(),
        startedAt: started.toISOString(),
        endedAt: ended.toISOString(),
        endedReason: 'customer-ended-call',
      },
      customer,
      analysis,
    },
  });
  const delivered = await request.post('/api/webhooks/voice/vapi', {
    headers: { 'content-type': 'application/json', 'x-vapi-signature': createHmac('sha256', E2E_VOICE_SANDBOX_SECRET).update(body).digest('hex') },
    data: body,
  });
  expect(delivered.ok(), await delivered.text()).toBe(true);
}

/**
 * One of the assistant's tool calls during a call (docs/voice-platforms.md#tools), as Vapi sends a `tool-calls` message:
 * posted to the voice webhook, signed like the sandbox's messages. Returns what the assistant is told.
 */
export async function deliverToolCall(
  request: APIRequestContext,
  assistantId: string,
  name: string,
  args: Record<string, unknown>,
  callerNumber = '+14155550123',
  callId: string = randomUUID(),
): Promise<string> {
  const toolCallId = `call_${randomUUID()}`;
  const customer = { number: callerNumber };
  const body = JSON.stringify({
    message: {
      type: 'tool-calls',
      timestamp: Date.now(),
      call: { id: callId, orgId: '00000000-0000-4000-8000-5a4db0c0ffee', type: 'inboundPhoneCall', assistantId, status: 'in-progress', customer },
      customer,
      toolCallList: [{ id: toolCallId, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
    },
  });
  const delivered = await request.post('/api/webhooks/voice/vapi', {
    headers: { 'content-type': 'application/json', 'x-vapi-signature': createHmac('sha256', E2E_VOICE_SANDBOX_SECRET).update(body).digest('hex') },
    data: body,
  });
  expect(delivered.ok(), await delivered.text()).toBe(true);
  const { results } = (await delivered.json()) as { results: { toolCallId: string; result: string }[] };
  expect(results.map((result) => result.toolCallId)).toEqual([toolCallId]);
  return results[0].result;
}

/** The SMS sandbox's sending number (Twilio's test number): the one a caller replies to. */
export const SANDBOX_SMS_NUMBER = '+15005550006';

/**
 * A text a caller sends to our number (STOP, START, HELP), as Twilio posts it: a form signed with X-Twilio-Signature,
 * which the SMS sandbox keys with the sandbox's secret (docs/voice-platforms.md#texts). Returns the TwiML answer.
 */
export async function deliverInboundText(request: APIRequestContext, from: string, text: string): Promise<string> {
  const path = '/api/webhooks/sms/twilio';
  const form: Record<string, string> = { From: from, To: SANDBOX_SMS_NUMBER, Body: text };
  const signed = `${E2E_BASE_URL}${path}${Object.keys(form)
    .sort()
    .map((name) => `${name}${form[name]}`)
    .join('')}`;
  const answer = await request.post(path, {
    headers: { 'x-twilio-signature': createHmac('sha1', E2E_VOICE_SANDBOX_SECRET).update(signed).digest('base64') },
    form,
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return answer.text();
}
