// The production build served the way `npm start` serves it, on its own port with a fresh database that is dropped
// afterwards: what every benchmark measures.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT, sleep } from '../../scripts/lib/workspace.mjs';

const require = createRequire(join(ROOT, 'package.json'));

/**
 * With `existingDatabase`, the app runs on that database (migrated first) and leaves it in place when it stops. `root`
 * and `node` serve another checkout's build on another Node (bench:load's BENCH_COMPARE_ROOT); by default this one's.
 */
export async function startAppServer({ port, name, env = {}, existingDatabase, root = ROOT, node = process.execPath }) {
  const runId = `${Date.now().toString(36)}_${process.pid}`;
  const databaseUrl = new URL(existingDatabase ?? process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  if (!existingDatabase) databaseUrl.pathname = `/receptionists_${name}_${runId}`;
  const base = `http://localhost:${port}`;
  const server = spawn(node, ['scripts/start.mjs', '--skip-install', '--skip-build'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'sandbox', // the benchmarks pay with test cards
      VOICE_PLATFORM: 'sandbox', // and take simulated calls (production refuses to guess either)
      SMS_PROVIDER: 'sandbox', // and text nobody
      SESSION_SECRET: 'benchmark-session-secret-that-is-long-enough',
      PORT: String(port),
      APP_URL: base,
      DATABASE_URL: databaseUrl.toString(),
      QUEUE_PREFIX: `${name}-${runId}`,
      MAILDEV_SMTP_PORT: String(port + 25),
      MAILDEV_WEB_PORT: String(port + 80),
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'bench-admin-password',
      LOG_LEVEL: 'warn',
      // The benchmarks send each customer's address as X-Forwarded-For from this machine, as a proxy on loopback would.
      TRUST_PROXY: 'loopback',
      ...env,
    },
  });
  await waitForHealth(base);
  return {
    base,
    databaseUrl,
    pid: server.pid,
    async stop() {
      server.kill('SIGINT');
      await new Promise((resolve) => server.once('exit', resolve));
      if (!existingDatabase) await dropDatabase(databaseUrl);
    },
  };
}

async function waitForHealth(base) {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`the app did not start on ${base}`);
}

/** Drops the database `url` names (connections closed first); needs only pg, not the build. */
export async function dropDatabase(url) {
  const { Client } = require('pg');
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists "${url.pathname.slice(1)}" with (force)`);
  await client.end();
}
