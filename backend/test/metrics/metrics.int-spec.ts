import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { OutboxRelay } from '../../src/jobs/outbox-relay.service';
import { QueueProducer } from '../../src/jobs/queue-producer.service';
import { QUEUE_NAMES, QUEUES } from '../../src/jobs/queues';
import { MailProcessor } from '../../src/mail/mail.processor';
import { MailService } from '../../src/mail/mail.service';
import { ApiMetricsEndpoint, WorkerMetricsEndpoint } from '../../src/metrics/metrics-endpoints';
import { BillingEventsProcessor } from '../../src/modules/billing/billing-events.processor';
import { CallEventsProcessor } from '../../src/modules/calls/call-events.processor';
import { parsePrometheusText, type Scrape } from '../support/prometheus-text';
import { type SmtpInbox, startSmtpInbox } from '../support/smtp-inbox';
import { proxyUrl, type TcpProxy } from '../support/tcp-proxy';
import { closeAppWithInbox, createTestApp, startAppWithInbox, type TestApp } from '../support/test-app';
import { waitUntil } from '../support/wait';

const PROMETHEUS_TEXT = 'text/plain; version=0.0.4; charset=utf-8';
const DURATION = 'receptionists_http_request_duration_seconds';
const MAIL = 'receptionists_mail_deliveries_total';

/** The api's and the worker's metrics servers, each on a free port of its own. */
const METRICS_ON_FREE_PORTS = { METRICS_PORT: '0', WORKER_METRICS_PORT: '0' };

function endpoints(app: TestApp) {
  return { api: `http://127.0.0.1:${app.get(ApiMetricsEndpoint).port}`, worker: `http://127.0.0.1:${app.get(WorkerMetricsEndpoint).port}` };
}

