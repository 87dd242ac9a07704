import type TestAgent from 'supertest/lib/agent';
import { linkedReceptionist, sql } from '../calls/calls-helpers';
import { registerCustomer, signInAdmin } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

/** The texts our team sees in View Details (docs/product.md#every-back-office-action-does-something-real): GET /api/admin/texts. */
describe('back-office texts (/api/admin/texts)', () => {
  let app: TestApp;
  let admin: TestAgent;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await signInAdmin(app);
  });
  afterAll(() => app.close());

  /** A text as the send_sms_link tool writes it, `minutesAgo` old, its status changed 5 seconds later. */
  const text = async (owner: { userId: number; receptionistId: number | null }, minutesAgo: number, fields: Record<string, unknown> = {}) => {
    const row = {
      toNumber: '+14155550188',
      linkName: 'Directions',
      body: 'Harbor desk: here is the Directions link',
      status: 'delivered',
      errorCode: null,
      ...fields,
    };
    const [{ id }] = await sql(app)(
      `insert into text_messages (user_id, receptionist_id, platform_call_id, to_number, body, link_name, status, error_code, created_at, updated_at)
       values (?, ?, 'call-1', ?, ?, ?, ?, ?, now() - make_interval(mins => ?), now() - make_interval(mins => ?) + interval '5 seconds') returning id`,
      [owner.userId, owner.receptionistId, row.toNumber, row.body, row.linkName, row.status, row.errorCode, minutesAgo, minutesAgo],
    );
    return id as number;
  };
  const listed = async (query: Record<string, unknown>) => (await admin.get('/api/admin/texts').query(query).expect(200)).body;

  it("lists only the customer's texts, newest first, a page at a time, each with its receptionist", async () => {
    const { customer, receptionistId } = await linkedReceptionist(app, 'Harbor desk');
    const other = await linkedReceptionist(app, 'Other desk');
    const oldest = await text({ userId: customer.id, receptionistId }, 30);
    const newest = await text({ userId: customer.id, receptionistId }, 1, { status: 'failed', errorCode: 21610, toNumber: '+14155550199' });
    // The business's word of a cancelled appointment: no link.
    const middle = await text({ userId: customer.id, receptionistId: null }, 10, {
      linkName: null,
      body: 'Harbor desk: your Cleaning appointment is cancelled.',
    });
    await text({ userId: other.customer.id, receptionistId: other.receptionistId }, 5);

    const all = await listed({ userId: customer.id });
    expect(all).toMatchObject({ total: 3, totalCapped: false, page: 1, pageSize: 50 });
    expect(all.items.map((item: { id: number }) => item.id)).toEqual([newest, middle, oldest]);
    expect(all.items[0]).toEqual({
      id: newest,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      receptionistId,
      receptionistName: 'Harbor desk',
      toNumber: '+14155550199',
      linkName: 'Directions',
      body: 'Harbor desk: here is the Directions link',
      status: 'failed',
      errorCode: 21610,
      platformCallId: 'call-1',
    });
    expect(new Date(all.items[0].updatedAt).getTime() - new Date(all.items[0].createdAt).getTime()).toBe(5_000);
    // A deleted receptionist's text still lists, without its receptionist.
    expect(all.items[1]).toMatchObject({
      receptionistId: null,
      receptionistName: null,
      linkName: null,
      body: 'Harbor desk: your Cleaning appointment is cancelled.',
    });

    const second = await listed({ userId: customer.id, page: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((item: { id: number }) => item.id)).toEqual([oldest]);
    expect((await listed({ userId: customer.id, sort: 'createdAt:asc' })).items.map((item: { id: number }) => item.id)).toEqual([oldest, middle, newest]);
    expect((await listed({ userId: customer.id, status: 'failed' })).items.map((item: { id: number }) => item.id)).toEqual([newest]);
    expect((await listed({ userId: customer.id, q: '(415) 555-0199' })).items.map((item: { id: number }) => item.id)).toEqual([newest]);
    expect(await listed({ userId: customer.id + 1_000_000 })).toMatchObject({ items: [], total: 0 });
  });

  it('is for our team only', async () => {
    const customer = await registerCustomer(app);
    expect((await customer.agent.get('/api/admin/texts').query({ userId: customer.id }).expect(403)).body.code).toBe('AUTH.FORBIDDEN');
    await app.http().get('/api/admin/texts').expect(401);
  });

  it.each([
    [{ userId: 'me' }, 'userId must be a positive whole number'],
    [{ userId: 0 }, 'userId must be a positive whole number'],
    [{ status: 'read' }, 'status must be one of: queued, sent, delivered, failed, undelivered'],
    [{ sort: 'body:asc' }, 'sort must be one of'],
  ])('refuses %j with 400 and says why', async (query, message) => {
    const refused = await admin.get('/api/admin/texts').query(query).expect(400);
    expect(JSON.stringify(refused.body)).toContain(message);
  });
});
