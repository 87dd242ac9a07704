import { randomUUID } from 'node:crypto';
import { WorkerHost } from '@nestjs/bullmq';
import { DiscoveryService } from '@nestjs/core';
import { OutboxRelay } from '../../src/jobs/outbox-relay.service';
import { proxyUrl } from '../support/tcp-proxy';
import { createTestApp, type TestApp } from '../support/test-app';
import { waitUntil } from '../support/wait';
import { vapiCallFixture, vapiSignedHeaders } from '../support/vapi-fixtures';
import { callRow, countRows, linkedReceptionist, processed, sql, VAPI_TEST_ENV } from './calls-helpers';

// A file of its own: an app whose Redis connections were cut, sharing a file with the other webhook tests, kept jest from exiting.
describe('POST /api/webhooks/voice/vapi while Redis is down', () => {
  let app: TestApp;
  let redis: Awaited<ReturnType<typeof proxyUrl>>;

  beforeAll(async () => {
    redis = await proxyUrl(process.env.REDIS_URL!);
    app = await createTestApp({ worker: true, env: { ...VAPI_TEST_ENV, REDIS_URL: redis.url } });
  });
  afterAll(async () => {
    redis.proxy.restore(); // BullMQ workers close only once they can reach Redis
    // Their connections come back within the reconnect backoff (up to 5 s each); on a loaded CI run closing took over 30 s.
    await waitUntil(async () => (await app.http().get('/api/health')).body.redis === 'up', 20_000, 'Redis reachable again');
    // A worker closed while one of its clients is still between reconnect attempts never finishes closing (ioredis never
    // ends such a client), and @nestjs/bullmq's shutdown waits for it: close once every worker is connected again.
    await waitUntil(workersConnected, 30_000, 'every worker connected again');
    await app.close();
    await redis.proxy.close();
  }, 90_000);

  /** Whether every BullMQ worker of the app has both its clients (commands and blocking) connected. */
  async function workersConnected(): Promise<boolean> {
    const hosts = app
      .get(DiscoveryService)
      .getProviders()
      .map((wrapper) => wrapper.instance as unknown)
      .filter((instance): instance is WorkerHost => instance instanceof WorkerHost);
    const statuses = await Promise.all(
      hosts.flatMap(({ worker }) => {
        // The raw clients sit on BullMQ's connection backend, which its types keep internal.
        const backend = (worker as unknown as { backend: { client: Promise<{ status: string }>; blockingClient: Promise<{ status: string }> } }).backend;
        return [backend.client, backend.blockingClient].map(async (client) => (await client).status);
      }),
    );
    return hosts.length > 0 && statuses.every((status) => status === 'ready');
  }

  const deliver = (request: unknown) => {
    const body = JSON.stringify(request);
    return app.http().post('/api/webhooks/voice/vapi').set(vapiSignedHeaders(body)).send(body);
  };
  const message = (name: 'end-of-call-report', call: { id: string; assistantId?: string | null }) => vapiCallFixture(name, call, {});

  it('accepts reports while Redis is down and processes them once it is back: one row each', async () => {
    const { assistantId } = await linkedReceptionist(app);
    const id = randomUUID();
    redis.proxy.cut();
    try {
      await deliver(message('end-of-call-report', { id, assistantId })).expect(200, { received: true });
      await deliver(message('end-of-call-report', { id, assistantId })).expect(200, { received: true, duplicate: true });
      const outboxRow = () =>
        sql(app)(
          `select publish_attempts, published_at from outbox where queue = 'call-events' and (payload->>'callEventId')::int = (select id from call_events where platform_call_id = ?)`,
          [id],
        );
      // A relay pass while Redis is cut publishes nothing (rows other test files left may come first in its order).
      expect(await app.get(OutboxRelay).tick()).toBe(0);
      expect(await outboxRow()).toEqual([expect.objectContaining({ published_at: null })]);
      expect(await countRows(app, id)).toEqual({ calls: 0, events: 1 });
    } finally {
      redis.proxy.restore();
    }
    await processed(app, id, 1, 30_000);
    expect(await countRows(app, id)).toEqual({ calls: 1, events: 1 });
    expect(await callRow(app, id)).toMatchObject({ outcome: 'appointment_booked' });
  });
});
