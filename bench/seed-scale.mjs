#!/usr/bin/env node
// `node bench/seed-scale.mjs postgres://…/database [--users=100000] [--receptionists=…] [--tickets=…] [--activities=…]
// [--contactMessages=…] [--calls=…]`: fills a migrated database with the scale benchmark's volume (bench/lib/scale-seed.mjs).
// Seeded customers sign in with their e-mail and SEED_PASSWORD.
import { parseArgs } from 'node:util';
import { SCALE, SEED_PASSWORD, seedScale } from './lib/scale-seed.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: Object.fromEntries(Object.keys(SCALE).map((table) => [table, { type: 'string' }])),
});
const databaseUrl = positionals[0] ?? process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'usage: node bench/seed-scale.mjs <database url> [--users=N] [--receptionists=N] [--tickets=N] [--activities=N] [--contactMessages=N] [--calls=N]',
  );
  process.exit(2);
}
const counts = Object.fromEntries(Object.entries(SCALE).map(([table, count]) => [table, Number(values[table] ?? count)]));
const started = performance.now();
console.log(
  `seeding ${new URL(databaseUrl).pathname.slice(1)}: ${Object.entries(counts)
    .map(([table, count]) => `${count} ${table}`)
    .join(', ')}`,
);
const { firstUserId, lastUserId } = await seedScale(databaseUrl, counts);
console.log(`done in ${((performance.now() - started) / 1000).toFixed(0)} s; customers ${firstUserId}–${lastUserId} sign in with "${SEED_PASSWORD}"`);
