import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RedisClient } from '../../src/jobs/redis-client.service';
import { uniqueEmail } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

/** The address the supertest client connects from, as the limits count it. */
const CONNECTION = '127.0.0.1';

/**
 * The client address the rate limits count, for the deployments the README describes: a wrong sign-in is sent with
 * these X-Forwarded-For values, and the sign-in counter it created names the address.
 */
async function countedAddress(app: TestApp, forwardedFor?: string): Promise<string> {
  const email = uniqueEmail('proxied');
  const request = app.http().post('/api/login');
  if (forwardedFor !== undefined) request.set('X-Forwarded-For', forwardedFor);
  await request.send({ email, password: 'wrong password' }).expect(401);
  const redis = app.get(RedisClient);
  const keys = await redis.redis.keys(`${redis.keyPrefix}:rate:login:customer:pair:*:${email}`);
  expect(keys).toHaveLength(1);
  return keys[0].slice(`${redis.keyPrefix}:rate:login:customer:pair:`.length, -(email.length + 1));
}

async function withApp(trustProxy: string, check: (app: TestApp) => Promise<void>): Promise<void> {
  const app = await createTestApp({ env: { TRUST_PROXY: trustProxy } });
  try {
    await check(app);
  } finally {
    await app.close();
  }
}

describe('TRUST_PROXY: whose word the client address is', () => {
  it('local (no proxy, TRUST_PROXY unset): a forged X-Forwarded-For does not change the counted address', async () => {
    await withApp('', async (app) => {
      expect(await countedAddress(app)).toBe(CONNECTION);
      expect(await countedAddress(app, '198.51.100.7')).toBe(CONNECTION);
      expect(await countedAddress(app, '198.51.100.7, 203.0.113.9')).toBe(CONNECTION);
    });
  });

  it('docker-compose: the api is published directly, no proxy in front, so the compose file trusts none by default', async () => {
    const compose = readFileSync(join(__dirname, '../../../docker-compose.yml'), 'utf8');
    const setting = /TRUST_PROXY: \$\{TRUST_PROXY:-([^}]*)\}/.exec(compose);
    expect(setting).not.toBeNull();
    expect(setting![1]).toBe('');
    await withApp(setting![1], async (app) => {
      expect(await countedAddress(app, '198.51.100.7')).toBe(CONNECTION);
    });
  });

  it('Kubernetes behind one ingress (TRUST_PROXY=1): the address the ingress saw is used, a forged extra hop is not', async () => {
    await withApp('1', async (app) => {
      expect(await countedAddress(app, '203.0.113.9')).toBe('203.0.113.9');
      expect(await countedAddress(app, '198.51.100.7, 203.0.113.9')).toBe('203.0.113.9');
      expect(await countedAddress(app, '198.51.100.7,   2001:db8:aa:bb::1')).toBe('2001:db8:aa:bb::/64');
    });
  });

  it('a proxy named by address or CIDR range is believed, and only its own hop', async () => {
    await withApp('127.0.0.0/8,10.0.0.0/8', async (app) => {
      expect(await countedAddress(app, '203.0.113.9')).toBe('203.0.113.9');
      expect(await countedAddress(app, '198.51.100.7, 203.0.113.9')).toBe('203.0.113.9'); // 203.0.113.9 is no trusted proxy
      expect(await countedAddress(app, '198.51.100.7, 10.1.2.3')).toBe('198.51.100.7'); // through a second trusted proxy
    });
    await withApp('192.0.2.1', async (app) => {
      expect(await countedAddress(app, '203.0.113.9')).toBe(CONNECTION); // the connection is not from the named proxy
    });
  });

  it('loopback (what the test suites and benchmarks use, playing many clients from one machine)', async () => {
    await withApp('loopback', async (app) => {
      expect(await countedAddress(app, '203.0.113.9')).toBe('203.0.113.9');
    });
  });
});
