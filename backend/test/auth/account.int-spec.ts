import { clientIp, registerCustomer, signIn, uniqueEmail } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { userOf } from '../billing/billing-helpers';

describe('the signed-in account', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  describe('PATCH /api/user', () => {
    it('updates the profile fields that were sent and leaves the others', async () => {
      const { agent } = await registerCustomer(app, { phoneNumber: '+1 555 0100' });
      const response = await agent.patch('/api/user').send({ firstName: 'Amazing', companyName: 'Navy', companySize: '500+' }).expect(200);
      expect(response.body).toMatchObject({ firstName: 'Amazing', lastName: 'Hopper', companyName: 'Navy', companySize: '500+', phoneNumber: '+1 555 0100' });
      expect((await agent.get('/api/user').expect(200)).body.firstName).toBe('Amazing');
    });

    it('takes a new e-mail, lower-cased, as pending until its link is opened, and refuses one that another account uses', async () => {
      const other = await registerCustomer(app);
      const { agent, email, password } = await registerCustomer(app);
      const fresh = uniqueEmail('renamed').toUpperCase();
      const requested = (await agent.patch('/api/user').send({ email: fresh, currentPassword: password }).expect(200)).body;
      expect(requested).toMatchObject({ email, pendingEmail: fresh.toLowerCase() });
      const taken = await agent.patch('/api/user').send({ email: other.email, currentPassword: password }).expect(409);
      expect(taken.body).toMatchObject({ code: 'USERS.EMAIL_TAKEN', message: 'An account with this email already exists' });
    });

    it('never changes role, subscription, limits or password through this endpoint (mass assignment)', async () => {
      const { agent, id, email, password } = await registerCustomer(app);
      await agent
        .patch('/api/user')
        .send({
          role: 'admin',
          subscriptionPlan: 'enterprise',
          subscriptionStatus: 'active',
          receptionistLimit: 99,
          receptionistLimitActive: true,
          stripeCustomerId: 'cus_forged',
          passwordHash: 'forged',
          password: 'forged password',
          id: 1,
          createdAt: '2000-01-01T00:00:00Z',
          emailVerified: true,
          emailVerifiedAt: '2000-01-01T00:00:00Z',
          pendingEmail: 'forged@example.com',
        })
        .expect(200);
      const user = await userOf(app, id);
      expect(user).toMatchObject({
        role: 'user',
        subscriptionPlan: null,
        subscriptionStatus: 'none',
        receptionistLimit: null,
        receptionistLimitActive: false,
        stripeCustomerId: null,
      });
      expect(user).toMatchObject({ emailVerifiedAt: null, pendingEmail: null });
      await signIn(app, email, password);
    });

    it('answers bad input with 400 and changes nothing', async () => {
      const { agent } = await registerCustomer(app);
      const response = await agent.patch('/api/user').send({ email: 'not-an-email', firstName: 'Changed' }).expect(400);
      expect(response.body.errors.email).toBe('Please enter a valid email address');
      expect((await agent.get('/api/user')).body.firstName).toBe('Grace');
      await agent.patch('/api/user').send({ companySize: '7' }).expect(400);
      await agent
        .patch('/api/user')
        .send({ firstName: 'x'.repeat(101) })
        .expect(400);
    });

    it('takes the owner’s time zone, as the runtime spells it, and refuses one it does not know with 400, changing nothing', async () => {
      const { agent } = await registerCustomer(app);
      expect((await agent.patch('/api/user').send({ timeZone: 'america/los_angeles' }).expect(200)).body.timeZone).toBe('America/Los_Angeles');
      for (const timeZone of ['Mars/Olympus_Mons', '+02:00', 'PST8PDT; drop table users', '', null, 42, 'A'.repeat(65)]) {
        const refused = await agent.patch('/api/user').send({ timeZone, firstName: 'Changed' }).expect(400);
        expect(refused.body.errors.timeZone).toBe('Choose a time zone from the list, such as America/Los_Angeles');
      }
      expect((await agent.get('/api/user').expect(200)).body).toMatchObject({ timeZone: 'America/Los_Angeles', firstName: 'Grace' });
      expect((await agent.patch('/api/user').send({ firstName: 'Ada' }).expect(200)).body.timeZone).toBe('America/Los_Angeles'); // absent: kept
    });

    it('needs a session', async () => {
      await app.http().patch('/api/user').send({ firstName: 'Nobody' }).expect(401);
    });
  });

  describe('POST /api/user/change-password', () => {
    it('needs the current password', async () => {
      const { agent } = await registerCustomer(app);
      const wrong = await agent.post('/api/user/change-password').send({ currentPassword: 'not it', newPassword: 'a brand new one' }).expect(400);
      expect(wrong.body).toMatchObject({ code: 'AUTH.WRONG_CURRENT_PASSWORD', message: 'Current password is incorrect' });
      const missing = await agent.post('/api/user/change-password').send({ newPassword: 'a brand new one' }).expect(400);
      expect(missing.body.errors.currentPassword).toBe('Current password is required');
      const short = await agent.post('/api/user/change-password').send({ currentPassword: 'x', newPassword: 'short' }).expect(400);
      expect(short.body.errors.newPassword).toBe('Password must be at least 8 characters');
    });

    it('changes the password and ends every other session, keeping this one', async () => {
      const { agent, email, password } = await registerCustomer(app);
      const elsewhere = await signIn(app, email, password);
      await agent.post('/api/user/change-password').send({ currentPassword: password, newPassword: 'a brand new one' }).expect(200);
      await agent.get('/api/user').expect(200);
      await elsewhere.get('/api/user').expect(401);
      await app.http().post('/api/login').set('X-Forwarded-For', clientIp()).send({ email, password }).expect(401);
      await signIn(app, email, 'a brand new one');
    });
  });
});
