import type TestAgent from 'supertest/lib/agent';
import { sql } from '../calls/calls-helpers';
import { registerCustomer, signInAdmin } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

/** View Details shows where each of the customer's receptionists books appointments (docs/product.md#google-calendar). */
describe("back-office View Details: each receptionist's calendar", () => {
  let app: TestApp;
  let admin: TestAgent;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await signInAdmin(app);
  });
  afterAll(() => app.close());

  const receptionist = async (userId: number, name: string) => {
    const [{ id }] = await sql(app)(`insert into receptionists (user_id, name, phone_number) values (?, ?, '+14155550100') returning id`, [userId, name]);
    return id as number;
  };
  // The tokens are never read here: only the connection's account and state are shown.
  const googleCalendar = (receptionistId: number, userId: number, email: string, state: 'connected' | 'disconnected') =>
    sql(app)(
      `insert into calendar_connections (receptionist_id, user_id, provider, account_email, access_token, refresh_token, access_token_expires_at, state, disconnected_reason)
       values (?, ?, 'google', ?, 'unused', 'unused', now(), ?, ?)`,
      [receptionistId, userId, email, state, state === 'disconnected' ? 'revoked' : null],
    );

  it('says for each receptionist, in their order: the built-in calendar, or the Google account and whether it is still connected', async () => {
    const customer = await registerCustomer(app, { plan: 'business' });
    const builtIn = await receptionist(customer.id, 'Front desk');
    const google = await receptionist(customer.id, 'After hours');
    const lost = await receptionist(customer.id, 'Weekend line');
    await googleCalendar(google, customer.id, 'owner@example.com', 'connected');
    await googleCalendar(lost, customer.id, 'old@example.com', 'disconnected');

    const { receptionists, calendars } = (await admin.get(`/api/admin/users/${customer.id}`).expect(200)).body;
    expect(calendars.map((calendar: { receptionistId: number }) => calendar.receptionistId)).toEqual(receptionists.map((entry: { id: number }) => entry.id));
    const byId = new Map(calendars.map((calendar: { receptionistId: number }) => [calendar.receptionistId, calendar]));
    expect(byId.get(builtIn)).toEqual({
      receptionistId: builtIn,
      provider: 'sandbox',
      state: 'connected',
      disconnectedReason: null,
      accountEmail: null,
      calendarId: null,
      connectedAt: null,
    });
    expect(byId.get(google)).toMatchObject({ provider: 'google', state: 'connected', accountEmail: 'owner@example.com', calendarId: 'primary' });
    expect(byId.get(lost)).toMatchObject({ provider: 'google', state: 'disconnected', disconnectedReason: 'revoked', accountEmail: 'old@example.com' });
  });

  it('lists none for a customer without receptionists', async () => {
    const customer = await registerCustomer(app);
    expect((await admin.get(`/api/admin/users/${customer.id}`).expect(200)).body.calendars).toEqual([]);
  });
});
