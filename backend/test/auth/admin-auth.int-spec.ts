import { EntityManager } from '@mikro-orm/postgresql';
import { AuditLogEntry } from '../../src/modules/audit/audit-log.entity';
import { authenticatorCode, clientIp, registerCustomer, signIn, signInAdmin } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { TEST_ADMIN } from '../support/test-env';

describe('administrator sign-in and session lifetimes', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('signs the administrator in, after the second factor, with a 30-minute idle cookie and answers /api/admin/me', async () => {
    await signInAdmin(app); // the run's shared administrator has its authenticator from its first sign-in, in whichever suite
    const agent = app.http();
    const ip = clientIp();
    expect((await agent.post('/api/admin/login').set('X-Forwarded-For', ip).send(TEST_ADMIN).expect(200)).body).toEqual({ step: 'verify' });
    const response = await agent
      .post('/api/admin/login/verify')
      .set('X-Forwarded-For', ip)
      .send({ code: await authenticatorCode(app, TEST_ADMIN.email) })
      .expect(200);
    expect(response.body).toMatchObject({ email: TEST_ADMIN.email, role: 'admin' });
    const expires = new Date(/Expires=([^;]+)/.exec(response.headers['set-cookie'][0])![1]).getTime();
    expect(expires - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(30 * 60_000 + 1000);
    expect((await agent.get('/api/admin/me').expect(200)).body.email).toBe(TEST_ADMIN.email);
  });

  it('fails a customer at the admin sign-in exactly like a wrong password, and logs the attempt', async () => {
    const { email, password } = await registerCustomer(app);
    const ip = clientIp();
    const response = await app.http().post('/api/admin/login').set('X-Forwarded-For', ip).send({ email, password }).expect(401);
    expect(response.body).toMatchObject({ code: 'AUTH.INVALID_CREDENTIALS', message: 'Invalid email or password' });
    const logged = await app.get(EntityManager).fork().find(AuditLogEntry, { action: 'admin.login_failed', details: { email } });
    expect(logged.map((entry) => entry.details)).toEqual([{ email, ip }]);
  });

  it('answers 401 to visitors and 403 to customers on admin endpoints', async () => {
    await app.http().get('/api/admin/me').expect(401);
    const { agent } = await registerCustomer(app);
    await agent.get('/api/admin/me').expect(403);
  });

  it('gives no admin rights to an administrator signed in through the customer sign-in', async () => {
    const agent = await signIn(app, TEST_ADMIN.email, TEST_ADMIN.password);
    await agent.get('/api/user').expect(200);
    await agent.get('/api/admin/me').expect(403);
  });

  it('ends the admin session at admin logout', async () => {
    const agent = await signInAdmin(app);
    await agent.post('/api/admin/logout').expect(200);
    await agent.get('/api/admin/me').expect(401);
  });

  it('ends a customer session after 30 days and an admin session after 12 hours, however active', async () => {
    const customer = await registerCustomer(app);
    const admin = await signInAdmin(app);
    const connection = app.get(EntityManager).getConnection();
    const lifetimesInHours = async (where: string, params: unknown[]) =>
      (
        await connection.execute<{ hours: number }[]>(
          `select distinct extract(epoch from absolute_expires_at - created_at)::float8 / 3600 as hours from user_sessions where not pending_second_factor and ${where}`,
          params,
        )
      ).map((row) => Number(row.hours));
    expect(await lifetimesInHours('user_id = ?', [customer.id])).toEqual([30 * 24]);
    expect(await lifetimesInHours("kind = 'admin'", [])).toEqual([12]);
    // Signed in `days` ago, as far as the session knows (its idle expiry kept fresh, as by a request a minute ago).
    const signedInDaysAgo = (days: number, where: string, params: unknown[]) =>
      connection.execute(
        `update user_sessions set created_at = now() - ?::float8 * interval '1 day', absolute_expires_at = now() - ?::float8 * interval '1 day' + case kind when 'admin' then interval '12 hours' else interval '30 days' end where ${where}`,
        [days, days, ...params],
      );
    await signedInDaysAgo(29, 'user_id = ?', [customer.id]);
    await customer.agent.get('/api/user').expect(200);
    await signedInDaysAgo(31, 'user_id = ?', [customer.id]);
    await customer.agent.get('/api/user').expect(401);

    await admin.get('/api/admin/me').expect(200);
    await signedInDaysAgo(13 / 24, "kind = 'admin'", []);
    await admin.get('/api/admin/me').expect(401);
  });
});
