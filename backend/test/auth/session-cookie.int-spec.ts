import type { Response } from 'supertest';
import { clientIp, registerCustomer } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

/** The session cookie's name and attributes, and requests carrying it twice (docs/architecture.md#how-a-signed-in-request-is-served). */
describe('the session cookie', () => {
  /** The Set-Cookie line of the cookie named `name` in an answer. */
  const cookieLine = (response: Response, name: string) => {
    const line = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((candidate) => candidate.startsWith(`${name}=`));
    if (!line) throw new Error(`no ${name} cookie in ${response.status} ${String(response.headers['set-cookie'])}`);
    return line;
  };

  /** A sign-in of `customer`, over TLS as a trusted proxy says it unless `overTls` is false. */
  function logIn(app: TestApp, customer: { email: string; password: string }, overTls = true) {
    const request = app.http().post('/api/login').set('X-Forwarded-For', clientIp());
    return (overTls ? request.set('X-Forwarded-Proto', 'https') : request).send({ email: customer.email, password: customer.password }).expect(200);
  }

  /** Signs a new customer in (over TLS); the session's `<name>=<token>` pair. */
  async function signIn(app: TestApp, name: string): Promise<string> {
    return cookieLine(await logIn(app, await registerCustomer(app)), name).split(';')[0];
  }

  describe('where the app is served over https (APP_URL https://…)', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp({ env: { APP_URL: 'https://app.example.com' } });
    });
    afterAll(() => app.close());

    it('is __Host-sid: Secure, Path=/, no Domain, even on a request that did not say it came over TLS', async () => {
      const customer = await registerCustomer(app);
      const overTls = await logIn(app, customer);
      const plain = await logIn(app, customer, false);
      for (const line of [cookieLine(overTls, '__Host-sid'), cookieLine(plain, '__Host-sid')]) {
        expect(line).toMatch(/; Secure/i);
        expect(line).toMatch(/; Path=\/(;|$)/i);
        expect(line).not.toMatch(/Domain=/i);
        expect(line).toMatch(/; HttpOnly/i);
      }
      expect(String(overTls.headers['set-cookie'])).not.toMatch(/(^|, )sid=/);
    });

    it('is read under that name only, and cleared with the attributes the prefix needs', async () => {
      const cookie = await signIn(app, '__Host-sid');
      const token = cookie.slice('__Host-sid='.length);
      await app.http().get('/api/user').set('Cookie', cookie).expect(200);
      await app.http().get('/api/user').set('Cookie', `sid=${token}`).expect(401);
      await app.http().get('/api/user').set('Cookie', `sid=${token}; ${cookie}`).expect(200); // another name is not a duplicate

      const signOut = await app.http().post('/api/logout').set('Cookie', cookie).set('X-Forwarded-For', clientIp()).expect(200);
      const cleared = cookieLine(signOut, '__Host-sid');
      expect(cleared).toMatch(/^__Host-sid=;/);
      expect(cleared).toMatch(/; Secure/i);
      expect(cleared).toMatch(/; Path=\/(;|$)/i);
      await app.http().get('/api/user').set('Cookie', cookie).expect(401);
    });

    it('is refused when sent twice', async () => {
      const cookie = await signIn(app, '__Host-sid');
      await app.http().get('/api/user').set('Cookie', `${cookie}; ${cookie}`).expect(401);
      await app.http().get('/api/user').set('Cookie', cookie).expect(200);
    });
  });

  describe('on a plain-http development server (APP_URL http://localhost:3000)', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp();
    });
    afterAll(() => app.close());

    it('keeps the bare name', async () => {
      const cookie = await signIn(app, 'sid');
      await app.http().get('/api/user').set('Cookie', cookie).expect(200);
      await app.http().get('/api/user').set('Cookie', `__Host-${cookie}`).expect(401);
    });

    it('treats a request carrying it twice as signed out, whichever comes first, and never as either session', async () => {
      const cookie = await signIn(app, 'sid');
      const other = await signIn(app, 'sid');
      const planted = `sid=${'A'.repeat(43)}`;
      for (const header of [
        `${cookie}; ${planted}`,
        `${planted}; ${cookie}`,
        `${cookie}; ${other}`,
        `${cookie}; ${cookie}`,
        `theme=dark;${cookie};  ${cookie}`,
      ]) {
        await app.http().get('/api/user').set('Cookie', header).expect(401);
        await app.http().get('/api/sessions').set('Cookie', header).expect(401);
        // Signing out only clears the browser's cookie: neither session it carried ends.
        const signOut = await app.http().post('/api/logout').set('Cookie', header).set('X-Forwarded-For', clientIp()).expect(200);
        expect(cookieLine(signOut, 'sid')).toMatch(/^sid=;/);
      }
      await app.http().get('/api/user').set('Cookie', cookie).expect(200);
      await app.http().get('/api/user').set('Cookie', other).expect(200);
    });
  });
});
