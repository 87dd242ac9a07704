import { EntityManager } from '@mikro-orm/postgresql';
import { ContactMessage } from '../../src/modules/contact/contact-message.entity';
import { clientIp, uniqueEmail } from '../support/accounts';
import { type SmtpInbox } from '../support/smtp-inbox';
import { type TestApp, closeAppWithInbox, startAppWithInbox } from '../support/test-app';
import { waitUntil } from '../support/wait';

const validMessage = () => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: uniqueEmail('prospect'),
  phone: '+1 555 0199',
  companyName: 'Analytical Dental',
  companySize: '11-50',
  interestedIn: 'product-demo',
  message: 'We miss a third of our calls at lunchtime. Can you help?',
  agreeToTerms: true,
});

describe('POST /api/contact', () => {
  let app: TestApp;
  let inbox: SmtpInbox;
  beforeAll(async () => ({ app, inbox } = await startAppWithInbox({ SALES_EMAIL: 'sales@receptionists.test', SUPPORT_EMAIL: 'help@receptionists.test' })));
  afterAll(() => closeAppWithInbox(app, inbox));

  it('stores the message unread, mails sales (reply goes to the sender) and acknowledges the sender', async () => {
    const body = validMessage();
    const response = await app.http().post('/api/contact').set('X-Forwarded-For', clientIp()).send(body).expect(201);
    expect(response.body).toEqual({ success: true, message: "We'll get back to you as soon as possible." });

    const stored = await app.get(EntityManager).fork().findOneOrFail(ContactMessage, { email: body.email });
    expect(stored).toMatchObject({ firstName: 'Ada', companySize: '11-50', interestedIn: 'product-demo', isRead: false, phone: '+1 555 0199' });

    await waitUntil(() => inbox.messages.filter((mail) => mail.raw.includes(body.email)).length === 2, 10_000, 'both mails');
    const mails = inbox.messages.filter((mail) => mail.raw.includes(body.email));
    const toSales = mails.find((mail) => mail.to.includes('sales@receptionists.test'))!;
    expect(toSales.subject).toContain('Ada Lovelace (Analytical Dental)');
    expect(toSales.raw).toMatch(new RegExp(`Reply-To: ${body.email}`, 'i'));
    expect(toSales.raw).toContain('We miss a third of our calls');
    const toSender = mails.find((mail) => mail.to.includes(body.email))!;
    expect(toSender.subject).toBe('We received your message');
  });

  it('acknowledges the given address in a fixed text that repeats nothing the visitor typed (no one can make us mail their words)', async () => {
    const body = {
      ...validMessage(),
      firstName: 'Your-account-is-locked',
      lastName: 'Callnow',
      companyName: 'Phish Co',
      message: 'URGENT: verify your bank at http://evil.example/login now',
    };
    await app.http().post('/api/contact').set('X-Forwarded-For', clientIp()).send(body).expect(201);
    await waitUntil(() => inbox.messages.some((mail) => mail.to.includes(body.email)), 10_000, 'the acknowledgement');
    const acknowledgement = inbox.messages.find((mail) => mail.to.includes(body.email))!;
    expect(acknowledgement.subject).toBe('We received your message');
    for (const typed of ['Your-account-is-locked', 'Callnow', 'Phish Co', 'evil.example', 'URGENT']) expect(acknowledgement.raw).not.toContain(typed);
  });

  it.each([
    ['firstName', 'A', 'First name must be at least 2 characters'],
    ['lastName', '', 'Last name must be at least 2 characters'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['companyName', '   ', 'Company name is required'],
    ['companySize', '501+', 'Please select your company size'],
    ['interestedIn', 'gossip', "Please select what you're interested in"],
    ['message', 'Too short', 'Message must be at least 10 characters'],
    ['agreeToTerms', false, 'You must agree to our terms and conditions'],
    ['agreeToTerms', 'true', 'You must agree to our terms and conditions'],
  ])('refuses %s = %j with 400 and "%s", storing nothing', async (field, value, message) => {
    const body = { ...validMessage(), [field]: value };
    const response = await app.http().post('/api/contact').set('X-Forwarded-For', clientIp()).send(body).expect(400);
    expect(response.body.errors[field]).toBe(message);
    const email = typeof body.email === 'string' ? body.email : '';
    expect(await app.get(EntityManager).fork().count(ContactMessage, { email })).toBe(0);
  });

  it('accepts a message without a phone number', async () => {
    const { phone: _phone, ...body } = validMessage();
    await app.http().post('/api/contact').set('X-Forwarded-For', clientIp()).send(body).expect(201);
  });

  it('accepts 5 messages per address in 10 minutes, then answers 429 with when to retry', async () => {
    const ip = clientIp();
    for (let sent = 0; sent < 5; sent++) await app.http().post('/api/contact').set('X-Forwarded-For', ip).send(validMessage()).expect(201);
    const throttled = await app.http().post('/api/contact').set('X-Forwarded-For', ip).send(validMessage()).expect(429);
    expect(throttled.body).toMatchObject({ code: 'CONTACT.THROTTLED' });
    expect(throttled.body.message).toMatch(/^Too many messages sent\. Please try again in 10 minutes\.$/);
  });

  it('keeps to 5 per address when the messages come at once', async () => {
    const ip = clientIp();
    const answers = await Promise.all(Array.from({ length: 8 }, () => app.http().post('/api/contact').set('X-Forwarded-For', ip).send(validMessage())));
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(5).fill(201), ...Array(3).fill(429)]);
  });

  it('tells the contact page where to write', async () => {
    await app.http().get('/api/contact-details').expect(200, { salesEmail: 'sales@receptionists.test', supportEmail: 'help@receptionists.test' });
  });
});
