#!/usr/bin/env node
// `npm run bench:tool-calls`: the tools a receptionist calls during a call (docs/voice-platforms.md#tools), as Vapi
// sends them: signed `tool-calls` messages on the voice webhook of the production build, BENCH_CONCURRENCY at a time
// (50: fifty calls on the line at once) for BENCH_SECONDS, spread over BENCH_RECEPTIONISTS receptionists that book
// appointments and text links. The mix: check_availability 50%, book_appointment 20% (a random free-or-taken quarter
// hour, so bookings of one receptionist meet on its lock), transfer_call 15%, send_sms_link 15%. Prints each tool's
// answers, median, p90 and p99 in ms: the caller listens while Vapi waits for them (the goal: p99 ≤ 300 ms).
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { build, ensureDependencies, ROOT } from '../scripts/lib/workspace.mjs';
import { send, signUp } from './lib/api.mjs';
import { startAppServer } from './lib/app-server.mjs';
import { requireBackendSupport } from './lib/backend-support.mjs';
import { assistantOf, vapiEnv, WEBHOOK_PATH } from './lib/vapi-fixtures.mjs';
import { useProjectNode } from '../scripts/lib/node-runtime.mjs';

useProjectNode();

const require = createRequire(join(ROOT, 'package.json'));
const PORT = Number(process.env.BENCH_PORT ?? 3750);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const RECEPTIONISTS = Number(process.env.BENCH_RECEPTIONISTS ?? 10);
const { vapiSignedHeaders } = requireBackendSupport('vapi-fixtures');
const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

ensureDependencies();
build();
const app = await startAppServer({ port: PORT, name: 'bench_tools', env: vapiEnv });

try {
  const lines = [];
  for (let index = 0; index < RECEPTIONISTS; index++) lines.push(await bookingReceptionist(index));
  const samples = new Map();
  const record = (tool, ms, answer) => {
    const entry = samples.get(tool) ?? { times: [], answers: new Map() };
    entry.times.push(ms);
    const kind = answer.split(/[.:]/)[0].slice(0, 40);
    entry.answers.set(kind, (entry.answers.get(kind) ?? 0) + 1);
    samples.set(tool, entry);
  };
  // Warm-up: each tool once per receptionist, not counted.
  for (const line of lines) for (const tool of ['check_availability', 'transfer_call', 'send_sms_link']) await callTool(line, tool, argsFor(tool));
  const until = Date.now() + SECONDS * 1000;
  let failures = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      for (let round = 0; Date.now() < until; round++) {
        const line = lines[(worker + round) % lines.length];
        const tool = pickTool();
        const started = performance.now();
        const { status, answer } = await callTool(line, tool, argsFor(tool));
        if (status !== 200) failures++;
        else record(tool, performance.now() - started, answer);
      }
    }),
  );
  const all = [...samples.values()].flatMap((entry) => entry.times);
  console.log(
    `${CONCURRENCY} concurrent calls, ${RECEPTIONISTS} receptionists, ${SECONDS} s: ${all.length} tool calls (${(all.length / SECONDS).toFixed(0)}/s), ${failures} not 200`,
  );
  console.log(`${'tool'.padEnd(20)} ${'calls'.padStart(7)} ${'median ms'.padStart(10)} ${'p90 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  answers`);
  const row = (name, times, answers = '') =>
    console.log(
      `${name.padEnd(20)} ${String(times.length).padStart(7)} ${quantile(times, 0.5).toFixed(1).padStart(10)} ${quantile(times, 0.9).toFixed(1).padStart(8)} ${quantile(times, 0.99).toFixed(1).padStart(8)}  ${answers}`,
    );
  for (const [tool, entry] of [...samples.entries()].sort()) {
    row(tool, entry.times, [...entry.answers.entries()].map(([kind, count]) => `${kind} ×${count}`).join('; '));
  }
  row('all tools', all);
} finally {
  await app.stop();
}

