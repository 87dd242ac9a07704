// Helpers shared by `npm start` and `npm test`: plain Node, usable before dependencies are installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DATA_DIR = join(ROOT, '.data');

const COLORS = { api: 36, worker: 35, maildev: 33, redis: 31, postgres: 34, setup: 32 };

export function say(message) {
  console.log(`\x1b[1m▸\x1b[0m ${message}`);
}

export function fail(message) {
  console.error(`\x1b[31m✖ ${message}\x1b[0m`);
  process.exit(1);
}

/** Reads .env into process.env with Node's own parser (quotes, `export`, comments); what the shell already set wins. */
export function loadDotEnv(file = join(ROOT, '.env')) {
  if (!existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}

/**
 * `npm ci` when node_modules is missing or does not hold what package-lock.json pins: exactly the locked versions, the
 * same install as CI and the image. Fast when nothing changed: a lockfile no newer than npm's record of its last install
 * (node_modules/.package-lock.json) costs one stat; a newer one (a pull, or an `npm install` that already updated
 * node_modules) is compared with that record, package by package, before anything is reinstalled.
 */
export function ensureDependencies() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  const current = existsSync(marker) && (statSync(lock).mtimeMs <= statSync(marker).mtimeMs || installMatchesLock(readJson(lock), readJson(marker)));
  if (current) return false;
  say('installing dependencies (npm ci: the versions package-lock.json pins)…');
  run('npm', ['ci', '--no-audit', '--no-fund'], { env: { ...process.env, SCARF_ANALYTICS: 'false' } });
  return true;
}

/** Every locked package installed at its version (another platform's optional builds aside), and nothing else. */
function installMatchesLock(lock, installed) {
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path === '') continue;
    const got = installed.packages[path];
    if (got ? got.version !== entry.version : !entry.optional) return false;
  }
  return Object.keys(installed.packages).every((path) => path in lock.packages);
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Builds every project in dependency order; nx replays unchanged builds from its local cache. */
export function build() {
  say('building (nx run-many -t build; cached when nothing changed)…');
  run('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static'], { env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' } });
}

/** Runs a command to completion with inherited output; exits on failure. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) fail(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

/** A long-running child whose output lines are prefixed with its name. */
export function startProcess(name, command, args, options = {}) {
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const color = COLORS[name] ?? 37;
  const prefix = `\x1b[${color}m${name.padEnd(8)}│\x1b[0m `;
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop();
      for (const line of lines) process.stdout.write(prefix + line + '\n');
    });
  }
  return child;
}

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
