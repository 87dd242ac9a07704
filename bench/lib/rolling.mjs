// What the rolling-deploy scenarios play (docs/operations-deploys.md): steady autocannon load counted to the last
// request, a SIGHUP roll of the api primary, a worker replaced by a new one, jobs flowing through the outbox meanwhile,
// and releases — copies of the build as a deploy unpacks them, behind a `current` symlink.
import { closeSync, cpSync, existsSync, mkdirSync, openSync, readFileSync, readSync, renameSync, statSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT, sleep } from '../../scripts/lib/workspace.mjs';
import { billingOutcome, describeJobs, describeMail, eventsOutcome, jobCounts, mailOutcome } from './fault-checks.mjs';
import { statusCounts, writes } from './fault-http.mjs';
import { waitFor, waitForOutboxDrained } from './processes.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const autocannon = require('autocannon');

/** autocannon on `path` until `stop()`, which resolves with its result; `failed` counts non-2xx answers, socket errors and timeouts. */
export function steadyLoad({ base, path, connections, headers = {} }) {
  let finish;
  const finished = new Promise((resolve) => (finish = resolve));
  const instance = autocannon({ url: `${base}${path}`, connections, duration: 3600, headers }, (error, result) => finish(error ? { error } : result));
  return {
    async stop() {
      instance.stop();
      const result = await finished;
      if (result.error) throw result.error;
      return { ...result, failed: result.non2xx + result.errors + result.timeouts };
    },
  };
}

export const describeLoad = (result) =>
  `${result.requests.total} requests (${result.requests.average} req/s), ${result.non2xx} non-2xx, ${result.errors} socket errors, ${result.timeouts} timeouts; latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`;

/** The pids of `parent`'s live child processes (an api primary's api processes), from /proc. */
/** The load both deploy scenarios run through: public reads, signed-in reads, and writes that queue mail and payment events. */
export async function startDeployLoad(report, base, customers) {
  report.step('load: autocannon, 8 connections on GET /api/plans and 4 signed in on GET /api/user; writes queueing mail and payment events meanwhile');
  const loads = {
    'GET /api/plans': steadyLoad({ base, path: '/api/plans', connections: 8 }),
    'GET /api/user (signed in)': steadyLoad({ base, path: '/api/user', connections: 4, headers: { cookie: customers[0].cookie } }),
  };
  const flow = jobFlow(base, customers);
  await sleep(3000);
  return { loads, flow };
}

/** Stops every load, prints each one's figures, and checks that none had a failed request (`during`: while what). */
export async function stopLoadsAndCheck(report, loads, during) {
  const results = {};
  for (const [name, load] of Object.entries(loads)) results[name] = await load.stop();
  for (const [name, result] of Object.entries(results)) report.figure(name, describeLoad(result));
  report.check(
    `no request failed ${during} (non-2xx, socket error or timeout)`,
    Object.values(results).every((result) => result.failed === 0 && result.requests.total > 0),
    Object.entries(results)
      .map(([name, result]) => `${name}: ${result.failed} failed`)
      .join('; '),
  );
}

export function childPids(parent) {
  const children = readFileSync(`/proc/${parent}/task/${parent}/children`, 'utf8').trim();
  return children ? children.split(/\s+/).map(Number) : [];
}

/** SIGHUP to the api primary `api`; resolves with how long the roll took once its log says it is done (throws if it stopped). */
export async function rollApi(api) {
  const offset = statSync(api.log).size;
  const said = (text) => textFrom(api.log, offset).includes(text);
  const started = Date.now();
  process.kill(api.pid, 'SIGHUP');
  await waitFor(() => said('rolling restart: done') || said('rolling restart stopped'), 5 * 60_000, 'the rolling restart', api);
  if (said('rolling restart stopped')) throw new Error(`the rolling restart stopped (see ${api.log})`);
  return Date.now() - started;
}

/** What `file` holds past `offset` bytes (the api logs every request: the whole file grows to megabytes). */
function textFrom(file, offset) {
  const length = statSync(file).size - offset;
  if (length <= 0) return '';
  const buffer = Buffer.alloc(length);
  const descriptor = openSync(file, 'r');
  try {
    readSync(descriptor, buffer, 0, length, offset);
  } finally {
    closeSync(descriptor);
  }
  return buffer.toString('utf8');
}

