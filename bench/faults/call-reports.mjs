#!/usr/bin/env node
// Fault: call reports delivered three times and out of order while a worker is killed and Redis restarts. For CALLS
// calls, the three messages Vapi sends about each (status update "in progress", status update "ended", the end-of-call
// report) are each delivered three times, all 9 × CALLS deliveries in one shuffled order, through the Vapi adapter
// (signed as Vapi signs them); every tenth call comes from an assistant nobody linked. Meanwhile a worker is killed with
// SIGKILL and replaced, and Redis is killed (its queues lost) and started again empty. Checks: every delivery
// answered 200, each message recorded once, every one processed, and exactly one row per call with the report's facts.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT, sleep } from '../../scripts/lib/workspace.mjs';
import { describeJobs, jobCounts } from '../lib/fault-checks.mjs';
import { latencySummary, runScenario } from '../lib/fault-report.mjs';
import { call, must, signUpMany, statusCounts } from '../lib/fault-http.mjs';
import { startStack } from '../lib/processes.mjs';
import { assistantOf, callMessages, vapiEnv, WEBHOOK_PATH } from '../lib/vapi-fixtures.mjs';

const require = createRequire(join(ROOT, 'backend', 'package.json'));
const BASE_PORT = Number(process.env.FAULT_BASE_PORT ?? 3860);
const CALLS = Number(process.env.CALLS ?? 60);
const COPIES = 3;
const DELIVERY_SECONDS = 40; // the deliveries are spread over this long, so the faults fall in the middle of them
const UNLINKED = { assistantId: 'bench-assistant-nobody-linked', phoneNumberId: 'bench-number-nobody-linked' };

/** What the api's own parser reads from a body: the facts the row must end with. */
const { parseVapiMessage } = require(join(ROOT, 'backend', 'dist', 'modules', 'calls', 'platforms', 'vapi', 'vapi-messages.js'));

function shuffle(items) {
  for (let index = items.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [items[index], items[other]] = [items[other], items[index]];
  }
  return items;
}