/** A customer's receptionist linked to a Vapi assistant, open around the clock in UTC, booking two kinds, with a link to text. */
async function bookingReceptionist(index) {
  const customer = await signUp(app.base, `tools-${index}`);
  // A plan as a paying customer has one (how it is bought is not what this measures).
  await query(
    `update subscriptions set subscription_plan = 'business', subscription_status = 'active' where user_id = (select id from users where email = $1)`,
    [customer.email],
  );
  const created = await send(app.base, 'POST', '/api/receptionists', {
    body: { name: `Desk ${index}`, phoneNumber: '+1 (415) 555-0134' },
    cookie: customer.cookie,
  });
  if (!created.ok) throw new Error(`POST /api/receptionists answered ${created.status}: ${await created.text()}`);
  const { id } = await created.json();
  const linkage = assistantOf(id);
  await query('update receptionists set voice_assistant_id = $2, voice_phone_number_id = $3 where id = $1', [id, linkage.assistantId, linkage.phoneNumberId]);
  const url = `/api/receptionists/${id}/settings`;
  const current = await (await send(app.base, 'GET', url, { cookie: customer.cookie })).json();
  const settings = {
    ...current.settings,
    hours: { timeZone: 'UTC', weekly: Object.fromEntries(WEEK.map((day) => [day, [{ start: '00:00', end: '24:00' }]])), overrides: [] },
    transfers: [{ name: 'Dr. Patel', number: '+14155550101', when: 'always', askFor: 'billing' }],
    booking: {
      enabled: true,
      types: [
        { name: 'Cleaning', minutes: 45 },
        { name: 'Check-up', minutes: 30 },
      ],
      bufferMinutes: 15,
      minNoticeMinutes: 60,
      maxDaysAhead: 30,
    },
    links: [{ name: 'Directions', url: 'https://maps.example.com/bench' }],
  };
  const saved = await send(app.base, 'PUT', url, { body: { baseVersion: current.version, settings }, cookie: customer.cookie });
  if (!saved.ok) throw new Error(`PUT settings answered ${saved.status}: ${await saved.text()}`);
  return linkage;
}

function pickTool() {
  const draw = Math.random();
  if (draw < 0.5) return 'check_availability';
  if (draw < 0.7) return 'book_appointment';
  if (draw < 0.85) return 'transfer_call';
  return 'send_sms_link';
}

function argsFor(tool) {
  const day = new Date(Date.now() + (1 + Math.floor(Math.random() * 20)) * 86_400_000).toISOString().slice(0, 10);
  if (tool === 'check_availability') return { appointmentType: 'Cleaning', date: day };
  if (tool === 'book_appointment') {
    const quarter = Math.floor(Math.random() * 96);
    const time = `${String(Math.floor(quarter / 4)).padStart(2, '0')}:${String((quarter % 4) * 15).padStart(2, '0')}`;
    return { appointmentType: 'Check-up', start: `${day}T${time}`, callerName: 'Bench Caller' };
  }
  if (tool === 'send_sms_link') return { link: 'Directions' };
  return { askedFor: 'billing' };
}

/** One signed tool-calls message, as Vapi sends it mid-call from a caller of its own number. */
async function callTool(linkage, name, args) {
  const caller = `+1415555${String(1000 + Math.floor(Math.random() * 9000))}`;
  const toolCallId = `call_${randomUUID()}`;
  const body = JSON.stringify({
    message: {
      type: 'tool-calls',
      timestamp: Date.now(),
      call: {
        id: randomUUID(),
        type: 'inboundPhoneCall',
        assistantId: linkage.assistantId,
        phoneNumberId: linkage.phoneNumberId,
        customer: { number: caller },
      },
      customer: { number: caller },
      toolCallList: [{ id: toolCallId, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
    },
  });
  const response = await fetch(`${app.base}${WEBHOOK_PATH}`, { method: 'POST', headers: vapiSignedHeaders(body), body });
  const reply = await response.json().catch(() => null);
  return { status: response.status, answer: reply?.results?.[0]?.result ?? '' };
}

/** One query on its own connection. */
async function query(sql, params) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: String(app.databaseUrl) });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

function quantile(samples, q) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
}
