#!/usr/bin/env node
// `npm run bench:faults`: builds, then runs every fault scenario in bench/faults/ one after another (each starts and
// stops its own processes) and ends with one line per scenario; exits non-zero when any check of any scenario failed.
// One scenario alone, after `npm run build`: `node bench/faults/redis-outage.mjs`.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { build, ensureDependencies, ROOT } from '../scripts/lib/workspace.mjs';
import { useProjectNode } from '../scripts/lib/node-runtime.mjs';

useProjectNode();

ensureDependencies();
build();
const directory = join(ROOT, 'bench', 'faults');
const results = [];
for (const file of readdirSync(directory)
  .filter((name) => name.endsWith('.mjs'))
  .sort()) {
  const started = Date.now();
  const { status, signal } = spawnSync(process.execPath, [join(directory, file)], { cwd: ROOT, stdio: 'inherit' });
  results.push({ file, ok: status === 0, seconds: (Date.now() - started) / 1000, outcome: status ?? signal });
}
console.log('\nFault scenarios:');
for (const { file, ok, seconds, outcome } of results)
  console.log(`  ${ok ? '\x1b[32mPASS' : '\x1b[31mFAIL'}\x1b[0m ${file.padEnd(24)} ${seconds.toFixed(0).padStart(4)} s${ok ? '' : `  (exit ${outcome})`}`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
