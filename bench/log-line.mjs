#!/usr/bin/env node
// `node bench/log-line.mjs > /dev/null` after `npm run build`: the CPU one request's log line costs the api, written as
// the api writes it to stdout, with today's logger (pino, JSON, asynchronous; backend/dist/common/logging/app-logger.js)
// and with the one it replaced (Nest's ConsoleLogger with the request id in its context, one synchronous write a line).
// Prints to stderr, so stdout can go to /dev/null (or a pipe, as a log collector reads it).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../scripts/lib/workspace.mjs';

const require = createRequire(join(ROOT, 'backend', 'package.json'));
const { ConsoleLogger } = require('@nestjs/common');
const { AppLogger } = require(join(ROOT, 'backend', 'dist', 'common', 'logging', 'app-logger.js'));
const { runWithRequestId } = require(join(ROOT, 'backend', 'dist', 'common', 'logging', 'log-context.js'));

const LINES = Number(process.env.BENCH_LINES ?? 200_000);
const ROUNDS = 5;
const PER_TURN = 4;

/** The logger main.ts used before issue 19. */
class ConsoleAppLogger extends ConsoleLogger {
  constructor() {
    super('api', { logLevels: ['fatal', 'error', 'warn', 'log'], prefix: 'api' });
  }
  formatContext(context) {
    return `${super.formatContext(context)}[req 3f2a9c1e-0d4b-4e8a-9c1f-2b7d5e6a8f90] `;
  }
}

const loggers = {
  'Nest ConsoleLogger (before)': {
    logger: new ConsoleAppLogger(),
    line: (logger) => logger.log('GET /api/plans 200 1.2ms', 'HTTP'),
  },
  'pino AppLogger, JSON (now)': {
    logger: new AppLogger({ level: 'info', format: 'json', processName: 'api' }),
    line: (logger) =>
      logger.log(
        {
          msg: 'GET /api/plans 200 1.234ms',
          requestId: '3f2a9c1e-0d4b-4e8a-9c1f-2b7d5e6a8f90',
          method: 'GET',
          route: '/api/plans',
          status: 200,
          durationMs: 1.234,
        },
        'HTTP',
      ),
  },
};

// The event loop's own turns, measured alone, are not the loggers' cost.
const idleTurnsNs = await (async () => {
  const before = process.cpuUsage();
  for (let written = 0; written < LINES; written += PER_TURN) await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setTimeout(resolve, 200));
  const used = process.cpuUsage(before);
  return (used.user + used.system) * 1000;
})();
const results = Object.fromEntries(Object.keys(loggers).map((name) => [name, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, { logger, line }] of Object.entries(loggers)) {
    const before = process.cpuUsage();
    // As a busy api writes them: a few lines per turn of the event loop (one per request finishing), not all at once.
    for (let written = 0; written < LINES; written += PER_TURN) {
      runWithRequestId('3f2a9c1e-0d4b-4e8a-9c1f-2b7d5e6a8f90', () => {
        for (let index = 0; index < PER_TURN; index++) line(logger);
      });
      await new Promise((resolve) => setImmediate(resolve));
    }
    await new Promise((resolve) => setTimeout(resolve, 200)); // the asynchronous writes drain (their CPU counts too)
    const used = process.cpuUsage(before);
    results[name].push(((used.user + used.system) * 1000 - idleTurnsNs) / LINES);
  }
}
for (const [name, runs] of Object.entries(results)) {
  const sorted = [...runs].sort((a, b) => a - b);
  process.stderr.write(`${name}: median ${Math.round(sorted[Math.floor(sorted.length / 2)])} ns of CPU a line (runs: ${runs.map(Math.round).join(', ')})\n`);
}
