import { EntityManager } from '@mikro-orm/postgresql';
import { EmailVerificationToken } from '../../src/modules/auth/email-verification-token.entity';
import { User } from '../../src/modules/users/user.entity';
import { clientIp, type Customer, registerCustomer, signIn, signInAdmin, uniqueEmail } from '../support/accounts';
import { mailsTo, resetLinkIn, type SmtpInbox, verificationLinkIn } from '../support/smtp-inbox';
import { type TestApp, closeAppWithInbox, startAppWithInbox } from '../support/test-app';
import { waitUntil } from '../support/wait';

const SIGN_UP_SUBJECT = 'Confirm your AI Receptionists email';
const CHANGE_SUBJECT = 'Confirm your new AI Receptionists email';
const NOTICE_SUBJECT = 'Your AI Receptionists email is being changed';
const RESET_SUBJECT = 'Reset your AI Receptionists password';

describe('e-mail verification and change', () => {
  let app: TestApp;
  let inbox: SmtpInbox;
  beforeAll(async () => ({ app, inbox } = await startAppWithInbox()));
  afterAll(() => closeAppWithInbox(app, inbox));

  const em = () => app.get(EntityManager).fork();
  const userOf = (id: number) => em().findOneOrFail(User, { id });
  const mailsWith = (to: string, subject: string) => inbox.messages.filter((mail) => mail.to.includes(to) && mail.subject === subject);

  /** The token of the newest mail to `to` with `subject`, once `count` of them arrived. */
  async function tokenFrom(to: string, subject: string, count = 1): Promise<string> {
    await waitUntil(() => mailsWith(to, subject).length >= count, 10_000, `${count} "${subject}" mail(s) to ${to}`);
    const mails = mailsWith(to, subject);
    return verificationLinkIn(mails[mails.length - 1].raw).searchParams.get('token')!;
  }
  const verify = (token: string) => app.http().post('/api/verify-email').send({ token });
  const changeEmail = (customer: Customer, email: string, currentPassword?: string) =>
    customer.agent.patch('/api/user').send({ email, ...(currentPassword === undefined ? {} : { currentPassword }) });
  /** No stray mail arrives in the time a queued one takes. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 700));

  describe('verification', () => {
    it('mails a new account a link built from APP_URL; the account works unverified, and the link verifies it', async () => {
      const customer = await registerCustomer(app);
      const me = await customer.agent.get('/api/user').expect(200);
      expect(me.body).toMatchObject({ email: customer.email, emailVerified: false, pendingEmail: null });

      await waitUntil(() => mailsWith(customer.email, SIGN_UP_SUBJECT).length === 1, 10_000, 'the verification mail');
      const link = verificationLinkIn(mailsWith(customer.email, SIGN_UP_SUBJECT)[0].raw);
      expect(link.origin + link.pathname).toBe('http://localhost:3000/verify-email');
      const token = link.searchParams.get('token')!;
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);

      const verified = await verify(token).expect(200);
      expect(verified.body).toEqual({ success: true, message: 'Your email address is verified.' });
      expect((await customer.agent.get('/api/user').expect(200)).body).toMatchObject({ emailVerified: true, pendingEmail: null });
      expect((await userOf(customer.id)).emailVerifiedAt).toBeInstanceOf(Date);
    });

    it('stores only the SHA-256 of the token, with the address it proves, expiring in 24 hours', async () => {
      const customer = await registerCustomer(app);
      const token = await tokenFrom(customer.email, SIGN_UP_SUBJECT);
      const [stored] = await em().find(EmailVerificationToken, { user: customer.id });
      expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored.tokenHash).not.toContain(token);
      expect(stored.email).toBe(customer.email);
      expect(Math.abs(stored.expiresAt.getTime() - Date.now() - 24 * 3600_000)).toBeLessThan(60_000);
    });

    it('uses a link once only', async () => {
      const customer = await registerCustomer(app);
      const token = await tokenFrom(customer.email, SIGN_UP_SUBJECT);
      await verify(token).expect(200);
      const again = await verify(token).expect(400);
      expect(again.body).toMatchObject({ code: 'AUTH.VERIFICATION_LINK_INVALID' });
    });

    it('refuses an expired link and verifies nothing', async () => {
      const customer = await registerCustomer(app);
      const token = await tokenFrom(customer.email, SIGN_UP_SUBJECT);
      await em().nativeUpdate(EmailVerificationToken, { user: customer.id }, { expiresAt: new Date(Date.now() - 1000) });
      await verify(token).expect(400);
      expect((await userOf(customer.id)).emailVerifiedAt).toBeNull();
    });

    it('lets a resent link supersede the first', async () => {
      const customer = await registerCustomer(app);
      const first = await tokenFrom(customer.email, SIGN_UP_SUBJECT);
      const resent = await customer.agent.post('/api/user/resend-verification').expect(200);
      expect(resent.body).toEqual({ success: true, message: `We sent a new verification link to ${customer.email}.` });
      const second = await tokenFrom(customer.email, SIGN_UP_SUBJECT, 2);
      expect(second).not.toBe(first);
      await verify(first).expect(400);
      await verify(second).expect(200);
    });

    it('resends 3 links an hour per account, then answers 429 with the wait; a verified account has none to resend', async () => {
      const customer = await registerCustomer(app);
      for (let sent = 0; sent < 3; sent++) await customer.agent.post('/api/user/resend-verification').expect(200);
      const throttled = await customer.agent.post('/api/user/resend-verification').expect(429);
      expect(throttled.body).toMatchObject({ code: 'AUTH.VERIFICATION_THROTTLED' });
      expect(throttled.body.message).toMatch(/^Too many verification emails\. Please try again in (60|59) minutes\.$/);

      const verified = await registerCustomer(app, { verified: true });
      const none = await verified.agent.post('/api/user/resend-verification').expect(400);
      expect(none.body).toMatchObject({ code: 'AUTH.EMAIL_ALREADY_VERIFIED' });
    });

    it('answers a made-up or missing token with 400', async () => {
      expect((await verify('made-up').expect(400)).body.code).toBe('AUTH.VERIFICATION_LINK_INVALID');
      expect((await app.http().post('/api/verify-email').send({}).expect(400)).body.errors.token).toBe('The verification link is invalid or has expired');
    });

    it('takes a completed password reset as proof of the address', async () => {
      const customer = await registerCustomer(app);
      await app.http().post('/api/forgot-password').set('X-Forwarded-For', clientIp()).send({ email: customer.email }).expect(200);
      await waitUntil(() => mailsWith(customer.email, RESET_SUBJECT).length === 1, 10_000, 'the reset mail');
      const token = resetLinkIn(mailsWith(customer.email, RESET_SUBJECT)[0].raw).searchParams.get('token');
      await app.http().post('/api/reset-password').send({ token, newPassword: 'a proven password' }).expect(200);
      expect((await userOf(customer.id)).emailVerifiedAt).toBeInstanceOf(Date);
    });
  });

  describe('changing the e-mail', () => {
    it('needs the current password: none or a wrong one is refused and changes nothing', async () => {
      const customer = await registerCustomer(app, { verified: true });
      const missing = await changeEmail(customer, uniqueEmail('new')).expect(400);
      expect(missing.body).toMatchObject({ code: 'AUTH.CURRENT_PASSWORD_REQUIRED', errors: { currentPassword: 'Current password is required' } });
      const wrong = await changeEmail(customer, uniqueEmail('new'), 'not my password').expect(400);
      expect(wrong.body).toMatchObject({ code: 'AUTH.WRONG_CURRENT_PASSWORD' });
      // Other fields sent with a refused change are not saved either.
      await customer.agent
        .patch('/api/user')
        .send({ email: uniqueEmail('new'), firstName: 'Mallory', currentPassword: 'nope' })
        .expect(400);
      expect(await userOf(customer.id)).toMatchObject({ email: customer.email, pendingEmail: null, firstName: 'Grace' });
    });

    it('allows 5 attempts an hour, wrong passwords and taken addresses alike, then 429 even with the right password', async () => {
      const customer = await registerCustomer(app, { verified: true });
      const other = await registerCustomer(app);
      for (let attempt = 0; attempt < 3; attempt++) await changeEmail(customer, uniqueEmail('new'), 'wrong password').expect(400);
      for (let attempt = 0; attempt < 2; attempt++)
        expect((await changeEmail(customer, other.email, customer.password).expect(409)).body.code).toBe('USERS.EMAIL_TAKEN');
      const throttled = await changeEmail(customer, uniqueEmail('new'), customer.password).expect(429);
      expect(throttled.body).toMatchObject({ code: 'AUTH.EMAIL_CHANGE_THROTTLED' });
      expect(throttled.body.message).toMatch(/^Too many email change attempts\. Please try again in (60|59) minutes\.$/);
      // The taken-address answer needs the password, so it is no oracle for a stolen session.
      expect((await changeEmail(other, customer.email, 'not the password').expect(400)).body.code).toBe('AUTH.WRONG_CURRENT_PASSWORD');
      expect((await userOf(customer.id)).pendingEmail).toBeNull();
    });

    it('takes effect only once the new address opens its link; the old address is told at once, in a fixed text', async () => {
      const customer = await registerCustomer(app, { verified: true });
      const newEmail = uniqueEmail('moved');
      const requested = await changeEmail(customer, newEmail.toUpperCase(), customer.password).expect(200);
      expect(requested.body).toMatchObject({ email: customer.email, pendingEmail: newEmail, emailVerified: true });
      const otherBrowser = await signIn(app, customer.email, customer.password); // still the account's address
      await app.http().post('/api/login').set('X-Forwarded-For', clientIp()).send({ email: newEmail, password: customer.password }).expect(401);

      await waitUntil(() => mailsWith(customer.email, NOTICE_SUBJECT).length === 1, 10_000, 'the notice to the old address');
      const notice = mailsWith(customer.email, NOTICE_SUBJECT)[0];
      expect(notice.raw).not.toContain(newEmail);
      expect(notice.raw).not.toContain('moved-');

      const token = await tokenFrom(newEmail, CHANGE_SUBJECT);
      // Opened in the customer's own browser: it stays signed in, and the account's other sessions end.
      const confirmed = await customer.agent.post('/api/verify-email').send({ token }).expect(200);
      expect(confirmed.body.message).toBe(`Your email address is now ${newEmail}.`);
      expect((await customer.agent.get('/api/user').expect(200)).body).toMatchObject({ email: newEmail, pendingEmail: null, emailVerified: true });
      await otherBrowser.get('/api/user').expect(401);
      await signIn(app, newEmail, customer.password);
      await app.http().post('/api/login').set('X-Forwarded-For', clientIp()).send({ email: customer.email, password: customer.password }).expect(401);
    });

    it('ends every session of the account when the link is opened where nobody is signed in as it', async () => {
      const customer = await registerCustomer(app, { verified: true });
      const stranger = await registerCustomer(app, { verified: true });
      const newEmail = uniqueEmail('moved');
      await changeEmail(customer, newEmail, customer.password).expect(200);
      const token = await tokenFrom(newEmail, CHANGE_SUBJECT);
      await stranger.agent.post('/api/verify-email').send({ token }).expect(200);
      await customer.agent.get('/api/user').expect(401);
      expect((await stranger.agent.get('/api/user').expect(200)).body).toMatchObject({ email: stranger.email });
    });

    it('tells an unverified old address nothing (mail only to proven addresses)', async () => {
      const customer = await registerCustomer(app);
      const newEmail = uniqueEmail('moved');
      await changeEmail(customer, newEmail, customer.password).expect(200);
      await tokenFrom(newEmail, CHANGE_SUBJECT);
      await settle();
      expect(mailsWith(customer.email, NOTICE_SUBJECT)).toEqual([]);
    });

    it('lets a newer request supersede the older: only the newest address can be confirmed', async () => {
      const customer = await registerCustomer(app, { verified: true });
      const [first, second] = [uniqueEmail('first'), uniqueEmail('second')];
      await changeEmail(customer, first, customer.password).expect(200);
      const firstToken = await tokenFrom(first, CHANGE_SUBJECT);
      const latest = await changeEmail(customer, second, customer.password).expect(200);
      expect(latest.body.pendingEmail).toBe(second);
      await verify(firstToken).expect(400);
      await verify(await tokenFrom(second, CHANGE_SUBJECT)).expect(200);
      expect((await userOf(customer.id)).email).toBe(second);
    });

    it('answers 409 on the link when another account took the address meanwhile, and changes nothing', async () => {
      const customer = await registerCustomer(app, { verified: true });
      const wanted = uniqueEmail('wanted');
      await changeEmail(customer, wanted, customer.password).expect(200);
      const token = await tokenFrom(wanted, CHANGE_SUBJECT);
      await registerCustomer(app, { email: wanted });
      const taken = await verify(token).expect(409);
      expect(taken.body).toMatchObject({ code: 'AUTH.EMAIL_CHANGE_TAKEN' });
      expect(await userOf(customer.id)).toMatchObject({ email: customer.email, pendingEmail: wanted });
    });

    it('resends the link to the pending address', async () => {
      const customer = await registerCustomer(app, { verified: true });
      const newEmail = uniqueEmail('pending');
      await changeEmail(customer, newEmail, customer.password).expect(200);
      await tokenFrom(newEmail, CHANGE_SUBJECT);
      const resent = await customer.agent.post('/api/user/resend-verification').expect(200);
      expect(resent.body.message).toBe(`We sent a new verification link to ${newEmail}.`);
      await verify(await tokenFrom(newEmail, CHANGE_SUBJECT, 2)).expect(200);
    });

    it('ends the reset links mailed before the change', async () => {
      const customer = await registerCustomer(app, { verified: true });
      await app.http().post('/api/forgot-password').set('X-Forwarded-For', clientIp()).send({ email: customer.email }).expect(200);
      await waitUntil(() => mailsWith(customer.email, RESET_SUBJECT).length === 1, 10_000, 'the reset mail');
      const resetToken = resetLinkIn(mailsWith(customer.email, RESET_SUBJECT)[0].raw).searchParams.get('token');
      const newEmail = uniqueEmail('moved');
      await changeEmail(customer, newEmail, customer.password).expect(200);
      await app.http().get('/api/validate-reset-token').query({ token: resetToken }).expect(200, { success: true }); // only requested so far
      await verify(await tokenFrom(newEmail, CHANGE_SUBJECT)).expect(200);
      await app.http().get('/api/validate-reset-token').query({ token: resetToken }).expect(200, { success: false });
      await app.http().post('/api/reset-password').send({ token: resetToken, newPassword: 'the thief’s password' }).expect(400);
    });

    it('is cancelled by a password reset, whose link went to the proven address', async () => {
      const customer = await registerCustomer(app, { verified: true });
      const newEmail = uniqueEmail('thief');
      await changeEmail(customer, newEmail, customer.password).expect(200);
      const changeToken = await tokenFrom(newEmail, CHANGE_SUBJECT);
      await app.http().post('/api/forgot-password').set('X-Forwarded-For', clientIp()).send({ email: customer.email }).expect(200);
      await waitUntil(() => mailsWith(customer.email, RESET_SUBJECT).length === 1, 10_000, 'the reset mail');
      const resetToken = resetLinkIn(mailsWith(customer.email, RESET_SUBJECT)[0].raw).searchParams.get('token');
      await app.http().post('/api/reset-password').send({ token: resetToken, newPassword: 'the owner’s new password' }).expect(200);
      await verify(changeToken).expect(400);
      expect(await userOf(customer.id)).toMatchObject({ email: customer.email, pendingEmail: null });
    });
  });

  describe('back office', () => {
    it('shows verification in the user list and the verified-at time and pending address in the details', async () => {
      const admin = await signInAdmin(app);
      const marker = `Verify ${Date.now()}`;
      const unverified = await registerCustomer(app, { companyName: marker });
      const verified = await registerCustomer(app, { companyName: marker, verified: true });
      const pending = uniqueEmail('pending');
      await changeEmail(verified, pending, verified.password).expect(200);

      const list = await admin.get('/api/admin/users').query({ q: marker, sort: 'createdAt:asc' }).expect(200);
      expect(list.body.items).toEqual([
        expect.objectContaining({ id: unverified.id, emailVerified: false, emailVerifiedAt: null, pendingEmail: null }),
        expect.objectContaining({ id: verified.id, emailVerified: true, emailVerifiedAt: expect.any(String), pendingEmail: pending }),
      ]);
      const details = await admin.get(`/api/admin/users/${verified.id}`).expect(200);
      expect(details.body.user).toMatchObject({ emailVerified: true, emailVerifiedAt: expect.any(String), pendingEmail: pending });
    });

    it('an address an administrator sets must be proven again: earlier links end, a link goes to it', async () => {
      const admin = await signInAdmin(app);
      const customer = await registerCustomer(app, { verified: true });
      await app.http().post('/api/forgot-password').set('X-Forwarded-For', clientIp()).send({ email: customer.email }).expect(200);
      await waitUntil(() => mailsWith(customer.email, RESET_SUBJECT).length === 1, 10_000, 'the reset mail');
      const resetToken = resetLinkIn(mailsWith(customer.email, RESET_SUBJECT)[0].raw).searchParams.get('token');

      const newEmail = uniqueEmail('by-admin');
      const updated = await admin.patch(`/api/admin/users/${customer.id}`).send({ email: newEmail }).expect(200);
      expect(updated.body).toMatchObject({ email: newEmail, emailVerified: false, emailVerifiedAt: null });
      await app.http().get('/api/validate-reset-token').query({ token: resetToken }).expect(200, { success: false });
      await verify(await tokenFrom(newEmail, SIGN_UP_SUBJECT)).expect(200);
      expect((await userOf(customer.id)).emailVerifiedAt).toBeInstanceOf(Date);
    });
  });

  it('sends an unverified account no mail but the verification link', async () => {
    const customer = await registerCustomer(app);
    await customer.agent
      .post('/api/support-request')
      .send({ subject: 'Calls go to voicemail', category: 'technical', message: 'Every caller hears voicemail since this morning.', priority: 'high' })
      .expect(201);
    await tokenFrom(customer.email, SIGN_UP_SUBJECT);
    await settle();
    expect(mailsTo(inbox, customer.email)).toEqual([]);
  });
});
