// npm start's development secrets (scripts/lib/secrets.mjs): created once in .data/secrets.json, 0600, reused, each its own.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { developmentSecrets, keptSecrets, SECRET_NAMES } from './lib/secrets.mjs';

const dir = mkdtempSync(join(tmpdir(), 'secrets-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const fileIn = (name) => join(dir, name, 'secrets.json');

test('creates the file once, readable by its owner only, with a random value of its own per secret', () => {
  const file = fileIn('fresh');
  const kept = keptSecrets(file);
  assert.deepEqual(Object.keys(kept).sort(), [...SECRET_NAMES].sort());
  assert.equal(new Set(Object.values(kept)).size, SECRET_NAMES.length);
  for (const value of Object.values(kept)) assert.ok(value.length >= 32, value);
  assert.equal(statSync(file).mode & 0o777, 0o600);
  assert.deepEqual(JSON.parse(readFileSync(file, 'utf8')), kept);
  assert.deepEqual(keptSecrets(file), kept);
  assert.notDeepEqual(keptSecrets(fileIn('another')), kept);
});

test('keeps what the file holds, adds a missing secret and makes a readable file 0600 again', () => {
  const file = fileIn('partial');
  const session = 's'.repeat(43);
  keptSecrets(file);
  writeFileSync(file, JSON.stringify({ SESSION_SECRET: session }), { mode: 0o644 });
  const kept = keptSecrets(file);
  assert.equal(kept.SESSION_SECRET, session);
  assert.ok(kept.UNSUBSCRIBE_SECRET.length >= 32 && kept.VOICE_SANDBOX_SECRET.length >= 32);
  assert.equal(statSync(file).mode & 0o777, 0o600);
});

test('fills each unset secret outside production and names them, so the api and the worker share and warn of them', () => {
  const file = fileIn('start');
  const kept = keptSecrets(file);
  assert.deepEqual(developmentSecrets({ NODE_ENV: 'development', UNSUBSCRIBE_SECRET: 'u'.repeat(32) }, file), {
    SESSION_SECRET: kept.SESSION_SECRET,
    VOICE_SANDBOX_SECRET: kept.VOICE_SANDBOX_SECRET,
    GENERATED_SECRETS: 'SESSION_SECRET,VOICE_SANDBOX_SECRET',
  });
  assert.deepEqual(developmentSecrets({}, file), { ...kept, GENERATED_SECRETS: SECRET_NAMES.join(',') });
});

test('adds nothing in production or when SESSION_SECRET is set, and then writes no file', () => {
  const file = fileIn('none');
  assert.deepEqual(developmentSecrets({ NODE_ENV: 'production' }, file), {});
  assert.deepEqual(developmentSecrets({ SESSION_SECRET: 's'.repeat(40) }, file), {});
  assert.throws(() => statSync(file), { code: 'ENOENT' });
});
