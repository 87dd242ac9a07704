import { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../../src/modules/users/user.entity';
import { clientIp, registerCustomer, totpCode } from '../support/accounts';
import { proxyUrl } from '../support/tcp-proxy';
import { createTestApp, type TestApp } from '../support/test-app';
import { waitUntil } from '../support/wait';

/** The api with Redis behind a proxy the test cuts: the second factor's limits fail closed, the other limits stay open. */
describe("administrators' second factor while Redis is unreachable", () => {
  let app: TestApp;
  let redis: Awaited<ReturnType<typeof proxyUrl>>;

  beforeAll(async () => {
    redis = await proxyUrl(process.env.REDIS_URL!);
    app = await createTestApp({ env: { REDIS_URL: redis.url } });
  });
  afterEach(() => redis.proxy.restore());
  afterAll(async () => {
    await app.close();
    await redis.proxy.close();
  });

  const redisAnswers = async () => (await app.http().get('/api/health')).body.redis === 'up';

  /** Refused without checking the code: 503, Retry-After, and the catalogue's message with the wait. */
  function expectRefusedUntilRedisIsBack(response: { status: number; headers: Record<string, unknown>; body: unknown }) {
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.body).toMatchObject({
      statusCode: 503,
      code: 'ADMIN_2FA.UNAVAILABLE',
      message: 'We cannot check sign-in codes at the moment. Please try again in 30 seconds.',
    });
  }

  it('refuses every code with 503 and Retry-After, counts none, and takes the right code once Redis is back', async () => {
    const account = await registerCustomer(app, { firstName: 'Ada', lastName: 'Admin' });
    await app.get(EntityManager).fork().nativeUpdate(User, { id: account.id }, { role: 'admin' });
    const ip = clientIp();
    redis.proxy.cut();
    await waitUntil(async () => !(await redisAnswers()), 5000, 'Redis to be unreachable');

    // The password step's limits still let sign-ins through (they fail open).
    const agent = app.http();
    const step = await agent.post('/api/admin/login').set('X-Forwarded-For', ip).send({ email: account.email, password: account.password }).expect(200);
    const secret: string = step.body.secret;

    // More wrong codes than either limit allows: none is checked or counted, so none ends the pending sign-in.
    for (let attempt = 0; attempt < 12; attempt++) {
      expectRefusedUntilRedisIsBack(await agent.post('/api/admin/login/enroll').set('X-Forwarded-For', ip).send({ code: '000000' }));
    }
    expectRefusedUntilRedisIsBack(
      await agent
        .post('/api/admin/login/enroll')
        .set('X-Forwarded-For', ip)
        .send({ code: totpCode(secret) }),
    );
    await agent.get('/api/admin/me').expect(401);

    redis.proxy.restore();
    await waitUntil(redisAnswers, 10_000, 'Redis to answer again');
    const enrolled = await agent
      .post('/api/admin/login/enroll')
      .set('X-Forwarded-For', ip)
      .send({ code: totpCode(secret) })
      .expect(200);
    expect(enrolled.body.user).toMatchObject({ email: account.email, role: 'admin' });

    // Signed in: replacing the recovery codes counts against the same limit, so it is refused too.
    redis.proxy.cut();
    await waitUntil(async () => !(await redisAnswers()), 5000, 'Redis to be unreachable');
    expectRefusedUntilRedisIsBack(await agent.post('/api/admin/second-factor/recovery-codes').send({ code: totpCode(secret, Date.now() + 30_000) }));
  });
});
