import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { registerCustomer, signInAdmin, type Customer } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { waitUntil } from '../support/wait';
import { sql as sqlOf } from '../calls/calls-helpers';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The business's Appointments page's API (docs/product.md#appointments): its list, and its own cancels and moves. */
describe('appointments API (/api/appointments)', () => {
  let app: TestApp;
  let sql: ReturnType<typeof sqlOf>;
  beforeAll(async () => {
    app = await createTestApp({ worker: true });
    sql = sqlOf(app);
  });
  afterAll(() => app.close());

  async function customerWithReceptionist(): Promise<{ customer: Customer; receptionistId: number }> {
    const customer = await registerCustomer(app, { verified: true, plan: 'business' });
    const [{ id }] = await sql(`insert into receptionists (user_id, name, phone_number) values (?, 'Front desk', '+14155550100') returning id`, [customer.id]);
    return { customer, receptionistId: id as number };
  }
  /** An appointment `hoursAhead` from the next whole hour (negative: past), 30 minutes long and 15 more kept free. */
  async function appointment(owner: { customer: Customer; receptionistId: number }, hoursAhead: number, callerName = 'Ada Lovelace') {
    const startsAt = new Date(Math.ceil(Date.now() / HOUR) * HOUR + hoursAhead * HOUR);
    const [{ id }] = await sql(
      `insert into appointments (user_id, receptionist_id, type_name, starts_at, ends_at, blocked_until, caller_name, caller_number, booked_by, calendar_event_id, platform_call_id)
       values (?, ?, 'Cleaning', ?, ?, ?, ?, '+14155550123', 'receptionist', ?, ?) returning id`,
      [
        owner.customer.id,
        owner.receptionistId,
        startsAt,
        new Date(startsAt.getTime() + HOUR / 2),
        new Date(startsAt.getTime() + (HOUR * 3) / 4),
        callerName,
        `rcp${randomUUID().replaceAll('-', '')}`,
        `call-${randomUUID()}`,
      ],
    );
    return { id: id as number, startsAt };
  }

  it('lists upcoming and past appointments, a week, a receptionist’s, and finds a caller; never another customer’s', async () => {
    const owner = await customerWithReceptionist();
    const soon = await appointment(owner, 2);
    const later = await appointment(owner, 10 * 24, 'Grace Hopper');
    const past = await appointment(owner, -48);
    const agent = owner.customer.agent;
    const ids = async (query: Record<string, string | number>) =>
      ((await agent.get('/api/appointments').query(query).expect(200)).body.items as { id: number }[]).map((item) => item.id);

    expect(await ids({ when: 'upcoming' })).toEqual([soon.id, later.id]);
    expect(await ids({ when: 'past' })).toEqual([past.id]);
    expect(await ids({ from: new Date(Date.now() - HOUR).toISOString(), to: new Date(Date.now() + 7 * DAY).toISOString() })).toEqual([soon.id]);
    expect(await ids({ q: 'grace' })).toEqual([later.id]);
    expect(await ids({ q: '555 0123', sort: 'startsAt:desc' })).toEqual([later.id, soon.id, past.id]);
    expect(await ids({ receptionistId: owner.receptionistId + 100_000 })).toEqual([]);

    const { body } = await agent.get('/api/appointments').query({ when: 'upcoming', pageSize: 1 }).expect(200);
    expect(body).toMatchObject({ total: 2, totalCapped: false, page: 1, pageSize: 1 });
    expect(body.items[0]).toEqual({
      id: soon.id,
      receptionistId: owner.receptionistId,
      receptionistName: 'Front desk',
      typeName: 'Cleaning',
      startsAt: soon.startsAt.toISOString(),
      endsAt: new Date(soon.startsAt.getTime() + HOUR / 2).toISOString(),
      callerName: 'Ada Lovelace',
      callerNumber: '+14155550123',
      notes: '',
      status: 'booked',
      bookedBy: 'receptionist',
      callId: null,
      calendarState: 'pending',
      createdAt: expect.any(String),
      cancelledAt: null,
    });

    const other = await registerCustomer(app, { verified: true });
    expect((await other.agent.get('/api/appointments').expect(200)).body.items).toEqual([]);
    await agent.get('/api/appointments').query({ when: 'soon' }).expect(400);
    await agent.get('/api/appointments').query({ from: 'yesterday' }).expect(400);
    await agent.get('/api/appointments').query({ from: '2026-13-45T10:00:00Z' }).expect(400);
    await agent.get('/api/appointments').query({ to: '2026-02-30T10:00:00+01:00' }).expect(400);
  });

  it('lets the business move an appointment anywhere free, even outside its hours, but never over another or into the past', async () => {
    const owner = await customerWithReceptionist();
    const moving = await appointment(owner, 3);
    const inTheWay = await appointment(owner, 5);
    const agent = owner.customer.agent;
    const move = (id: number, startsAt: Date) => agent.post(`/api/appointments/${id}/reschedule`).send({ startsAt: startsAt.toISOString() });

    // 30 minutes and the default settings' buffer (none) before the one in the way: it touches, it does not overlap.
    const refused = await move(moving.id, new Date(inTheWay.startsAt.getTime() + HOUR / 2)).expect(409);
    expect(refused.body.code).toBe('APPOINTMENTS.SLOT_TAKEN');
    expect((await move(moving.id, new Date(Date.now() - HOUR)).expect(400)).body.code).toBe('APPOINTMENTS.PAST');
    await agent.post(`/api/appointments/${moving.id}/reschedule`).send({ startsAt: 'tomorrow' }).expect(400);
    await agent.post(`/api/appointments/${moving.id}/reschedule`).send({ startsAt: '2026-13-45T10:00:00Z' }).expect(400);

    const touching = new Date(inTheWay.startsAt.getTime() - HOUR / 2);
    expect((await move(moving.id, touching).expect(200)).body).toMatchObject({ startsAt: touching.toISOString(), endsAt: inTheWay.startsAt.toISOString() });
    // Sunday at 3 AM in the default settings' zone (open weekdays 9 to 5): the business may, its callers may not.
    const sunday3am = DateTime.now()
      .setZone('America/New_York')
      .plus({ weeks: 1 })
      .set({ weekday: 7, hour: 3, minute: 0, second: 0, millisecond: 0 })
      .toJSDate();
    const moved = (await move(moving.id, sunday3am).expect(200)).body;
    expect(moved).toMatchObject({ id: moving.id, startsAt: sunday3am.toISOString(), calendarState: 'pending' });
    await waitUntil(
      async () => (await sql(`select 1 from appointments where id = ? and calendar_state = 'synced'`, [moving.id])).length === 1,
      15_000,
      'synced',
    );

    const other = await registerCustomer(app, { verified: true });
    await other.agent
      .post(`/api/appointments/${moving.id}/reschedule`)
      .send({ startsAt: new Date(Date.now() + DAY).toISOString() })
      .expect(404);
    await other.agent.post(`/api/appointments/${moving.id}/cancel`).expect(404);
  });

  it('cancels once, takes it out of the calendar, and refuses to change a cancelled or past one', async () => {
    const owner = await customerWithReceptionist();
    const booked = await appointment(owner, 4);
    const past = await appointment(owner, -3);
    const agent = owner.customer.agent;
    const [{ calendar_event_id: eventId }] = await sql('select calendar_event_id from appointments where id = ?', [booked.id]);
    await sql(`insert into sandbox_calendar_events (calendar_id, event_id, starts_at, ends_at, summary, description) values (?, ?, now(), now(), 'x', '')`, [
      `sandbox-${owner.receptionistId}`,
      eventId,
    ]);

    const cancelled = (await agent.post(`/api/appointments/${booked.id}/cancel`).expect(200)).body;
    expect(cancelled).toMatchObject({ id: booked.id, status: 'cancelled', cancelledAt: expect.any(String) });
    expect((await agent.post(`/api/appointments/${booked.id}/cancel`).expect(409)).body.code).toBe('APPOINTMENTS.CANCELLED');
    expect(
      (
        await agent
          .post(`/api/appointments/${booked.id}/reschedule`)
          .send({ startsAt: new Date(Date.now() + DAY).toISOString() })
          .expect(409)
      ).body.code,
    ).toBe('APPOINTMENTS.CANCELLED');
    expect((await agent.post(`/api/appointments/${past.id}/cancel`).expect(409)).body.code).toBe('APPOINTMENTS.ALREADY_PAST');
    await waitUntil(async () => (await sql('select 1 from sandbox_calendar_events where event_id = ?', [eventId])).length === 0, 15_000, 'event removed');
  });

  it('texts the caller about a cancel or a move when the business asks, in its time zone; never a caller who sent STOP', async () => {
    const owner = await customerWithReceptionist();
    const agent = owner.customer.agent;
    const texts = () => sql('select to_number, body, link_name, platform_call_id from text_messages where user_id = ? order by id', [owner.customer.id]);
    const zone = (await agent.get(`/api/receptionists/${owner.receptionistId}/settings`).expect(200)).body.settings.hours.timeZone as string;
    const said = (instant: Date) => DateTime.fromJSDate(instant, { zone }).toFormat("cccc, LLLL d 'at' h:mm a", { locale: 'en-US' });

    const quiet = await appointment(owner, 5);
    expect((await agent.post(`/api/appointments/${quiet.id}/cancel`).send({}).expect(200)).body.callerText).toBeNull();
    expect(await texts()).toEqual([]);
    const badFlag = await agent.post(`/api/appointments/${quiet.id}/cancel`).send({ textCaller: 'yes' }).expect(400);
    expect(badFlag.body.message).toBe('textCaller must be true or false');

    const moving = await appointment(owner, 6);
    const to = new Date(moving.startsAt.getTime() + DAY);
    const moved = (await agent.post(`/api/appointments/${moving.id}/reschedule`).send({ startsAt: to.toISOString(), textCaller: true }).expect(200)).body;
    expect(moved).toMatchObject({ startsAt: to.toISOString(), callerText: 'queued' });
    const cancelling = await appointment(owner, 8);
    expect((await agent.post(`/api/appointments/${cancelling.id}/cancel`).send({ textCaller: true }).expect(200)).body.callerText).toBe('queued');
    expect(await texts()).toEqual([
      {
        to_number: '+14155550123',
        body: `Front desk: your Cleaning appointment on ${said(moving.startsAt)} is moved to ${said(to)}. Call us if that time does not suit you.\nReply STOP to stop texts.`,
        link_name: null,
        platform_call_id: null,
      },
      {
        to_number: '+14155550123',
        body: `Front desk: your Cleaning appointment on ${said(cancelling.startsAt)} is cancelled. Call us to book another time.\nReply STOP to stop texts.`,
        link_name: null,
        platform_call_id: null,
      },
    ]);

    // The caller sent STOP: the change is made, and nobody is texted.
    await sql(`insert into sms_opt_outs (number, sender) values ('+14155550123', '*') on conflict do nothing`);
    const stopped = await appointment(owner, 10);
    expect((await agent.post(`/api/appointments/${stopped.id}/cancel`).send({ textCaller: true }).expect(200)).body).toMatchObject({
      status: 'cancelled',
      callerText: 'opted_out',
    });
    expect(await texts()).toHaveLength(2);
    await sql(`delete from sms_opt_outs where number = '+14155550123'`);
  });

  it('shows our team every customer’s appointments, or one customer’s; never to a customer', async () => {
    const owner = await customerWithReceptionist();
    const booked = await appointment(owner, 6, 'Grace Hopper');
    const admin = await signInAdmin(app);
    const mine = (await admin.get('/api/admin/appointments').query({ userId: owner.customer.id }).expect(200)).body;
    expect(mine.items.map((item: { id: number }) => item.id)).toEqual([booked.id]);
    expect(mine.items[0]).toMatchObject({ callerName: 'Grace Hopper', receptionistName: 'Front desk' });
    const all = (await admin.get('/api/admin/appointments').query({ q: 'grace hopper', pageSize: 200 }).expect(200)).body;
    expect(all.items.map((item: { id: number }) => item.id)).toContain(booked.id);
    await admin.get('/api/admin/appointments').query({ userId: 'me' }).expect(400);
    await owner.customer.agent.get('/api/admin/appointments').expect(403);
  });
});
