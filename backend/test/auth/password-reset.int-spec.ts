import { EntityManager } from '@mikro-orm/postgresql';
import * as hasher from '../../src/common/auth/password-hasher';
import { ResetToken } from '../../src/modules/auth/reset-token.entity';
import { OutboxEntry } from '../../src/jobs/outbox-entry.entity';
import { clientIp, registerCustomer, signIn, uniqueEmail } from '../support/accounts';
import { mailsTo, resetLinkIn, type SmtpInbox } from '../support/smtp-inbox';
import { createTestApp, type TestApp, closeAppWithInbox, startAppWithInbox } from '../support/test-app';
import { waitUntil } from '../support/wait';

// The hasher as a spy that hashes, so a test sees whether the service hashed: a module's exports cannot be spied on in place.
jest.mock('../../src/common/auth/password-hasher', () => {
  const actual = jest.requireActual<typeof hasher>('../../src/common/auth/password-hasher');
  return { ...actual, hashPassword: jest.fn(actual.hashPassword) };
});

const ANSWER = { success: true, message: "If the email exists in our system, you'll receive instructions to reset your password" };

describe('password reset', () => {
  let app: TestApp;
  let inbox: SmtpInbox;
  beforeAll(async () => ({ app, inbox } = await startAppWithInbox()));
  afterAll(() => closeAppWithInbox(app, inbox));

  async function requestLink(email: string, headers: Record<string, string> = {}): Promise<URL> {
    const resetMails = () => mailsTo(inbox, email).filter((message) => message.subject === 'Reset your AI Receptionists password');
    const before = resetMails().length;
    await app.http().post('/api/forgot-password').set('X-Forwarded-For', clientIp()).set(headers).send({ email }).expect(200, ANSWER);
    // Only this address's mail counts: other test files may leave mail that a worker here delivers too.
    await waitUntil(() => resetMails().length > before, 10_000, `a reset mail to ${email}`);
    const mails = resetMails();
    return resetLinkIn(mails[mails.length - 1].raw);
  }

  it('mails a working link built from APP_URL (never the Host header), and the new password signs in', async () => {
    const { email, agent } = await registerCustomer(app);
    const link = await requestLink(email, { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' });
    expect(link.origin).toBe('http://localhost:3000');
    const token = link.searchParams.get('token')!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    await app.http().get('/api/validate-reset-token').query({ token }).expect(200, { success: true });
    const reset = await app.http().post('/api/reset-password').set('X-Forwarded-For', clientIp()).send({ token, newPassword: 'my new password' }).expect(200);
    expect(reset.body.success).toBe(true);
    expect(reset.headers['set-cookie']).toBeUndefined(); // no automatic sign-in

    await agent.get('/api/user').expect(401); // every session of the account ended
    await signIn(app, email, 'my new password');
  });

  it('stores only the SHA-256 of the token', async () => {
    const { email, id } = await registerCustomer(app);
    const token = (await requestLink(email)).searchParams.get('token')!;
    const stored = await app.get(EntityManager).fork().find(ResetToken, { user: id });
    expect(stored).toHaveLength(1);
    expect(stored[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0].tokenHash).not.toContain(token);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const nobody = uniqueEmail('nobody');
    await app.http().post('/api/forgot-password').set('X-Forwarded-For', clientIp()).send({ email: nobody }).expect(200, ANSWER);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(inbox.messages.filter((message) => message.to.includes(nobody))).toEqual([]);
  });

  it('validates the e-mail', async () => {
    const missing = await app.http().post('/api/forgot-password').send({}).expect(400);
    expect(missing.body.errors.email).toBe('Email is required');
    const invalid = await app.http().post('/api/forgot-password').send({ email: 'nope' }).expect(400);
    expect(invalid.body.errors.email).toBe('Please enter a valid email address');
  });

  it('uses a link once only', async () => {
    const { email } = await registerCustomer(app);
    const token = (await requestLink(email)).searchParams.get('token')!;
    await app.http().post('/api/reset-password').set('X-Forwarded-For', clientIp()).send({ token, newPassword: 'first new password' }).expect(200);
    await app.http().get('/api/validate-reset-token').query({ token }).expect(200, { success: false });
    const again = await app
      .http()
      .post('/api/reset-password')
      .set('X-Forwarded-For', clientIp())
      .send({ token, newPassword: 'second new password' })
      .expect(400);
    expect(again.body.code).toBe('AUTH.RESET_LINK_INVALID');
    await signIn(app, email, 'first new password');
  });

  it('refuses a link older than 30 minutes', async () => {
    const { email, id } = await registerCustomer(app);
    const token = (await requestLink(email)).searchParams.get('token')!;
    await app
      .get(EntityManager)
      .fork()
      .nativeUpdate(ResetToken, { user: id }, { expiresAt: new Date(Date.now() - 1000) });
    await app.http().get('/api/validate-reset-token').query({ token }).expect(200, { success: false });
    await app.http().post('/api/reset-password').set('X-Forwarded-For', clientIp()).send({ token, newPassword: 'too late now' }).expect(400);
  });

  it('lets a newer request supersede an older link', async () => {
    const { email } = await registerCustomer(app);
    const first = (await requestLink(email)).searchParams.get('token')!;
    const second = (await requestLink(email)).searchParams.get('token')!;
    await app.http().get('/api/validate-reset-token').query({ token: first }).expect(200, { success: false });
    await app.http().post('/api/reset-password').set('X-Forwarded-For', clientIp()).send({ token: first, newPassword: 'from the old link' }).expect(400);
    await app.http().post('/api/reset-password').set('X-Forwarded-For', clientIp()).send({ token: second, newPassword: 'from the new link' }).expect(200);
  });

  it('ends a link mailed before the password was changed', async () => {
    const { email, agent, password } = await registerCustomer(app);
    const token = (await requestLink(email)).searchParams.get('token')!;
    await agent.post('/api/user/change-password').send({ currentPassword: password, newPassword: 'changed while signed in' }).expect(200);
    await app.http().get('/api/validate-reset-token').query({ token }).expect(200, { success: false });
    await app.http().post('/api/reset-password').send({ token, newPassword: 'from the stale link' }).expect(400);
    await signIn(app, email, 'changed while signed in');
  });

  it('answers a missing or made-up token as invalid, and validates the new password', async () => {
    await app.http().get('/api/validate-reset-token').expect(200, { success: false });
    await app.http().get('/api/validate-reset-token').query({ token: 'made-up' }).expect(200, { success: false });
    const short = await app.http().post('/api/reset-password').set('X-Forwarded-For', clientIp()).send({ token: 'made-up', newPassword: 'short' }).expect(400);
    expect(short.body.errors.newPassword).toBe('Password must be at least 8 characters');
    const long = await app
      .http()
      .post('/api/reset-password')
      .set('X-Forwarded-For', clientIp())
      .send({ token: 'made-up', newPassword: 'x'.repeat(101) })
      .expect(400);
    expect(long.body.errors.newPassword).toBe('Password is too long');
  });

  it('lets a throttled account still reset its password', async () => {
    const { email } = await registerCustomer(app);
    const ip = clientIp();
    for (let attempt = 0; attempt < 10; attempt++) {
      await app.http().post('/api/login').set('X-Forwarded-For', ip).send({ email, password: 'wrong password' }).expect(401);
    }
    await app.http().post('/api/login').set('X-Forwarded-For', ip).send({ email, password: 'wrong password' }).expect(429);
    const token = (await requestLink(email)).searchParams.get('token')!;
    await app.http().post('/api/reset-password').set('X-Forwarded-For', clientIp()).send({ token, newPassword: 'after the lockout' }).expect(200);
  });

  it('limits reset requests per e-mail', async () => {
    const email = uniqueEmail('flood');
    for (let attempt = 0; attempt < 5; attempt++) {
      await app.http().post('/api/forgot-password').set('X-Forwarded-For', clientIp()).send({ email }).expect(200);
    }
    const throttled = await app.http().post('/api/forgot-password').set('X-Forwarded-For', clientIp()).send({ email }).expect(429);
    expect(throttled.body.message).toMatch(/^Too many password reset requests\. Please try again in \d+ minutes?\.$/);
  });

  it('limits reset requests per e-mail when they come at once', async () => {
    const email = uniqueEmail('flood');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => app.http().post('/api/forgot-password').set('X-Forwarded-For', clientIp()).send({ email })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(5).fill(200), ...Array(3).fill(429)]);
  });

  it('answers a made-up token without hashing the new password (one indexed lookup, no argon2)', async () => {
    const { email } = await registerCustomer(app);
    const token = (await requestLink(email)).searchParams.get('token')!;
    const hashes = jest.mocked(hasher.hashPassword);
    hashes.mockClear();
    for (const madeUp of ['made-up', 'A'.repeat(43)]) {
      const refused = await app
        .http()
        .post('/api/reset-password')
        .set('X-Forwarded-For', clientIp())
        .send({ token: madeUp, newPassword: 'a long enough password' })
        .expect(400);
      expect(refused.body.code).toBe('AUTH.RESET_LINK_INVALID');
    }
    expect(hashes).not.toHaveBeenCalled();
    await app.http().post('/api/reset-password').set('X-Forwarded-For', clientIp()).send({ token, newPassword: 'a long enough password' }).expect(200);
    expect(hashes).toHaveBeenCalledTimes(1); // the spy sees the service's hashing
  });

  it('limits reset attempts to 20 an hour per address, then answers 429 with Retry-After', async () => {
    const ip = clientIp();
    for (let attempt = 0; attempt < 20; attempt++) {
      await app
        .http()
        .post('/api/reset-password')
        .set('X-Forwarded-For', ip)
        .send({ token: `made-up-${attempt}`, newPassword: 'a long enough password' })
        .expect(400);
    }
    const throttled = await app
      .http()
      .post('/api/reset-password')
      .set('X-Forwarded-For', ip)
      .send({ token: 'made-up', newPassword: 'a long enough password' })
      .expect(429);
    expect(throttled.body).toMatchObject({ code: 'AUTH.RESET_ATTEMPTS_THROTTLED' });
    expect(throttled.body.message).toMatch(/^Too many password reset attempts\. Please try again in (60|59) minutes\.$/);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(3500);
    await app
      .http()
      .post('/api/reset-password')
      .set('X-Forwarded-For', clientIp())
      .send({ token: 'made-up', newPassword: 'a long enough password' })
      .expect(400);
  });

  describe('forgot-password does the same work whether the account exists or not', () => {
    let api: TestApp; // no worker: what the request alone does stays visible
    beforeAll(async () => {
      api = await createTestApp();
    });
    afterAll(() => api.close());

    /** The SQL statements a forgot-password request runs, with the values it bound. */
    async function statementsOf(email: string): Promise<{ sql: string; bindings: unknown[] }[]> {
      const knex = api.get(EntityManager).getConnection().getKnex();
      const statements: { sql: string; bindings: unknown[] }[] = [];
      const listener = (query: { sql: string; bindings?: unknown[] }) => statements.push({ sql: query.sql, bindings: query.bindings ?? [] });
      knex.on('query', listener);
      try {
        await api.http().post('/api/forgot-password').set('X-Forwarded-For', clientIp()).send({ email }).expect(200, ANSWER);
      } finally {
        knex.off('query', listener);
      }
      return statements;
    }

    it('writes one outbox row carrying only the e-mail, and reads nothing, on both paths', async () => {
      const { email } = await registerCustomer(app);
      const unknown = uniqueEmail('nobody');
      const known = await statementsOf(email);
      const missing = await statementsOf(unknown);
      // The same statements but for the e-mail typed and the clock (values are written into the SQL text or bound).
      const blank = (value: string, typed: string) =>
        value
          .split(typed)
          .join('<e-mail>')
          .replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, '<now>');
      const shape = (statements: { sql: string; bindings: unknown[] }[], typed: string) =>
        statements.map(({ sql, bindings }) => ({
          sql: blank(sql, typed),
          bindings: bindings.map((value) => (typeof value === 'string' ? blank(value, typed) : value)),
        }));
      expect(shape(known, email)).toEqual(shape(missing, unknown));
      const inserts = known.filter(({ sql }) => /^insert/i.test(sql));
      expect(inserts).toHaveLength(1);
      expect(inserts[0].sql).toMatch(/^insert into "outbox"/);
      expect(known.filter(({ sql }) => /^(select|update|delete)/i.test(sql))).toEqual([]);
      const em = app.get(EntityManager).fork();
      // No reset token is written by the request (the statements above are its only writes): the link is the worker's to
      // issue, and a worker may already have issued it by now, so the table is not counted.
      const rows = await em.find(OutboxEntry, { name: 'password-reset-request', $or: [{ payload: { email } }, { payload: { email: unknown } }] });
      expect(rows.map((row) => row.payload).sort((a, b) => String(a.email).localeCompare(String(b.email)))).toEqual(
        [{ email }, { email: unknown }].sort((a, b) => a.email.localeCompare(b.email)),
      );
    });

    it('has the worker send the link for a known account and nothing for an unknown e-mail', async () => {
      const { email } = await registerCustomer(app);
      const unknown = uniqueEmail('nobody');
      await api.http().post('/api/forgot-password').set('X-Forwarded-For', clientIp()).send({ email: unknown }).expect(200, ANSWER);
      await api.http().post('/api/forgot-password').set('X-Forwarded-For', clientIp()).send({ email }).expect(200, ANSWER);
      // The file's worker (in `app`) publishes and handles both rows; the known account's mail arrives with its link.
      await waitUntil(() => mailsTo(inbox, email).length > 0, 10_000, `a reset mail to ${email}`);
      const em = app.get(EntityManager).fork();
      await waitUntil(
        async () => (await em.count(OutboxEntry, { name: 'password-reset-request', payload: { email: unknown }, processedAt: { $ne: null } })) === 1,
        10_000,
        'the unknown request handled',
      );
      expect(inbox.messages.filter((message) => message.to.includes(unknown))).toEqual([]);
      const link = resetLinkIn(mailsTo(inbox, email)[0].raw);
      await app
        .http()
        .get('/api/validate-reset-token')
        .query({ token: link.searchParams.get('token') })
        .expect(200, { success: true });
    });
  });
});
