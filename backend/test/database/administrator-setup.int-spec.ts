import { EntityManager } from '@mikro-orm/postgresql';
import { verifyPassword } from '../../src/common/auth/password-hasher';
import { AdminEmailTakenError, ensureAdmin } from '../../src/modules/users/ensure-admin';
import { setupDatabase } from '../../src/scripts/setup-database';
import { User } from '../../src/modules/users/user.entity';
import { runAdminCommand } from '../../src/scripts/admin-command';
import type TestAgent from 'supertest/lib/agent';
import { OutboxEntry } from '../../src/jobs/outbox-entry.entity';
import { QUEUES } from '../../src/jobs/queues';
import { clientIp, registerCustomer, signInAdministrator, uniqueEmail } from '../support/accounts';
import { verificationLinkIn } from '../support/smtp-inbox';
import { createTestApp, type TestApp } from '../support/test-app';

/** Administrators are made by start-up (or another administrator), never taken: no account is ever promoted by its e-mail. */
describe('the administrator at start-up and the operators’ commands', () => {
  let app: TestApp;
  const url = process.env.DATABASE_URL!;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const userWith = (email: string) => app.get(EntityManager).fork().findOne(User, { email });

  /** The administrator moves to a new address: the password, then the link mailed to it (read from its outbox row; no worker here). */
  async function rename(agent: TestAgent, password: string): Promise<void> {
    const newEmail = uniqueEmail('renamed');
    await agent.patch('/api/user').set('X-Forwarded-For', clientIp()).send({ email: newEmail, currentPassword: password }).expect(200);
    const mail = await app
      .get(EntityManager)
      .fork()
      .findOneOrFail(OutboxEntry, { queue: QUEUES.mail, payload: { to: newEmail } }, { orderBy: { id: 'desc' } });
    const token = verificationLinkIn(String(mail.payload.text)).searchParams.get('token');
    await app.http().post('/api/verify-email').send({ token }).expect(200);
  }

  it('never promotes a customer who registered ADMIN_EMAIL first: ensureAdmin and the set-up entry point stop with what to do', async () => {
    const squatter = await registerCustomer(app, { password: 'the squatters own password' });
    const taken = ensureAdmin(app.get(EntityManager).fork(), squatter.email, 'the operators chosen password');
    await expect(taken).rejects.toThrow(AdminEmailTakenError);
    await expect(taken).rejects.toThrow(`ADMIN_EMAIL ${squatter.email} belongs to a customer account (user id ${squatter.id}), not to an administrator.`);
    await expect(setupDatabase(url, { email: squatter.email, password: 'the operators chosen password' })).rejects.toThrow(
      /Set ADMIN_EMAIL to an address no account uses/,
    );

    expect((await userWith(squatter.email))!.role).toBe('user');
    await app.http().post('/api/admin/login').set('X-Forwarded-For', clientIp()).send({ email: squatter.email, password: squatter.password }).expect(401);
  });

  it('creates the administrator with ADMIN_PASSWORD when no account holds ADMIN_EMAIL, and leaves an existing one as it is', async () => {
    const email = uniqueEmail('ops');
    expect(await setupDatabase(url, { email, password: 'first admin password' })).toMatchObject({ admin: { email, created: true } });
    const created = (await userWith(email))!;
    expect(created.role).toBe('admin');
    expect(await ensureAdmin(app.get(EntityManager).fork(), email, 'a rotated password')).toEqual({ email, created: false });
    const after = (await userWith(email))!;
    expect(after.passwordHash).toBe(created.passwordHash);
    expect(await verifyPassword(after.passwordHash, 'first admin password')).toBe(true);
  });

  it('creates a new administrator when the old one renamed their e-mail, and refuses a squatter who registered the freed address', async () => {
    const email = uniqueEmail('ops');
    await ensureAdmin(app.get(EntityManager).fork(), email, 'first admin password');
    const { agent } = await signInAdministrator(app, email, 'first admin password');
    await rename(agent, 'first admin password');
    expect(await userWith(email)).toBeNull();

    expect(await ensureAdmin(app.get(EntityManager).fork(), email, 'new admin password')).toEqual({ email, created: true });
    const fresh = (await userWith(email))!;
    expect(fresh.role).toBe('admin');
    expect(await verifyPassword(fresh.passwordHash, 'new admin password')).toBe(true);

    // The same address freed again, then registered by someone else before the next start: start-up stops.
    const { agent: freshAgent } = await signInAdministrator(app, email, 'new admin password');
    await rename(freshAgent, 'new admin password');
    await registerCustomer(app, { email, password: 'squatter password' });
    await expect(ensureAdmin(app.get(EntityManager).fork(), email, 'new admin password')).rejects.toThrow(AdminEmailTakenError);
    expect((await userWith(email))!.role).toBe('user');
  });

  it('changes the administrator password only through the command, which ends their sessions, and refuses a customer', async () => {
    const email = uniqueEmail('ops');
    await ensureAdmin(app.get(EntityManager).fork(), email, 'old admin password');
    const { agent } = await signInAdministrator(app, email, 'old admin password');
    const pending = app.http();
    await pending.post('/api/admin/login').set('X-Forwarded-For', clientIp()).send({ email, password: 'old admin password' }).expect(200);

    await setupDatabase(url, { email, password: 'new admin password' }); // a restart with a new ADMIN_PASSWORD changes nothing
    expect(await verifyPassword((await userWith(email))!.passwordHash, 'old admin password')).toBe(true);

    expect(await runAdminCommand('password', url, { email, password: 'new admin password' })).toMatch(/password set from ADMIN_PASSWORD/);
    await agent.get('/api/admin/me').expect(401);
    await pending.post('/api/admin/login/verify').set('X-Forwarded-For', clientIp()).send({ code: '123456' }).expect(401);
    await app.http().post('/api/admin/login').set('X-Forwarded-For', clientIp()).send({ email, password: 'old admin password' }).expect(401);
    await signInAdministrator(app, email, 'new admin password');

    const customer = await registerCustomer(app);
    await expect(runAdminCommand('password', url, { email: customer.email, password: 'taken over' })).rejects.toThrow(
      /is a customer account, not an administrator: refused/,
    );
    expect(await verifyPassword((await userWith(customer.email))!.passwordHash, customer.password)).toBe(true);
    await expect(runAdminCommand('password', url, { email })).rejects.toThrow(/Set ADMIN_PASSWORD/);
  });

  it('resets the second factor of an administrator who lost both authenticator and recovery codes', async () => {
    const email = uniqueEmail('ops');
    await ensureAdmin(app.get(EntityManager).fork(), email, 'admin password');
    const { agent } = await signInAdministrator(app, email, 'admin password');
    expect(await runAdminCommand('reset-second-factor', url, { email })).toMatch(/authenticator and recovery codes removed/);
    await agent.get('/api/admin/me').expect(401);
    const next = await app.http().post('/api/admin/login').set('X-Forwarded-For', clientIp()).send({ email, password: 'admin password' }).expect(200);
    expect(next.body.step).toBe('enroll');
  });
});
