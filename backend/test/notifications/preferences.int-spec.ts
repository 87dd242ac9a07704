import { EntityManager } from '@mikro-orm/postgresql';
import { NotificationsService } from '../../src/modules/notifications/notifications.service';
import { linkedReceptionist, sql } from '../calls/calls-helpers';
import { registerCustomer } from '../support/accounts';
import { holdTransaction } from '../support/held-transaction';
import { createTestApp, type TestApp } from '../support/test-app';

/** GET and PUT /api/notifications/preferences, and what the calls module asks of them (wants). */
describe('notification preferences', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const wants = (...args: Parameters<NotificationsService['wants']> extends [unknown, ...infer Rest] ? Rest : never) =>
    app.get(NotificationsService).wants(app.get(EntityManager).fork(), ...args);

  it('answers the defaults before anything is saved: digest and usage alerts on, call summaries off', async () => {
    const { agent, id } = await registerCustomer(app);
    await agent
      .get('/api/notifications/preferences')
      .expect(200, { dailyDigest: true, usageAlerts: true, callSummaries: false, callSummaryReceptionistIds: [] });
    expect([await wants(id, 'daily_digest'), await wants(id, 'usage_alerts'), await wants(id, 'call_summaries', null)]).toEqual([true, true, false]);
  });

  it('saves every choice, and wants() follows them: call summaries for one receptionist or for all', async () => {
    const { customer, receptionistId } = await linkedReceptionist(app, 'Front desk');
    const [{ id: other }] = await sql(app)(
      `insert into receptionists (user_id, name, phone_number, ai_phone_number) values (?, 'Night line', '+14155550101', ?) returning id`,
      [customer.id, `+1888${Math.floor(Math.random() * 1e7)}`],
    );
    const chosen = { dailyDigest: false, usageAlerts: true, callSummaries: false, callSummaryReceptionistIds: [receptionistId] };
    await customer.agent.put('/api/notifications/preferences').send(chosen).expect(200, chosen);
    await customer.agent.get('/api/notifications/preferences').expect(200, chosen);
    expect(await wants(customer.id, 'daily_digest')).toBe(false);
    expect(await wants(customer.id, 'call_summaries', receptionistId)).toBe(true);
    expect(await wants(customer.id, 'call_summaries', other)).toBe(false);

    const all = { dailyDigest: true, usageAlerts: false, callSummaries: true, callSummaryReceptionistIds: [] };
    await customer.agent.put('/api/notifications/preferences').send(all).expect(200, all);
    expect([await wants(customer.id, 'call_summaries', other), await wants(customer.id, 'usage_alerts')]).toEqual([true, false]);

    // A receptionist deleted takes its choice with it.
    await customer.agent
      .put('/api/notifications/preferences')
      .send({ ...all, callSummaries: false, callSummaryReceptionistIds: [other, receptionistId] })
      .expect(200);
    await customer.agent.delete(`/api/receptionists/${other}`).expect(204);
    expect((await customer.agent.get('/api/notifications/preferences').expect(200)).body.callSummaryReceptionistIds).toEqual([receptionistId]);
  });

  it('refuses another customer’s receptionist, and changes nothing', async () => {
    const { receptionistId } = await linkedReceptionist(app);
    const { agent } = await registerCustomer(app);
    const response = await agent
      .put('/api/notifications/preferences')
      .send({ dailyDigest: false, usageAlerts: false, callSummaries: false, callSummaryReceptionistIds: [receptionistId] })
      .expect(400);
    expect(response.body).toMatchObject({
      code: 'NOTIFICATIONS.UNKNOWN_RECEPTIONIST',
      message: 'Call summaries can only be turned on for your own receptionists',
    });
    await agent
      .get('/api/notifications/preferences')
      .expect(200, { dailyDigest: true, usageAlerts: true, callSummaries: false, callSummaryReceptionistIds: [] });
  });

  it('refuses a receptionist deleted while the choice is saved, as one not the customer’s, and changes nothing', async () => {
    const { customer, receptionistId } = await linkedReceptionist(app);
    const deletion = await holdTransaction();
    try {
      await deletion.query('delete from receptionists where id = $1', [receptionistId]);
      const saved = customer.agent
        .put('/api/notifications/preferences')
        .send({ dailyDigest: false, usageAlerts: true, callSummaries: false, callSummaryReceptionistIds: [receptionistId] })
        .then((response) => response);
      await deletion.untilSomeoneWaits('the choice waiting for the deleted receptionist');
      await deletion.commit();
      expect((await saved).body).toMatchObject({ statusCode: 400, code: 'NOTIFICATIONS.UNKNOWN_RECEPTIONIST' });
    } finally {
      await deletion.end();
    }
    await customer.agent
      .get('/api/notifications/preferences')
      .expect(200, { dailyDigest: true, usageAlerts: true, callSummaries: false, callSummaryReceptionistIds: [] });
  });

  it('refuses a malformed body with a message per field', async () => {
    const { agent } = await registerCustomer(app);
    const response = await agent
      .put('/api/notifications/preferences')
      .send({ dailyDigest: 'yes', usageAlerts: true, callSummaries: false, callSummaryReceptionistIds: [1, 1] })
      .expect(400);
    expect(response.body.errors).toEqual({
      dailyDigest: 'dailyDigest must be true or false',
      callSummaryReceptionistIds: 'Each receptionist can be chosen once',
    });
  });

  it('is for signed-in customers only', async () => {
    await app.http().get('/api/notifications/preferences').expect(401);
    await app
      .http()
      .put('/api/notifications/preferences')
      .send({ dailyDigest: false, usageAlerts: false, callSummaries: false, callSummaryReceptionistIds: [] })
      .expect(401);
  });
});
