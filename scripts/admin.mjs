#!/usr/bin/env node
// `npm run admin:password` / `npm run admin:reset-second-factor`: the operators' commands on the administrator named by
// ADMIN_EMAIL, against the database `npm start` uses (.env read the same way). The app may keep running.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { build, fail, loadDotEnv, ROOT } from './lib/workspace.mjs';
import { useProjectNode } from './lib/node-runtime.mjs';

useProjectNode();

const command = process.argv[2];
loadDotEnv();
if (!existsSync(join(ROOT, 'backend', 'dist', 'scripts', 'admin-command.js'))) build();

// npm start's embedded PostgreSQL, when that is the one running (starting a second one on its data would fail).
const embeddedPort = Number(process.env.EMBEDDED_POSTGRES_PORT ?? 54329);
const listening = (port) =>
  new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => resolve(socket.end() && true));
    socket.on('error', () => resolve(false));
  });
const cleanups = [];
let url = process.env.DATABASE_URL;
if (!url && !(await listening(5432)) && (await listening(embeddedPort))) url = `postgres://postgres:postgres@127.0.0.1:${embeddedPort}/receptionists`;
if (!url) {
  const { resolveDatabase } = await import('./lib/services.mjs');
  url = (await resolveDatabase(cleanups)).url;
}
const result = spawnSync(process.execPath, ['backend/dist/scripts/admin-command.js', command], {
  cwd: ROOT,
  env: { ...process.env, DATABASE_URL: url },
  stdio: 'inherit',
});
for (const cleanup of cleanups) await cleanup().catch(() => undefined);
if (result.status !== 0) fail('the administrator was not changed (see above)');
