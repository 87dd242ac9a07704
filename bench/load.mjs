#!/usr/bin/env node
// `npm run bench:load`: the production build under autocannon on loopback, next to a bare node:http server in the
// same run. Prints per scenario the median (over BENCH_RUNS runs) of requests/s, p50 and p99 latency, errors, and the
// throughput as a share of the bare server's and of the unauthenticated health route's, and the app's CPU time per
// request. Figures to read, not a pass/fail test. The voice webhook's scenario sends signed end-of-call reports, each
// for a call of its own, through the Vapi adapter; afterwards the worker's processing of every accepted report is
// checked (one call row each).
import { createServer } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build, ensureDependencies, ROOT } from '../scripts/lib/workspace.mjs';
import { post, signUp } from './lib/api.mjs';
import { startAppServer } from './lib/app-server.mjs';
import { assistantOf, signedReport, vapiEnv, WEBHOOK_PATH } from './lib/vapi-fixtures.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const PORT = Number(process.env.BENCH_PORT ?? 3600);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// `BENCH_ONLY=webhook`: only the scenarios whose name contains it, beside the two every ratio needs.
const ONLY = process.env.BENCH_ONLY?.toLowerCase();

ensureDependencies();
build();
const autocannon = require('autocannon');

const bare = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('{"status":"ok"}');
});
await new Promise((resolve) => bare.listen(PORT + 1, '127.0.0.1', resolve));
const app = await startAppServer({ port: PORT, name: 'bench_load', env: vapiEnv });
const WEBHOOK_SCENARIO = `POST ${WEBHOOK_PATH} (end-of-call report)`;

