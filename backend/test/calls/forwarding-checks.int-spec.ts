import type TestAgent from 'supertest/lib/agent';
import { ForwardingChecksService } from '../../src/modules/calls/forwarding-checks.service';
import { type Customer, registerCustomer, signInAdmin } from '../support/accounts';
import { closeAppWithInbox, startAppWithInbox, type TestApp } from '../support/test-app';
import { mailsTo, type SmtpInbox } from '../support/smtp-inbox';
import { mailText } from '../notifications/notifications-helpers';
import { waitUntil } from '../support/wait';
import { sql } from './calls-helpers';

interface Check {
  id: number;
  receptionistId: number;
  status: string;
  detail: string | null;
}

describe('Call me to check (forwarding checks, in the sandbox)', () => {
  let app: TestApp;
  let inbox: SmtpInbox;
  let admin: TestAgent;
  let customer: Customer;
  beforeAll(async () => {
    ({ app, inbox } = await startAppWithInbox({ TEAM_EMAIL: 'team@receptionists.test' }));
    admin = await signInAdmin(app);
    customer = await registerCustomer(app, { plan: 'enterprise', companyName: 'Checked Dental' });
  });
  afterAll(() => closeAppWithInbox(app, inbox));

  const liveReceptionist = async (owner: Customer, phoneNumber: string): Promise<{ id: number; aiPhoneNumber: string }> => {
    const { id } = (await owner.agent.post('/api/receptionists').send({ name: 'Front desk', phoneNumber }).expect(201)).body;
    const { aiPhoneNumber } = (await admin.post(`/api/admin/receptionists/${id}/sandbox-line`).expect(200)).body;
    await admin.patch(`/api/admin/receptionists/${id}`).send({ status: 'active' }).expect(200);
    return { id, aiPhoneNumber };
  };
  const latest = async (owner: Customer, receptionistId: number): Promise<Check | undefined> =>
    (await owner.agent.get('/api/forwarding-checks').expect(200)).body.find((check: Check) => check.receptionistId === receptionistId);
  const settled = async (owner: Customer, receptionistId: number): Promise<Check> => {
    await waitUntil(async () => (await latest(owner, receptionistId))?.status !== 'calling', 20_000, 'the check settled');
    return (await latest(owner, receptionistId))!;
  };

  it('refuses a receptionist that is not live, naming it, and another customer’s with 404', async () => {
    const { id } = (await customer.agent.post('/api/receptionists').send({ name: 'Night line', phoneNumber: '+1 (415) 555-0134' }).expect(201)).body;
    const refused = await customer.agent.post(`/api/receptionists/${id}/forwarding-checks`).expect(409);
    expect(refused.body).toMatchObject({
      code: 'CALLS.CHECK_NEEDS_LIVE',
      message: 'Call me to check works once Night line is live: we e-mail you the moment it is.',
    });
    const stranger = await registerCustomer(app);
    await stranger.agent.post(`/api/receptionists/${id}/forwarding-checks`).expect(404);
    expect(await sql(app)('select count(*)::int as n from forwarding_checks where receptionist_id = ?', [id])).toEqual([{ n: 0 }]);
  });

  it('is reached when the business line forwards: the call back is the receptionist’s, as a test; the check’s own call is no call', async () => {
    const { id, aiPhoneNumber } = await liveReceptionist(customer, '+1 (415) 555-0134');
    const started = await customer.agent.post(`/api/receptionists/${id}/forwarding-checks`).expect(201);
    expect(started.body).toMatchObject({ receptionistId: id, status: 'calling', detail: null, finishedAt: null });
    const again = await customer.agent.post(`/api/receptionists/${id}/forwarding-checks`).expect(409);
    expect(again.body.code).toBe('CALLS.CHECK_IN_PROGRESS');

    expect(await settled(customer, id)).toMatchObject({ id: started.body.id, status: 'reached', detail: null });
    const [check] = await sql(app)('select platform_call_id from forwarding_checks where id = ?', [started.body.id]);
    const calls = await sql(app)('select platform_call_id, caller_number, is_test from calls where receptionist_id = ?', [id]);
    expect(calls).toEqual([{ platform_call_id: expect.any(String), caller_number: aiPhoneNumber, is_test: true }]);
    expect(calls[0].platform_call_id).not.toBe(check.platform_call_id);
    // Our team sees it too.
    const seen = await admin.get(`/api/admin/receptionists/${id}/forwarding-checks`).expect(200);
    expect(seen.body.map((item: Check) => item.status)).toEqual(['reached']);
  });

  it('is not reached when the line does not forward (a number ending 0000 in the sandbox), with why', async () => {
    const { id } = await liveReceptionist(customer, '+1 (415) 555-0000');
    await customer.agent.post(`/api/receptionists/${id}/forwarding-checks`).expect(201);
    expect(await settled(customer, id)).toMatchObject({ status: 'not_reached', detail: 'Your business line did not answer and did not forward the call.' });
    expect(await sql(app)('select count(*)::int as n from calls where receptionist_id = ?', [id])).toEqual([{ n: 0 }]);
    // Our team hears of it, once.
    const subject = 'Forwarding check did not come through: Front desk of Checked Dental';
    await waitUntil(() => mailsTo(inbox, 'team@receptionists.test').some((mail) => mail.subject === subject), 10_000, 'the team mail');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const mails = mailsTo(inbox, 'team@receptionists.test').filter((mail) => mail.subject === subject);
    expect(mails).toHaveLength(1);
    expect(mailText(mails[0].raw)).toContain('+1 (415) 555-0000');
  });

  it('allows five checks an hour for a receptionist, and ends one that never came back after 3 minutes', async () => {
    const { id } = await liveReceptionist(customer, '+1 (415) 555-0134');
    await sql(app)(
      `insert into forwarding_checks (receptionist_id, user_id, platform, status, created_at) select ?, ?, 'sandbox', 'not_reached', now() - interval '10 minutes' from generate_series(1, 5)`,
      [id, customer.id],
    );
    const limited = await customer.agent.post(`/api/receptionists/${id}/forwarding-checks`).expect(429);
    expect(limited.body).toMatchObject({
      code: 'CALLS.CHECKS_THROTTLED',
      message: 'Five forwarding checks an hour is the most we place for a receptionist. Please try again in 50 minutes.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(2900);

    await sql(app)(`update forwarding_checks set created_at = now() - interval '2 hours' where receptionist_id = ?`, [id]);
    const [stuck] = await sql(app)(
      `insert into forwarding_checks (receptionist_id, user_id, platform, created_at) values (?, ?, 'sandbox', now() - interval '4 minutes') returning id`,
      [id, customer.id],
    );
    expect(await app.get(ForwardingChecksService).expire()).toBeGreaterThanOrEqual(1);
    expect(await latest(customer, id)).toMatchObject({
      id: stuck.id,
      status: 'not_reached',
      detail: 'No call came back to your receptionist within 3 minutes.',
    });
  });

  it('refuses a business number it cannot dial', async () => {
    const { id } = await liveReceptionist(customer, '555-0134');
    const refused = await customer.agent.post(`/api/receptionists/${id}/forwarding-checks`).expect(409);
    expect(refused.body.code).toBe('CALLS.CHECK_NEEDS_BUSINESS_NUMBER');
  });
});