/** Starts a new worker (`start()`), then SIGTERMs `old`: resolves with how `old` ended and how long it took to. */
export async function replaceWorker(old, start) {
  const fresh = await start();
  const started = Date.now();
  const ended = await old.stop('SIGTERM');
  const log = readFileSync(old.log, 'utf8');
  return { fresh, ended, ms: Date.now() - started, overdue: /did not close within|not stopped within/.test(log) };
}

/**
 * Background work written through the api, one request at a time with `pauseMs` between, until `stop()`: a contact
 * message (two mails), then support tickets (one mail each), and a sandbox subscription (payment events) for each
 * customer in turn. Every answer is kept; subscribed customers are listed.
 */
export function jobFlow(base, customers, { pauseMs = 150 } = {}) {
  const answers = [];
  const subscribed = [];
  let running = true;
  let turn = 0;
  const loop = (async () => {
    while (running) {
      const next = customers[subscribed.length];
      if (turn % 4 === 0) answers.push(await writes.contact(base, `rolling-contact-${turn}`));
      else if (turn % 4 === 3 && next) {
        subscribed.push(next);
        answers.push(await writes.subscribe(base, next));
      } else answers.push(await writes.ticket(base, customers[turn % customers.length]));
      turn += 1;
      await sleep(pauseMs);
    }
  })();
  return {
    answers,
    subscribed,
    async stop() {
      running = false;
      await loop;
    },
  };
}

/**
 * The checks every rolling scenario ends with, once the flow has stopped: every write answered 2xx, and every job it
 * caused done exactly once — each outbox row processed, each mail delivered once, each payment event handled once with
 * one effect, no BullMQ job failed, and no worker ran a job a stopped one had already done ("nothing to do").
 */
export async function checkJobsDoneOnce(report, stack, flow) {
  report.figure('writes through the api', `${flow.answers.length}: ${statusCounts(flow.answers)}`);
  report.check(
    'every write answered 2xx',
    flow.answers.every((answer) => answer.status === 200 || answer.status === 201),
  );
  const drained = await waitForOutboxDrained(stack.db, { timeoutMs: 3 * 60_000 });
  await sleep(2000); // a late repeat would arrive now
  const mail = await mailOutcome(stack.db, stack.smtp);
  const events = await eventsOutcome(stack.db);
  const billing = await billingOutcome(
    stack.db,
    flow.subscribed.map((customer) => customer.id),
  );
  const queues = await jobCounts(stack.env);
  const repeats = stack.workers.reduce((sum, worker) => sum + (readFileSync(worker.log, 'utf8').match(/nothing to do$/gm) ?? []).length, 0);
  report.figure('time from the last write to every job done', `${drained} ms`);
  report.figure('mail', describeMail(mail));
  report.figure('payment events', `${events.total} recorded, ${events.pending} unhandled, for ${billing.length} subscriptions`);
  report.figure('BullMQ', describeJobs(queues));
  report.check('every mail delivered exactly once', mail.queued > 0 && mail.once === mail.queued, describeMail(mail));
  report.check(
    'every payment event handled, each subscription recorded once with one welcome mail',
    events.total > 0 &&
      events.pending === 0 &&
      billing.length > 0 &&
      billing.every((row) => row.plan === 'professional' && row.news === 1 && row.activities === 1 && row.started_mails === 1),
  );
  report.check(
    'no BullMQ job failed',
    Object.values(queues).every((counts) => counts.failed === 0),
  );
  report.check('no job run a second time (no run found its work done)', repeats === 0, `${repeats} repeats`);
}

/**
 * A copy of the build as a deploy unpacks it: `<directory>/<name>/backend/dist`, its packages resolved from the
 * workspace's node_modules (symlinked, as an image would hold its own).
 */
export function makeRelease(directory, name) {
  const release = join(directory, name);
  mkdirSync(join(release, 'backend'), { recursive: true });
  cpSync(join(ROOT, 'backend', 'dist'), join(release, 'backend', 'dist'), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(release, 'node_modules'));
  if (existsSync(join(ROOT, 'backend', 'node_modules'))) symlinkSync(join(ROOT, 'backend', 'node_modules'), join(release, 'backend', 'node_modules'));
  return release;
}

/** Points `<directory>/current` at release `name` in one step (a new symlink renamed over the old one). */
export function switchCurrent(directory, name) {
  const next = join(directory, `current-${name}`);
  symlinkSync(join(directory, name), next);
  renameSync(next, join(directory, 'current'));
}
