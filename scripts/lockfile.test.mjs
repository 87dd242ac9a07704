// Reproducible installs (README, Tests): package-lock.json must let `npm ci` install the same tree on every platform.
// npm records a package's optional dependencies only for the platforms it resolved them on when the lock was made
// elsewhere; a lock missing another platform's builds fails `npm ci` there ("Missing: … from lock file") or leaves
// out a native module. Regenerate with npm, never by hand (docs/operations-kubernetes.md#reproducible-installs).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { ROOT } from './lib/workspace.mjs';

const { packages } = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));

/** Where Node would find `name` from the package at `path`: its own node_modules, then each enclosing one. */
function resolve(path, name) {
  for (let base = path; ; base = base.slice(0, Math.max(0, base.lastIndexOf('/node_modules/')))) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (candidate in packages) return candidate;
    if (base === '') return undefined;
  }
}

test('every optional dependency of every locked package is locked too, for every platform', () => {
  const missing = Object.entries(packages).flatMap(([path, entry]) =>
    Object.keys(entry.optionalDependencies ?? {})
      .filter((name) => resolve(path, name) === undefined)
      .map((name) => `${path || '(root)'} → ${name}`),
  );
  assert.deepEqual(missing, [], 'package-lock.json lacks these: see docs/operations-kubernetes.md#reproducible-installs');
});
