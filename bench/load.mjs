#!/usr/bin/env node
// `npm run bench:load`: the production build under autocannon on loopback, next to two baselines in the same run: a
// bare node:http server, and a minimal NestJS-on-Express app answering the same JSON as our /api/plans (the stack's own
// cost per request, bench/lib/nest-baseline.mjs). Prints per scenario the median (over BENCH_RUNS runs) of requests/s,
// p50 and p99 latency, errors, the throughput as a share of each baseline's, and the CPU time per request of the
// process tree that served it; then /api/plans against the NestJS baseline and signed-in /api/user against /api/plans,
// for reference. Figures to read, not a pass/fail test. With BENCH_COMPARE_ROOT (another checkout, installed and built)
// and BENCH_COMPARE_NODE (the node to serve it with; default this one), that build runs beside this one and its
// /api/health/live, /api/plans and signed-in /api/user take their turn in every round: both builds measured side by
// side in one run, on one host. The voice webhook's scenario sends signed end-of-call reports, each
// for a call of its own, through the Vapi adapter; afterwards the worker's processing of every accepted report is
// checked (one call row each).
import { execFileSync, fork } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build, ensureDependencies, ROOT } from '../scripts/lib/workspace.mjs';
import { post, signUp } from './lib/api.mjs';
import { startAppServer } from './lib/app-server.mjs';
import { assistantOf, signedReport, vapiEnv, WEBHOOK_PATH } from './lib/vapi-fixtures.mjs';
import { useProjectNode } from '../scripts/lib/node-runtime.mjs';

useProjectNode();

const require = createRequire(join(ROOT, 'package.json'));
const BARE = 'bare node:http (baseline)';
const NEST = 'NestJS on Express, GET /api/plans (baseline)';
const PLANS = 'GET /api/plans';
const USER = 'GET /api/user (signed in)';
const LIVE = 'GET /api/health/live';
const COMPARED = ' — compared build';
const PORT = Number(process.env.BENCH_PORT ?? 3600);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// `BENCH_ONLY=webhook`: only the scenarios whose name contains it, beside the ones every ratio needs.
const ONLY = process.env.BENCH_ONLY?.toLowerCase();
// The api's LOG_LEVEL: `warn` writes no line per request; `log` (production's default) one each.
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'warn';

ensureDependencies();
build();
const autocannon = require('autocannon');

const bare = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('{"status":"ok"}');
});
await new Promise((resolve) => bare.listen(PORT + 1, '127.0.0.1', resolve));
const appEnv = { ...vapiEnv, LOG_LEVEL, LOG_FORMAT: 'json' };
const app = await startAppServer({ port: PORT, name: 'bench_load', env: appEnv });
const COMPARE_ROOT = process.env.BENCH_COMPARE_ROOT;
const COMPARE_NODE = process.env.BENCH_COMPARE_NODE || process.execPath;
const compared = COMPARE_ROOT ? await startAppServer({ port: PORT + 3, name: 'bench_compare', env: appEnv, root: COMPARE_ROOT, node: COMPARE_NODE }) : null;
const comparedNode = compared ? execFileSync(COMPARE_NODE, ['--version']).toString().trim() : null;
const nest = await startNestBaseline(PORT + 2, await (await fetch(`${app.base}/api/plans`)).text());
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

  const comparedCustomer = compared ? await signUp(compared.base, 'load-customer') : null;
  const scenarios = [
    { name: BARE, url: `http://127.0.0.1:${PORT + 1}/`, always: true },
    { name: NEST, url: `${nest.base}/api/plans`, pid: nest.pid, always: true },
    { name: 'GET /api/health', url: `${app.base}/api/health`, app: true, always: true },
    { name: LIVE, url: `${app.base}/api/health/live`, app: true, always: true },
    { name: PLANS, url: `${app.base}/api/plans`, app: true, always: true },
    { name: USER, url: `${app.base}/api/user`, headers: { cookie: customer.cookie }, app: true, always: true },
    ...(compared
      ? [
          { name: `${LIVE}${COMPARED}`, url: `${compared.base}/api/health/live`, pid: compared.pid, always: true },
          { name: `${PLANS}${COMPARED}`, url: `${compared.base}/api/plans`, pid: compared.pid, always: true },
          { name: `${USER}${COMPARED}`, url: `${compared.base}/api/user`, headers: { cookie: comparedCustomer.cookie }, pid: compared.pid, always: true },
        ]
      : []),
    // As a browser asks: compression negotiates (the plans' JSON is above its 1 KB threshold, so it is gzipped).
    {
      name: 'GET /api/plans (Accept-Encoding: gzip, as browsers)',
      url: `${app.base}/api/plans`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      app: true,
    },
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
  const chosen = scenarios.filter((scenario) => scenario.always || !ONLY || scenario.name.toLowerCase().includes(ONLY));
  const runs = chosen.map(() => []);
  const cpuBefore = cpuTimes();
  for (let round = 0; round < RUNS; round++) {
    for (const [index, scenario] of chosen.entries()) if (!scenario.amount || round === 0) runs[index].push(await load(scenario));
  }
  print(
    chosen.map((scenario, index) => summarize(scenario.name, runs[index])),
    stealShare(cpuBefore, cpuTimes()),
  );
  await printPairedRatio();
  if (reports > 0) await checkReportsProcessed({ sent: reports, acceptedCalls });
} finally {
  await compared?.stop();
  await app.stop();
  nest.stop();
  bare.close();
}

