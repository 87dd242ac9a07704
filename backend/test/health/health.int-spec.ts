import { Draining } from '../../src/common/lifecycle/draining';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { createTestApp } from '../support/test-app';
import { waitUntil } from '../support/wait';

describe('GET /api/health', () => {
  it('reports the database and Redis up', async () => {
    const app = await createTestApp();
    try {
      const response = await app.http().get('/api/health').expect(200);
      expect(response.body).toEqual({ status: 'ok', database: 'up', redis: 'up' });
    } finally {
      await app.close();
    }
  });

  it('stays 200 but degraded while Redis is down, and recovers when it returns', async () => {
    const redisUrl = new URL(process.env.REDIS_URL!);
    const proxy: TcpProxy = await startTcpProxy(redisUrl.hostname, Number(redisUrl.port || 6379));
    const app = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${proxy.port}${redisUrl.pathname}` } });
    try {
      proxy.cut();
      const down = await app.http().get('/api/health').expect(200);
      expect(down.body).toEqual({ status: 'degraded', database: 'up', redis: 'down' });

      proxy.restore();
      await waitUntil(async () => (await app.http().get('/api/health')).body.redis === 'up', 15_000, 'redis up again');
    } finally {
      proxy.restore();
      await app.close();
      await proxy.close();
    }
  });

  it('answers 503 while the database is unreachable, and 200 again once it is back', async () => {
    const databaseUrl = new URL(process.env.DATABASE_URL!);
    const proxy: TcpProxy = await startTcpProxy(databaseUrl.hostname, Number(databaseUrl.port || 5432));
    const viaProxy = new URL(databaseUrl);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const app = await createTestApp({ env: { DATABASE_URL: viaProxy.toString() } });
    try {
      proxy.cut();
      const down = await app.http().get('/api/health').expect(503);
      expect(down.body).toEqual({ status: 'down', database: 'down', redis: 'up' });
      expect((await app.http().get('/api/health/ready').expect(503)).body).toEqual({ status: 'down' });

      proxy.restore();
      await waitUntil(async () => (await app.http().get('/api/health')).status === 200, 15_000, 'database up again');
    } finally {
      proxy.restore();
      await app.close();
      await proxy.close();
    }
  });

  it('GET /api/health/ready: 200 while the database answers, 503 from the moment the process starts stopping, while liveness stays 200', async () => {
    const app = await createTestApp();
    try {
      expect((await app.http().get('/api/health/ready').expect(200)).body).toEqual({ status: 'ready' });
      app.get(Draining).start(); // what the api's shutdown does first on SIGTERM (test/http/graceful-shutdown.int-spec.ts sends the signal)
      expect((await app.http().get('/api/health/ready').expect(503)).body).toEqual({ status: 'draining' });
      await app.http().get('/api/health/live').expect(200);
      await app.http().get('/api/health').expect(200);
    } finally {
      await app.close();
    }
  });
});
