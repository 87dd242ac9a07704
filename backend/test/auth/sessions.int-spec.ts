import { createHash, randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import fc from 'fast-check';
import type { Response } from 'supertest';
import { WRONG_CODES_PER_SIGN_IN } from '../../src/modules/auth/auth-throttles';
import { hashLinkToken } from '../../src/modules/auth/link-tokens';
import { ResetToken } from '../../src/modules/auth/reset-token.entity';
import { authenticatorCode, clientIp, createAdministrator, registerCustomer } from '../support/accounts';
import { holdTransaction } from '../support/held-transaction';
import { createTestApp, type TestApp } from '../support/test-app';

const CHROME_ON_MACOS = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** The sessions table (docs/architecture.md#how-a-signed-in-request-is-served): its cookie, its revocations and its API. */
describe('sessions', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const sql = <T>(query: string, params: unknown[] = []) => app.get(EntityManager).fork().getConnection().execute<T[]>(query, params);
  const sessionCount = async (userId: number) =>
    Number((await sql<{ count: string }>('select count(*) from user_sessions where user_id = ?', [userId]))[0].count);
  /** Whether the session of this cookie has a row. */
  const stored = async (cookie: string) =>
    (await sql('select 1 from user_sessions where token_hash = ?', [createHash('sha256').update(cookie.slice('sid='.length)).digest('hex')])).length === 1;
  /** The `sid=<token>` pair a sign-in answered with. */
  const cookieOf = (response: Response) => {
    const line = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((candidate) => candidate.startsWith('sid='));
    if (!line) throw new Error(`no session cookie in ${response.status} ${response.text}`);
    return line.split(';')[0];
  };
  /** Signs the account in at the customer door from a browser of its own; the session's cookie. */
  const signIn = async (account: { email: string; password: string }, userAgent = CHROME_ON_MACOS, ip = clientIp()) =>
    cookieOf(await app.http().post('/api/login').set('X-Forwarded-For', ip).set('User-Agent', userAgent).send(account).expect(200));
  const userWith = (cookie: string) => app.http().get('/api/user').set('Cookie', cookie);
  const sessionsWith = (cookie: string) => app.http().get('/api/sessions').set('Cookie', cookie);

  describe('the cookie', () => {
    it('holds a random 256-bit token of which only the SHA-256 is stored', async () => {
      const customer = await registerCustomer(app);
      const cookie = await signIn(customer);
      const token = cookie.slice('sid='.length);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const hashes = (await sql<{ token_hash: string }>('select token_hash from user_sessions where user_id = ?', [customer.id])).map((row) => row.token_hash);
      expect(hashes).toContain(createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(await sql('select * from user_sessions where user_id = ?', [customer.id]))).not.toContain(token);
    });

    it('never adopts a token the browser brought to the sign-in (no fixation)', async () => {
      const customer = await registerCustomer(app);
      const planted = `sid=${randomBytes(32).toString('base64url')}`;
      const response = await app.http().post('/api/login').set('Cookie', planted).set('X-Forwarded-For', clientIp()).send(customer).expect(200);
      expect(cookieOf(response)).not.toBe(planted);
      await userWith(planted).expect(401);
      await userWith(cookieOf(response)).expect(200);
    });

    it('refuses a tampered cookie and keeps the real one working', async () => {
      const customer = await registerCustomer(app);
      const cookie = await signIn(customer);
      const last = cookie.at(-1)!;
      await userWith(`${cookie.slice(0, -1)}${last === 'A' ? 'B' : 'A'}`).expect(401);
      await userWith(`${cookie}x`).expect(401);
      await userWith(cookie.slice(0, -1)).expect(401);
      await userWith(cookie).expect(200);
    });

    it('answers 401, never a 500, to anything a client sends as cookies', async () => {
      const customer = await registerCustomer(app);
      const cookie = await signIn(customer);
      const token = cookie.slice('sid='.length);
      // What a header may carry (visible ASCII, spaces and tabs, and Latin-1): the HTTP client refuses the rest.
      const headerText = fc.string({
        unit: fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xff })).map((code) => String.fromCharCode(code)),
      });
      const cookieHeader = fc.oneof(
        headerText,
        headerText.map((value) => `sid=${value}`),
        fc.constantFrom('sid=', 'sid', '=', ';;;', 'sid=%', 'sid=%E0%A4%A', `sid=${encodeURIComponent(token)}%00`),
        fc.constantFrom(`sid=${token.toUpperCase()}`, `sid=${token.slice(1)}=`, `sid=s:${token}.signature`, `sid=${'A'.repeat(43)}`),
        fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => `sid=${Buffer.from(bytes).toString('base64url')}`),
        fc.tuple(headerText, headerText).map(([name, value]) => `${name}=${value}; sid=${value}`),
      );
      await fc.assert(
        fc.asyncProperty(cookieHeader, async (header) => {
          const read = await app.http().get('/api/user').set('Cookie', header);
          const list = await app.http().get('/api/sessions').set('Cookie', header);
          const signOut = await app.http().post('/api/logout').set('Cookie', header).set('X-Forwarded-For', clientIp());
          expect([read.status, list.status, signOut.status]).toEqual([401, 401, 200]);
        }),
        { numRuns: 60 },
      );
      await userWith(cookie).expect(200); // none of it signed the real session out
    });
  });

  it('signs in whatever a trusted proxy says the address and user agent are, keeping a bounded part of each', async () => {
    const customer = await registerCustomer(app);
    const address = `${'1234:'.repeat(30)}x`;
    const response = await app.http().post('/api/login').set('X-Forwarded-For', address).set('User-Agent', 'A'.repeat(5000)).send(customer).expect(200);
    const [listed] = (await sessionsWith(cookieOf(response)).expect(200)).body as { current: boolean; address: string; device: string }[];
    expect(listed).toMatchObject({ current: true, address: address.slice(0, 64), device: 'Unknown browser on an unknown system' });
  });

  it('keeps an ended session ended when a slow request on it finishes after the sign-out', async () => {
    const customer = await registerCustomer(app);
    const cookie = await signIn(customer);
    // A minute after its last write, as far as the session knows: the slow request's guard slides its expiry.
    await sql("update user_sessions set last_seen_at = now() - interval '2 minutes' where user_id = ?", [customer.id]);
    const holder = await holdTransaction();
    try {
      await holder.query('select 1 from users where id = $1 for update', [customer.id]);
      const slow = app
        .http()
        .patch('/api/user')
        .set('Cookie', cookie)
        .send({ firstName: 'Slow' })
        .then((response) => response);
      await holder.untilSomeoneWaits('the slow request waiting for the user row');
      await app.http().post('/api/logout').set('Cookie', cookie).expect(200);
      await holder.commit();
      expect((await slow).status).toBe(200);
    } finally {
      await holder.end();
    }
    await userWith(cookie).expect(401);
    expect(await stored(cookie)).toBe(false);
  });

  describe('revocation', () => {
    it('signs out everywhere else: the other sessions end at once, this one stays', async () => {
      const customer = await registerCustomer(app);
      const here = await signIn(customer);
      const elsewhere = [await signIn(customer, FIREFOX_ON_LINUX), await signIn(customer)];
      const answer = await app.http().post('/api/sessions/sign-out-others').set('Cookie', here).set('X-Forwarded-For', clientIp()).expect(200);
      expect(answer.body).toEqual({ success: true, message: 'Signed out everywhere else' });
      for (const cookie of elsewhere) await userWith(cookie).expect(401);
      await userWith(here).expect(200);
      const listed = (await sessionsWith(here).expect(200)).body as { current: boolean }[];
      expect(listed.map((session) => session.current)).toEqual([true]);
    });

    it('makes a stolen cookie useless once the owner signs out everywhere else or changes the password', async () => {
      const customer = await registerCustomer(app);
      const owner = await signIn(customer);
      const stolen = await signIn(customer);
      await userWith(stolen).expect(200);
      await app.http().post('/api/sessions/sign-out-others').set('Cookie', owner).set('X-Forwarded-For', clientIp()).expect(200);
      await userWith(stolen).expect(401);
      await app.http().get('/api/sessions').set('Cookie', stolen).expect(401);

      const stolenAgain = await signIn(customer);
      await app
        .http()
        .post('/api/user/change-password')
        .set('Cookie', owner)
        .set('X-Forwarded-For', clientIp())
        .send({ currentPassword: customer.password, newPassword: 'a brand new passphrase' })
        .expect(200);
      await userWith(stolenAgain).expect(401);
      await userWith(owner).expect(200);
    });

    it('ends every session of an account when it is deleted', async () => {
      const customer = await registerCustomer(app);
      const cookie = await signIn(customer);
      await sql('delete from users where id = ?', [customer.id]);
      await userWith(cookie).expect(401);
      expect(await sessionCount(customer.id)).toBe(0);
    });

    it('takes administrator rights away on the next request when the role changes', async () => {
      const admin = await createAdministrator(app);
      await admin.agent.get('/api/admin/me').expect(200);
      await sql("update users set role = 'user' where id = ?", [admin.id]);
      await admin.agent.get('/api/admin/me').expect(403);
    });
  });

  describe("an administrator's sign-in", () => {
    async function pendingSignIn(admin: { email: string; password: string }) {
      const ip = clientIp();
      const response = await app.http().post('/api/admin/login').set('X-Forwarded-For', ip).send(admin).expect(200);
      expect(response.body).toEqual({ step: 'verify' });
      const cookie = cookieOf(response);
      const verify = (body: object) => app.http().post('/api/admin/login/verify').set('Cookie', cookie).set('X-Forwarded-For', ip).send(body);
      return { cookie, verify };
    }

    it('gets a new token when the second factor completes: the pending one opens nothing, before or after', async () => {
      const admin = await createAdministrator(app);
      const pending = await pendingSignIn(admin);
      await app.http().get('/api/admin/me').set('Cookie', pending.cookie).expect(401);
      const completed = await pending.verify({ code: await authenticatorCode(app, admin.email) }).expect(200);
      const signedIn = cookieOf(completed);
      expect(signedIn).not.toBe(pending.cookie);
      await app.http().get('/api/admin/me').set('Cookie', signedIn).expect(200);
      await app.http().get('/api/admin/me').set('Cookie', pending.cookie).expect(401);
      expect((await pending.verify({ code: await authenticatorCode(app, admin.email) }).expect(401)).body.code).toBe('ADMIN_2FA.SIGN_IN_EXPIRED');
    });

    it('ends a pending administrator sign-in at a password reset', async () => {
      const admin = await createAdministrator(app);
      const pending = await pendingSignIn(admin);
      const token = randomBytes(32).toString('base64url');
      const em = app.get(EntityManager).fork();
      em.create(ResetToken, { user: admin.id, tokenHash: hashLinkToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
      await em.flush();
      await app.http().post('/api/reset-password').set('X-Forwarded-For', clientIp()).send({ token, newPassword: 'the reset passphrase' }).expect(200);

      const late = await pending.verify({ code: await authenticatorCode(app, admin.email) }).expect(401);
      expect(late.body.code).toBe('ADMIN_2FA.SIGN_IN_EXPIRED');
      await admin.agent.get('/api/admin/me').expect(401);
      expect(await sessionCount(admin.id)).toBe(0);
    });

    it(`counts parallel wrong codes in SQL: of six at once, ${WRONG_CODES_PER_SIGN_IN - 1} are INVALID_CODE, then the sign-in is over`, async () => {
      const admin = await createAdministrator(app);
      const pending = await pendingSignIn(admin);
      const answers = await Promise.all(Array.from({ length: 6 }, () => pending.verify({ code: '000000' })));
      const codes = answers.map((answer) => answer.body.code as string);
      expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(401));
      expect(codes.filter((code) => code === 'ADMIN_2FA.INVALID_CODE').length).toBe(WRONG_CODES_PER_SIGN_IN - 1);
      expect(codes.filter((code) => code === 'ADMIN_2FA.TOO_MANY_WRONG_CODES').length).toBeGreaterThanOrEqual(1);
      expect(codes.filter((code) => !['ADMIN_2FA.INVALID_CODE', 'ADMIN_2FA.TOO_MANY_WRONG_CODES', 'ADMIN_2FA.SIGN_IN_EXPIRED'].includes(code))).toEqual([]);
      const right = await pending.verify({ code: await authenticatorCode(app, admin.email) }).expect(401);
      expect(right.body.code).toBe('ADMIN_2FA.SIGN_IN_EXPIRED');
    });
  });

  describe('GET /api/sessions and DELETE /api/sessions/{id}', () => {
    it("lists the user's own sessions only, the current one marked, with device, address and times, never a token", async () => {
      const customer = await registerCustomer(app);
      const stranger = await registerCustomer(app);
      const strangerCookie = await signIn(stranger);
      const laptopIp = clientIp();
      const laptop = await signIn(customer, CHROME_ON_MACOS, laptopIp);
      const desktop = await signIn(customer, FIREFOX_ON_LINUX);

      const listed = (await sessionsWith(laptop).expect(200)).body as Record<string, unknown>[];
      const strangers = ((await sessionsWith(strangerCookie).expect(200)).body as { id: string }[]).map((session) => session.id);
      const own = (await sql<{ id: string }>('select id from user_sessions where user_id = ?', [customer.id])).map((row) => row.id);
      expect(listed.map((session) => session.id).sort()).toEqual(own.sort()); // the sign-up's session and the two sign-ins
      expect(listed.some((session) => strangers.includes(session.id as string))).toBe(false);
      expect(listed.filter((session) => session.current)).toEqual([
        {
          id: expect.any(String),
          current: true,
          device: 'Chrome on macOS',
          address: laptopIp,
          createdAt: expect.any(String),
          lastActiveAt: expect.any(String),
        },
      ]);
      expect(listed.find((session) => session.device === 'Firefox on Linux')).toMatchObject({ current: false });
      expect(JSON.stringify(listed)).not.toContain(laptop.slice('sid='.length));
      expect(JSON.stringify(listed)).not.toContain(desktop.slice('sid='.length));
      expect(JSON.stringify(listed)).not.toMatch(/[0-9a-f]{64}/); // no token hash either
    });

    it("signs out one session by its id; another user's id is not found and stays signed in", async () => {
      const customer = await registerCustomer(app);
      const stranger = await registerCustomer(app);
      const strangerCookie = await signIn(stranger);
      const here = await signIn(customer);
      const there = await signIn(customer, FIREFOX_ON_LINUX);
      const strangersId = ((await sessionsWith(strangerCookie).expect(200)).body as { id: string; current: boolean }[]).find((session) => session.current)!.id;
      const thereId = ((await sessionsWith(there).expect(200)).body as { id: string; current: boolean }[]).find((session) => session.current)!.id;
      const remove = (id: string) =>
        app
          .http()
          .delete(`/api/sessions/${encodeURIComponent(id)}`)
          .set('Cookie', here)
          .set('X-Forwarded-For', clientIp());

      const refused = await remove(strangersId).expect(404);
      expect(refused.body).toMatchObject({ code: 'AUTH.SESSION_NOT_FOUND' });
      await userWith(strangerCookie).expect(200);
      for (const made_up of ['not-a-uuid', '00000000-0000-0000-0000-000000000000', "' or 1=1 --"]) await remove(made_up).expect(404);

      await remove(thereId).expect(204);
      await userWith(there).expect(401);
      await userWith(here).expect(200);
    });

    it('signs out here when the current session is the one ended', async () => {
      const customer = await registerCustomer(app);
      const here = await signIn(customer);
      const hereId = ((await sessionsWith(here).expect(200)).body as { id: string; current: boolean }[]).find((session) => session.current)!.id;
      const answer = await app.http().delete(`/api/sessions/${hereId}`).set('Cookie', here).set('X-Forwarded-For', clientIp()).expect(204);
      expect(String(answer.headers['set-cookie'])).toMatch(/^sid=;/);
      await userWith(here).expect(401);
    });
  });
});
