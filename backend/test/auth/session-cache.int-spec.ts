import { Client } from 'pg';
import request from 'supertest';
import { TableChanges } from '../../src/database/table-changes.service';
import { clientIp, uniqueEmail } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { waitUntil } from '../support/wait';

/**
 * The session cache (docs/operations-request-cost.md#the-session-cache): two api instances on one database, as two pods
 * or two API_PROCESSES. A customer signs in on `first`; `second` serves the same cookie from memory, and every change
 * to the session, the user or their subscription, whoever makes it, reaches it.
 */
describe('the session cache', () => {
  let first: TestApp;
  let second: TestApp;
  let db: Client;

  beforeAll(async () => {
    [first, second] = await Promise.all([createTestApp(), createTestApp()]);
    db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    await waitUntil(() => first.get(TableChanges).live && second.get(TableChanges).live, 10_000, 'both apps listening');
  });
  afterAll(async () => {
    await db.end();
    await Promise.all([first.close(), second.close()]);
  });

  interface SignedIn {
    id: number;
    email: string;
    password: string;
    cookie: string;
  }
  const cookieFrom = (response: request.Response) => (response.headers['set-cookie'] as unknown as string[]).map((line) => line.split(';')[0]).join('; ');
  const on = (app: TestApp) => request(app.app.getHttpServer());
  /** A new customer, signed in on `first`: their session cookie, to send to either instance. */
  const registerCustomer = async (): Promise<SignedIn> => {
    const body = { email: uniqueEmail('cached'), password: 'correct horse battery', firstName: 'Grace', lastName: 'Hopper', companyName: 'Compilers Inc' };
    const response = await on(first).post('/api/register').set('X-Forwarded-For', clientIp()).send(body).expect(201);
    return { id: response.body.id, email: body.email, password: body.password, cookie: cookieFrom(response) };
  };
  const userOn = (app: TestApp, customer: { cookie: string }) => on(app).get('/api/user').set('Cookie', customer.cookie);
  const usersCache = (app: TestApp) => app.get(TableChanges).cacheNamed('signed-in-users')!;
  /** Until `second` answers `check`'s way: a change reaches another instance within milliseconds, not at once. */
  const eventually = (what: string, check: () => Promise<boolean>) => waitUntil(check, 2000, what);

  it('serves a signed-in user from memory on every instance, and shows a change made with SQL elsewhere', async () => {
    const customer = await registerCustomer();
    expect((await userOn(second, customer).expect(200)).body.firstName).toBe('Grace');
    const hits = usersCache(second).hits;
    expect((await userOn(second, customer).expect(200)).body.firstName).toBe('Grace');
    expect(usersCache(second).hits).toBe(hits + 1);

    await db.query("update users set first_name = 'Ada' where id = $1", [customer.id]);
    await eventually('the new name on the other instance', async () => (await userOn(second, customer)).body.firstName === 'Ada');
    await db.query("update subscriptions set subscription_plan = 'business', subscription_status = 'active' where user_id = $1", [customer.id]);
    await eventually('the new plan', async () => (await userOn(second, customer)).body.subscriptionPlan === 'business');
  });

  it("shows the instance's own change in the very next request", async () => {
    const customer = await registerCustomer();
    await userOn(first, customer).expect(200);
    await on(first).patch('/api/user').set('Cookie', customer.cookie).send({ firstName: 'Amazing' }).expect(200);
    expect((await userOn(first, customer).expect(200)).body.firstName).toBe('Amazing');
  });

  it('ends a session on every instance at sign-out, at a password change and when the account is deleted', async () => {
    const signsOut = await registerCustomer();
    await userOn(second, signsOut).expect(200);
    await on(first).post('/api/logout').set('Cookie', signsOut.cookie).expect(200);
    await eventually('401 after sign-out', async () => (await userOn(second, signsOut)).status === 401);

    const elsewhere = await registerCustomer();
    await userOn(second, elsewhere).expect(200);
    const login = await on(first)
      .post('/api/login')
      .set('X-Forwarded-For', clientIp())
      .send({ email: elsewhere.email, password: elsewhere.password })
      .expect(200);
    await on(first)
      .post('/api/user/change-password')
      .set('Cookie', cookieFrom(login))
      .send({ currentPassword: elsewhere.password, newPassword: 'a brand new passphrase' })
      .expect(200);
    await eventually('401 for the session the password change ended', async () => (await userOn(second, elsewhere)).status === 401);

    const deleted = await registerCustomer();
    await userOn(second, deleted).expect(200);
    await db.query('delete from users where id = $1', [deleted.id]);
    await eventually('401 once the account is gone', async () => (await userOn(second, deleted)).status === 401);
  });

  it('reads from the database while the connection that hears changes is down, and listens again', async () => {
    const customer = await registerCustomer();
    await userOn(second, customer).expect(200);
    const changes = second.get(TableChanges);
    const listeners = await db.query("select pid from pg_stat_activity where query = 'listen table_changes' and datname = current_database()");
    expect(listeners.rows.length).toBeGreaterThanOrEqual(2);
    await db.query('select pg_terminate_backend(pid) from pg_stat_activity where pid = any($1)', [listeners.rows.map((row) => row.pid)]);
    await waitUntil(() => !changes.live, 5000, 'the loss noticed');

    // Nothing can be heard now: the change shows in the very next request, from the database.
    await db.query("update users set first_name = 'Offline' where id = $1", [customer.id]);
    expect((await userOn(second, customer).expect(200)).body.firstName).toBe('Offline');
    expect(usersCache(second).size).toBe(0);

    await waitUntil(() => changes.live, 10_000, 'listening again');
    await userOn(second, customer).expect(200);
    await db.query("update users set first_name = 'Online' where id = $1", [customer.id]);
    await eventually('the change heard again', async () => (await userOn(second, customer)).body.firstName === 'Online');
  });
});
