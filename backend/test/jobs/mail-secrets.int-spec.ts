import { EntityManager } from '@mikro-orm/postgresql';
import Redis from 'ioredis';
import { OutboxEntry } from '../../src/jobs/outbox-entry.entity';
import { QueueProducer } from '../../src/jobs/queue-producer.service';
import { QUEUES } from '../../src/jobs/queues';
import { clientIp, registerCustomer } from '../support/accounts';
import { mailsTo, resetLinkIn, type SmtpInbox, startSmtpInbox } from '../support/smtp-inbox';
import { createTestApp, type TestApp } from '../support/test-app';
import { waitUntil } from '../support/wait';

const RESET_SUBJECT = 'Reset your AI Receptionists password';

/**
 * The reset mail's outbox row for one address, and everything Redis holds of its job (data, result, error, stack). The
 * worker writes that row when it handles the forgot-password request, so it may not exist yet (state null).
 */
async function traces(app: TestApp, email: string) {
  const entry = await app
    .get(EntityManager)
    .fork()
    .findOne(OutboxEntry, { queue: QUEUES.mail, payload: { to: email, subject: RESET_SUBJECT } }, { orderBy: { id: 'desc' } });
  if (!entry) return { entry: null, job: {} as Record<string, string>, state: null };
  const queue = app.get(QueueProducer).queue(QUEUES.mail);
  const redis = new Redis(process.env.REDIS_URL!);
  try {
    const job = await redis.hgetall(queue.toKey(`outbox-${entry.id}`));
    return { entry, job, state: await queue.getJobState(`outbox-${entry.id}`) };
  } finally {
    redis.disconnect();
  }
}

function requestReset(app: TestApp, email: string) {
  return app.http().post('/api/forgot-password').set('X-Forwarded-For', clientIp()).send({ email }).expect(200);
}

describe('secrets stay out of logs and queues', () => {
  let inbox: SmtpInbox;
  let app: TestApp;

  afterEach(async () => {
    jest.restoreAllMocks();
    await app?.close();
    await inbox?.close();
  });

  it('logs a reset link opened with its token without the token, and keeps neither job nor outbox row holding it once delivered', async () => {
    const lines: string[] = [];
    inbox = await startSmtpInbox();
    app = await createTestApp({
      worker: true,
      env: { SMTP_URL: inbox.url, LOG_LEVEL: 'verbose', LOG_FORMAT: 'json' },
      logDestination: { write: (line: string) => void lines.push(line) },
    });
    const { email } = await registerCustomer(app);

    await requestReset(app, email);
    const resetMail = () => mailsTo(inbox, email).find((message) => message.subject === RESET_SUBJECT);
    await waitUntil(() => !!resetMail(), 10_000, 'the reset mail');
    const token = resetLinkIn(resetMail()!.raw).searchParams.get('token')!;
    await app.http().get('/api/validate-reset-token').query({ token }).expect(200);
    await app
      .http()
      .get('/api/validate-reset-token')
      .query({ token: `${token}x`, other: token })
      .expect(200);

    // Every line the api and the worker wrote, the access log's included: it names the route, never the URL.
    const accessLog = () =>
      lines.map((line) => JSON.parse(line) as { route?: string; msg: string }).filter((entry) => entry.route === '/api/validate-reset-token');
    await waitUntil(() => accessLog().length === 2, 5000, 'the access log lines');
    expect(accessLog().map((entry) => entry.msg)).toEqual([
      expect.stringMatching(/^GET \/api\/validate-reset-token 200 /),
      expect.stringMatching(/^GET \/api\/validate-reset-token 200 /),
    ]);
    expect(lines.filter((line) => line.includes(token))).toEqual([]);

    await waitUntil(async () => (await traces(app, email)).state === 'completed', 5000, 'the job to complete');
    const { entry, job } = await traces(app, email);
    expect(entry!.payload).toEqual({ to: email, subject: RESET_SUBJECT });
    expect(JSON.parse(job.data)).toEqual({ outboxId: entry!.id });
    expect(JSON.stringify(job)).not.toContain(token);
  });

  it('keeps no link in Redis or the outbox once a mail has failed for good, and its retry sends nothing', async () => {
    inbox = await startSmtpInbox({ refuse: { subject: RESET_SUBJECT, times: 1000 } });
    app = await createTestApp({ worker: true, env: { SMTP_URL: inbox.url } });
    const { email } = await registerCustomer(app);

    await requestReset(app, email);
    await waitUntil(async () => (await traces(app, email)).state === 'failed', 15_000, 'the job to fail for good');
    const { entry, job } = await traces(app, email);
    expect((await app.get(QueueProducer).queue(QUEUES.mail).getJob(`outbox-${entry!.id}`))?.attemptsMade).toBe(Number(process.env.JOB_ATTEMPTS));
    expect(entry!.payload).toEqual({ to: email, subject: RESET_SUBJECT });
    expect(entry!.processedAt).toBeNull();
    expect(entry!.lastError).toMatch(/^failed for good: .*Mailbox temporarily unavailable/);
    expect(JSON.parse(job.data)).toEqual({ outboxId: entry!.id });
    expect(JSON.stringify(job)).not.toMatch(/reset-password|token=/);

    // The back office's retry: the body is gone, so the job fails at once without another delivery attempt.
    const attempts = inbox.attempts.length;
    await app.get(QueueProducer).queue(QUEUES.mail).retryJobs({ state: 'failed' });
    await waitUntil(async () => (await traces(app, email)).job.failedReason?.includes('body was dropped') ?? false, 5000, 'the retry to fail');
    expect(inbox.attempts.length).toBe(attempts);
  });
});
