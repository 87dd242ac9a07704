#!/usr/bin/env node
// `npm start`: install what is missing, build, find or start PostgreSQL/Redis/mail, migrate, ensure the administrator,
// then run the api (serving the web app) and the worker until Ctrl-C, which stops everything started here.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { build, ensureDependencies, fail, loadDotEnv, ROOT, say, sleep, startProcess } from './lib/workspace.mjs';
import { developmentSecrets } from './lib/secrets.mjs';
import { useProjectNode } from './lib/node-runtime.mjs';

useProjectNode();

const args = new Set(process.argv.slice(2));
const started = Date.now();
const children = [];
const cleanups = [];

async function main() {
  loadDotEnv();
  if (!args.has('--skip-install')) ensureDependencies();
  if (!args.has('--skip-build')) build();
  const { resolveDatabase, resolveMail, resolveRedis } = await import('./lib/services.mjs');

  const database = await resolveDatabase(cleanups);
  const redis = await resolveRedis(children);
  if (redis.error) fail(redis.error);
  const mail = await resolveMail(children);
  const port = process.env.PORT ?? '3000';
  const secrets = developmentSecrets(process.env);
  if (secrets.GENERATED_SECRETS) say(`${secrets.GENERATED_SECRETS.replaceAll(',', ', ')}: development values from .data/secrets.json (set your own in .env)`);
  const env = {
    ...process.env,
    ...secrets,
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    SMTP_URL: mail.url,
    PORT: port,
    APP_URL: process.env.APP_URL ?? `http://localhost:${port}`,
    WEB_DIST: process.env.WEB_DIST ?? join(ROOT, 'frontend', 'dist'),
    SCARF_ANALYTICS: 'false',
  };

  const setup = spawnSync(process.execPath, ['backend/dist/scripts/setup-database.js'], { cwd: ROOT, env, stdio: 'inherit' });
  if (setup.status !== 0) fail('start-up stopped before the app: the database or the administrator could not be set up (the reason is above)');

  children.push(startProcess('api', process.execPath, ['backend/dist/main.js'], { env }));
  children.push(startProcess('worker', process.execPath, ['backend/dist/worker.js'], { env }));
  for (const child of children) {
    child.once('exit', (code, signal) => {
      if (!stopping) {
        console.error(`a process stopped unexpectedly (exit ${code ?? signal}); stopping the others`);
        void stop(1);
      }
    });
  }

  await waitForHealth(`http://127.0.0.1:${port}/api/health`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`
\x1b[1m\x1b[32mReady in ${seconds} s\x1b[0m
  App          ${env.APP_URL}
  API docs     ${env.APP_URL}/api/docs   (OpenAPI: ${env.APP_URL}/api/openapi.json)
  Health       ${env.APP_URL}/api/health
  Metrics      ${metricsLine(env)}
  Mail inbox   ${mail.inbox ?? `(${mail.note})`}
  Database     ${redact(database.url)}  (${database.note})
  Redis        ${redact(redis.url)}  (${redis.note})
Press Ctrl-C to stop.
`);
}

async function waitForHealth(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  fail(`the api did not become healthy at ${url} within ${timeoutMs / 1000} s`);
}

/** Where the api's and the worker's Prometheus metrics are (ports of their own, README: Operations, Metrics). */
function metricsLine(env) {
  const host = env.METRICS_HOST || '127.0.0.1';
  const at = (port, fallback) => (port?.toLowerCase() === 'off' ? 'off' : `http://${host}:${port || fallback}/metrics`);
  return `${at(env.METRICS_PORT, 9464)} (api), ${at(env.WORKER_METRICS_PORT, 9465)} (worker)`;
}

function redact(url) {
  return url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
}

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  say('stopping…');
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
        }),
    ),
  );
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  process.exit(code);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
});
