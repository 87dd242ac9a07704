import { dropDatabase } from '../../src/database/create-database';
import { spawnBuilt } from '../support/built-process';
import { proxyUrl, type TcpProxy } from '../support/tcp-proxy';
import { testDatabaseUrl, testRun } from '../support/test-env';

/**
 * The built worker on a database of its own (its relay and cron jobs must not take the other files' outbox rows or
 * sandbox clocks), with Redis behind a proxy this file can cut.
 */
describe('the worker on SIGTERM', () => {
  const databaseUrl = testDatabaseUrl(`receptionists_test_${testRun().runId}_worker_stop`);
  let redis: { proxy: TcpProxy; url: string };

  beforeAll(async () => {
    const setup = spawnBuilt('scripts/setup-database.js', { DATABASE_URL: databaseUrl });
    expect(await setup.exited).toEqual({ code: 0, signal: null });
    redis = await proxyUrl(process.env.REDIS_URL!);
  }, 120_000);

  afterAll(async () => {
    await redis?.proxy.close();
    await dropDatabase(databaseUrl);
  });

  const startWorker = async (env: Record<string, string> = {}) => {
    const worker = spawnBuilt('worker.js', { DATABASE_URL: databaseUrl, REDIS_URL: redis.url, ...env });
    await worker.said('processing queues');
    return worker;
  };

  it('closes every queue and the scheduled jobs, and exits 0', async () => {
    const worker = await startWorker();
    try {
      worker.child.kill('SIGTERM');
      expect(await worker.exited).toEqual({ code: 0, signal: null });
      expect(worker.output()).toMatch(/closing \d+ queue workers and the scheduled jobs/);
      expect(worker.output()).toContain('stopped');
    } finally {
      worker.child.kill('SIGKILL');
    }
  }, 120_000);

  it('exits within its bound when Redis is gone (a client between reconnects never ends), saying so', async () => {
    const worker = await startWorker({ SHUTDOWN_GRACE_MS: '3000', WORKER_CLOSE_GRACE_MS: '1000' });
    try {
      redis.proxy.cut();
      worker.child.kill('SIGTERM');
      // A hang here would fail the test by its timeout: before the bound, the shutdown waited on BullMQ for ever.
      const { code } = await worker.exited;
      expect(code === 0 || worker.output().includes('not stopped within 3000 ms')).toBe(true);
    } finally {
      redis.proxy.restore();
      worker.child.kill('SIGKILL');
    }
  }, 120_000);
});
