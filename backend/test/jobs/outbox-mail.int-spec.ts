import { EntityManager } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { OutboxEntry } from '../../src/jobs/outbox-entry.entity';
import { QueueProducer } from '../../src/jobs/queue-producer.service';
import { jobOptions, QUEUES } from '../../src/jobs/queues';
import { RedisClient } from '../../src/jobs/redis-client.service';
import { MailService } from '../../src/mail/mail.service';
import { ContactMessage } from '../../src/modules/contact/contact-message.entity';
import { type SmtpInbox, startSmtpInbox } from '../support/smtp-inbox';
import { proxyUrl, startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { createTestApp, type TestApp } from '../support/test-app';
import { waitUntil } from '../support/wait';

/** Writes a business row and its mail in one transaction, the way features do. */
async function saveContactMessageWithMail(app: TestApp, subject: string, failAfterWrite = false): Promise<void> {
  await app
    .get(EntityManager)
    .fork()
    .transactional(async (tx) => {
      tx.create(ContactMessage, {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        companyName: 'Analytical Engines',
        companySize: '1-10',
        interestedIn: 'pricing',
        message: `About: ${subject}`,
      });
      app.get(MailService).queue(tx, { to: 'sales@example.com', subject, text: 'A new contact message arrived.' });
      if (failAfterWrite) throw new Error('the business change failed after writing');
    });
}

async function countRows(app: TestApp, subject: string) {
  const em = app.get(EntityManager).fork();
  return {
    contact: await em.count(ContactMessage, { message: `About: ${subject}` }),
    outbox: await em.count(OutboxEntry, { payload: { subject } }),
  };
}

// Other test files may leave mail in the outbox that a worker here delivers too: every check looks at its own subject.
const attemptsFor = (inbox: SmtpInbox, subject: string) => inbox.attempts.filter((attempt) => attempt === subject);

describe('outbox, relay and mail queue', () => {
  let inbox: SmtpInbox;
  let app: TestApp;

  afterEach(async () => {
    await app?.close();
    await inbox?.close();
  });

  it('commits a row with its outbox entry and delivers the mail over SMTP', async () => {
    inbox = await startSmtpInbox();
    app = await createTestApp({ worker: true, env: { SMTP_URL: inbox.url } });

    await saveContactMessageWithMail(app, 'Committed together');

    expect(await countRows(app, 'Committed together')).toEqual({ contact: 1, outbox: 1 });
    await waitUntil(() => inbox.messages.some((message) => message.subject === 'Committed together'), 10_000, 'the delivery');
    const mail = inbox.messages.find((message) => message.subject === 'Committed together')!;
    expect(mail.to).toEqual(['sales@example.com']);
    expect(mail.subject).toBe('Committed together');
    const entry = await app
      .get(EntityManager)
      .fork()
      .findOneOrFail(OutboxEntry, { payload: { subject: 'Committed together' } });
    expect(entry.publishedAt).toBeInstanceOf(Date);
    await waitUntil(async () => !!(await app.get(EntityManager).fork().findOneOrFail(OutboxEntry, { id: entry.id })).processedAt, 5000, 'processedAt');
    // Mail bodies can hold secrets (reset links): once sent, only the envelope is kept.
    const processed = await app.get(EntityManager).fork().findOneOrFail(OutboxEntry, { id: entry.id });
    expect(processed.payload).toEqual({ to: 'sales@example.com', subject: 'Committed together' });
  });

  it('writes neither the row nor the mail when the transaction rolls back', async () => {
    inbox = await startSmtpInbox();
    app = await createTestApp({ worker: true, env: { SMTP_URL: inbox.url } });

    await expect(saveContactMessageWithMail(app, 'Rolled back', true)).rejects.toThrow('failed after writing');

    expect(await countRows(app, 'Rolled back')).toEqual({ contact: 0, outbox: 0 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(attemptsFor(inbox, 'Rolled back')).toEqual([]);
  });

  it('keeps the write when Redis is unreachable and delivers the mail once Redis is back', async () => {
    const redisUrl = new URL(process.env.REDIS_URL!);
    const proxy: TcpProxy = await startTcpProxy(redisUrl.hostname, Number(redisUrl.port || 6379));
    inbox = await startSmtpInbox();
    try {
      app = await createTestApp({ worker: true, env: { SMTP_URL: inbox.url, REDIS_URL: `redis://127.0.0.1:${proxy.port}${redisUrl.pathname}` } });
      proxy.cut();

      await saveContactMessageWithMail(app, 'Survives a Redis outage');

      expect(await countRows(app, 'Survives a Redis outage')).toEqual({ contact: 1, outbox: 1 });
      await waitUntil(
        async () =>
          ((
            await app
              .get(EntityManager)
              .fork()
              .findOneOrFail(OutboxEntry, { payload: { subject: 'Survives a Redis outage' } })
          ).publishAttempts ?? 0) > 0,
        15_000,
        'a failed publish attempt',
      );
      const pending = await app
        .get(EntityManager)
        .fork()
        .findOneOrFail(OutboxEntry, { payload: { subject: 'Survives a Redis outage' } });
      expect(pending.publishedAt).toBeNull();
      expect(pending.lastError).toBeTruthy();
      expect(attemptsFor(inbox, 'Survives a Redis outage')).toEqual([]);

      proxy.restore();

      await waitUntil(() => attemptsFor(inbox, 'Survives a Redis outage').length > 0, 20_000, 'the delivery');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(attemptsFor(inbox, 'Survives a Redis outage')).toEqual(['Survives a Redis outage']);
    } finally {
      proxy.restore(); // BullMQ workers close only once they can reach Redis
      await app?.close();
      app = undefined as unknown as TestApp;
      await proxy.close();
    }
  });

  it('retries a failed delivery with exponential backoff and delivers it exactly once', async () => {
    inbox = await startSmtpInbox({ refuse: { subject: 'Delivered after retries', times: 2 } });
    app = await createTestApp({ worker: true, env: { SMTP_URL: inbox.url } });

    await saveContactMessageWithMail(app, 'Delivered after retries');

    await waitUntil(() => inbox.messages.some((message) => message.subject === 'Delivered after retries'), 15_000, 'the delivery');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(inbox.messages.filter((message) => message.subject === 'Delivered after retries')).toHaveLength(1);
    const entry = await app
      .get(EntityManager)
      .fork()
      .findOneOrFail(OutboxEntry, { payload: { subject: 'Delivered after retries' } });
    const job = await app.get(QueueProducer).queue(QUEUES.mail).getJob(`outbox-${entry.id}`);
    expect(job?.attemptsMade).toBe(3);
    expect(job?.opts.backoff).toEqual({ type: 'exponential', delay: 100 });
    expect(await job?.getState()).toBe('completed');
  });

  it('publishes again a job that Redis lost after it was published', async () => {
    inbox = await startSmtpInbox();
    app = await createTestApp({ worker: true, env: { SMTP_URL: inbox.url } });
    // As if Redis restarted without persistence after the relay had published this row.
    const em = app.get(EntityManager).fork();
    const lost = em.create(OutboxEntry, {
      queue: QUEUES.mail,
      name: 'send-mail',
      payload: { to: 'sales@example.com', subject: 'Lost with Redis', text: 'Published an hour ago, never processed.' },
    });
    lost.publishedAt = new Date(Date.now() - 60 * 60_000);
    await em.flush();

    await waitUntil(async () => !!(await app.get(EntityManager).fork().findOneOrFail(OutboxEntry, { id: lost.id })).processedAt, 10_000, 'processedAt');
    expect(attemptsFor(inbox, 'Lost with Redis')).toEqual(['Lost with Redis']);
  });

  it('publishes again, soon after Redis restarts, the jobs published before the restart', async () => {
    inbox = await startSmtpInbox();
    app = await createTestApp({ worker: true, env: { SMTP_URL: inbox.url, OUTBOX_RESTART_GRACE_MS: '300' } });
    // Published ten seconds ago: far from overdue, but the Redis it went to is about to be replaced by an empty one.
    const em = app.get(EntityManager).fork();
    const lost = em.create(OutboxEntry, {
      queue: QUEUES.mail,
      name: 'send-mail',
      payload: { to: 'sales@example.com', subject: 'Lost in a Redis restart', text: 'Published just before Redis restarted.' },
    });
    lost.publishedAt = new Date(Date.now() - 10_000);
    await em.flush();
    await new Promise((resolve) => setTimeout(resolve, 200)); // the relay has seen the current run_id

    jest.spyOn(app.get(RedisClient), 'runId').mockResolvedValue('0000000000000000000000000000000000000000');

    await waitUntil(async () => !!(await app.get(EntityManager).fork().findOneOrFail(OutboxEntry, { id: lost.id })).processedAt, 10_000, 'processedAt');
    expect(attemptsFor(inbox, 'Lost in a Redis restart')).toEqual(['Lost in a Redis restart']);
  });

  it('keeps a job waiting, without spending its attempts, while the database is unreachable, and delivers it once it is back', async () => {
    inbox = await startSmtpInbox();
    const database = await proxyUrl(process.env.DATABASE_URL!);
    try {
      app = await createTestApp({ worker: true, env: { SMTP_URL: inbox.url, DATABASE_URL: database.url, JOB_ATTEMPTS: '2' } });
      // Published before the outage (the relay has nothing to do); the worker takes it while the database is away.
      const em = app.get(EntityManager).fork();
      const entry = em.create(OutboxEntry, {
        queue: QUEUES.mail,
        name: 'send-mail',
        payload: { to: 'sales@example.com', subject: 'Outlives a database outage', text: 'Queued.' },
      });
      entry.publishedAt = new Date();
      await em.flush();
      database.proxy.cut();
      const queue = app.get(QueueProducer).queue(QUEUES.mail);
      await queue.add('send-mail', { outboxId: entry.id }, jobOptions(entry.id));

      // Two attempts 100 ms apart would have failed it for good by now.
      await waitUntil(async () => (await queue.getJob(`outbox-${entry.id}`))?.isDelayed() ?? false, 5000, 'the job to wait');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const waiting = await queue.getJob(`outbox-${entry.id}`);
      expect(await waiting?.getState()).toBe('delayed');
      expect(waiting?.attemptsMade).toBe(0);

      database.proxy.restore();
      await waitUntil(() => attemptsFor(inbox, 'Outlives a database outage').length > 0, 15_000, 'the delivery');
      await waitUntil(async () => (await queue.getJob(`outbox-${entry.id}`).then((job) => job?.getState())) === 'completed', 5000, 'the job to complete');
      expect(attemptsFor(inbox, 'Outlives a database outage')).toEqual(['Outlives a database outage']);
    } finally {
      database.proxy.restore();
      await app?.close();
      app = undefined as unknown as TestApp;
      await database.proxy.close();
    }
  });

  it('finishes and records a delivery in progress when the worker shuts down', async () => {
    inbox = await startSmtpInbox({ answerAfterMs: 800 });
    app = await createTestApp({ worker: true, env: { SMTP_URL: inbox.url } });
    await saveContactMessageWithMail(app, 'Delivered during shutdown');
    await waitUntil(() => inbox.attempts.includes('Delivered during shutdown'), 5000, 'the delivery to start');

    await app.close();
    app = undefined as unknown as TestApp;

    expect(inbox.messages.map((message) => message.subject)).toContain('Delivered during shutdown');
    const database = new Client({ connectionString: process.env.DATABASE_URL });
    await database.connect();
    const { rows } = await database.query("select processed_at from outbox where payload->>'subject' = 'Delivered during shutdown'");
    await database.end();
    expect(rows[0].processed_at).not.toBeNull();
  });

  it('does nothing when a delivered job is run again', async () => {
    inbox = await startSmtpInbox();
    app = await createTestApp({ worker: true, env: { SMTP_URL: inbox.url } });
    await saveContactMessageWithMail(app, 'Delivered once only');
    const entry = await app
      .get(EntityManager)
      .fork()
      .findOneOrFail(OutboxEntry, { payload: { subject: 'Delivered once only' } });
    await waitUntil(async () => !!(await app.get(EntityManager).fork().findOneOrFail(OutboxEntry, { id: entry.id })).processedAt, 5000, 'processedAt');

    // A redelivery (e.g. after a worker crash) arrives as a new job for the same outbox row.
    const queue = app.get(QueueProducer).queue(QUEUES.mail);
    await queue.add('send-mail', { outboxId: entry.id }, { jobId: `redelivery-${entry.id}` });
    await waitUntil(async () => (await queue.getJob(`redelivery-${entry.id}`).then((job) => job?.getState())) === 'completed', 5000, 'redelivery');
    expect(attemptsFor(inbox, 'Delivered once only')).toEqual(['Delivered once only']);
  });
});
