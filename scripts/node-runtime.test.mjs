// One Node.js release everywhere (README, Quick start): .nvmrc pins it; the image, the engines range and the types
// follow it, and `npm start` / `npm test` fetch it on a machine whose Node is older (scripts/lib/node-runtime.mjs).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { PINNED_NODE, projectNodeEnv } from './lib/node-runtime.mjs';
import { ROOT } from './lib/workspace.mjs';

const read = (file) => readFileSync(join(ROOT, file), 'utf8');
const major = PINNED_NODE.split('.')[0];

test('.nvmrc pins one exact release', () => {
  assert.match(PINNED_NODE, /^\d+\.\d+\.\d+$/);
});

test('the suites run on the pinned release', () => {
  assert.equal(process.versions.node, PINNED_NODE, 'npm test runs every suite on the release .nvmrc pins');
});

test('every stage of the image runs the pinned release', () => {
  const images = [...read('Dockerfile').matchAll(/^FROM\s+(\S+)/gm)].map((match) => match[1]).filter((image) => image.startsWith('node:'));
  assert.ok(images.length > 0);
  for (const image of images) assert.equal(image, `node:${PINNED_NODE}-bookworm-slim`);
});

test("the engines range and Node's types follow the pinned major", () => {
  assert.equal(JSON.parse(read('package.json')).engines.node, `>=${major}.11`);
  for (const manifest of ['backend/package.json', 'packages/payments-sandbox/package.json']) {
    assert.match(JSON.parse(read(manifest)).devDependencies['@types/node'], new RegExp(`^\\^${major}\\.`), manifest);
  }
});

test('processes started for the pinned release find its node first, and npm builds native modules against it', () => {
  const env = projectNodeEnv('/opt/node-x', { PATH: '/usr/bin:/bin' });
  assert.equal(env.PATH, '/opt/node-x/bin:/usr/bin:/bin');
  assert.equal(env.npm_config_nodedir, '/opt/node-x');
});