await runScenario('Fault: call reports delivered 3× and out of order while a worker is killed and Redis restarts', async (report, cleanup) => {
  const stack = await startStack({ report, cleanup, basePort: BASE_PORT, name: 'calls', workers: 2, env: vapiEnv });
  const { db, redis } = stack;
  const base = stack.apis[0].base;

  report.step('a customer with a receptionist linked to a platform assistant');
  const [customer] = await signUpMany(base, 'calls', 1, { db });
  const receptionist = (
    await must(201, base, 'POST', '/api/receptionists', {
      cookie: customer.cookie,
      body: { name: 'Front desk', phoneNumber: '+1 (415) 555-0134', languages: ['English'] },
    })
  ).body;
  const linkage = assistantOf(receptionist.id);
  await db.query('update receptionists set voice_assistant_id = $2, voice_phone_number_id = $3 where id = $1', [
    receptionist.id,
    linkage.assistantId,
    linkage.phoneNumberId,
  ]);

  const calls = Array.from({ length: CALLS }, (_, index) => ({
    ...callMessages({ ...(index % 10 === 9 ? UNLINKED : linkage), index }),
    linked: index % 10 !== 9,
  }));
  const deliveries = shuffle(calls.flatMap((item) => item.messages.flatMap((message) => Array.from({ length: COPIES }, () => ({ item, message })))));
  // Out of order: a call whose last report copy comes before one of its status updates' first.
  const position = (item, test) => deliveries.findIndex((delivery) => delivery.item === item && test(delivery.message));
  const reordered = calls.filter(
    (item) =>
      position(item, (message) => message.type === 'end-of-call-report') <
      Math.max(...item.messages.slice(0, 2).map((message) => position(item, (other) => other === message))),
  ).length;
  report.figure(
    'deliveries',
    `${deliveries.length} (${CALLS} calls × 3 messages × ${COPIES} copies) over ${DELIVERY_SECONDS} s; ${reordered} calls have a report delivered before one of their status updates`,
  );

  report.step(`delivering; at 10 s a worker is killed (SIGKILL) and replaced, at 18 s Redis is killed for 10 s`);
  const started = Date.now();
  const answers = [];
  const sender = (async () => {
    for (const [index, { item, message }] of deliveries.entries()) {
      await sleep(Math.max(0, started + (index * DELIVERY_SECONDS * 1000) / deliveries.length - Date.now()));
      // Not awaited: copies of one message may be in flight at once, as the platform's retries can be.
      answers.push(
        call(base, 'POST', WEBHOOK_PATH, { body: message.body, headers: message.headers }).then((answer) => ({ ...answer, item, message, at: Date.now() })),
      );
    }
  })();
  const faults = (async () => {
    await sleep(10_000);
    const victim = stack.workers.find((worker) => worker.alive());
    const { rows } = await db.query('select count(*)::int as n from call_events where processed_at is null');
    report.step(`SIGKILL ${victim.name} (pid ${victim.pid}) with ${rows[0].n} messages unprocessed; starting a replacement`);
    await victim.stop('SIGKILL');
    // The replacement starts meanwhile: on a busy machine its start-up alone can outlast the deliveries.
    const replacement = stack.startWorker();
    await sleep(Math.max(0, started + 18_000 - Date.now()));
    report.step('killing Redis (SIGKILL) for 10 s');
    await redis.stop();
    const stoppedAt = Date.now();
    await sleep(10_000);
    report.step('starting Redis again (empty)');
    await redis.start();
    const backAt = Date.now();
    await replacement;
    return { stoppedAt, backAt };
  })();
  await sender;
  const settled = await Promise.all(answers);
  const { stoppedAt, backAt } = await faults;
  report.step('every delivery answered; waiting for every recorded message to be processed');
  let pending;
  const deadline = Date.now() + 4 * 60_000;
  do {
    await sleep(500);
    ({
      rows: [{ pending }],
    } = await db.query('select count(*)::int as pending from call_events where processed_at is null'));
  } while (pending > 0 && Date.now() < deadline);
  const drainedAfter = Date.now() - backAt;

  const duringOutage = settled.filter((answer) => answer.at >= stoppedAt && answer.at - answer.ms < backAt);
  report.figure('answers', `${statusCounts(settled)}; ${latencySummary(settled.map((answer) => answer.ms))}`);
  report.figure('answers while Redis was down', `${statusCounts(duringOutage)}; ${latencySummary(duringOutage.map((answer) => answer.ms))}`);
  report.check(
    'every delivery answered 200, Redis down or not',
    settled.every((answer) => answer.status === 200),
    statusCounts(settled),
  );
  report.check('Redis was down during part of the deliveries', duringOutage.length > 0, `${duringOutage.length} answered meanwhile`);
  const firstTimes = new Map();
  for (const answer of settled) if (answer.status === 200 && !answer.body?.duplicate) firstTimes.set(answer.message, (firstTimes.get(answer.message) ?? 0) + 1);
  const messages = calls.flatMap((item) => item.messages);
  report.check(
    'each message taken as new once, its other copies answered as duplicates',
    messages.every((message) => firstTimes.get(message) === 1),
  );

  const {
    rows: [events],
  } = await db.query('select count(*)::int as total, count(*) filter (where processed_at is null)::int as pending from call_events');
  report.figure(
    'call events',
    `${events.total} recorded for ${messages.length} distinct messages, ${events.pending} unprocessed; all processed ${drainedAfter} ms after Redis returned`,
  );
  report.check('each distinct message recorded once', events.total === messages.length);
  report.check('every recorded message processed', events.pending === 0, `${events.pending} left`);

  const { rows } = await db.query(
    `select platform_call_id, count(*) over (partition by platform_call_id)::int as copies, user_id, receptionist_id, status, outcome, summary, caller_number,
       started_at, ended_at, duration_seconds, ended_reason, reported_at from calls`,
  );
  const byCall = new Map(rows.map((row) => [row.platform_call_id, row]));
  report.figure('call rows', `${rows.length} for ${CALLS} calls (${calls.filter((item) => !item.linked).length} from an unlinked assistant)`);
  report.check(
    'exactly one row per call, none else',
    rows.length === CALLS && rows.every((row) => row.copies === 1) && calls.every((item) => byCall.has(item.callId)),
  );
  const wrong = calls.filter((item) => {
    const row = byCall.get(item.callId);
    const facts = parseVapiMessage(Buffer.from(item.messages[2].body)).call;
    return (
      !row ||
      row.status !== 'ended' ||
      !row.reported_at ||
      row.outcome !== facts.outcome ||
      row.summary !== facts.summary ||
      row.caller_number !== facts.callerNumber ||
      row.ended_reason !== facts.endedReason ||
      row.started_at.getTime() !== facts.startedAt.getTime() ||
      row.ended_at?.getTime() !== facts.endedAt.getTime() ||
      (item.linked ? row.user_id !== customer.id || row.receptionist_id !== receptionist.id : row.user_id !== null || row.receptionist_id !== null)
    );
  });
  const sample = wrong[0] && byCall.get(wrong[0].callId);
  report.check(
    "every row ends with its report's facts (ended, outcome, summary, caller, times, ended reason), matched to the customer or unmatched",
    wrong.length === 0,
    wrong.length ? `${wrong.length} wrong, e.g. ${JSON.stringify(sample)}` : '',
  );
  const queues = await jobCounts(stack.env);
  report.figure('BullMQ afterwards', describeJobs(queues));
  report.check(
    'no job ended failed in BullMQ',
    Object.values(queues).every((counts) => counts.failed === 0),
  );
});
