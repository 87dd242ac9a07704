import { EntityManager } from '@mikro-orm/postgresql';
import type TestAgent from 'supertest/lib/agent';
import { AuditLogEntry } from '../../src/modules/audit/audit-log.entity';
import { SubscriptionActivity } from '../../src/modules/billing/subscription-activity.entity';
import { ContactMessage } from '../../src/modules/contact/contact-message.entity';
import { Receptionist } from '../../src/modules/receptionists/receptionist.entity';
import { User } from '../../src/modules/users/user.entity';
import { userOf } from '../billing/billing-helpers';
import { sql } from '../calls/calls-helpers';
import { type Customer, registerCustomer, signIn, signInAdmin } from '../support/accounts';
import { mailsTo, resetLinkIn, type SmtpInbox } from '../support/smtp-inbox';
import { type TestApp, closeAppWithInbox, startAppWithInbox } from '../support/test-app';
import { TEST_ADMIN } from '../support/test-env';
import { duringBillingHandler, holdTransaction, sessionsWaitingForLocks } from '../support/held-transaction';
import { waitUntil } from '../support/wait';
import { realLine } from '../support/receptionist-lines';

const receptionist = (overrides: Record<string, unknown> = {}) => ({
  name: 'Front desk',
  phoneNumber: '+1 (415) 555-0134',
  languages: ['English'],
  ...overrides,
});
const ticket = { subject: 'Calls go to voicemail', category: 'technical', message: 'Since this morning every caller hears voicemail.', priority: 'high' };

