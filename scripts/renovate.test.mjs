// renovate.json keeps to docs/development.md#how-a-dependency-update-is-checked: nothing merged automatically, MikroORM
// (pinned exactly on purpose) on its own, Node.js within the major of .nvmrc, security fixes at once, the lockfile kept.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { ROOT } from './lib/workspace.mjs';

const read = (file) => readFileSync(join(ROOT, file), 'utf8');
const renovate = JSON.parse(read('renovate.json'));
const backend = JSON.parse(read('backend/package.json'));
/** Renovate's matchPackageNames glob `@scope/**`, the only form this file uses. */
const matchesName = (pattern, name) => (pattern.endsWith('/**') ? name.startsWith(pattern.slice(0, -2)) : pattern === name);

test('nothing is merged automatically', () => {
  assert.equal(renovate.automerge, false);
  for (const rule of renovate.packageRules) assert.notEqual(rule.automerge, true, rule.description);
  assert.notEqual(renovate.lockFileMaintenance.automerge, true);
});

test('every exactly pinned @mikro-orm package has the MikroORM rule, of its own group, never automerged', () => {
  const pinned = Object.entries(backend.dependencies).filter(([name, version]) => name.startsWith('@mikro-orm/') && /^\d/.test(version));
  assert.ok(pinned.length > 0);
  for (const [name] of pinned) {
    const rules = renovate.packageRules.filter((rule) => rule.matchPackageNames?.some((pattern) => matchesName(pattern, name)));
    assert.deepEqual(
      rules.map((rule) => [rule.groupName, rule.automerge]),
      [['MikroORM', false]],
      name,
    );
  }
});

test('Node.js stays within the major of .nvmrc', () => {
  const major = read('.nvmrc').trim().replace(/^v/, '').split('.')[0];
  const [rule] = renovate.packageRules.filter((candidate) => candidate.matchDepNames?.includes('node'));
  const allowed = new RegExp(rule.allowedVersions.slice(1, -1));
  assert.ok(allowed.test(`${major}.99.0`) && allowed.test(`v${major}.0.1`));
  assert.ok(!allowed.test(`${Number(major) + 1}.0.0`) && !allowed.test(`${Number(major) - 1}.9.0`));
});

test('security fixes at once, the lockfile maintained, minor and patch grouped weekly', () => {
  assert.equal(renovate.vulnerabilityAlerts.enabled, true);
  assert.deepEqual(renovate.vulnerabilityAlerts.schedule, ['at any time']);
  assert.equal(renovate.lockFileMaintenance.enabled, true);
  const grouped = renovate.packageRules.find((rule) => rule.matchUpdateTypes?.includes('minor') && rule.matchUpdateTypes.includes('patch'));
  assert.ok(grouped?.groupName);
  assert.match(grouped.schedule.join(' '), /on monday/);
});
