import { EntityManager } from '@mikro-orm/postgresql';
import { clientIp, registerCustomer, uniqueEmail } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

describe('registration, sign-in and sign-out', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());
  // Each from an address of its own, as sign-ups are limited per address.
  const register = (agent = app.http()) => agent.post('/api/register').set('X-Forwarded-For', clientIp());

  describe('POST /api/register', () => {
    it('creates a customer, signs it in, and never returns secrets', async () => {
      const agent = app.http();
      const email = uniqueEmail();
      const response = await register(agent)
        .send({
          email,
          password: 'long enough',
          firstName: 'Ada',
          lastName: 'Lovelace',
          phoneNumber: '+1 555 0100',
          companyName: 'Engines',
          companySize: '11-50',
        })
        .expect(201);
      expect(response.body).toMatchObject({ email, firstName: 'Ada', role: 'user', subscriptionStatus: 'none', subscriptionPlan: null, companySize: '11-50' });
      expect(JSON.stringify(response.body)).not.toMatch(/password|hash|argon|token|sid/i);
      expect(response.headers['set-cookie']?.[0]).toMatch(/^sid=.*HttpOnly.*SameSite=Lax/i);
      const me = await agent.get('/api/user').expect(200);
      expect(me.body.email).toBe(email);
    });

    it('keeps the time zone the browser sent, and gives America/New_York when it sent none or one the server does not know', async () => {
      const zoneOf = async (timeZone?: unknown) =>
        (await register().send({ email: uniqueEmail(), password: 'long enough', timeZone }).expect(201)).body.timeZone as string;
      expect(await zoneOf('Europe/Berlin')).toBe('Europe/Berlin');
      expect(await zoneOf('asia/tokyo')).toBe('Asia/Tokyo');
      expect(await zoneOf(undefined)).toBe('America/New_York');
      expect(await zoneOf('Mars/Olympus_Mons')).toBe('America/New_York');
      expect(await zoneOf(12)).toBe('America/New_York');
    });

    it('ignores a role sent with the form: everyone registers as a customer', async () => {
      const agent = app.http();
      const response = await register(agent).send({ email: uniqueEmail(), password: 'long enough', role: 'admin' }).expect(201);
      expect(response.body.role).toBe('user');
      await agent.get('/api/admin/me').expect(403);
    });

    it('refuses an e-mail already registered, whatever its case, with 409', async () => {
      const { email } = await registerCustomer(app);
      const response = await register().send({ email: email.toUpperCase(), password: 'long enough' }).expect(409);
      expect(response.body).toMatchObject({ code: 'AUTH.EMAIL_TAKEN', message: 'An account with this email already exists' });
    });

    it.each([
      [{ password: 'long enough' }, 'email', 'Email is required'],
      [{ email: 'not-an-email', password: 'long enough' }, 'email', 'Please enter a valid email'],
      [{ email: 'short@example.com', password: 'short' }, 'password', 'Password must be at least 8 characters'],
      [{ email: 'long@example.com', password: 'x'.repeat(101) }, 'password', 'Password is too long'],
      [{ email: 'size@example.com', password: 'long enough', companySize: '5000' }, 'companySize', 'Please select your company size'],
    ])('answers %j with 400 and the field message', async (body, field, message) => {
      const response = await register().send(body).expect(400);
      expect(response.body.errors[field]).toBe(message);
      expect(response.body.message).toBe(message);
    });

    it('stores nothing when the input is invalid', async () => {
      const email = uniqueEmail();
      await register().send({ email, password: 'short' }).expect(400);
      await app.http().post('/api/login').send({ email, password: 'short' }).expect(401);
    });
  });

  describe('POST /api/login', () => {
    it('signs in with the e-mail in any case and the right password', async () => {
      const { email, password } = await registerCustomer(app);
      const agent = app.http();
      const response = await agent.post('/api/login').set('X-Forwarded-For', clientIp()).send({ email: email.toUpperCase(), password }).expect(200);
      expect(response.body.email).toBe(email);
      await agent.get('/api/user').expect(200);
    });

    it('answers a wrong password and an unknown e-mail alike', async () => {
      const { email } = await registerCustomer(app);
      const wrong = await app.http().post('/api/login').set('X-Forwarded-For', clientIp()).send({ email, password: 'wrong password' }).expect(401);
      const unknown = await app
        .http()
        .post('/api/login')
        .set('X-Forwarded-For', clientIp())
        .send({ email: uniqueEmail(), password: 'wrong password' })
        .expect(401);
      expect(wrong.body).toMatchObject({ code: 'AUTH.INVALID_CREDENTIALS', message: 'Invalid email or password' });
      expect(unknown.body).toMatchObject({ code: 'AUTH.INVALID_CREDENTIALS', message: 'Invalid email or password' });
    });

    it.each([
      [{ password: 'x' }, 'email', 'Email is required'],
      [{ email: 'nope', password: 'x' }, 'email', 'Please enter a valid email'],
      [{ email: 'a@example.com' }, 'password', 'Password is required'],
    ])('answers %j with 400 and the field message', async (body, field, message) => {
      const response = await app.http().post('/api/login').send(body).expect(400);
      expect(response.body.errors[field]).toBe(message);
    });

    it('gives a new session id at sign-in; the cookie from before is dead afterwards (no fixation)', async () => {
      const { email, password, agent } = await registerCustomer(app);
      const before = await agent.get('/api/user').expect(200);
      const oldCookie = before.request.cookies ?? '';
      const relogin = await agent.post('/api/login').set('X-Forwarded-For', clientIp()).send({ email, password }).expect(200);
      const newCookie = relogin.headers['set-cookie'][0].split(';')[0];
      expect(newCookie).not.toBe(oldCookie);
      await app.http().get('/api/user').set('Cookie', oldCookie).expect(401);
      await app.http().get('/api/user').set('Cookie', newCookie).expect(200);
    });

    it('marks the cookie Secure behind TLS (a trusted proxy saying https), and only then', async () => {
      const { email, password } = await registerCustomer(app);
      const overTls = await app
        .http()
        .post('/api/login')
        .set('X-Forwarded-For', clientIp())
        .set('X-Forwarded-Proto', 'https')
        .send({ email, password })
        .expect(200);
      expect(overTls.headers['set-cookie'][0]).toMatch(/; Secure/i);
      const plain = await app.http().post('/api/login').set('X-Forwarded-For', clientIp()).send({ email, password }).expect(200);
      expect(plain.headers['set-cookie'][0]).not.toMatch(/; Secure/i);
    });

    it('sets a 24-hour idle cookie for customers', async () => {
      const { email, password } = await registerCustomer(app);
      const response = await app.http().post('/api/login').set('X-Forwarded-For', clientIp()).send({ email, password }).expect(200);
      const expires = new Date(/Expires=([^;]+)/.exec(response.headers['set-cookie'][0])![1]).getTime();
      expect(expires - Date.now()).toBeGreaterThan(23.9 * 3600_000);
      expect(expires - Date.now()).toBeLessThanOrEqual(24 * 3600_000 + 1000);
    });

    it('slides the session expiry, in the row and the cookie, at most once a minute', async () => {
      const { id, agent } = await registerCustomer(app);
      const connection = app.get(EntityManager).getConnection();
      const stored = async () => {
        const [row] = await connection.execute<{ idle_expires_at: Date; last_seen_at: Date }[]>(
          'select idle_expires_at, last_seen_at from user_sessions where user_id = ?',
          [id],
        );
        return { idle: new Date(row.idle_expires_at).getTime(), lastSeen: new Date(row.last_seen_at).getTime() };
      };
      const fresh = await agent.get('/api/user').expect(200);
      expect(fresh.headers['set-cookie']).toBeUndefined(); // within the minute after sign-up: nothing re-sent

      // Two minutes later, as far as the session knows.
      await connection.execute(
        "update user_sessions set last_seen_at = last_seen_at - interval '2 minutes', idle_expires_at = idle_expires_at - interval '2 minutes' where user_id = ?",
        [id],
      );
      const aged = await stored();
      const renewed = await agent.get('/api/user').expect(200);
      const cookieExpires = new Date(/Expires=([^;]+)/.exec(renewed.headers['set-cookie'][0])![1]).getTime();
      expect(cookieExpires - Date.now()).toBeGreaterThan(24 * 3600_000 - 10_000);
      const touched = await stored();
      expect(touched.idle).toBeGreaterThan(aged.idle + 2 * 60_000 - 10_000);
      expect(touched.lastSeen).toBeGreaterThan(aged.lastSeen + 2 * 60_000 - 10_000);

      const next = await agent.get('/api/user').expect(200);
      expect(next.headers['set-cookie']).toBeUndefined();
      expect(await stored()).toEqual(touched); // nothing written within the minute
    });

    it('ends a session idle past its expiry, however young', async () => {
      const { id, agent } = await registerCustomer(app);
      await agent.get('/api/user').expect(200);
      await app.get(EntityManager).getConnection().execute("update user_sessions set idle_expires_at = now() - interval '1 second' where user_id = ?", [id]);
      await agent.get('/api/user').expect(401);
    });
  });

  describe('POST /api/logout', () => {
    it('destroys the session server-side: the old cookie replayed gets 401', async () => {
      const { agent } = await registerCustomer(app);
      const me = await agent.get('/api/user').expect(200);
      const cookie = me.request.cookies ?? '';
      const response = await agent.post('/api/logout').expect(200);
      expect(response.body).toEqual({ success: true, message: 'Logged out successfully' });
      await agent.get('/api/user').expect(401);
      await app.http().get('/api/user').set('Cookie', cookie).expect(401);
    });

    it('answers the same when already signed out', async () => {
      await app.http().post('/api/logout').expect(200);
    });
  });

  describe('throttling', () => {
    it('refuses the 11th attempt on one account from one address within 15 minutes; the right password from another address gets in', async () => {
      const { email, password } = await registerCustomer(app);
      const ip = clientIp();
      for (let attempt = 0; attempt < 10; attempt++) {
        await app.http().post('/api/login').set('X-Forwarded-For', ip).send({ email, password: 'wrong password' }).expect(401);
      }
      const throttled = await app.http().post('/api/login').set('X-Forwarded-For', ip).send({ email, password }).expect(429);
      expect(throttled.body.code).toBe('AUTH.LOGIN_THROTTLED');
      expect(throttled.body.message).toMatch(/^Too many failed login attempts\. Please try again in 1[45] minutes\.$/);
      await app.http().post('/api/login').set('X-Forwarded-For', clientIp()).send({ email, password }).expect(200);
    });

    it('refuses guesses past the 10th on one account from one address when they come at once', async () => {
      const { email } = await registerCustomer(app);
      const ip = clientIp();
      const guesses = await Promise.all(
        Array.from({ length: 14 }, () => app.http().post('/api/login').set('X-Forwarded-For', ip).send({ email, password: 'wrong password' })),
      );
      expect(guesses.map((guess) => guess.status).sort()).toEqual([...Array(10).fill(401), ...Array(4).fill(429)]);
    });

    it('refuses the 31st failed attempt from one address within an hour, whatever the account', async () => {
      const ip = clientIp();
      for (let attempt = 0; attempt < 30; attempt++) {
        await app.http().post('/api/login').set('X-Forwarded-For', ip).send({ email: uniqueEmail(), password: 'wrong password' }).expect(401);
      }
      const { email, password } = await registerCustomer(app);
      await app.http().post('/api/login').set('X-Forwarded-For', ip).send({ email, password }).expect(429);
      await app.http().post('/api/login').set('X-Forwarded-For', clientIp()).send({ email, password }).expect(200);
    });

    it("forgets an address's failures on an account after a successful sign-in", async () => {
      const { email, password } = await registerCustomer(app);
      const ip = clientIp();
      for (let attempt = 0; attempt < 9; attempt++) {
        await app.http().post('/api/login').set('X-Forwarded-For', ip).send({ email, password: 'wrong password' }).expect(401);
      }
      await app.http().post('/api/login').set('X-Forwarded-For', ip).send({ email, password }).expect(200);
      await app.http().post('/api/login').set('X-Forwarded-For', ip).send({ email, password: 'wrong password' }).expect(401);
      await app.http().post('/api/login').set('X-Forwarded-For', ip).send({ email, password }).expect(200);
    });
  });
});