try {
  const customer = await signUp(app.base, 'load-customer');
  const receptionist = await (
    await post(app.base, '/api/receptionists', { name: 'Front desk', phoneNumber: '+1 (415) 555-0134', languages: ['English'] }, customer.cookie)
  ).json();
  const linkage = assistantOf(receptionist.id);
  await query('update receptionists set voice_assistant_id = $2, voice_phone_number_id = $3 where id = $1', [
    receptionist.id,
    linkage.assistantId,
    linkage.phoneNumberId,
  ]);
  let reports = 0;
  const acceptedCalls = [];
  // Ten tickets an hour per customer: the ticket scenario spreads a fixed number of requests over enough customers.
  const ticketWriters = await Promise.all(Array.from({ length: 60 }, (_, index) => signUp(app.base, `tickets-${index}`)));

  const scenarios = [
    { name: 'bare node:http (baseline)', url: `http://127.0.0.1:${PORT + 1}/` },
    { name: 'GET /api/health', url: `${app.base}/api/health`, app: true },
    { name: 'GET /api/user (signed in)', url: `${app.base}/api/user`, headers: { cookie: customer.cookie }, app: true },
    { name: 'GET /api/receptionists (signed in)', url: `${app.base}/api/receptionists`, headers: { cookie: customer.cookie }, app: true },
    {
      name: 'POST /api/support-request',
      url: `${app.base}/api/support-request`,
      app: true,
      amount: 500,
      requests: [
        {
          method: 'POST',
          setupRequest: rotating(ticketWriters, (writer) => ({
            headers: { cookie: writer.cookie },
            body: JSON.stringify({
              subject: 'Calls go to voicemail',
              category: 'technical',
              message: 'Every caller hears voicemail since this morning.',
              priority: 'high',
            }),
          })),
        },
      ],
    },
    {
      // What the voice platform sends at the end of every call: each request a report of a call of its own, signed.
      name: WEBHOOK_SCENARIO,
      url: `${app.base}${WEBHOOK_PATH}`,
      app: true,
      requests: [
        {
          method: 'POST',
          setupRequest: (request, context) => {
            const { body, headers, callId } = signedReport(linkage, reports++);
            context.callId = callId; // one request in flight per connection: its answer comes back with this context
            return { ...request, body, headers: { ...request.headers, ...headers } };
          },
          onResponse: (status, _body, context) => {
            if (status >= 200 && status < 300) acceptedCalls.push(context.callId);
          },
        },
      ],
    },
    {
      // Each sign-in as the next of many customers from their own address: one account signing in 50 times at once is
      // what the per-account throttle is there to stop.
      name: 'POST /api/login (argon2id)',
      url: `${app.base}/api/login`,
      app: true,
      requests: [
        {
          method: 'POST',
          setupRequest: rotating(ticketWriters, (writer) => ({
            headers: { 'x-forwarded-for': writer.address },
            body: JSON.stringify({ email: writer.email, password: writer.password }),
          })),
        },
      ],
    },
  ];

  // Rounds of every scenario in turn, not each scenario's runs back to back: a machine that slows down for a while (a
  // shared host's steal time) then weighs on every scenario alike, and the ratios stay comparable.
  const chosen = scenarios.filter((scenario, index) => index < 2 || !ONLY || scenario.name.toLowerCase().includes(ONLY));
  const runs = chosen.map(() => []);
  const cpuBefore = cpuTimes();
  for (let round = 0; round < RUNS; round++) {
    for (const [index, scenario] of chosen.entries()) if (!scenario.amount || round === 0) runs[index].push(await load(scenario));
  }
  print(
    chosen.map((scenario, index) => summarize(scenario.name, runs[index])),
    stealShare(cpuBefore, cpuTimes()),
  );
  if (reports > 0) await checkReportsProcessed({ sent: reports, acceptedCalls });
} finally {
  await app.stop();
  bare.close();
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

/**
 * Waits for the worker to apply every recorded report, then checks that each accepted report (2xx) became exactly one
 * call row. A request the load generator gave up on (its timeout) may have been recorded all the same: such rows are
 * counted apart, and are right (the platform would have retried it, and the retry would have been a duplicate).
 */
async function checkReportsProcessed({ sent, acceptedCalls }) {
  const started = Date.now();
  const pending = async () => (await query('select count(*)::int as n from call_events where processed_at is null'))[0].n;
  while ((await pending()) > 0 && Date.now() - started < 10 * 60_000) await new Promise((resolve) => setTimeout(resolve, 1000));
  const [events] = await query('select count(*)::int as total, count(*) filter (where processed_at is null)::int as pending from call_events');
  const rows = await query('select platform_call_id as id, count(*)::int as copies from calls group by platform_call_id');
  const copies = new Map(rows.map((row) => [row.id, row.copies]));
  const once = acceptedCalls.filter((id) => copies.get(id) === 1).length;
  const accepted = new Set(acceptedCalls);
  const unanswered = rows.filter((row) => !accepted.has(row.id)).length;
  const ok = events.pending === 0 && once === acceptedCalls.length && rows.every((row) => row.copies === 1);
  console.log(
    `\nVoice webhook: ${sent} reports sent, ${acceptedCalls.length} accepted (2xx); after the worker (${((Date.now() - started) / 1000).toFixed(0)} s more): ${events.total} recorded, ${events.pending} unprocessed; ${once} of the accepted reports have exactly one call row; ${unanswered} rows for requests the load generator gave up on: ${ok ? 'every accepted report processed exactly once' : '**not** every accepted report processed exactly once'}.`,
  );
}

/** One autocannon run, with the CPU time the app's processes (launcher, api, worker) spent on it. */
async function load(scenario) {
  const cpuBefore = scenario.app ? processTreeCpuMs(app.pid) : 0;
  const result = await autocannon(options(scenario));
  return { ...result, appCpuMs: scenario.app ? processTreeCpuMs(app.pid) - cpuBefore : null };
}

function options({ url, headers, method, body, requests, amount }) {
  return {
    url,
    connections: CONNECTIONS,
    ...(amount ? { amount } : { duration: SECONDS }),
    ...(method ? { method, body } : {}),
    headers: { ...headers, ...(requests ? { 'content-type': 'application/json' } : {}) },
    requests,
  };
}

/**
 * User plus system CPU time of `pid` and its descendants, from /proc. CPU per request is the figure a slower or busier
 * host changes least: requests/s there also depends on what the load generator and PostgreSQL get of the same cores.
 */
function processTreeCpuMs(pid) {
  const stats = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => {
      try {
        // Fields after the command name, which is in parentheses and may contain spaces.
        const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
        return { pid: Number(entry), parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
      } catch {
        return null; // exited meanwhile
      }
    })
    .filter(Boolean);
  const tree = new Set([pid]);
  for (let grown = true; grown;) {
    grown = false;
    for (const stat of stats) {
      if (tree.has(stat.pid) || !tree.has(stat.parent)) continue;
      tree.add(stat.pid);
      grown = true;
    }
  }
  const ticksPerMs = 100 / 1000; // USER_HZ: Linux reports these in hundredths of a second
  return stats.filter((stat) => tree.has(stat.pid)).reduce((sum, stat) => sum + stat.ticks, 0) / ticksPerMs;
}

/** Each request as the next customer in turn: `toRequest` gives their headers and body. */
function rotating(customers, toRequest) {
  let next = 0;
  return (request) => {
    const { headers, body } = toRequest(customers[next++ % customers.length]);
    return { ...request, body, headers: { ...request.headers, ...headers } };
  };
}

function summarize(name, runs) {
  const byThroughput = [...runs].sort((a, b) => a.requests.average - b.requests.average);
  const median = byThroughput[Math.floor(byThroughput.length / 2)];
  return {
    name,
    rps: median.requests.average,
    p50: median.latency.p50,
    p99: median.latency.p99,
    errors: median.errors + median.timeouts + median.non2xx,
    requests: median.requests.total,
    cpuPerRequest: median.appCpuMs === null ? null : median.appCpuMs / median.requests.total,
  };
}

/** The machine's CPU counters (/proc/stat): on a virtual machine, `steal` is time the host gave to someone else. */
function cpuTimes() {
  const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return { total: user + nice + system + idle + iowait + irq + softirq + steal, steal };
}

function stealShare(before, after) {
  return (100 * (after.steal - before.steal)) / (after.total - before.total);
}

function print(rows, steal) {
  const baseline = rows[0].rps;
  const health = rows[1].rps; // the unauthenticated route: what a signed-in read should come close to
  console.log(
    `\n${cpus().length} × ${cpus()[0].model}, Node ${process.version}; ${CONNECTIONS} connections, ${SECONDS} s per run, median of ${RUNS} runs; CPU time stolen by the host during the runs: ${steal.toFixed(0)}%:\n`,
  );
  console.log('| scenario | requests/s | p50 | p99 | errors | vs bare node:http | vs GET /api/health | app CPU per request |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const cpu = row.cpuPerRequest === null ? '–' : `${row.cpuPerRequest.toFixed(2)} ms`;
    console.log(
      `| ${row.name} | ${Math.round(row.rps)} | ${row.p50} ms | ${row.p99} ms | ${row.errors} of ${row.requests} | ${((100 * row.rps) / baseline).toFixed(1)}% | ${((100 * row.rps) / health).toFixed(0)}% | ${cpu} |`,
    );
  }
}