describe('back-office API (/api/admin)', () => {
  let app: TestApp;
  let inbox: SmtpInbox;
  let admin: TestAgent;
  beforeAll(async () => {
    ({ app, inbox } = await startAppWithInbox());
    admin = await signInAdmin(app);
  });
  afterAll(() => closeAppWithInbox(app, inbox));

  const em = () => app.get(EntityManager).fork();
  const contactMessage = async () => {
    const message = em().create(ContactMessage, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      companyName: 'Analytical Dental',
      companySize: '11-50',
      interestedIn: 'pricing',
      message: 'How much for three locations?',
    });
    await em().persistAndFlush(message);
    return message;
  };

  describe('who may call it', () => {
    const routes: [string, string, object?][] = [
      ['get', '/api/admin/users'],
      ['get', '/api/admin/users/1'],
      ['patch', '/api/admin/users/1', { firstName: 'X' }],
      ['post', '/api/admin/users/1/reset-password'],
      ['get', '/api/admin/support-requests'],
      ['patch', '/api/admin/support-requests/1', { status: 'resolved' }],
      ['get', '/api/admin/contact-messages'],
      ['patch', '/api/admin/contact-messages/1/read'],
      ['get', '/api/admin/receptionists'],
      ['patch', '/api/admin/receptionists/1', { status: 'training' }],
      ['delete', '/api/admin/receptionists/1'],
      ['get', '/api/admin/subscription-activities'],
      ['get', '/api/admin/audit-log?targetType=user&targetId=1'],
      ['get', '/api/admin/queues'],
      ['post', '/api/admin/queues/mail/retry'],
    ];
    const call = (agent: TestAgent, [method, path, body]: (typeof routes)[number]) => {
      const request = (agent as unknown as Record<string, (path: string) => ReturnType<TestAgent['get']>>)[method](path);
      return body ? request.send(body) : request;
    };

    it.each(routes)('%s %s: 401 signed out, 403 for a customer and for an administrator signed in at the customer door', async (...route) => {
      await call(app.http(), route).expect(401);
      const customer = await registerCustomer(app);
      expect((await call(customer.agent, route).expect(403)).body.code).toBe('AUTH.FORBIDDEN');
      const adminAsCustomer = await signIn(app, TEST_ADMIN.email, TEST_ADMIN.password);
      await call(adminAsCustomer, route).expect(403);
    });

    it.each(routes.filter(([method]) => method === 'get'))('%s %s answers an administrator', async (...route) => {
      await call(admin, route).expect(200);
    });
  });

  describe('users', () => {
    it('lists users with their receptionist count, newest first, with the total, and searches and sorts on the server', async () => {
      const marker = `zz${Date.now()}`;
      const first = await registerCustomer(app, { companyName: `${marker} Dental`, plan: 'professional' });
      const second = await registerCustomer(app, { companyName: `${marker} Legal` });
      await first.agent.post('/api/receptionists').send(receptionist()).expect(201);

      const page = await admin.get('/api/admin/users').query({ q: marker }).expect(200);
      expect(page.body).toMatchObject({ total: 2, totalCapped: false, page: 1, pageSize: 50 });
      expect(page.body.items.map((user: { id: number }) => user.id)).toEqual([second.id, first.id]);
      expect(page.body.items[1]).toMatchObject({ email: first.email, receptionistCount: 1, role: 'user' });
      expect(page.body.items[1]).not.toHaveProperty('passwordHash');

      const sorted = await admin.get('/api/admin/users').query({ q: marker, sort: 'receptionistCount:desc', pageSize: 1, page: 1 }).expect(200);
      expect(sorted.body).toMatchObject({ total: 2, pageSize: 1, items: [{ id: first.id }] });
      const secondPage = await admin.get('/api/admin/users').query({ q: marker, sort: 'receptionistCount:desc', pageSize: 1, page: 2 }).expect(200);
      expect(secondPage.body.items).toEqual([expect.objectContaining({ id: second.id })]);
      const beyond = await admin.get('/api/admin/users').query({ q: marker, page: 3, pageSize: 1 }).expect(200);
      expect(beyond.body).toMatchObject({ total: 2, items: [] });
    });

    it.each([
      [{ sort: 'password:asc' }, 'sort'],
      [{ sort: 'email' }, 'sort'],
      [{ page: 0 }, 'page'],
      [{ pageSize: 1000 }, 'pageSize'],
      [{ page: 201 }, 'page'],
      [{ page: 51, pageSize: 200 }, 'page'],
      [{ q: 'x'.repeat(101) }, 'q'],
    ])('refuses the list query %j with 400', async (query, field) => {
      const response = await admin.get('/api/admin/users').query(query).expect(400);
      expect(response.body.errors[field]).toBeTruthy();
    });

    it('sorts users without a last name last, in both directions', async () => {
      const marker = `nameless${Date.now()}`;
      const [named, nameless] = [await registerCustomer(app, { companyName: marker }), await registerCustomer(app, { companyName: marker })];
      await em().nativeUpdate(User, { id: nameless.id }, { lastName: null });
      for (const direction of ['asc', 'desc']) {
        const response = await admin
          .get('/api/admin/users')
          .query({ q: marker, sort: `name:${direction}` })
          .expect(200);
        expect(response.body.items.map((user: { id: number }) => user.id)).toEqual([named.id, nameless.id]);
      }
    });

    it('treats the search text literally (a % or _ matches only itself)', async () => {
      const response = await admin.get('/api/admin/users').query({ q: '%' }).expect(200);
      expect(response.body.total).toBe(0);
    });

    it('edits a user’s profile, plan, status and limit override; the customer can then create that many receptionists', async () => {
      const customer = await registerCustomer(app);
      const edit = {
        firstName: 'Grace B.',
        companySize: '51-200',
        subscriptionPlan: 'professional',
        subscriptionStatus: 'active',
        receptionistLimit: 2,
        receptionistLimitActive: true,
      };
      const response = await admin.patch(`/api/admin/users/${customer.id}`).send(edit).expect(200);
      expect(response.body).toMatchObject(edit);
      await customer.agent.post('/api/receptionists').send(receptionist()).expect(201);
      await customer.agent.post('/api/receptionists').send(receptionist()).expect(201);
      await customer.agent.post('/api/receptionists').send(receptionist()).expect(403);

      const off = await admin.patch(`/api/admin/users/${customer.id}`).send({ receptionistLimit: null, receptionistLimitActive: false }).expect(200);
      expect(off.body).toMatchObject({ receptionistLimit: null, receptionistLimitActive: false });

      const actions = (await em().find(SubscriptionActivity, { user: customer.id })).map((activity) => activity.action);
      expect(actions).toEqual(['new']);
      const [entry] = await em().find(AuditLogEntry, { targetType: 'user', targetId: String(customer.id) }, { orderBy: { id: 'asc' }, populate: ['actor'] });
      expect(entry).toMatchObject({ action: 'user.update', actor: { email: TEST_ADMIN.email } });
      expect(entry.details).toEqual({
        changes: {
          firstName: { before: 'Grace', after: 'Grace B.' },
          companySize: { before: null, after: '51-200' },
          subscriptionPlan: { before: null, after: 'professional' },
          subscriptionStatus: { before: 'none', after: 'active' },
          receptionistLimit: { before: null, after: 2 },
          receptionistLimitActive: { before: false, after: true },
        },
      });
      const details = await admin.get(`/api/admin/users/${customer.id}`).expect(200);
      expect(details.body.audit).toHaveLength(2);
      expect(details.body.receptionists).toHaveLength(2);
      expect(details.body.user.receptionistCount).toBe(2);
      expect(details.body.activities).toEqual([expect.objectContaining({ action: 'new', newPlan: 'professional' })]);
    });

    it("says where each receptionist's appointments go, in the receptionists' order: the built-in calendar, or the Google account and whether it is still connected", async () => {
      const customer = await registerCustomer(app, { plan: 'business' });
      const receptionistOf = async (name: string) =>
        (await sql(app)(`insert into receptionists (user_id, name, phone_number) values (?, ?, '+14155550100') returning id`, [customer.id, name]))[0]
          .id as number;
      const [builtIn, google, lost] = [await receptionistOf('Front desk'), await receptionistOf('After hours'), await receptionistOf('Weekend line')];
      // The tokens are never read here: only the connection's account and state are shown.
      const connect = (receptionistId: number, email: string, state: string, reason: string | null) =>
        sql(app)(
          `insert into calendar_connections (receptionist_id, user_id, provider, account_email, access_token, refresh_token, access_token_expires_at, state, disconnected_reason)
           values (?, ?, 'google', ?, 'unused', 'unused', now(), ?, ?)`,
          [receptionistId, customer.id, email, state, reason],
        );
      await connect(google, 'owner@example.com', 'connected', null);
      await connect(lost, 'old@example.com', 'disconnected', 'revoked');

      const { receptionists, calendars } = (await admin.get(`/api/admin/users/${customer.id}`).expect(200)).body;
      expect(calendars.map((calendar: { receptionistId: number }) => calendar.receptionistId)).toEqual(receptionists.map((entry: { id: number }) => entry.id));
      const byId = new Map(calendars.map((calendar: { receptionistId: number }) => [calendar.receptionistId, calendar]));
      expect(byId.get(builtIn)).toMatchObject({ provider: 'sandbox', state: 'connected', accountEmail: null });
      expect(byId.get(google)).toMatchObject({ provider: 'google', state: 'connected', accountEmail: 'owner@example.com', calendarId: 'primary' });
      expect(byId.get(lost)).toMatchObject({ provider: 'google', state: 'disconnected', disconnectedReason: 'revoked', accountEmail: 'old@example.com' });
      expect(JSON.stringify(calendars)).not.toContain('unused');
      expect((await admin.get(`/api/admin/users/${(await registerCustomer(app)).id}`).expect(200)).body.calendars).toEqual([]);
    });

    it.each([
      [{ subscriptionPlan: 'gold' }, 'subscriptionPlan'],
      [{ subscriptionStatus: 'paused' }, 'subscriptionStatus'],
      [{ receptionistLimit: -1, receptionistLimitActive: true }, 'receptionistLimit'],
      [{ receptionistLimit: 1.5, receptionistLimitActive: true }, 'receptionistLimit'],
      [{ receptionistLimitActive: true }, 'receptionistLimit'],
      [{ email: 'not-an-email' }, 'email'],
      [{ companySize: '501+' }, 'companySize'],
    ])('refuses %j with 400 and changes nothing', async (body, field) => {
      const customer = await registerCustomer(app);
      const response = await admin.patch(`/api/admin/users/${customer.id}`).send(body).expect(400);
      expect(response.body.errors[field]).toBeTruthy();
      expect(await userOf(app, customer.id)).toMatchObject({ subscriptionPlan: null, subscriptionStatus: 'none', receptionistLimitActive: false });
      expect(await em().count(AuditLogEntry, { targetType: 'user', targetId: String(customer.id) })).toBe(0);
    });

    it('answers 404 for an unknown user and 409 for a taken e-mail', async () => {
      await admin.patch('/api/admin/users/999999').send({ firstName: 'X' }).expect(404);
      const one = await registerCustomer(app);
      const two = await registerCustomer(app);
      const taken = await admin.patch(`/api/admin/users/${two.id}`).send({ email: one.email }).expect(409);
      expect(taken.body.code).toBe('ADMIN.EMAIL_TAKEN');
    });

    it('edits a user while a payment event holds their subscription, without a deadlock (the subscription is locked first)', async () => {
      const customer = await registerCustomer(app);
      const edit = await duringBillingHandler(customer.id, async () => admin.patch(`/api/admin/users/${customer.id}`).send({ firstName: 'Grace' }));
      expect(edit.status).toBe(200);
      expect(await userOf(app, customer.id)).toMatchObject({ firstName: 'Grace' });
    });

    it('Reset Password e-mails the user a working reset link', async () => {
      const customer = await registerCustomer(app);
      const response = await admin.post(`/api/admin/users/${customer.id}/reset-password`).expect(200);
      expect(response.body.success).toBe(true);
      await waitUntil(() => mailsTo(inbox, customer.email).length > 0, 10_000, 'the reset mail');
      const token = resetLinkIn(mailsTo(inbox, customer.email)[0].raw).searchParams.get('token');
      await app.http().get('/api/validate-reset-token').query({ token }).expect(200, { success: true });
    });
  });

  describe('support requests', () => {
    it('moves a ticket through statuses, stamping resolvedAt when resolved and clearing it when reopened', async () => {
      const customer = await registerCustomer(app);
      const created = await customer.agent.post('/api/support-request').send(ticket).expect(201);
      const listed = await admin.get('/api/admin/support-requests').query({ q: created.body.ticketNumber }).expect(200);
      expect(listed.body.items).toEqual([
        expect.objectContaining({ ticketNumber: created.body.ticketNumber, userId: customer.id, userEmail: customer.email, status: 'open' }),
      ]);

      const resolved = await admin.patch(`/api/admin/support-requests/${created.body.id}`).send({ status: 'resolved' }).expect(200);
      expect(resolved.body).toMatchObject({ status: 'resolved', isResolved: true, resolvedAt: expect.any(String) });
      const reopened = await admin.patch(`/api/admin/support-requests/${created.body.id}`).send({ status: 'in-progress' }).expect(200);
      expect(reopened.body).toMatchObject({ status: 'in-progress', isResolved: false, resolvedAt: null });
      const mine = await customer.agent.get('/api/support-requests').expect(200);
      expect(mine.body[0].status).toBe('in-progress');

      const byOwner = await admin.get('/api/admin/support-requests').query({ q: customer.email.toUpperCase() }).expect(200);
      expect(byOwner.body.items).toEqual([expect.objectContaining({ id: created.body.id })]);
      const filtered = await admin.get('/api/admin/support-requests').query({ status: 'in-progress', q: created.body.ticketNumber }).expect(200);
      expect(filtered.body.total).toBe(1);
      await admin.patch(`/api/admin/support-requests/${created.body.id}`).send({ status: 'done' }).expect(400);
      await admin.get('/api/admin/support-requests').query({ status: 'done' }).expect(400);
      expect(await em().count(AuditLogEntry, { targetType: 'support_request', targetId: String(created.body.id) })).toBe(2);
    });

    it('finds the tickets of customers whose e-mail matches however many do (past 3,000 each ticket’s owner is checked)', async () => {
      const marker = `crowd${Date.now()}`;
      const connection = em().getConnection();
      const [first, second] = await connection.execute<{ id: number }[]>(
        `insert into users (email, password_hash) select ? || n || '@example.com', 'not a hash' from generate_series(1, 3001) n returning id`,
        [marker],
      );
      const byText = await registerCustomer(app);
      const insertTickets = (userId: number, subject: string, count: number) =>
        connection.execute(
          `insert into support_requests (user_id, subject, category, message, priority, ticket_number, created_at) select ?, ?, 'technical', 'Hello', 'low', 'TKT-' || ? || '-' || n, now() - n * interval '1 minute' from generate_series(1, ?) n`,
          [userId, subject, `${userId}${Date.now()}`, count],
        );
      try {
        await insertTickets(first.id, 'Calls drop', 2);
        await insertTickets(second.id, 'Calls drop', 1);
        await insertTickets(byText.id, `About ${marker}`, 1); // matched by its subject, not its owner
        const found = await admin.get('/api/admin/support-requests').query({ q: marker.toUpperCase() }).expect(200);
        expect(found.body).toMatchObject({ total: 4, totalCapped: false });
        expect(found.body.items.map((item: { userId: number }) => item.userId).sort()).toEqual([first.id, first.id, second.id, byText.id].sort());
        expect(await admin.get('/api/admin/support-requests').query({ q: marker, status: 'closed' }).expect(200)).toMatchObject({
          body: { total: 0, items: [] },
        });

        await insertTickets(second.id, 'Calls drop', 100);
        const capped = await admin.get('/api/admin/support-requests').query({ q: marker }).expect(200);
        expect(capped.body).toMatchObject({ total: 100, totalCapped: true });
        const newestFirst = capped.body.items.map((item: { createdAt: string }) => item.createdAt);
        expect(newestFirst).toEqual([...newestFirst].sort().reverse());
      } finally {
        await connection.execute(`delete from users where email like ?`, [`${marker}%`]);
        await connection.execute(`delete from support_requests where user_id = ?`, [byText.id]);
      }
    });
  });

  describe('contact messages', () => {
    const insertMessages = (companyName: string, count: number) =>
      em()
        .getConnection()
        .execute(
          `insert into contact_messages (first_name, last_name, email, company_name, company_size, interested_in, message) select 'Ada', 'Lovelace', 'ada' || n || '@example.com', ?, '1-10', 'pricing', 'Hello' from generate_series(1, ?) n`,
          [companyName, count],
        );

    it('counts rows up to 10,000 and pages through that many, no further', async () => {
      const marker = `capped${Date.now()}`;
      await insertMessages(marker, 10001);
      try {
        const first = await admin.get('/api/admin/contact-messages').expect(200);
        expect(first.body).toMatchObject({ total: 10000, totalCapped: true });
        const last = await admin.get('/api/admin/contact-messages').query({ page: 67, pageSize: 150 }).expect(200);
        expect(last.body.items).toHaveLength(100); // rows 9,901 to 10,000
        const beyond = await admin.get('/api/admin/contact-messages').query({ page: 201 }).expect(400);
        expect(beyond.body).toMatchObject({ code: 'LIST.PAGE_TOO_DEEP', message: expect.stringContaining('first 10,000 rows') });
      } finally {
        await em().getConnection().execute('delete from contact_messages where company_name = ?', [marker]);
      }
    });

    it('counts and pages through the first 100 rows a search finds, no further', async () => {
      const [marker, exactly] = [`searched${Date.now()}`, `hundred${Date.now()}`];
      await insertMessages(marker, 101);
      await insertMessages(exactly, 100);
      try {
        const first = await admin.get('/api/admin/contact-messages').query({ q: marker }).expect(200);
        expect(first.body).toMatchObject({ total: 100, totalCapped: true });
        const second = await admin.get('/api/admin/contact-messages').query({ q: marker, page: 2 }).expect(200);
        expect(second.body.items).toHaveLength(50); // rows 51 to 100
        const wide = await admin.get('/api/admin/contact-messages').query({ q: marker, pageSize: 200 }).expect(200);
        expect(wide.body.items).toHaveLength(100);
        const beyond = await admin.get('/api/admin/contact-messages').query({ q: marker, page: 3 }).expect(400);
        expect(beyond.body).toMatchObject({
          code: 'LIST.PAGE_TOO_DEEP',
          message: expect.stringContaining('first 100 rows a search finds'),
          errors: { page: expect.any(String) },
        });
        const all = await admin.get('/api/admin/contact-messages').query({ q: exactly }).expect(200);
        expect(all.body).toMatchObject({ total: 100, totalCapped: false });
      } finally {
        await em().getConnection().execute('delete from contact_messages where company_name in (?, ?)', [marker, exactly]);
      }
    });

    it('marks a message read, once and for good', async () => {
      const message = await contactMessage();
      const read = await admin.patch(`/api/admin/contact-messages/${message.id}/read`).expect(200);
      expect(read.body).toMatchObject({ id: message.id, isRead: true, email: 'ada@example.com', message: 'How much for three locations?' });
      await admin.patch(`/api/admin/contact-messages/${message.id}/read`).expect(200);
      expect(await em().count(AuditLogEntry, { targetType: 'contact_message', targetId: String(message.id) })).toBe(1);
      await admin.patch('/api/admin/contact-messages/999999/read').expect(404);
    });
  });

  describe('receptionists', () => {
    let customer: Customer;
    beforeAll(async () => {
      customer = await registerCustomer(app, { companyName: 'Hopper Dental' });
      await admin.patch(`/api/admin/users/${customer.id}`).send({ subscriptionPlan: 'enterprise', subscriptionStatus: 'active' }).expect(200);
    });

    it('follows pending → training → active → inactive → active, with active true only while active, on the customer’s timeline', async () => {
      const created = await customer.agent.post('/api/receptionists').send(receptionist()).expect(201);
      const line = realLine();
      const byOwner = await admin.get('/api/admin/receptionists').query({ q: 'hopper dental' }).expect(200);
      expect(byOwner.body.items).toContainEqual(
        expect.objectContaining({
          id: created.body.id,
          userEmail: customer.email,
          userName: 'Grace Hopper',
          userCompany: 'Hopper Dental',
          aiPhoneNumber: null,
        }),
      );

      for (const [body, status, active] of [
        [{ status: 'training', active: false }, 'training', false],
        [{ status: 'active', active: true, ...line }, 'active', true],
        [{ status: 'inactive', active: false }, 'inactive', false],
        [{ status: 'active', active: false }, 'active', true],
      ] as const) {
        const response = await admin.patch(`/api/admin/receptionists/${created.body.id}`).send(body).expect(200);
        expect(response.body).toMatchObject({ status, active });
      }
      const [mine] = (await customer.agent.get('/api/receptionists').expect(200)).body;
      expect(mine.statusHistory.map((change: { to: string }) => change.to)).toEqual(['pending', 'training', 'active', 'inactive', 'active']);
      const [row] = (await admin.get('/api/admin/receptionists').query({ q: line.aiPhoneNumber }).expect(200)).body.items;
      expect(row).toMatchObject(mine); // built from the rows, the same as the customer's view built from the entity
      expect(row.statusHistory.map((change: { by: string }) => change.by)).toEqual(['customer', 'team', 'team', 'team', 'team']);
    });

    it("sorts by customer with each customer's receptionists in a fixed order, page after page", async () => {
      const marker = `tiebreak${Date.now()}`;
      const owner = await registerCustomer(app, { companyName: marker });
      await admin.patch(`/api/admin/users/${owner.id}`).send({ subscriptionPlan: 'enterprise', subscriptionStatus: 'active' }).expect(200);
      const ids: number[] = [];
      for (const name of ['First', 'Second', 'Third'])
        ids.push((await owner.agent.post('/api/receptionists').send(receptionist({ name })).expect(201)).body.id);
      for (const direction of ['asc', 'desc'] as const) {
        const expected = direction === 'asc' ? ids : [...ids].reverse();
        const listed = await admin
          .get('/api/admin/receptionists')
          .query({ q: marker, sort: `user:${direction}` })
          .expect(200);
        expect(listed.body.items.map((item: { id: number }) => item.id)).toEqual(expected);
        const paged = [];
        for (const page of [1, 2, 3])
          paged.push(
            ...(
              await admin
                .get('/api/admin/receptionists')
                .query({ q: marker, sort: `user:${direction}`, page, pageSize: 1 })
                .expect(200)
            ).body.items,
          );
        expect(paged.map((item: { id: number }) => item.id)).toEqual(expected);
      }
    });

    it('edits details and the AI number (E.164, unique), and deletes after the dialog', async () => {
      const created = await customer.agent.post('/api/receptionists').send(receptionist()).expect(201);
      const { aiPhoneNumber } = realLine();
      const formatted = await admin
        .patch(`/api/admin/receptionists/${created.body.id}`)
        .send({ name: 'Reception', aiPhoneNumber: '+1 (888) 555-0001' })
        .expect(400);
      expect(formatted.body.errors).toEqual({
        aiPhoneNumber: 'AI phone number must be in E.164 form: + and the country code, then the number, such as +14155550123',
      });
      const edited = await admin.patch(`/api/admin/receptionists/${created.body.id}`).send({ name: 'Reception', aiPhoneNumber }).expect(200);
      expect(edited.body).toMatchObject({ name: 'Reception', aiPhoneNumber, status: 'pending' });
      const cleared = await admin.patch(`/api/admin/receptionists/${created.body.id}`).send({ aiPhoneNumber: '' }).expect(200);
      expect(cleared.body.aiPhoneNumber).toBeNull();
      await admin.patch(`/api/admin/receptionists/${created.body.id}`).send({ status: 'live' }).expect(400);
      await admin.delete(`/api/admin/receptionists/${created.body.id}`).expect(204);
      await admin.delete(`/api/admin/receptionists/${created.body.id}`).expect(404);
      expect(await em().count(Receptionist, { id: created.body.id })).toBe(0);
    });

    it('edits a receptionist while a call is being written for it, neither waiting for the other', async () => {
      const created = await customer.agent.post('/api/receptionists').send(receptionist()).expect(201);
      // As inserting a call does: its foreign keys key-share the owner's row, then the receptionist's. The edit used to
      // lock both for update and deadlock with it (a 500) when it came between the two.
      const call = await holdTransaction();
      try {
        await call.query('select 1 from users where id = $1 for key share', [customer.id]);
        let answered = false;
        const edit = admin
          .patch(`/api/admin/receptionists/${created.body.id}`)
          .send({ status: 'training' })
          .then((response) => ((answered = true), response.status));
        await waitUntil(async () => answered || (await sessionsWaitingForLocks(call)) > 0, 10_000, 'the edit answered or waiting for a lock');
        await call.query('select 1 from receptionists where id = $1 for key share', [created.body.id]);
        await call.commit();
        expect(await edit).toBe(200);
      } finally {
        await call.end();
      }
    });

    it('refuses an AI number another receptionist has with 409', async () => {
      const owner = await registerCustomer(app, { companyName: 'Two Desks' });
      await admin.patch(`/api/admin/users/${owner.id}`).send({ subscriptionPlan: 'business', subscriptionStatus: 'active' }).expect(200);
      const one = await owner.agent.post('/api/receptionists').send(receptionist()).expect(201);
      const two = await owner.agent.post('/api/receptionists').send(receptionist()).expect(201);
      const { aiPhoneNumber } = realLine();
      await admin.patch(`/api/admin/receptionists/${one.body.id}`).send({ aiPhoneNumber }).expect(200);
      const response = await admin.patch(`/api/admin/receptionists/${two.body.id}`).send({ aiPhoneNumber }).expect(409);
      expect(response.body.code).toBe('ADMIN.AI_NUMBER_TAKEN');
    });

    it('puts a receptionist live only on a whole line: 409 naming what is missing, and nothing changes', async () => {
      const created = await customer.agent.post('/api/receptionists').send(receptionist()).expect(201);
      const path = `/api/admin/receptionists/${created.body.id}`;
      const line = realLine();
      const bare = await admin.patch(path).send({ status: 'active', name: 'Renamed' }).expect(409);
      expect(bare.body).toMatchObject({
        code: 'ADMIN.RECEPTIONIST_LINE_INCOMPLETE',
        message:
          'A receptionist goes live only on a real line: its AI phone number in E.164 (such as +14155550123), and the voice assistant id and phone-number id that answer it. Missing: AI phone number, voice assistant id, phone-number id.',
        errors: {
          aiPhoneNumber: 'Enter the real AI phone number in E.164, such as +14155550123',
          voiceAssistantId: 'Enter the voice assistant id that answers this number',
          voicePhoneNumberId: 'Enter the voice platform’s id of this number',
        },
      });
      const partly = await admin.patch(path).send({ active: true, aiPhoneNumber: line.aiPhoneNumber, voiceAssistantId: line.voiceAssistantId }).expect(409);
      expect(partly.body.message).toMatch(/Missing: phone-number id\.$/);
      expect(await em().findOneOrFail(Receptionist, created.body.id)).toMatchObject({
        status: 'pending',
        name: 'Front desk',
        aiPhoneNumber: null,
        voiceAssistantId: null,
      });

      await admin
        .patch(path)
        .send({ status: 'active', ...line })
        .expect(200);
      // Live, its line can change but not lose a part.
      const unlinked = await admin.patch(path).send({ voicePhoneNumberId: null }).expect(409);
      expect(unlinked.body.message).toMatch(/Missing: phone-number id\.$/);
      await admin.patch(path).send({ aiPhoneNumber: '' }).expect(409);
      await admin.patch(path).send({ status: 'inactive', aiPhoneNumber: '' }).expect(200);
    });

    it('gives a receptionist a sandbox line where it has none, audited, and it can then go live', async () => {
      const created = await customer.agent.post('/api/receptionists').send(receptionist()).expect(201);
      const path = `/api/admin/receptionists/${created.body.id}`;
      await admin.patch(path).send({ voiceAssistantId: 'asst-kept' }).expect(200);
      const given = await admin.post(`${path}/sandbox-line`).expect(200);
      expect(given.body).toMatchObject({ voiceAssistantId: 'asst-kept', voicePhoneNumberId: `sandbox-number-${created.body.id}` });
      expect(given.body.aiPhoneNumber).toMatch(/^\+1[2-9]\d{2}55501\d{2}$/);
      expect(given.body.aiPhoneNumber.slice(3, 5)).not.toBe('11');
      // Asked again, it has a whole line: nothing changes.
      expect((await admin.post(`${path}/sandbox-line`).expect(200)).body.aiPhoneNumber).toBe(given.body.aiPhoneNumber);
      const audited = await em().find(AuditLogEntry, { targetType: 'receptionist', targetId: String(created.body.id), action: 'receptionist.update' });
      const changes = audited.map((entry) => (entry.details as { changes: Record<string, { after: unknown }> }).changes);
      expect(changes.filter((change) => change.aiPhoneNumber?.after === given.body.aiPhoneNumber)).toHaveLength(1);
      await admin.patch(path).send({ status: 'active' }).expect(200);
      await admin.post('/api/admin/receptionists/999999/sandbox-line').expect(404);
    });
  });

  describe('subscription activities', () => {
    it('filters by action and carries the user', async () => {
      const customer = await registerCustomer(app);
      await admin.patch(`/api/admin/users/${customer.id}`).send({ subscriptionPlan: 'professional', subscriptionStatus: 'active' }).expect(200);
      await admin.patch(`/api/admin/users/${customer.id}`).send({ subscriptionPlan: 'business' }).expect(200);
      const upgrades = await admin.get('/api/admin/subscription-activities').query({ action: 'upgrade', q: customer.email }).expect(200);
      expect(upgrades.body.items).toEqual([
        expect.objectContaining({
          action: 'upgrade',
          previousPlan: 'professional',
          newPlan: 'business',
          user: { firstName: 'Grace', lastName: 'Hopper', username: null, email: customer.email },
        }),
      ]);
      const all = await admin.get('/api/admin/subscription-activities').query({ q: customer.email }).expect(200);
      expect(all.body.total).toBe(2);
      await admin.get('/api/admin/subscription-activities').query({ action: 'refund' }).expect(400);
    });
  });

  describe('queues', () => {
    it('reports each queue and retries failed jobs', async () => {
      const health = await admin.get('/api/admin/queues').expect(200);
      expect(health.body.map((queue: { name: string }) => queue.name).sort()).toEqual([
        'assistant-settings',
        'billing-events',
        'calendar-sync',
        'call-events',
        'mail',
        'password-resets',
        'texts',
      ]);
      expect(health.body[0]).toMatchObject({ available: true, failed: expect.any(Number), waitingInOutbox: expect.any(Number) });
      expect((await admin.post('/api/admin/queues/mail/retry').expect(200)).body).toEqual({ retried: expect.any(Number) });
      await admin.post('/api/admin/queues/nope/retry').expect(404);
    });
  });

  it('never answers with secrets', async () => {
    const customer = await registerCustomer(app);
    const details = await admin.get(`/api/admin/users/${customer.id}`).expect(200);
    expect(JSON.stringify(details.body)).not.toMatch(/passwordHash|password_hash|argon2|tokenHash/);
  });
});
