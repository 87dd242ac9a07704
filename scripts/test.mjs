#!/usr/bin/env node
// `npm test`: install what is missing, build, then run every suite — format and lint, generated-code check, the
// lockfile, the Kubernetes manifests (rendered and validated), docker-compose.yml, renovate.json and npm start's
// Node.js and development secrets, the payment sandbox package (jest), backend unit and integration (jest), frontend (vitest), end-to-end (Playwright in Chromium). Every suite runs even when one fails.
// `npm test -- backend frontend` runs only the named suites.
import { spawnSync } from 'node:child_process';
import { build, ensureDependencies, ROOT, say } from './lib/workspace.mjs';
import { useProjectNode } from './lib/node-runtime.mjs';

useProjectNode();

const SUITES = [
  { name: 'format', command: 'npx', args: ['prettier', '--check', '.'] },
  { name: 'lint', command: 'npm', args: ['run', 'lint'] },
  { name: 'generated', command: 'node', args: ['--test', 'scripts/generated-code.test.mjs'] },
  {
    name: 'deploy',
    command: 'node',
    args: [
      '--test',
      'scripts/lockfile.test.mjs',
      'scripts/kubernetes.test.mjs',
      'scripts/docker-compose.test.mjs',
      'scripts/node-runtime.test.mjs',
      'scripts/renovate.test.mjs',
      'scripts/secrets.test.mjs',
    ],
  },
  { name: 'sandbox', command: 'npm', args: ['test', '--workspace', 'packages/payments-sandbox'] },
  { name: 'backend', command: 'npm', args: ['test', '--workspace', 'backend'] },
  { name: 'frontend', command: 'npm', args: ['test', '--workspace', 'frontend'] },
  { name: 'e2e', command: 'npm', args: ['test', '--workspace', 'e2e'] },
];

const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = wanted.filter((name) => !SUITES.some((suite) => suite.name === name));
if (unknown.length > 0) {
  console.error(`unknown suite(s): ${unknown.join(', ')}; choose from ${SUITES.map((suite) => suite.name).join(', ')}`);
  process.exit(2);
}

ensureDependencies();
build();

const results = [];
for (const suite of SUITES.filter((suite) => wanted.length === 0 || wanted.includes(suite.name))) {
  say(`suite ${suite.name}: ${suite.command} ${suite.args.join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(suite.command, suite.args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, SCARF_ANALYTICS: 'false' } });
  results.push({ name: suite.name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
}

console.log('\nSuites:');
for (const result of results) console.log(`  ${result.ok ? '✔' : '✖'} ${result.name.padEnd(10)} ${result.seconds.toFixed(1)} s`);
const failed = results.filter((result) => !result.ok).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
