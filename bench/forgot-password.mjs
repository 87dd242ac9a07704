#!/usr/bin/env node
// `npm run bench:forgot-password`: the production build's POST /api/forgot-password for existing accounts and for
// unknown e-mails, sent one at a time in turn (BENCH_ROUNDS per account, 5 at most: the per-e-mail limit), each from an
// address of its own. Prints each path's median and p90 in ms, and the difference of the medians. Both paths should be
// in one time class: the request writes one outbox row either way and the worker issues the link.
import { performance } from 'node:perf_hooks';
import { build, ensureDependencies } from '../scripts/lib/workspace.mjs';
import { clientAddress, send, signUp } from './lib/api.mjs';
import { startAppServer } from './lib/app-server.mjs';
import { useProjectNode } from '../scripts/lib/node-runtime.mjs';

useProjectNode();

const PORT = Number(process.env.BENCH_PORT ?? 3700);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 100);
const ROUNDS = Math.min(5, Number(process.env.BENCH_ROUNDS ?? 5));

ensureDependencies();
build();
const app = await startAppServer({ port: PORT, name: 'bench_forgot' });

try {
  const accounts = [];
  for (let index = 0; index < ACCOUNTS; index++) accounts.push(await signUp(app.base, 'forgot'));
  const ask = async (email) => {
    const started = performance.now();
    const response = await send(app.base, 'POST', '/api/forgot-password', { body: { email }, headers: { 'x-forwarded-for': clientAddress() } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`forgot-password answered ${response.status}`);
    return performance.now() - started;
  };
  for (let warm = 0; warm < 50; warm++) await ask(`warm-up-${warm}-${Date.now()}@example.com`);
  const known = [];
  const unknown = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, account] of accounts.entries()) {
      // Alternating which goes first, so neither path always follows the other.
      const first = (round + index) % 2 === 0;
      if (first) known.push(await ask(account.email));
      unknown.push(await ask(`nobody-${round}-${index}-${Date.now()}@example.com`));
      if (!first) known.push(await ask(account.email));
    }
  }
  const row = (name, samples) =>
    `${name.padEnd(16)} ${String(samples.length).padStart(7)} ${quantile(samples, 0.5).toFixed(2).padStart(10)} ${quantile(samples, 0.9).toFixed(2).padStart(8)}`;
  console.log(`${'path'.padEnd(16)} ${'samples'.padStart(7)} ${'median ms'.padStart(10)} ${'p90 ms'.padStart(8)}`);
  console.log(row('known account', known));
  console.log(row('unknown e-mail', unknown));
  console.log(`difference of the medians: ${(quantile(known, 0.5) - quantile(unknown, 0.5)).toFixed(2)} ms`);
} finally {
  await app.stop();
}

function quantile(samples, q) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