/** The NestJS baseline (bench/lib/nest-baseline.mjs) on `port`, answering GET /api/plans with `plansJson`. */
async function startNestBaseline(port, plansJson) {
  const bodyFile = join(mkdtempSync(join(tmpdir(), 'bench-nest-')), 'plans.json');
  writeFileSync(bodyFile, plansJson);
  const child = fork(join(ROOT, 'bench', 'lib', 'nest-baseline.mjs'), [String(port), bodyFile], { cwd: ROOT, stdio: 'inherit' });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the NestJS baseline exited with ${code}`)));
  });
  return { base: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => child.kill() };
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

/** One autocannon run, with the CPU time the serving processes spent on it (the app's launcher, api and worker, or the NestJS baseline). */
async function load(scenario) {
  const pid = scenario.app ? app.pid : scenario.pid;
  const cpuBefore = pid ? processTreeCpuMs(pid) : 0;
  const result = await autocannon(options(scenario));
  return { ...result, appCpuMs: pid ? processTreeCpuMs(pid) - cpuBefore : null };
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
  const named = (name) => rows.find((row) => row.name === name);
  const bareRps = named(BARE).rps;
  const nestRps = named(NEST).rps;
  console.log(
    `\n${cpus().length} × ${cpus()[0].model}, Node ${process.version}; ${CONNECTIONS} connections, ${SECONDS} s per run, median of ${RUNS} runs; api LOG_LEVEL=${LOG_LEVEL}; CPU time stolen by the host during the runs: ${steal.toFixed(0)}%:\n`,
  );
  console.log('| scenario | requests/s | p50 | p99 | errors | vs bare node:http | vs NestJS baseline | CPU per request |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const cpu = row.cpuPerRequest === null ? '–' : `${row.cpuPerRequest.toFixed(3)} ms`;
    console.log(
      `| ${row.name} | ${Math.round(row.rps)} | ${row.p50} ms | ${row.p99} ms | ${row.errors} of ${row.requests} | ${((100 * row.rps) / bareRps).toFixed(1)}% | ${((100 * row.rps) / nestRps).toFixed(0)}% | ${cpu} |`,
    );
  }
  const plans = named(PLANS);
  const user = named(USER);
  console.log(
    `\nGET /api/plans ÷ NestJS baseline: ${percent(plans.rps, nestRps)} of requests/s, ${percent(named(NEST).cpuPerRequest, plans.cpuPerRequest)} of its CPU per request`,
  );
  console.log(
    `GET /api/user (signed in) ÷ GET /api/plans: ${percent(user.rps, plans.rps)} of requests/s, ${percent(plans.cpuPerRequest, user.cpuPerRequest)} of its CPU per request`,
  );
  if (!compared) return;
  console.log(`\nThis build (Node ${process.versions.node}) against ${COMPARE_ROOT} (${comparedNode}), same rounds:\n`);
  console.log('| scenario | CPU per request, this build | compared build | this ÷ compared | p99, this build | compared build |');
  console.log('|---|---|---|---|---|---|');
  for (const name of [LIVE, PLANS, USER]) {
    const ours = named(name);
    const theirs = named(`${name}${COMPARED}`);
    console.log(
      `| ${name} | ${ours.cpuPerRequest.toFixed(3)} ms | ${theirs.cpuPerRequest.toFixed(3)} ms | ${percent(ours.cpuPerRequest, theirs.cpuPerRequest)} | ${ours.p99} ms | ${theirs.p99} ms |`,
    );
  }
}

/**
 * `/api/plans` and the NestJS baseline loaded at once, both servers pinned to the second core and this process (the
 * load generator) to the first: the scheduler shares that core between them by time, so the ratio of their requests/s
 * is the inverse ratio of their CPU per request, and a slow patch of a shared host weighs on both alike. Between runs it
 * moves by about ±2%, where the table's ratios move by ±10% (docs/operations-request-cost.md#how-it-is-measured).
 * Needs two cores and taskset (Linux); skipped otherwise.
 */
async function printPairedRatio() {
  const cores = cpus().length;
  let api;
  try {
    api = execFileSync('pgrep', ['-P', String(app.pid), '-f', 'dist/main.js'])
      .toString()
      .trim()
      .split('\n')[0];
    for (const pid of [api, String(nest.pid)]) execFileSync('taskset', ['-pc', '1', pid]);
    execFileSync('taskset', ['-pc', '0', String(process.pid)]);
  } catch (error) {
    console.log(`\nPaired ratio skipped (${cores} cores; taskset and pgrep needed): ${error.message.split('\n')[0]}`);
    return;
  }
  const pair = (duration) =>
    Promise.all([`${app.base}/api/plans`, `${nest.base}/api/plans`].map((url) => autocannon({ url, connections: CONNECTIONS / 2, duration })));
  try {
    await pair(2); // warm-up
    const ratios = [];
    for (let run = 0; run < RUNS; run++) {
      const [ours, baseline] = await pair(5);
      ratios.push(ours.requests.average / baseline.requests.average);
    }
    const median = ratios.sort((a, b) => a - b)[Math.floor(ratios.length / 2)];
    console.log(
      `Paired, one core shared (CPU per request, inverse): GET /api/plans at ${(100 * median).toFixed(0)}% of the NestJS baseline (runs: ${ratios.map((ratio) => `${(100 * ratio).toFixed(0)}%`).join(', ')})`,
    );
  } finally {
    for (const pid of [api, String(nest.pid), String(process.pid)]) execFileSync('taskset', ['-pc', `0-${cores - 1}`, pid]);
  }
}

function percent(part, whole) {
  return `${((100 * part) / whole).toFixed(0)}%`;
}
