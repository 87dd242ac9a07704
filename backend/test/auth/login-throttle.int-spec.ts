import { clientIp, createAdministrator, registerCustomer } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

/** Sign-in limits that nobody can turn against an account's owner: counted per (account, address) and per address, per door. */
describe('sign-in throttling cannot lock an owner out', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const login = (ip: string, email: string, password: string, door: '/api/login' | '/api/admin/login' = '/api/login') =>
    app.http().post(door).set('X-Forwarded-For', ip).send({ email, password });

  it("lets the administrator in after ten wrong customer sign-ins for the admin's e-mail from ten addresses", async () => {
    const admin = await createAdministrator(app);
    const addresses = Array.from({ length: 10 }, () => clientIp());
    for (const ip of addresses) await login(ip, admin.email, 'wrong password').expect(401);
    await login(clientIp(), admin.email, 'one more wrong one').expect(401); // no account-wide counter to spend
    await login(clientIp(), admin.email, admin.password, '/api/admin/login').expect(200);
    await login(addresses[0], admin.email, admin.password, '/api/admin/login').expect(200); // the admin door counts apart
  });

  it("keeps the admin door open from an address that spent its customer-door attempts on the admin's e-mail", async () => {
    const admin = await createAdministrator(app);
    const ip = clientIp();
    for (let attempt = 0; attempt < 10; attempt++) await login(ip, admin.email, 'wrong password').expect(401);
    await login(ip, admin.email, admin.password).expect(429);
    await login(ip, admin.email, admin.password, '/api/admin/login').expect(200);
  });

  it("lets an account's owner in from another address after ten wrong passwords from one", async () => {
    const { email, password } = await registerCustomer(app);
    const attacker = clientIp();
    for (let attempt = 0; attempt < 10; attempt++) await login(attacker, email, 'wrong password').expect(401);
    await login(attacker, email, password).expect(429);
    await login(clientIp(), email, password).expect(200);
  });

  it('still limits one address to 30 failures an hour across accounts, at each door', async () => {
    const ip = clientIp();
    const accounts = await Promise.all(Array.from({ length: 3 }, () => registerCustomer(app)));
    for (let attempt = 0; attempt < 30; attempt++) await login(ip, accounts[attempt % 3].email, 'wrong password').expect(401);
    const throttled = await login(ip, accounts[0].email, accounts[0].password).expect(429);
    expect(throttled.body.code).toBe('AUTH.LOGIN_THROTTLED');
    await login(clientIp(), accounts[0].email, accounts[0].password).expect(200);
  });
});
