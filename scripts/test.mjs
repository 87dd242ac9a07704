#!/usr/bin/env node
// `npm test`: install what is missing, then every project's checks through Nx — format, lint, typecheck, tests, the
// end-to-end journeys, the generated code and the deployment files — replayed from Nx's local cache where nothing they
// read has changed. `npm test -- backend frontend` runs only those projects'. In CI (CI=true) nothing comes from the
// cache. `npm run test:affected` (this script with --affected) runs only what a change touches: see docs/development.md.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { affectedBase, changedFiles, integrationTestFolders } from './lib/affected.mjs';
import { ensureDependencies, ROOT, say } from './lib/workspace.mjs';
import { useProjectNode } from './lib/node-runtime.mjs';

useProjectNode();

const TARGETS = ['format', 'lint', 'typecheck', 'test', 'e2e', 'generated', 'deploy'];
const PROJECTS = ['workspace', 'payments-sandbox', 'backend', 'frontend', 'e2e'];
// Nx's own record of each task's time and outcome (documented as NX_PROFILE), read back for the summary below.
const PROFILE = join('node_modules', '.cache', 'nx-test-profile.json');

const args = process.argv.slice(2);
const affected = args.includes('--affected');
const wanted = args.filter((arg) => !arg.startsWith('-'));
const unknown = wanted.filter((name) => !PROJECTS.includes(name));
if (unknown.length > 0) {
  console.error(`unknown project(s): ${unknown.join(', ')}; choose from ${PROJECTS.join(', ')}`);
  process.exit(2);
}

ensureDependencies();

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', SCARF_ANALYTICS: 'false', NX_PROFILE: PROFILE };
const nxArgs = ['nx'];
if (affected) {
  const base = affectedBase();
  const files = changedFiles(base);
  const folders = integrationTestFolders(files);
  // The journeys take minutes and every backend or frontend change reaches them: here they run when e2e/ itself changed.
  const journeys = files.some((file) => file.startsWith('e2e/'));
  say(`testing what changed since ${base === 'HEAD' ? 'the last commit' : base}: ${files.length} file(s)`);
  if (folders) {
    env.INT_TEST_FOLDERS = folders.join(' ');
    say(`backend integration tests: ${folders.length ? folders.map((folder) => `test/${folder}`).join(', ') : 'none'}`);
  }
  nxArgs.push('affected', `--base=${base}`, ...(journeys ? [] : ['--exclude=e2e']));
} else {
  nxArgs.push('run-many', ...(wanted.length ? [`--projects=${wanted.join(',')}`] : []));
}
nxArgs.push(`--targets=${TARGETS.join(',')}`, '--output-style=static');
if (process.env.CI) nxArgs.push('--skip-nx-cache');

rmSync(join(ROOT, PROFILE), { force: true });
say(`${affected ? 'affected' : 'all'} checks: npx ${nxArgs.join(' ')}`);
const started = Date.now();
const { status } = spawnSync('npx', nxArgs, { cwd: ROOT, stdio: 'inherit', env });
printSummary((Date.now() - started) / 1000);
process.exit(status ?? 1);

/** Each task's outcome and time, from Nx's profile: which ran, which came from the cache, which failed. */
function printSummary(totalSeconds) {
  if (!existsSync(join(ROOT, PROFILE))) return;
  const tasks = JSON.parse(readFileSync(join(ROOT, PROFILE), 'utf8')).filter((event) => event.ph === 'X');
  const label = { success: 'ran', failure: 'FAILED', skipped: 'skipped' };
  console.log('\nSuites:');
  for (const task of tasks.sort((a, b) => a.name.localeCompare(b.name))) {
    const outcome = label[task.args.status] ?? 'cached';
    const mark = outcome === 'FAILED' ? '✖' : outcome === 'skipped' ? '–' : '✔';
    console.log(`  ${mark} ${task.name.padEnd(28)} ${(task.dur / 1e6).toFixed(1).padStart(7)} s  ${outcome}`);
  }
  const failed = tasks.filter((task) => task.args.status === 'failure').length;
  console.log(`tasks: ${tasks.length - failed} passed, ${failed} failed, in ${totalSeconds.toFixed(1)} s`);
}
