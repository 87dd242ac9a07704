import { QUEUES } from '../../src/jobs/queues';
import { clientIp, registerCustomer } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { waitUntil } from '../support/wait';

interface LogEntry {
  level: string;
  time: number;
  name: string;
  msg: string;
  context?: string;
  requestId?: string;
  queue?: string;
  jobId?: string;
  method?: string;
  route?: string;
  status?: number;
  durationMs?: number;
}

/**
 * The real api and worker logging JSON (LOG_FORMAT=json, as in production) into an array: every line parses, each API
 * answer has its one completion line, and what a client sends as a secret never reaches a line.
 */
describe('request and job logs', () => {
  const lines: string[] = [];
  let app: TestApp;
  const entries = () => lines.map((line) => JSON.parse(line) as LogEntry);
  const completionOf = (requestId: string) => entries().filter((entry) => entry.context === 'HTTP' && entry.requestId === requestId);

  beforeAll(async () => {
    app = await createTestApp({
      worker: true,
      env: { LOG_LEVEL: 'debug', LOG_FORMAT: 'json' },
      logDestination: { write: (line: string) => void lines.push(line) },
    });
  });

  afterAll(() => app?.close());

  it('writes one line per API answer: method, route template, status, duration and request id, never the URL', async () => {
    const customer = await registerCustomer(app);
    const plans = await app.http().get('/api/plans?currency=eur').expect(200);
    const other = await customer.agent.patch('/api/receptionists/987654321').set('X-Forwarded-For', clientIp()).send({ name: 'x' });
    const missing = await app.http().get('/api/no-such-thing/55555').expect(404);
    await app.http().get('/dashboard');

    const [plansLine] = completionOf(plans.headers['x-request-id']);
    expect(plansLine).toEqual({
      level: 'info',
      time: expect.any(Number),
      name: 'test',
      pid: process.pid,
      hostname: expect.any(String),
      context: 'HTTP',
      msg: expect.stringMatching(/^GET \/api\/plans 200 \d+(\.\d+)?ms$/),
      requestId: plans.headers['x-request-id'],
      method: 'GET',
      route: '/api/plans',
      status: 200,
      durationMs: expect.any(Number),
    });
    expect(completionOf(other.headers['x-request-id'])).toEqual([
      expect.objectContaining({ method: 'PATCH', route: '/api/receptionists/:id', status: other.status }),
    ]);
    expect(completionOf(missing.headers['x-request-id'])).toEqual([expect.objectContaining({ route: 'unmatched', status: 404 })]);
    const output = lines.join('');
    for (const raw of ['currency=eur', '987654321', '55555', '/dashboard']) expect({ raw, found: output.includes(raw) }).toEqual({ raw, found: false });
  });

  it('keeps the secrets a client sends out of every line, also when its request fails', async () => {
    const secrets = {
      cookie: 'sid=s%3Alogged-cookie-secret.abc',
      authorization: 'Bearer logged-authorization-secret',
      password: 'logged-password-secret',
      stripeSignature: 't=1,v1=logged-stripe-signature-secret',
      vapiSecret: 'logged-vapi-secret',
    };
    await app
      .http()
      .post('/api/login')
      .set('X-Forwarded-For', clientIp())
      .set('Cookie', secrets.cookie)
      .set('Authorization', secrets.authorization)
      .send({ email: 'nobody@example.com', password: secrets.password })
      .expect(401);
    await app.http().post('/api/webhooks/stripe').set('Stripe-Signature', secrets.stripeSignature).send({ id: 'evt_1' });
    await app.http().post('/api/webhooks/voice/vapi').set('X-Vapi-Secret', secrets.vapiSecret).send({ message: {} });
    // A body that is not JSON fails in the parser, before any route.
    await app.http().post('/api/login').set('Content-Type', 'application/json').send(`{"password":"${secrets.password}"`).expect(400);

    const output = lines.join('');
    for (const [name, value] of Object.entries(secrets)) expect({ name, found: output.includes(value) }).toEqual({ name, found: false });
  });

  it("carries the job's id and queue on the lines a job writes", async () => {
    const forgot = await app.http().post('/api/forgot-password').set('X-Forwarded-For', clientIp()).send({ email: 'unknown-account@example.com' }).expect(200);
    const jobLine = () => entries().find((entry) => entry.queue === QUEUES.passwordResets && entry.msg.includes('unknown e-mail'));
    await waitUntil(() => !!jobLine(), 10_000, 'the job to log its outcome');
    expect(jobLine()).toMatchObject({ level: 'info', name: 'test', context: 'PasswordResetRequestProcessor', jobId: expect.stringMatching(/^outbox-\d+$/) });
    expect(jobLine()).not.toHaveProperty('requestId');
    expect(completionOf(forgot.headers['x-request-id'])).toHaveLength(1);
  });
});
