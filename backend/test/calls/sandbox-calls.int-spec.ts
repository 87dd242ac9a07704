import { EntityManager } from '@mikro-orm/postgresql';
import type TestAgent from 'supertest/lib/agent';
import { AuditLogEntry } from '../../src/modules/audit/audit-log.entity';
import { SandboxCallScheduler } from '../../src/modules/calls/platforms/sandbox/sandbox-call-scheduler.job';
import { Receptionist } from '../../src/modules/receptionists/receptionist.entity';
import { type Customer, registerCustomer, signInAdmin } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { waitUntil } from '../support/wait';
import { callRow, processed } from './calls-helpers';

const receptionist = (overrides: Record<string, unknown> = {}) => ({
  name: 'Front desk',
  phoneNumber: '+1 (415) 555-0134',
  languages: ['English'],
  ...overrides,
});
const VAPI_ID = '5b0a4a08-133c-4146-9315-0984f8c6be80';

interface InboxRow {
  type: string;
  platform: string;
  platform_call_id: string;
  message: { sentAt: string; call: { assistantId?: string; isTest?: boolean; outcome?: string; startedAt?: string; endedAt?: string } };
}

describe('voice sandbox: linkage, test calls and the scheduler', () => {
  let app: TestApp;
  let admin: TestAgent;
  let customer: Customer;
  beforeAll(async () => {
    app = await createTestApp({ worker: true });
    admin = await signInAdmin(app);
    customer = await registerCustomer(app, { companyName: 'Bright Smile Dental' });
    await admin
      .patch(`/api/admin/users/${customer.id}`)
      .send({ subscriptionPlan: 'enterprise', subscriptionStatus: 'active', receptionistLimit: 100, receptionistLimitActive: true })
      .expect(200);
  });
  afterAll(() => app.close());

  const em = () => app.get(EntityManager).fork();
  const newReceptionist = async (overrides: Record<string, unknown> = {}, status?: 'active' | 'training'): Promise<number> => {
    const { id } = (await customer.agent.post('/api/receptionists').send(receptionist(overrides)).expect(201)).body;
    if (status === 'active') await admin.post(`/api/admin/receptionists/${id}/sandbox-line`).expect(200);
    if (status) await admin.patch(`/api/admin/receptionists/${id}`).send({ status }).expect(200);
    return id;
  };
  const inbox = (where: string, params: unknown[]) =>
    em().getConnection().execute<InboxRow[]>(`select type, platform, platform_call_id, message from call_events where ${where} order by id`, params);
  const inboxOf = (receptionistId: number) => inbox(`message->'call'->>'assistantId' = ?`, [`sandbox-assistant-${receptionistId}`]);

  describe('linkage', () => {
    it('sets trimmed assistant and phone-number ids, shows them to administrators only, audits them, and clears them with null or an empty field', async () => {
      const id = await newReceptionist();
      const response = await admin
        .patch(`/api/admin/receptionists/${id}`)
        .send({ voiceAssistantId: `  ${VAPI_ID} `, voicePhoneNumberId: 'pn_main-line' })
        .expect(200);
      expect(response.body).toMatchObject({ id, voiceAssistantId: VAPI_ID, voicePhoneNumberId: 'pn_main-line', userEmail: customer.email });
      const [listed] = (await admin.get('/api/admin/receptionists').query({ q: customer.email }).expect(200)).body.items.filter(
        (item: { id: number }) => item.id === id,
      );
      expect(listed).toMatchObject({ voiceAssistantId: VAPI_ID, voicePhoneNumberId: 'pn_main-line' });
      const [mine] = (await customer.agent.get('/api/receptionists').expect(200)).body.filter((item: { id: number }) => item.id === id);
      expect(mine).not.toHaveProperty('voiceAssistantId');

      const [entry] = await em().find(AuditLogEntry, { action: 'receptionist.update', targetId: String(id) }, { orderBy: { id: 'desc' }, limit: 1 });
      expect(entry.details).toEqual({
        changes: { voiceAssistantId: { before: null, after: VAPI_ID }, voicePhoneNumberId: { before: null, after: 'pn_main-line' } },
      });

      await admin.patch(`/api/admin/receptionists/${id}`).send({ voiceAssistantId: '' }).expect(200);
      const cleared = await admin.patch(`/api/admin/receptionists/${id}`).send({ voicePhoneNumberId: null }).expect(200);
      expect(cleared.body).toMatchObject({ voiceAssistantId: null, voicePhoneNumberId: null });
      await admin.patch(`/api/admin/receptionists/${id}`).send({ name: 'Renamed' }).expect(200);
      expect((await em().findOneOrFail(Receptionist, id)).voiceAssistantId).toBeNull(); // a field not sent is left alone
    });

    it.each([
      ['spaces inside', { voiceAssistantId: 'abc def' }, 'voiceAssistantId'],
      ['a slash', { voicePhoneNumberId: '../etc' }, 'voicePhoneNumberId'],
      ['101 characters', { voiceAssistantId: 'a'.repeat(101) }, 'voiceAssistantId'],
      ['a number', { voicePhoneNumberId: 12 }, 'voicePhoneNumberId', 'Phone number id must be text'],
    ])(
      'refuses an id with %s: 400 on its field',
      async (_case, body, field, message: string | RegExp = /must be 1–100 letters, digits, hyphens or underscores/) => {
        const id = await newReceptionist();
        const response = await admin.patch(`/api/admin/receptionists/${id}`).send(body).expect(400);
        expect(response.body.errors[field]).toMatch(message);
      },
    );

    it('refuses an id another receptionist uses: 409 naming it; its own id again is fine', async () => {
      const holder = await newReceptionist({ name: 'Main office' });
      const other = await newReceptionist();
      const assistant = `asst-${holder}`;
      await admin
        .patch(`/api/admin/receptionists/${holder}`)
        .send({ voiceAssistantId: assistant, voicePhoneNumberId: `pn-${holder}` })
        .expect(200);
      const taken = await admin.patch(`/api/admin/receptionists/${other}`).send({ voiceAssistantId: assistant }).expect(409);
      expect(taken.body).toMatchObject({ code: 'ADMIN.VOICE_ASSISTANT_TAKEN' });
      expect(taken.body.message).toContain(`Main office (receptionist #${holder} of ${customer.email})`);
      const number = await admin
        .patch(`/api/admin/receptionists/${other}`)
        .send({ voicePhoneNumberId: `pn-${holder}` })
        .expect(409);
      expect(number.body.code).toBe('ADMIN.VOICE_PHONE_NUMBER_TAKEN');
      await admin.patch(`/api/admin/receptionists/${holder}`).send({ voiceAssistantId: assistant }).expect(200);
      expect((await em().findOneOrFail(Receptionist, other)).voiceAssistantId).toBeNull();
    });

    it("brings the reports that arrived before the link to the receptionist's customer; a call already matched keeps its own", async () => {
      const id = await newReceptionist({ name: 'Late link' });
      const [assistant, number] = [`asst-late-${id}`, `pn-late-${id}`];
      const rival = await registerCustomer(app);
      const report = async (fields: { assistant_id?: string; phone_number_id?: string; user_id?: number }) => {
        const [row] = await em()
          .getConnection()
          .execute<{ platform_call_id: string }[]>(
            `insert into calls (platform, platform_call_id, facts_sent_at, status, started_at, assistant_id, phone_number_id, user_id)
             values ('vapi', gen_random_uuid()::text, now(), 'ended', now(), ?, ?, ?) returning platform_call_id`,
            [fields.assistant_id ?? null, fields.phone_number_id ?? null, fields.user_id ?? null],
          );
        return row.platform_call_id;
      };
      const [byAssistant, byNumber, matched, another] = [
        await report({ assistant_id: assistant }),
        await report({ phone_number_id: number }),
        await report({ assistant_id: assistant, user_id: rival.id }),
        await report({ assistant_id: `asst-nobody-${id}` }),
      ];

      await admin.patch(`/api/admin/receptionists/${id}`).send({ voiceAssistantId: assistant }).expect(200);
      expect(await callRow(app, byAssistant)).toMatchObject({ user_id: customer.id, receptionist_id: id, receptionist_name: 'Late link' });
      expect(await callRow(app, byNumber)).toMatchObject({ user_id: null });
      await admin.patch(`/api/admin/receptionists/${id}`).send({ voicePhoneNumberId: number }).expect(200);
      expect(await callRow(app, byNumber)).toMatchObject({ user_id: customer.id, receptionist_id: id });
      expect(await callRow(app, matched)).toMatchObject({ user_id: rival.id, receptionist_id: null });
      expect(await callRow(app, another)).toMatchObject({ user_id: null });
    });
  });

  describe('Place test call', () => {
    it("answers 202 with the call's id and delivers it, marked as a test, through the webhook service; any status; audited", async () => {
      const id = await newReceptionist({ companyInfo: 'We fix teeth.' }, 'training');
      const response = await admin.post(`/api/admin/receptionists/${id}/test-call`).expect(202);
      expect(response.body).toEqual({ platformCallId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      const rows = await inbox('platform_call_id = ?', [response.body.platformCallId]);
      expect(rows.map((row) => [row.platform, row.type])).toEqual([
        ['sandbox', 'status-update'],
        ['sandbox', 'end-of-call-report'],
      ]);
      expect(rows[1].message.call).toMatchObject({ assistantId: `sandbox-assistant-${id}`, isTest: true });
      const linked = await em().findOneOrFail(Receptionist, id);
      expect([linked.voiceAssistantId, linked.voicePhoneNumberId]).toEqual([`sandbox-assistant-${id}`, `sandbox-number-${id}`]);

      await processed(app, response.body.platformCallId, 2);
      const call = await callRow(app, response.body.platformCallId);
      expect(call).toMatchObject({
        platform: 'sandbox',
        is_test: true,
        receptionist_id: id,
        user_id: customer.id,
        receptionist_name: 'Front desk',
        status: 'ended',
        caller_number: null,
      });
      expect(call.outcome).toBe(rows[1].message.call.outcome);
      expect(call.transcript[0]).toMatchObject({ speaker: 'receptionist', seconds: expect.any(Number), text: expect.stringContaining('Bright Smile Dental') });
      expect(call.duration_seconds).toBeGreaterThan(0);
      expect(call.summary).toEqual(expect.any(String));
      const [entry] = await em().find(AuditLogEntry, { action: 'receptionist.test_call', targetId: String(id) });
      expect(entry.details).toEqual({ changes: { platformCallId: { before: null, after: response.body.platformCallId } } });
    });

    it('uses the ids our team linked, and each test call is a new call', async () => {
      const id = await newReceptionist();
      await admin
        .patch(`/api/admin/receptionists/${id}`)
        .send({ voiceAssistantId: `linked-${id}` })
        .expect(200);
      const first = (await admin.post(`/api/admin/receptionists/${id}/test-call`).expect(202)).body.platformCallId;
      const second = (await admin.post(`/api/admin/receptionists/${id}/test-call`).expect(202)).body.platformCallId;
      expect(first).not.toBe(second);
      const [report] = await inbox(`platform_call_id = ? and type = 'end-of-call-report'`, [second]);
      expect(report.message.call.assistantId).toBe(`linked-${id}`);
    });

    it('answers 404 for an unknown receptionist and 409 when a sandbox id is taken by another receptionist, storing nothing', async () => {
      expect((await admin.post('/api/admin/receptionists/99999999/test-call').expect(404)).body.code).toBe('CALLS.RECEPTIONIST_NOT_FOUND');
      const victim = await newReceptionist();
      const squatter = await newReceptionist();
      await admin
        .patch(`/api/admin/receptionists/${squatter}`)
        .send({ voiceAssistantId: `sandbox-assistant-${victim}` })
        .expect(200);
      expect((await admin.post(`/api/admin/receptionists/${victim}/test-call`).expect(409)).body.code).toBe('CALLS.SANDBOX_ID_TAKEN');
      expect(await inboxOf(victim)).toEqual([]);
    });

    it('is for administrators only', async () => {
      const id = await newReceptionist();
      await app.http().post(`/api/admin/receptionists/${id}/test-call`).expect(401);
      await customer.agent.post(`/api/admin/receptionists/${id}/test-call`).expect(403);
      expect(await inboxOf(id)).toEqual([]);
    });
  });

  describe('scheduler', () => {
    // A Tuesday in business hours: the rates below make calls all but certain in every slot that is tested.
    const NOW = new Date('2026-11-24T15:30:20Z');
    const minutes = (count: number) => new Date(NOW.getTime() + count * 60_000);

    it('backfills two weeks for an active receptionist with no calls, then places the minutes since, only for active receptionists, each minute once', async () => {
      const active = await newReceptionist({ languages: ['Spanish', 'English'] }, 'active');
      const training = await newReceptionist({}, 'training');
      const scheduler = app.get(SandboxCallScheduler);
      const scope = { receptionistIds: [active, training] };

      const backfilled = await scheduler.run({ now: NOW, callsPerHour: 30, ...scope });
      const history = await inboxOf(active);
      expect(backfilled).toBeGreaterThan(50);
      expect(history).toHaveLength(backfilled); // the past arrives as reports only
      expect(history.every((row) => row.type === 'end-of-call-report' && row.platform === 'sandbox' && row.message.call.isTest === false)).toBe(true);
      const ends = history.map((row) => new Date(row.message.call.endedAt!).getTime());
      expect(Math.min(...ends)).toBeGreaterThanOrEqual(NOW.getTime() - 14 * 24 * 3_600_000 - 60_000);
      expect(Math.max(...ends)).toBeLessThan(Date.UTC(2026, 10, 24, 15, 30));
      expect(await inboxOf(training)).toEqual([]);
      await waitUntil(
        async () => {
          const [{ count }] = await em()
            .getConnection()
            .execute('select count(*)::int as count from calls where receptionist_id = ? and platform = ?', [active, 'sandbox']);
          return count === backfilled;
        },
        60_000,
        'the backfilled calls processed into rows',
      );
      const outcomes = await em()
        .getConnection()
        .execute<{ outcome: string; language: string }[]>('select distinct outcome, language from calls where receptionist_id = ?', [active]);
      expect(new Set(outcomes.map((row) => row.outcome)).size).toBeGreaterThanOrEqual(5);
      expect(new Set(outcomes.map((row) => row.language))).toEqual(new Set(['es-ES', 'en-US']));

      expect(await scheduler.run({ now: minutes(0.5), callsPerHour: 30, ...scope })).toBe(0); // the same minute again
      const live = await scheduler.run({ now: minutes(10), callsPerHour: 120, ...scope });
      expect(live).toBeGreaterThan(5);
      const recent = (await inboxOf(active)).slice(history.length);
      expect(recent).toHaveLength(live * 2); // each live call: a status-update, then its report
      expect(recent.filter((row) => row.type === 'status-update')).toHaveLength(live);
      for (const row of recent) {
        const at = new Date(row.message.sentAt).getTime();
        expect(at).toBeLessThan(Date.UTC(2026, 10, 24, 15, 40));
      }
      expect(await inboxOf(training)).toEqual([]);
      // A second pass over a window already placed sends the same messages, which the inbox takes once.
      await em()
        .getConnection()
        .execute('update sandbox_call_schedules set simulated_until = ? where receptionist_id = ?', [new Date(Date.UTC(2026, 10, 24, 15, 30)), active]);
      await scheduler.run({ now: minutes(10), callsPerHour: 120, ...scope });
      expect(await inboxOf(active)).toHaveLength(history.length + live * 2);
    });

    it('places each minute once when several workers run at the same moment', async () => {
      const active = await newReceptionist({}, 'active');
      const scheduler = app.get(SandboxCallScheduler);
      const scope = { receptionistIds: [active] };
      await scheduler.run({ now: NOW, callsPerHour: 0, ...scope }); // enrolled without history (rate 0)
      const placed = await Promise.all([1, 2, 3].map(() => scheduler.run({ now: minutes(10), callsPerHour: 120, ...scope })));
      const total = placed.reduce((sum, count) => sum + count, 0);
      expect(placed.filter((count) => count > 0)).toHaveLength(1);
      expect(total).toBeGreaterThan(5);
      expect(await inboxOf(active)).toHaveLength(2 * total);
    });

    it('stops calling a receptionist that is no longer active, and takes it back without a backlog when it is active again', async () => {
      const receptionist = await newReceptionist({}, 'active');
      const scheduler = app.get(SandboxCallScheduler);
      const scope = { receptionistIds: [receptionist] };
      await scheduler.run({ now: NOW, callsPerHour: 0, ...scope }); // enrolled without history (rate 0)
      expect(await scheduler.run({ now: minutes(5), callsPerHour: 120, ...scope })).toBeGreaterThan(0);
      await waitUntil(
        async () => (await em().getConnection().execute('select 1 from calls where receptionist_id = ?', [receptionist])).length > 0,
        15_000,
        'its calls written',
      );
      const schedule = () => em().getConnection().execute('select simulated_until from sandbox_call_schedules where receptionist_id = ?', [receptionist]);

      await admin.patch(`/api/admin/receptionists/${receptionist}`).send({ status: 'inactive' }).expect(200);
      expect(await scheduler.run({ now: minutes(10), callsPerHour: 120, ...scope })).toBe(0);
      expect(await schedule()).toEqual([]);

      await admin.patch(`/api/admin/receptionists/${receptionist}`).send({ status: 'active' }).expect(200);
      expect(await scheduler.run({ now: minutes(60), callsPerHour: 120, ...scope })).toBe(0); // back as new, with calls: no history, no minutes owed
      expect(await scheduler.run({ now: minutes(70), callsPerHour: 120, ...scope })).toBeGreaterThan(5);
    });

    it('backfills a receptionist whose only calls were tests, none that has had a real call, and catches up a quarter of an hour at most after a pause', async () => {
      const tested = await newReceptionist({}, 'active');
      await admin.post(`/api/admin/receptionists/${tested}/test-call`).expect(202);
      const answered = await newReceptionist({}, 'active');
      await em()
        .getConnection()
        .execute(`insert into calls (user_id, receptionist_id, platform, platform_call_id, started_at, facts_sent_at) values (?, ?, 'vapi', ?, now(), now())`, [
          customer.id,
          answered,
          `real-call-${answered}`,
        ]);
      const scheduler = app.get(SandboxCallScheduler);
      expect(await scheduler.run({ now: NOW, callsPerHour: 30, receptionistIds: [answered] })).toBe(0);
      expect(await scheduler.run({ now: NOW, callsPerHour: 30, receptionistIds: [tested] })).toBeGreaterThan(50);

      const before = (await inboxOf(tested)).length;
      const nextDay = minutes(24 * 60);
      expect(await scheduler.run({ now: nextDay, callsPerHour: 120, receptionistIds: [tested] })).toBeGreaterThan(5);
      const reports = (await inboxOf(tested)).slice(before).filter((row) => row.type === 'end-of-call-report');
      const earliest = Math.min(...reports.map((row) => new Date(row.message.call.endedAt!).getTime()));
      expect(earliest).toBeGreaterThanOrEqual(Date.UTC(2026, 10, 25, 15, 15));
    });
  });
});

describe('Place test call with Vapi', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { VOICE_PLATFORM: 'vapi', VAPI_WEBHOOK_SECRET: 'vapi-webhook-secret-0123456789', VAPI_API_KEY: 'vapi-private-key' } });
  });
  afterAll(() => app.close());

  it("answers 409 saying test calls are made from Vapi's side, and links nothing", async () => {
    const admin = await signInAdmin(app);
    const customer = await registerCustomer(app, { plan: 'professional' });
    const { id } = (await customer.agent.post('/api/receptionists').send(receptionist()).expect(201)).body;
    const response = await admin.post(`/api/admin/receptionists/${id}/test-call`).expect(409);
    expect(response.body).toMatchObject({ code: 'CALLS.TEST_CALL_NEEDS_SANDBOX', message: expect.stringContaining("Vapi's dashboard") });
    expect((await app.get(EntityManager).fork().findOneOrFail(Receptionist, id)).voiceAssistantId).toBeNull();
  });
});
