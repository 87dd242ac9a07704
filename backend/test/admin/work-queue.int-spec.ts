import { EntityManager } from '@mikro-orm/postgresql';
import type TestAgent from 'supertest/lib/agent';
import { AuditLogEntry } from '../../src/modules/audit/audit-log.entity';
import { type Customer, registerCustomer, signInAdmin } from '../support/accounts';
import { type TestApp, createTestApp } from '../support/test-app';
import { realLine } from '../support/receptionist-lines';

const HOUR = 3_600_000;
const request = { name: 'Harbor desk', phoneNumber: '+1 (415) 555-0134', languages: ['English'], businessHours: 'Mon-Fri 8am-6pm' };
const ticket = { subject: 'Calls go to voicemail', category: 'technical', message: 'Since this morning every caller hears voicemail.', priority: 'high' };

interface WorkItem {
  id: string;
  kind: string;
  title: string;
  userEmail: string;
  waitingSince: string;
  dueAt: string | null;
  overdue: boolean;
  receptionist: { id: number; status: string } | null;
  ticket: { id: number; ticketNumber: string; status: string } | null;
  change: { id: number; fields: { field: string; label: string; before: string; after: string }[]; doneAt: string | null } | null;
}

describe('the work queue (/api/admin/work-queue)', () => {
  let app: TestApp;
  let admin: TestAgent;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await signInAdmin(app);
  });
  afterAll(() => app.close());

  const sql = (text: string, params: unknown[] = []) => app.get(EntityManager).getConnection().execute(text, params);
  /** The queue as our team sees it for one customer (other files share the database). */
  const queueOf = async (customer: Customer, query: Record<string, string> = {}): Promise<WorkItem[]> =>
    (
      await admin
        .get('/api/admin/work-queue')
        .query({ q: customer.email, ...query })
        .expect(200)
    ).body.items;
  const summary = async () => (await admin.get('/api/admin/work-queue/summary').expect(200)).body;
  const hoursBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / HOUR;
  const setStatus = (id: number, body: Record<string, unknown>) => admin.patch(`/api/admin/receptionists/${id}`).send(body).expect(200);

  it('holds a request from the moment it is made, due 48 hours later, through training until it goes live', async () => {
    const customer = await registerCustomer(app, { plan: 'professional' });
    const before = await summary();
    const created = (await customer.agent.post('/api/receptionists').send(request).expect(201)).body;

    const [item] = await queueOf(customer);
    expect(item).toMatchObject({ id: `request-${created.id}`, kind: 'request', title: 'Harbor desk', userEmail: customer.email, overdue: false });
    expect(item.receptionist).toMatchObject({ id: created.id, status: 'pending' });
    expect(Math.abs(Date.parse(item.waitingSince) - Date.parse(created.createdAt))).toBeLessThan(1_000);
    expect(hoursBetween(item.waitingSince, item.dueAt!)).toBe(48);
    expect(await summary()).toMatchObject({ waiting: before.waiting + 1, requests: before.requests + 1 });

    await setStatus(created.id, { status: 'training' });
    expect((await queueOf(customer)).map((work) => [work.id, work.waitingSince])).toEqual([[item.id, item.waitingSince]]);

    await setStatus(created.id, { status: 'active', ...realLine() });
    expect(await queueOf(customer)).toEqual([]);

    // Back in set-up after a time live: waiting since it left service, not since the request.
    await sql(`update receptionists set setup_since = setup_since - interval '30 days' where id = ?`, [created.id]);
    await setStatus(created.id, { status: 'training' });
    const [again] = await queueOf(customer);
    expect(again.id).toBe(item.id);
    expect(Date.now() - Date.parse(again.waitingSince)).toBeLessThan(60_000);
  });

  it('marks what is past its promise overdue, counts it in the summary and filters by it', async () => {
    const customer = await registerCustomer(app, { plan: 'professional' });
    const created = (await customer.agent.post('/api/receptionists').send(request).expect(201)).body;
    const before = await summary();
    await sql(`update receptionists set setup_since = now() - interval '49 hours' where id = ?`, [created.id]);

    const [item] = await queueOf(customer);
    expect(item.overdue).toBe(true);
    expect(Date.parse(item.dueAt!)).toBeLessThan(Date.now());
    expect(await summary()).toMatchObject({ waiting: before.waiting, overdue: before.overdue + 1 });
    expect((await queueOf(customer, { overdue: 'true' })).map((work) => work.id)).toEqual([item.id]);
    expect(await queueOf(customer, { overdue: 'false' })).toEqual([]);
  });

  it('holds a ticket until it is resolved; its first answer is due in 24 hours while it is open', async () => {
    const customer = await registerCustomer(app, { verified: true, plan: 'professional' });
    const created = (await customer.agent.post('/api/support-request').send(ticket).expect(201)).body;

    const [item] = await queueOf(customer);
    expect(item).toMatchObject({ id: `ticket-${created.id}`, kind: 'ticket', title: ticket.subject, overdue: false, receptionist: null, change: null });
    expect(item.ticket).toMatchObject({ id: created.id, ticketNumber: created.ticketNumber, status: 'open' });
    expect(hoursBetween(item.waitingSince, item.dueAt!)).toBe(24);
    // Found by its number too, the link in our team's mail.
    expect((await admin.get('/api/admin/work-queue').query({ q: created.ticketNumber }).expect(200)).body.items.map((work: WorkItem) => work.id)).toEqual([
      item.id,
    ]);

    await admin.patch(`/api/admin/support-requests/${created.id}`).send({ status: 'in-progress' }).expect(200);
    expect(await queueOf(customer)).toEqual([expect.objectContaining({ id: item.id, dueAt: null, overdue: false })]);

    await admin.patch(`/api/admin/support-requests/${created.id}`).send({ status: 'resolved' }).expect(200);
    expect(await queueOf(customer)).toEqual([]);
  });

  it('holds each change a customer makes to a live receptionist until our team marks it done, once', async () => {
    const customer = await registerCustomer(app, { plan: 'professional' });
    const created = (await customer.agent.post('/api/receptionists').send(request).expect(201)).body;
    await setStatus(created.id, { status: 'active', ...realLine() });
    await customer.agent.patch(`/api/receptionists/${created.id}`).send({ businessHours: 'Mon-Sat 8am-6pm', forwardingCarrier: 'att' }).expect(200);

    const [item] = await queueOf(customer);
    expect(item).toMatchObject({ kind: 'change', title: 'Harbor desk', overdue: false, ticket: null });
    expect(item.receptionist).toMatchObject({ id: created.id, status: 'active' });
    expect(item.change).toEqual({
      id: expect.any(Number),
      receptionistId: created.id,
      fields: [{ field: 'businessHours', label: 'Hours', before: 'Mon-Fri 8am-6pm', after: 'Mon-Sat 8am-6pm' }],
      createdAt: item.waitingSince,
      doneAt: null,
    });
    expect(hoursBetween(item.waitingSince, item.dueAt!)).toBe(24);
    // The customer's card says the change is with our team, and by when: every change not done yet, once per field.
    await customer.agent.patch(`/api/receptionists/${created.id}`).send({ name: 'Harbor front desk', businessHours: 'Mon-Sat 9am-6pm' }).expect(200);
    const card = async () => (await customer.agent.get('/api/receptionists').expect(200)).body.find((r: { id: number }) => r.id === created.id);
    expect((await card()).pendingChange).toEqual({ fields: ['Hours', 'Name'], since: item.waitingSince, dueBy: item.dueAt });

    const [, second] = await queueOf(customer);
    await admin.post(`/api/admin/receptionist-changes/${second.change!.id}/done`).expect(200);
    const done = (await admin.post(`/api/admin/receptionist-changes/${item.change!.id}/done`).expect(200)).body;
    expect(done).toMatchObject({ id: item.change!.id, doneAt: expect.any(String) });
    const again = (await admin.post(`/api/admin/receptionist-changes/${item.change!.id}/done`).expect(200)).body;
    expect(again.doneAt).toBe(done.doneAt);
    expect(await queueOf(customer)).toEqual([]);
    expect((await card()).pendingChange).toBeNull();
    const audited = await app
      .get(EntityManager)
      .fork()
      .find(AuditLogEntry, { action: 'receptionist.change_done', targetId: String(created.id) });
    expect(audited).toHaveLength(2);
  });

  it('lists one customer’s work by kind and sorts it by promise, oldest first by default', async () => {
    const customer = await registerCustomer(app, { verified: true, plan: 'professional' });
    const receptionist = (await customer.agent.post('/api/receptionists').send(request).expect(201)).body;
    const support = (await customer.agent.post('/api/support-request').send(ticket).expect(201)).body;
    // The request two hours old (due in 46), the ticket one hour old (due in 23).
    await sql(`update receptionists set setup_since = now() - interval '2 hours' where id = ?`, [receptionist.id]);
    await sql(`update support_requests set created_at = now() - interval '1 hour' where id = ?`, [support.id]);

    expect((await queueOf(customer)).map((work) => work.id)).toEqual([`request-${receptionist.id}`, `ticket-${support.id}`]);
    expect((await queueOf(customer, { sort: 'dueAt:asc' })).map((work) => work.id)).toEqual([`ticket-${support.id}`, `request-${receptionist.id}`]);
    expect((await queueOf(customer, { kind: 'ticket' })).map((work) => work.id)).toEqual([`ticket-${support.id}`]);
  });

  it.each([
    [{ kind: 'invoice' }, 'kind must be one of: request, ticket, change'],
    [{ overdue: 'maybe' }, 'overdue must be true or false'],
    [{ sort: 'title:asc' }, 'sort must be one of: waitingSince, dueAt, user'],
  ])('refuses %j with 400', async (query, message) => {
    const response = await admin.get('/api/admin/work-queue').query(query).expect(400);
    expect(response.body.message).toContain(message);
  });

  it('answers 404 for a change that is not there, and 400 for an id that is not one', async () => {
    const missing = await admin.post('/api/admin/receptionist-changes/999999/done').expect(404);
    expect(missing.body).toMatchObject({ code: 'ADMIN.RECEPTIONIST_CHANGE_NOT_FOUND' });
    await admin.post('/api/admin/receptionist-changes/abc/done').expect(400);
  });
});
