import { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../../src/modules/users/user.entity';
import { clientIp, uniqueEmail } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

const signUp = (app: TestApp, ip: string, email = uniqueEmail('signup')) =>
  app.http().post('/api/register').set('X-Forwarded-For', ip).send({ email, password: 'correct horse battery', firstName: 'Grace' });

describe('sign-up limit per address (POST /api/register)', () => {
  describe('by default', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp();
    });
    afterAll(() => app.close());

    it('allows 20 sign-ups an hour from one address, then answers 429 with when to retry and creates nobody', async () => {
      const ip = clientIp();
      for (let attempt = 0; attempt < 20; attempt++) await signUp(app, ip).expect(201);
      const email = uniqueEmail('signup');
      const throttled = await signUp(app, ip, email).expect(429);
      expect(throttled.body).toMatchObject({ statusCode: 429, code: 'AUTH.REGISTER_THROTTLED' });
      expect(throttled.body.message).toMatch(/^Too many sign-up attempts\. Please try again in (60|59) minutes\.$/);
      expect(await app.get(EntityManager).fork().count(User, { email })).toBe(0);
      await signUp(app, clientIp()).expect(201); // another address is not affected
    });

    it('counts refused attempts too (an e-mail already taken), so the limit also caps probing which e-mails exist', async () => {
      const ip = clientIp();
      const email = uniqueEmail('taken');
      await signUp(app, ip, email).expect(201);
      for (let attempt = 1; attempt < 20; attempt++) await signUp(app, ip, email).expect(409);
      await signUp(app, ip, email).expect(429);
    });

    it('lets exactly 20 through when 25 come at once from one address', async () => {
      const ip = clientIp();
      const answers = await Promise.all(Array.from({ length: 25 }, () => signUp(app, ip)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(20).fill(201), ...Array(5).fill(429)]);
    });
  });

  it('follows REGISTER_LIMIT_PER_HOUR', async () => {
    const app = await createTestApp({ env: { REGISTER_LIMIT_PER_HOUR: '2' } });
    try {
      const ip = clientIp();
      await signUp(app, ip).expect(201);
      await signUp(app, ip).expect(201);
      await signUp(app, ip).expect(429);

      // An IPv6 client holds a whole /64: rotating through its addresses does not escape the limit.
      const block = () => `2001:db8:${randomHex()}:${randomHex()}`;
      const [home, neighbour] = [block(), block()];
      await signUp(app, `${home}::1`).expect(201);
      await signUp(app, `${home}::2`).expect(201);
      await signUp(app, `${home}:ffff:ffff:ffff:ffff`).expect(429);
      await signUp(app, `${neighbour}::1`).expect(201);
    } finally {
      await app.close();
    }
  });
});

const randomHex = () => Math.floor(Math.random() * 0xffff).toString(16);
