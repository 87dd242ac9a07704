import { EntityManager } from '@mikro-orm/postgresql';
import { SupportRequest } from '../../src/modules/support/support-request.entity';
import { registerCustomer } from '../support/accounts';
import { mailsTo, type SmtpInbox, VERIFICATION_SUBJECT, verificationLinkIn } from '../support/smtp-inbox';
import { type TestApp, closeAppWithInbox, startAppWithInbox } from '../support/test-app';
import { waitUntil } from '../support/wait';
import { mailText } from '../notifications/notifications-helpers';

const valid = (overrides: Record<string, unknown> = {}) => ({
  subject: 'Calls go to voicemail',
  category: 'technical',
  message: 'Since this morning our receptionist sends every caller to voicemail.',
  priority: 'high',
  ...overrides,
});

describe('support requests API', () => {
  let app: TestApp;
  let inbox: SmtpInbox;
  beforeAll(async () => ({ app, inbox } = await startAppWithInbox({ SUPPORT_EMAIL: 'help@receptionists.test', TEAM_EMAIL: 'team@receptionists.test' })));
  afterAll(() => closeAppWithInbox(app, inbox));

  const em = () => app.get(EntityManager).fork();

  it('opens a ticket with a number, open and unresolved, and e-mails the customer the number', async () => {
    const customer = await registerCustomer(app, { verified: true });
    const response = await customer.agent.post('/api/support-request').send(valid()).expect(201);
    expect(response.body).toMatchObject({ ...valid(), status: 'open', isResolved: false, resolvedAt: null });
    expect(response.body.ticketNumber).toMatch(/^TKT-\d{5,}$/);
    await waitUntil(() => mailsTo(inbox, customer.email).length > 0, 10_000, 'the confirmation');
    const [mail] = mailsTo(inbox, customer.email);
    expect(mail.subject).toBe(`[${response.body.ticketNumber}] We received your support request: Calls go to voicemail`);
    expect(mail.raw).toMatch(/Reply-To: help@receptionists\.test/i);
    // Both parts of the template travel: the HTML and the plain text.
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);
  });

  it('tells our team of every new ticket once, whether or not the customer proved their address, replying to the customer', async () => {
    const customer = await registerCustomer(app, { companyName: 'Unverified Dental' });
    const { ticketNumber } = (
      await customer.agent
        .post('/api/support-request')
        .send(valid({ subject: 'Team hears this' }))
        .expect(201)
    ).body;
    const subject = `[${ticketNumber}] New high priority ticket: Team hears this`;
    await waitUntil(() => mailsTo(inbox, 'team@receptionists.test').some((mail) => mail.subject === subject), 10_000, 'the team mail');
    await new Promise((resolve) => setTimeout(resolve, 500)); // a second delivery would have come by now
    const mails = mailsTo(inbox, 'team@receptionists.test').filter((mail) => mail.subject === subject);
    expect(mails).toHaveLength(1);
    expect(mails[0].raw).toMatch(new RegExp(`Reply-To: ${customer.email.replace(/[.+]/g, '\\$&')}`, 'i'));
    expect(mailText(mails[0].raw)).toContain(`/admin?tab=work-queue&q=${ticketNumber}`);
  });

  it('sends no confirmation to an address nobody proved, and sends it once the verification link was opened', async () => {
    const customer = await registerCustomer(app);
    await waitUntil(
      () => inbox.messages.some((mail) => mail.to.includes(customer.email) && VERIFICATION_SUBJECT.test(mail.subject)),
      10_000,
      'the verification mail',
    );
    const unverified = await customer.agent
      .post('/api/support-request')
      .send(valid({ subject: 'Before verification' }))
      .expect(201);
    const verification = inbox.messages.find((mail) => mail.to.includes(customer.email) && VERIFICATION_SUBJECT.test(mail.subject))!;
    await app
      .http()
      .post('/api/verify-email')
      .send({ token: verificationLinkIn(verification.raw).searchParams.get('token') })
      .expect(200);
    const verified = await customer.agent
      .post('/api/support-request')
      .send(valid({ subject: 'After verification' }))
      .expect(201);

    await waitUntil(() => mailsTo(inbox, customer.email).length > 0, 10_000, 'the confirmation');
    await new Promise((resolve) => setTimeout(resolve, 500)); // time enough for a wrongly queued first confirmation to arrive too
    expect(mailsTo(inbox, customer.email).map((mail) => mail.subject)).toEqual([
      `[${verified.body.ticketNumber}] We received your support request: After verification`,
    ]);
    expect(unverified.body.ticketNumber).not.toBe(verified.body.ticketNumber);
  });

  it('defaults to the general category and medium priority', async () => {
    const customer = await registerCustomer(app);
    const { category: _category, priority: _priority, ...body } = valid();
    const response = await customer.agent.post('/api/support-request').send(body).expect(201);
    expect(response.body).toMatchObject({ category: 'general', priority: 'medium' });
  });

  it.each([
    [{ subject: 'Help' }, 'subject', 'Subject must be at least 5 characters'],
    [{ subject: '     Help     ' }, 'subject', 'Subject must be at least 5 characters'],
    [{ category: 'complaints' }, 'category', 'Please select a category'],
    [{ message: 'Nineteen characters' }, 'message', 'Message must be at least 20 characters'],
    [{ message: Number('12345678901234567890') }, 'message', 'Message must be at least 20 characters'],
    [{ priority: 'urgent' }, 'priority', 'Please select a priority'],
    [{ subject: 's'.repeat(201) }, 'subject', 'Subject must be at most 200 characters'],
  ])('refuses %j with 400 and the field message, opening nothing', async (overrides, field, message) => {
    const customer = await registerCustomer(app);
    const response = await customer.agent.post('/api/support-request').send(valid(overrides)).expect(400);
    expect(response.body.errors[field]).toBe(message);
    expect(await em().count(SupportRequest, { user: customer.id })).toBe(0);
  });

  it('gives 50 concurrent requests 50 different ticket numbers', async () => {
    const customers = await Promise.all(Array.from({ length: 5 }, () => registerCustomer(app)));
    const answers = await Promise.all(
      customers.flatMap((customer) => Array.from({ length: 10 }, () => customer.agent.post('/api/support-request').send(valid()))),
    );
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body.ticketNumber)).size).toBe(50);
  });

  it('lists only the customer’s own tickets, newest first', async () => {
    const customer = await registerCustomer(app);
    const other = await registerCustomer(app);
    await other.agent
      .post('/api/support-request')
      .send(valid({ subject: 'Not yours to see' }))
      .expect(201);
    const first = await customer.agent
      .post('/api/support-request')
      .send(valid({ subject: 'First request' }))
      .expect(201);
    const second = await customer.agent
      .post('/api/support-request')
      .send(valid({ subject: 'Second request' }))
      .expect(201);
    const listed = await customer.agent.get('/api/support-requests').expect(200);
    expect(listed.body.map((ticket: { ticketNumber: string }) => ticket.ticketNumber)).toEqual([second.body.ticketNumber, first.body.ticketNumber]);
  });

  it('accepts 10 requests an hour per customer, then answers 429 with when to retry', async () => {
    const customer = await registerCustomer(app);
    for (let sent = 0; sent < 10; sent++) await customer.agent.post('/api/support-request').send(valid()).expect(201);
    const throttled = await customer.agent.post('/api/support-request').send(valid()).expect(429);
    expect(throttled.body).toMatchObject({ code: 'SUPPORT.THROTTLED', message: 'Too many support requests. Please try again in 60 minutes.' });
  });

  // Found by npm run bench:journey: double clicks got customers 11 tickets, as every request checked the count before any counted.
  it('keeps to 10 an hour when the requests come at once', async () => {
    const customer = await registerCustomer(app);
    const answers = await Promise.all(Array.from({ length: 14 }, () => customer.agent.post('/api/support-request').send(valid())));
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(10).fill(201), ...Array(4).fill(429)]);
    expect(await em().count(SupportRequest, { user: customer.id })).toBe(10);
  });

  it('needs a signed-in customer', async () => {
    await app.http().post('/api/support-request').send(valid()).expect(401);
    await app.http().get('/api/support-requests').expect(401);
  });
});
