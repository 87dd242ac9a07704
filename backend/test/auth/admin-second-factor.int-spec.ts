import { EntityManager } from '@mikro-orm/postgresql';
import type TestAgent from 'supertest/lib/agent';
import { AuditLogEntry } from '../../src/modules/audit/audit-log.entity';
import { AdminRecoveryCode, AdminSecondFactor } from '../../src/modules/auth/admin-second-factor.entity';
import { User } from '../../src/modules/users/user.entity';
import { authenticatorCode, clientIp, registerCustomer, signInAdministrator, totpCode } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

const STEP_MS = 30_000;

describe("administrators' second factor (TOTP with recovery codes)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  /** An administrator who has never signed in (no authenticator yet). */
  async function newAdministrator() {
    const account = await registerCustomer(app, { firstName: 'Ada', lastName: 'Admin' });
    await app.get(EntityManager).fork().nativeUpdate(User, { id: account.id }, { role: 'admin' });
    return account;
  }

  async function passwordStep(account: { email: string; password: string }, agent = app.http(), ip = clientIp()) {
    const response = await agent.post('/api/admin/login').set('X-Forwarded-For', ip).send({ email: account.email, password: account.password }).expect(200);
    return { agent, ip, body: response.body as { step: string; secret?: string; otpauthUri?: string }, response };
  }

  const secretOf = async (userId: number) => (await app.get(EntityManager).fork().findOneOrFail(AdminSecondFactor, { user: userId })).secret;
  const sessionCookie = (headers: Record<string, string[] | string | undefined>) => String(headers['set-cookie'] ?? '').split(';')[0];

  it('signs nobody in at the right password: a new session id holds a pending sign-in that no admin or customer route accepts', async () => {
    const account = await newAdministrator();
    const agent = app.http();
    const customerSession = await agent
      .post('/api/login')
      .set('X-Forwarded-For', clientIp())
      .send({ email: account.email, password: account.password })
      .expect(200);
    const { body, response } = await passwordStep(account, agent);
    expect(sessionCookie(response.headers)).not.toBe(sessionCookie(customerSession.headers));
    expect(body).toEqual({ step: 'enroll', secret: expect.stringMatching(/^[A-Z2-7]{32}$/), otpauthUri: expect.stringContaining(`secret=${body.secret}`) });
    expect(body.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    await agent.get('/api/admin/me').expect(401);
    await agent.get('/api/admin/users').expect(401);
    await agent.get('/api/user').expect(401); // the customer session it replaced is gone too
  });

  it('enrols at the first sign-in: the same secret until confirmed, then the session and ten single-use recovery codes, stored hashed', async () => {
    const account = await newAdministrator();
    const first = await passwordStep(account);
    const again = await passwordStep(account);
    expect(again.body.secret).toBe(first.body.secret);

    const wrong = await again.agent
      .post('/api/admin/login/enroll')
      .set('X-Forwarded-For', again.ip)
      .send({ code: totpCode(first.body.secret!, Date.now() + 5 * STEP_MS) })
      .expect(401);
    expect(wrong.body).toMatchObject({ code: 'ADMIN_2FA.INVALID_CODE' });
    await again.agent.get('/api/admin/me').expect(401);

    const enrolled = await again.agent
      .post('/api/admin/login/enroll')
      .set('X-Forwarded-For', again.ip)
      .send({ code: totpCode(first.body.secret!) })
      .expect(200);
    expect(enrolled.body.user).toMatchObject({ email: account.email, role: 'admin' });
    const codes: string[] = enrolled.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect((await again.agent.get('/api/admin/me').expect(200)).body.email).toBe(account.email);

    const stored = await app.get(EntityManager).fork().find(AdminRecoveryCode, { user: account.id });
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(codes.some((code) => row.codeHash.includes(code.replace('-', '')))).toBe(false);

    // Enrolled: the next password step asks for a code and shows no secret; enrolling again is refused.
    const next = await passwordStep(account);
    expect(next.body).toEqual({ step: 'verify' });
    const reenrol = await next.agent
      .post('/api/admin/login/enroll')
      .set('X-Forwarded-For', next.ip)
      .send({ code: totpCode(first.body.secret!, Date.now() + STEP_MS) })
      .expect(409);
    expect(reenrol.body.code).toBe('ADMIN_2FA.ALREADY_ENROLLED');
  });

  it('accepts a code of the current step ±1, and never the same step twice (replay)', async () => {
    const account = await newAdministrator();
    const { recoveryCodes } = await signInAdministrator(app, account.email, account.password);
    expect(recoveryCodes).toHaveLength(10);
    const secret = await secretOf(account.id);
    // The step the enrolment used, read back rather than assumed: a step boundary may pass between enrolment and now.
    const usedStep = (await app.get(EntityManager).fork().findOneOrFail(AdminSecondFactor, { user: account.id })).lastUsedStep!;
    const codeOfStep = (step: number) => totpCode(secret, step * STEP_MS);
    // The same code is a replay.
    const replay = await passwordStep(account);
    const refused = await replay.agent
      .post('/api/admin/login/verify')
      .set('X-Forwarded-For', replay.ip)
      .send({ code: codeOfStep(usedStep) })
      .expect(401);
    expect(refused.body).toMatchObject({ code: 'ADMIN_2FA.INVALID_CODE', message: 'Invalid code. Please try again.' });
    await replay.agent.get('/api/admin/me').expect(401);

    const nextStep = codeOfStep(usedStep + 1); // the step after (now, or a phone clock one step ahead)
    await replay.agent.post('/api/admin/login/verify').set('X-Forwarded-For', replay.ip).send({ code: nextStep }).expect(200);
    await replay.agent.get('/api/admin/me').expect(200);

    const again = await passwordStep(account);
    await again.agent.post('/api/admin/login/verify').set('X-Forwarded-For', again.ip).send({ code: nextStep }).expect(401);
    const farAhead = await passwordStep(account);
    await farAhead.agent
      .post('/api/admin/login/verify')
      .set('X-Forwarded-For', farAhead.ip)
      .send({ code: totpCode(secret, Date.now() + 3 * STEP_MS) })
      .expect(401);
  });

  it('accepts each recovery code once, however it is typed', async () => {
    const account = await newAdministrator();
    const { recoveryCodes } = await signInAdministrator(app, account.email, account.password);
    const code = recoveryCodes![3];
    const first = await passwordStep(account);
    await first.agent
      .post('/api/admin/login/verify')
      .set('X-Forwarded-For', first.ip)
      .send({ recoveryCode: ` ${code.toUpperCase()} ` })
      .expect(200);
    await first.agent.get('/api/admin/me').expect(200);

    const second = await passwordStep(account);
    const refused = await second.agent.post('/api/admin/login/verify').set('X-Forwarded-For', second.ip).send({ recoveryCode: code }).expect(401);
    expect(refused.body.code).toBe('ADMIN_2FA.INVALID_CODE');
    await second.agent.post('/api/admin/login/verify').set('X-Forwarded-For', second.ip).send({ recoveryCode: recoveryCodes![4] }).expect(200);
    const used = await app
      .get(EntityManager)
      .fork()
      .count(AdminRecoveryCode, { user: account.id, usedAt: { $ne: null } });
    expect(used).toBe(2);
  });

  it('ends the pending sign-in after 5 minutes', async () => {
    const account = await newAdministrator();
    await signInAdministrator(app, account.email, account.password);
    const pending = await passwordStep(account);
    await app
      .get(EntityManager)
      .getConnection()
      .execute(
        "update user_sessions set idle_expires_at = now() - interval '1 millisecond', absolute_expires_at = now() - interval '1 millisecond' where user_id = ? and pending_second_factor",
        [account.id],
      );
    const expired = await pending.agent
      .post('/api/admin/login/verify')
      .set('X-Forwarded-For', pending.ip)
      .send({ code: await authenticatorCode(app, account.email) })
      .expect(401);
    expect(expired.body).toMatchObject({ code: 'ADMIN_2FA.SIGN_IN_EXPIRED' });
    await pending.agent.get('/api/admin/me').expect(401);
  });

  it('answers the second-factor steps only after the right password', async () => {
    const response = await app.http().post('/api/admin/login/verify').set('X-Forwarded-For', clientIp()).send({ code: '123456' }).expect(401);
    expect(response.body.code).toBe('ADMIN_2FA.SIGN_IN_EXPIRED');
    await app.http().post('/api/admin/login/enroll').set('X-Forwarded-For', clientIp()).send({ code: '123456' }).expect(401);
    const { agent } = await registerCustomer(app);
    await agent.post('/api/admin/login/verify').set('X-Forwarded-For', clientIp()).send({ code: '123456' }).expect(401);
    const badShape = await app.http().post('/api/admin/login/verify').set('X-Forwarded-For', clientIp()).send({}).expect(400);
    expect(badShape.body.message).toMatch(/6-digit code/);
  });

  it('allows 3 wrong codes per sign-in, then it must start over; each failure is in the audit log', async () => {
    const account = await newAdministrator();
    await signInAdministrator(app, account.email, account.password);
    const pending = await passwordStep(account);
    const wrong = () => pending.agent.post('/api/admin/login/verify').set('X-Forwarded-For', pending.ip).send({ code: '000000' });
    expect((await wrong()).body.code).toBe('ADMIN_2FA.INVALID_CODE');
    expect((await pending.agent.post('/api/admin/login/verify').set('X-Forwarded-For', pending.ip).send({ recoveryCode: 'aaaaa-bbbbb' })).body.code).toBe(
      'ADMIN_2FA.INVALID_CODE',
    );
    const third = await wrong();
    expect(third.status).toBe(401);
    expect(third.body).toMatchObject({ code: 'ADMIN_2FA.TOO_MANY_WRONG_CODES', message: 'Too many wrong codes. Please enter your email and password again.' });
    const right = await pending.agent
      .post('/api/admin/login/verify')
      .set('X-Forwarded-For', pending.ip)
      .send({ code: await authenticatorCode(app, account.email) })
      .expect(401);
    expect(right.body.code).toBe('ADMIN_2FA.SIGN_IN_EXPIRED');

    const logged = await app
      .get(EntityManager)
      .fork()
      .find(AuditLogEntry, { action: 'admin.second_factor_failed', targetId: String(account.id) }, { orderBy: { id: 'asc' } });
    expect(logged.map((entry) => entry.details)).toEqual([
      { email: account.email, ip: pending.ip, method: 'totp' },
      { email: account.email, ip: pending.ip, method: 'recovery_code' },
      { email: account.email, ip: pending.ip, method: 'totp' },
    ]);
  });

  it('limits wrong codes per administrator across sign-ins and addresses: 429 with the wait, even for the right code', async () => {
    const account = await newAdministrator();
    await signInAdministrator(app, account.email, account.password);
    let pending = await passwordStep(account);
    for (let attempt = 1; attempt <= 10; attempt++) {
      if (attempt % 3 === 1) pending = await passwordStep(account); // a new sign-in before each one's own limit
      await pending.agent.post('/api/admin/login/verify').set('X-Forwarded-For', pending.ip).send({ code: '000000' }).expect(401);
    }
    const fresh = await passwordStep(account);
    const throttled = await fresh.agent
      .post('/api/admin/login/verify')
      .set('X-Forwarded-For', fresh.ip)
      .send({ code: await authenticatorCode(app, account.email) })
      .expect(429);
    expect(throttled.body).toMatchObject({
      code: 'ADMIN_2FA.THROTTLED',
      message: expect.stringMatching(/^Too many wrong codes\. Please try again in \d+ minutes?\.$/),
    });
    await fresh.agent.get('/api/admin/me').expect(401);
  });

  it('lets the signed-in administrator replace the recovery codes with a current code; the old ones stop working', async () => {
    const account = await newAdministrator();
    const { agent, recoveryCodes } = await signInAdministrator(app, account.email, account.password);
    const wrong = await agent.post('/api/admin/second-factor/recovery-codes').set('X-Forwarded-For', clientIp()).send({ code: '000000' }).expect(400);
    expect(wrong.body.code).toBe('ADMIN_2FA.WRONG_CURRENT_CODE');
    const fresh = await agent
      .post('/api/admin/second-factor/recovery-codes')
      .set('X-Forwarded-For', clientIp())
      .send({ code: await authenticatorCode(app, account.email) })
      .expect(200);
    expect(fresh.body.recoveryCodes).toHaveLength(10);

    const old = await passwordStep(account);
    await old.agent.post('/api/admin/login/verify').set('X-Forwarded-For', old.ip).send({ recoveryCode: recoveryCodes![0] }).expect(401);
    await old.agent.post('/api/admin/login/verify').set('X-Forwarded-For', old.ip).send({ recoveryCode: fresh.body.recoveryCodes[0] }).expect(200);
    const { agent: customer } = await registerCustomer(app);
    await customer.post('/api/admin/second-factor/recovery-codes').set('X-Forwarded-For', clientIp()).send({ code: '000000' }).expect(403);
  });

  it('keeps the pending sign-in away from every admin route (the guard wants the completed second factor)', async () => {
    const account = await newAdministrator();
    await signInAdministrator(app, account.email, account.password);
    const { agent }: { agent: TestAgent } = await passwordStep(account);
    for (const path of ['/api/admin/me', '/api/admin/users', '/api/admin/audit-log', '/api/admin/queues']) await agent.get(path).expect(401);
    await agent
      .post('/api/admin/second-factor/recovery-codes')
      .send({ code: await authenticatorCode(app, account.email) })
      .expect(401);
  });
});
