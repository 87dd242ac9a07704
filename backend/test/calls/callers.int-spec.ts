import { randomUUID } from 'node:crypto';
import { CALLS_ERRORS } from '../../src/modules/calls/calls.errors';
import { type Customer, registerCustomer, signInAdmin } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { sql } from './calls-helpers';

const ADA = '+14155550101';
const GRACE = '+14155550102';

describe('callers (/api/callers, the log’s caller marks)', () => {
  let app: TestApp;
  let alice: Customer;
  let bob: Customer;

  /** One of `owner`'s calls from `number`, started at `at`. */
  const call = async (owner: Customer | null, number: string | null, at: string) => {
    const [{ id }] = await sql(app)<{ id: number }>(
      `insert into calls (platform, platform_call_id, facts_sent_at, user_id, status, started_at, caller_number, outcome, summary)
        values ('vapi', ?, now(), ?, 'ended', ?, ?, 'message_taken', 'Wants a call back') returning id`,
      [randomUUID(), owner?.id ?? null, at, number],
    );
    return id;
  };
  const callItem = async (customer: Customer, id: number) => (await customer.agent.get(`/api/calls/${id}`).expect(200)).body;
  const path = (number: string) => `/api/callers/${encodeURIComponent(number)}`;

  beforeAll(async () => {
    app = await createTestApp();
    alice = await registerCustomer(app);
    bob = await registerCustomer(app);
  });
  afterAll(() => app.close());

  it('marks a repeat caller and the calls earlier that day, in the log and on the call', async () => {
    const first = await call(alice, ADA, '2026-11-20T09:00:00Z');
    const second = await call(alice, ADA, '2026-11-21T08:00:00Z');
    const third = await call(alice, ADA, '2026-11-21T17:30:00Z');
    const once = await call(alice, GRACE, '2026-11-21T12:00:00Z');
    const withheld = await call(alice, null, '2026-11-21T13:00:00Z');
    // Bob's call from the same number is not Alice's caller's.
    await call(bob, ADA, '2026-11-21T17:00:00Z');

    const { body } = await alice.agent.get('/api/calls').query({ from: '2026-11-20', to: '2026-11-21' }).expect(200);
    const byId = new Map(body.items.map((item: { id: number }) => [item.id, item]));
    expect(byId.get(third)).toMatchObject({
      callerNumber: ADA,
      caller: { name: null, callCount: 3, earlierCallsWithinDay: ['2026-11-21T08:00:00.000Z'] },
    });
    expect(byId.get(second)).toMatchObject({ caller: { callCount: 3, earlierCallsWithinDay: ['2026-11-20T09:00:00.000Z'] } });
    expect(byId.get(first)).toMatchObject({ caller: { callCount: 3, earlierCallsWithinDay: [] } });
    expect(byId.get(once)).toMatchObject({ caller: { callCount: 1, earlierCallsWithinDay: [] } });
    expect(byId.get(withheld)).toMatchObject({ callerNumber: null, caller: null });
    expect((await callItem(alice, third)).caller).toEqual({ name: null, callCount: 3, earlierCallsWithinDay: ['2026-11-21T08:00:00.000Z'] });
  });

  it('lists one caller’s calls, and says who the caller is', async () => {
    const number = '+14155550111';
    await call(alice, number, '2026-11-22T09:00:00Z');
    await call(alice, number, '2026-11-23T09:00:00Z');
    await call(bob, number, '2026-11-24T09:00:00Z');

    const { body } = await alice.agent.get('/api/calls').query({ callerNumber: number }).expect(200);
    expect(body.items.map((item: { startedAt: string }) => item.startedAt)).toEqual(['2026-11-23T09:00:00.000Z', '2026-11-22T09:00:00.000Z']);
    await alice.agent.get(path(number)).expect(200, {
      number,
      name: null,
      givenName: null,
      callCount: 2,
      firstCallAt: '2026-11-22T09:00:00.000Z',
      lastCallAt: '2026-11-23T09:00:00.000Z',
    });
  });

  it('lets the owner name a caller, everywhere the number shows, and forget the name', async () => {
    const number = '+14155550122';
    const id = await call(alice, number, '2026-11-25T09:00:00Z');
    await call(bob, number, '2026-11-25T10:00:00Z');

    const named = await alice.agent
      .put(`${path(number)}/name`)
      .send({ name: '  Ada Lovelace ' })
      .expect(200);
    expect(named.body).toMatchObject({ number, name: 'Ada Lovelace', callCount: 1 });
    expect((await callItem(alice, id)).caller.name).toBe('Ada Lovelace');
    const { body } = await alice.agent.get('/api/calls').query({ callerNumber: number }).expect(200);
    expect(body.items[0].caller.name).toBe('Ada Lovelace');
    // Bob's caller with the same number keeps no name of Alice's.
    expect((await bob.agent.get(path(number)).expect(200)).body.name).toBeNull();

    await alice.agent
      .put(`${path(number)}/name`)
      .send({ name: 'Ada King' })
      .expect(200);
    expect((await alice.agent.get(path(number)).expect(200)).body.name).toBe('Ada King');
    await alice.agent
      .put(`${path(number)}/name`)
      .send({ name: '   ' })
      .expect(200);
    expect((await alice.agent.get(path(number)).expect(200)).body.name).toBeNull();
    await alice.agent
      .put(`${path(number)}/name`)
      .send({ name: 'Ada' })
      .expect(200);
    await alice.agent
      .put(`${path(number)}/name`)
      .send({ name: null })
      .expect(200);
    expect(await sql(app)('select * from caller_names where user_id = ?', [alice.id])).toEqual([]);
  });

  it('shows a caller by the name their latest call revealed, until the owner names them', async () => {
    const number = '+14155550155';
    const first = await call(alice, number, '2026-11-28T09:00:00Z');
    const second = await call(alice, number, '2026-11-28T10:00:00Z');
    await sql(app)(`update calls set caller_name = 'Ada' where id = ?`, [first]);
    await sql(app)(`update calls set caller_name = 'Ada King' where id = ?`, [second]);
    expect((await alice.agent.get(path(number)).expect(200)).body).toMatchObject({ name: 'Ada King', givenName: null });
    expect((await callItem(alice, first)).caller.name).toBe('Ada King');

    await alice.agent
      .put(`${path(number)}/name`)
      .send({ name: 'Ada Lovelace' })
      .expect(200);
    expect((await alice.agent.get(path(number)).expect(200)).body).toMatchObject({ name: 'Ada Lovelace', givenName: 'Ada Lovelace' });
    expect((await callItem(alice, second)).caller.name).toBe('Ada Lovelace');
    await alice.agent
      .put(`${path(number)}/name`)
      .send({ name: null })
      .expect(200);
    expect((await alice.agent.get(path(number)).expect(200)).body).toMatchObject({ name: 'Ada King', givenName: null });
  });

  it('refuses a malformed number, a number none of the customer’s calls came from, and a bad name, changing nothing', async () => {
    const number = '+14155550133';
    await call(bob, number, '2026-11-26T09:00:00Z');
    const notFound = { code: CALLS_ERRORS.CALLER_NOT_FOUND.code, message: CALLS_ERRORS.CALLER_NOT_FOUND.message };
    expect((await alice.agent.get(path(number)).expect(404)).body).toMatchObject(notFound);
    expect(
      (
        await alice.agent
          .put(`${path(number)}/name`)
          .send({ name: 'Not mine' })
          .expect(404)
      ).body,
    ).toMatchObject(notFound);
    for (const bad of ['14155550133', '+1 415 555 0133', 'abc', '+0123456789'])
      expect((await alice.agent.get(path(bad)).expect(400)).body.code).toBe(CALLS_ERRORS.INVALID_CALLER_NUMBER.code);
    expect((await alice.agent.get('/api/calls').query({ callerNumber: 'abc' }).expect(400)).body.message).toMatch(/^callerNumber must be in E\.164 form/);
    await bob.agent
      .put(`${path(number)}/name`)
      .send({})
      .expect(400);
    await bob.agent
      .put(`${path(number)}/name`)
      .send({ name: 42 })
      .expect(400);
    await bob.agent
      .put(`${path(number)}/name`)
      .send({ name: 'x'.repeat(101) })
      .expect(400);
    expect(await sql(app)('select * from caller_names where number = ?', [number])).toEqual([]);
    await app.http().get(path(number)).expect(401);
  });

  it('shows the back office the marks too, and none for an unmatched report', async () => {
    const number = '+14155550144';
    await call(alice, number, '2026-11-27T09:00:00Z');
    const latest = await call(alice, number, '2026-11-27T10:00:00Z');
    const unmatched = await call(null, number, '2026-11-27T11:00:00Z');
    const admin = await signInAdmin(app);
    expect((await admin.get(`/api/admin/calls/${latest}`).expect(200)).body.caller).toEqual({
      name: null,
      callCount: 2,
      earlierCallsWithinDay: ['2026-11-27T09:00:00.000Z'],
    });
    expect((await admin.get(`/api/admin/calls/${unmatched}`).expect(200)).body.caller).toBeNull();
  });
});