async function scrape(base: string): Promise<Scrape> {
  const response = await fetch(`${base}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe(PROMETHEUS_TEXT);
  return parsePrometheusText(await response.text());
}

/** How much a counter (or a histogram's _count) grew between two scrapes; a series not there yet counts from 0. */
const growth = (before: Scrape, after: Scrape, name: string, labels: Record<string, string>) =>
  (after.value(name, labels) ?? 0) - (before.value(name, labels) ?? 0);

describe('Prometheus metrics', () => {
  let app: TestApp;
  let inbox: SmtpInbox;
  let api: string;
  let worker: string;

  const refusedOnce = `Metrics, refused once ${randomUUID()}`;

  // The relay runs only when a test ticks it, so that rows stay waiting in the outbox until then.
  beforeAll(async () => {
    inbox = await startSmtpInbox({ refuse: { subject: refusedOnce, times: 1 } });
    app = await createTestApp({ worker: true, env: { ...METRICS_ON_FREE_PORTS, OUTBOX_POLL_MS: String(3_600_000), SMTP_URL: inbox.url } });
    ({ api, worker } = endpoints(app));
  });
  afterAll(() => closeAppWithInbox(app, inbox));

  it('serves the text format on ports of their own, with Node’s metrics and event-loop lag; 404 for anything else', async () => {
    expect(api).not.toBe(worker);
    for (const base of [api, worker]) {
      const metrics = await scrape(base);
      expect(metrics.types.get('nodejs_eventloop_lag_seconds')).toBe('gauge');
      expect(metrics.value('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
      expect(metrics.value('process_cpu_user_seconds_total')).toBeGreaterThan(0);
      expect(metrics.types.get(DURATION)).toBe('histogram');
      expect((await fetch(`${base}/metrics/`)).status).toBe(404);
      expect((await fetch(`${base}/nothing`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    }
    // Never through the app's port.
    const viaApp = await app.http().get('/metrics');
    expect(viaApp.status).toBe(404);
    expect(viaApp.text).not.toContain('receptionists_');
    await app.http().get('/api/metrics').expect(404);
  });

  it('times requests by method, route template (never the raw path) and status', async () => {
    const before = await scrape(api);
    await app.http().get('/api/plans').expect(200);
    await app.http().get('/api/plans').expect(200);
    await app.http().delete('/api/receptionists/424242').expect(401);
    await app.http().get('/api/no-such-thing/424242').expect(404);
    const after = await scrape(api);

    expect(growth(before, after, `${DURATION}_count`, { method: 'GET', route: '/api/plans', status: '200' })).toBe(2);
    expect(growth(before, after, `${DURATION}_count`, { method: 'DELETE', route: '/api/receptionists/:id', status: '401' })).toBe(1);
    expect(growth(before, after, `${DURATION}_count`, { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    expect(after.samples.filter((sample) => sample.labels.route?.includes('424242'))).toEqual([]);
    const plans = { method: 'GET', route: '/api/plans', status: '200' };
    expect(after.value(`${DURATION}_bucket`, { ...plans, le: '+Inf' })).toBe(after.value(`${DURATION}_count`, plans));
    expect(after.value(`${DURATION}_sum`, plans)).toBeGreaterThan(0);
  });

  it('counts the outbox rows waiting and the age of the oldest, then the mail sent (and retried) once the relay has published them', async () => {
    const subjects = [`Metrics ${randomUUID()}`, refusedOnce];
    await app
      .get(EntityManager)
      .fork()
      .transactional(async (tx) => {
        for (const subject of subjects) app.get(MailService).queue(tx, { to: 'sales@example.com', subject, text: 'Counted.' });
      });
    const em = app.get(EntityManager).fork();
    await em.getConnection().execute(`update outbox set created_at = now() - interval '1 hour' where payload->>'subject' = ?`, [subjects[0]]);

    const waiting = await scrape(worker);
    expect(waiting.value('receptionists_outbox_rows', { stage: 'publish' })).toBeGreaterThanOrEqual(2);
    expect(waiting.value('receptionists_outbox_oldest_age_seconds', { stage: 'publish' })).toBeGreaterThanOrEqual(3600);
    expect(waiting.value('receptionists_outbox_rows', { stage: 'process' })).toBeGreaterThanOrEqual(0);

    await app.get(OutboxRelay).tick();
    await waitUntil(async () => growth(waiting, await scrape(worker), MAIL, { outcome: 'sent' }) >= 2, 10_000, 'two mails counted');
    expect(inbox.messages.map((message) => message.subject)).toEqual(expect.arrayContaining(subjects));

    const done = await scrape(worker);
    expect(growth(waiting, done, MAIL, { outcome: 'retried' })).toBe(1);
    expect(done.value('receptionists_outbox_oldest_age_seconds', { stage: 'publish' })).toBeLessThan(3600);
    expect(done.value('receptionists_queue_jobs', { queue: QUEUES.mail, state: 'completed' })).toBeGreaterThanOrEqual(2);
    expect(growth(waiting, done, MAIL, { outcome: 'failed' })).toBe(0);
  });

  it("counts each queue's jobs by state", async () => {
    const queue = app.get(QueueProducer).queue(QUEUES.callEvents);
    const before = await scrape(worker);
    for (const queueName of QUEUE_NAMES)
      for (const state of ['waiting', 'active', 'delayed', 'failed', 'completed'])
        expect(before.value('receptionists_queue_jobs', { queue: queueName, state })).toBeGreaterThanOrEqual(0);

    const jobs = await Promise.all([1, 2].map(() => queue.add('metrics-probe', { outboxId: '0' }, { jobId: `metrics-${randomUUID()}`, delay: 3_600_000 })));
    try {
      const after = await scrape(worker);
      expect(growth(before, after, 'receptionists_queue_jobs', { queue: QUEUES.callEvents, state: 'delayed' })).toBe(2);
    } finally {
      await Promise.all(jobs.map((job) => job.remove()));
    }
  });

  it('counts payment events and call reports once their work has committed, and never twice', async () => {
    const em = app.get(EntityManager).fork();
    const connection = em.getConnection();
    const eventId = `evt_metrics_${randomUUID()}`;
    await connection.execute(`insert into stripe_events (event_id, type, payload) values (?, 'metrics.probe', ?)`, [
      eventId,
      JSON.stringify({ id: eventId, type: 'metrics.probe' }),
    ]);
    // Marked published: only the processors below take these rows, never the relay.
    const [payment] = await connection.execute(`insert into outbox (queue, name, payload, published_at) values (?, 'metrics.probe', ?, now()) returning id`, [
      QUEUES.billingEvents,
      JSON.stringify({ eventId, type: 'metrics.probe' }),
    ]);
    const [call] = await connection.execute(`insert into outbox (queue, name, payload, published_at) values (?, 'status-update', ?, now()) returning id`, [
      QUEUES.callEvents,
      JSON.stringify({ callEventId: 2_000_000_000 }),
    ]);

    const before = await scrape(worker);
    await app.get(BillingEventsProcessor).handle(String(payment.id));
    await app.get(BillingEventsProcessor).handle(String(payment.id)); // done already: nothing happens, nothing is counted
    await app.get(CallEventsProcessor).handle(String(call.id));
    const after = await scrape(worker);

    expect(growth(before, after, 'receptionists_payment_events_processed_total', { type: 'other', outcome: 'ignored' })).toBe(1);
    expect(growth(before, after, 'receptionists_call_reports_processed_total', { type: 'unknown', outcome: 'gone' })).toBe(1);
  });

  it('shows the database pool: a connection in use while a transaction holds it', async () => {
    await app
      .get(EntityManager)
      .fork()
      .transactional(async (tx) => {
        await tx.getConnection().execute('select 1', [], 'all', tx.getTransactionContext());
        const during = await scrape(api);
        expect(during.value('receptionists_db_pool_connections', { state: 'in_use' })).toBeGreaterThanOrEqual(1);
        expect(during.value('receptionists_db_pool_max')).toBe(10);
        expect(during.value('receptionists_db_pool_waiting')).toBeGreaterThanOrEqual(0);
      });
  });

  it('answers the worker’s probes: live, and ready while its database answers and every queue’s processor runs', async () => {
    const live = await fetch(`${worker}/health/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const running = Object.fromEntries(QUEUE_NAMES.map((name) => [name, 'running']));
    const ready = await fetch(`${worker}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'up', queues: running });

    const mail = app.get(MailProcessor).worker;
    await mail.pause(true);
    try {
      const paused = await fetch(`${worker}/health/ready`);
      expect(paused.status).toBe(503);
      expect(await paused.json()).toEqual({ status: 'not ready', database: 'up', queues: { ...running, [QUEUES.mail]: 'stopped' } });
    } finally {
      await mail.resume();
    }
    expect((await fetch(`${worker}/health/ready`)).status).toBe(200);
  });
});

describe('Prometheus metrics while a dependency is away', () => {
  let app: TestApp;
  let inbox: SmtpInbox;
  let redis: TcpProxy;
  let database: TcpProxy;
  let worker: string;

  beforeAll(async () => {
    const redisProxy = await proxyUrl(process.env.REDIS_URL!);
    const databaseProxy = await proxyUrl(process.env.DATABASE_URL!);
    ({ redis, database } = { redis: redisProxy.proxy, database: databaseProxy.proxy });
    ({ app, inbox } = await startAppWithInbox({ ...METRICS_ON_FREE_PORTS, REDIS_URL: redisProxy.url, DATABASE_URL: databaseProxy.url }));
    ({ worker } = endpoints(app));
  });
  afterAll(async () => {
    redis.restore();
    database.restore();
    await closeAppWithInbox(app, inbox);
    await Promise.all([redis.close(), database.close()]);
  });

  it('still answers /metrics while Redis hangs, without the queues it could not count, and counts them again once it is back', async () => {
    redis.stall();
    try {
      const during = await scrape(worker);
      expect(during.samples.filter((sample) => sample.name === 'receptionists_queue_jobs')).toEqual([]);
      expect(during.value('receptionists_outbox_rows', { stage: 'publish' })).toBeGreaterThanOrEqual(0);
      // Redis alone away leaves the worker ready: its processors reconnect, and the work waits in the outbox.
      expect((await fetch(`${worker}/health/ready`)).status).toBe(200);
    } finally {
      // The connections open while it hung never hear back: dropped, so that they reconnect.
      redis.cut();
      redis.restore();
    }
    await waitUntil(
      async () => (await scrape(worker)).value('receptionists_queue_jobs', { queue: QUEUES.mail, state: 'waiting' }) !== undefined,
      15_000,
      'queue counts again',
    );
  });

  it('reports the worker not ready while its database is unreachable, still serving /metrics, and ready again once it is back', async () => {
    database.cut();
    try {
      const ready = await fetch(`${worker}/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'not ready', database: 'down' });
      const during = await scrape(worker);
      expect(during.samples.filter((sample) => sample.name === 'receptionists_outbox_rows')).toEqual([]);
      expect((await fetch(`${worker}/health/live`)).status).toBe(200);
    } finally {
      database.restore();
    }
    await waitUntil(async () => (await fetch(`${worker}/health/ready`)).status === 200, 15_000, 'ready again');
  });
});
