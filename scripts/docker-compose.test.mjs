// docker-compose.yml runs with NODE_ENV=production: MailDev, whose inbox shows every reset link, must not be
// reachable from other machines, run only when asked for, and never stand in for a real SMTP_URL (README: Quick start).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';
import { ROOT } from './lib/workspace.mjs';

const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'));

test('MailDev publishes its inbox on 127.0.0.1 only', () => {
  assert.deepEqual(compose.services.maildev.ports, ['127.0.0.1:1080:1080']);
});

test('MailDev runs only under the mail profile', () => {
  assert.deepEqual(compose.services.maildev.profiles, ['mail']);
  const others = Object.entries(compose.services).filter(([name]) => name !== 'maildev');
  for (const [name, service] of others) assert.equal(service.profiles, undefined, `${name} must run without a profile`);
});

test('SMTP_URL can be set from outside, MailDev only its default', () => {
  for (const name of ['api', 'worker']) {
    const environment = compose.services[name].environment;
    assert.equal(environment.SMTP_URL, '${SMTP_URL:-smtp://maildev:1025}', `${name}'s SMTP_URL`);
  }
});
