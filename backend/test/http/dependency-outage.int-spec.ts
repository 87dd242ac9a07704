import { registerCustomer, signInAdmin } from '../support/accounts';
import { proxyUrl } from '../support/tcp-proxy';
import { createTestApp, type TestApp } from '../support/test-app';
import { waitUntil } from '../support/wait';

/** The api with its database and Redis behind proxies that a test cuts, as a restart or fail-over would. */
describe('requests while a dependency is unreachable', () => {
  let app: TestApp;
  let database: Awaited<ReturnType<typeof proxyUrl>>;
  let redis: Awaited<ReturnType<typeof proxyUrl>>;

  beforeAll(async () => {
    database = await proxyUrl(process.env.DATABASE_URL!);
    redis = await proxyUrl(process.env.REDIS_URL!);
    app = await createTestApp({ env: { DATABASE_URL: database.url, REDIS_URL: redis.url } });
  });
  afterAll(async () => {
    database.proxy.restore();
    redis.proxy.restore();
    await app.close();
    await Promise.all([database.proxy.close(), redis.proxy.close()]);
  });

  it('answer 503 at once without the database, with a message for people, and work again with the same app once it is back', async () => {
    const customer = await registerCustomer(app);
    database.proxy.cut();
    try {
      // The session store's own pool (a signed-in read), the ORM (a signed-out write), and both together.
      for (const request of [
        customer.agent.get('/api/user'),
        app.http().post('/api/login').send({ email: customer.email, password: customer.password }),
        customer.agent.get('/api/receptionists'),
      ]) {
        const started = Date.now();
        const response = await request.expect(503);
        expect(Date.now() - started).toBeLessThan(1000);
        expect(response.body).toMatchObject({
          statusCode: 503,
          code: 'DATABASE.UNAVAILABLE',
          message: 'We cannot reach our database at the moment. Please try again in a minute',
        });
      }
      await app.http().get('/api/plans').expect(200);
    } finally {
      database.proxy.restore();
    }
    await waitUntil(async () => (await customer.agent.get('/api/user')).status === 200, 10_000, 'the signed-in read to work again');
    await customer.agent.get('/api/receptionists').expect(200);
  });

  it('answer 503 at once where Redis itself is needed, and keep working where it is not', async () => {
    const admin = await signInAdmin(app);
    redis.proxy.cut();
    try {
      const started = Date.now();
      const response = await admin.post('/api/admin/queues/mail/retry').expect(503);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(response.body).toMatchObject({
        code: 'UNAVAILABLE',
        message: 'A service we depend on is not answering at the moment. Please try again in a minute',
      });
      await admin.get('/api/admin/queues').expect(200);
    } finally {
      redis.proxy.restore();
    }
  });
});
