import { EntityManager } from '@mikro-orm/postgresql';
import { SandboxAssistants } from '../../src/modules/calls/platforms/sandbox/sandbox-assistants';
import { simulateCall } from '../../src/modules/calls/platforms/sandbox/sandbox-call-generator';
import { SandboxCallsService } from '../../src/modules/calls/platforms/sandbox/sandbox-calls.service';
import { type Customer, registerCustomer, signInAdmin } from '../support/accounts';
import { type TestApp, createTestApp } from '../support/test-app';
import { waitUntil } from '../support/wait';
import { callRow, processed } from '../calls/calls-helpers';

const ZONE = 'America/Los_Angeles';

/** The business's date today in its zone. */
const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

describe('the sandbox platform keeps the settings it was given, and its calls follow them', () => {
  let app: TestApp;
  let customer: Customer;
  beforeAll(async () => {
    app = await createTestApp({ worker: true });
    customer = await registerCustomer(app, { plan: 'professional', companyName: 'Harbor Dental' });
  });
  afterAll(() => app.close());

  const sql = (text: string, params: unknown[] = []) => app.get(EntityManager).fork().getConnection().execute(text, params);

  it('applies a saved version to the sandbox assistant, and a test call that day takes a message, saying the holiday', async () => {
    const admin = await signInAdmin(app);
    const { id } = (await customer.agent.post('/api/receptionists').send({ name: 'Front desk', phoneNumber: '+1 (415) 555-0134' }).expect(201)).body;
    const url = `/api/receptionists/${id}/settings`;
    const { settings } = (await customer.agent.get(url).expect(200)).body;
    const today = todayIn(ZONE);
    await customer.agent
      .put(url)
      .send({
        baseVersion: 0,
        settings: {
          ...settings,
          greeting: 'Harbor Dental, this is Sam.',
          hours: { ...settings.hours, timeZone: ZONE, overrides: [{ from: today, to: today, ranges: [], label: 'Staff day' }] },
        },
      })
      .expect(200);

    // Our team's sandbox line links the assistant (still in set-up): the worker applies version 1 to it.
    await admin.post(`/api/admin/receptionists/${id}/sandbox-line`).expect(200);
    const applyState = async () => (await sql('select apply_state from receptionist_settings_versions where receptionist_id = ?', [id]))[0].apply_state;
    await waitUntil(async () => (await applyState()) === 'applied', 15_000, 'version 1 applied');
    const [kept] = await sql('select version, instructions from sandbox_assistants where assistant_id = ?', [`sandbox-assistant-${id}`]);
    expect(kept.version).toBe(1);
    expect(kept.instructions.callRules).toMatchObject({ greeting: 'Harbor Dental, this is Sam.', hours: { timeZone: ZONE } });

    const { platformCallId } = (await admin.post(`/api/admin/receptionists/${id}/test-call`).expect(202)).body;
    await processed(app, platformCallId, 2);
    const call = await callRow(app, platformCallId);
    expect(call.outcome).toBe('message_taken');
    expect(call.transcript[0].text).toBe('Harbor Dental, this is Sam.');
    expect(call.transcript.map((turn: { text: string }) => turn.text).join('\n')).toContain("We're closed today for Staff day");
  });

  it('books an appointment through the receptionist’s tools on a live call, once however often it is delivered', async () => {
    const admin = await signInAdmin(app);
    const owner = await registerCustomer(app, { plan: 'professional', companyName: 'Lovelace Dental' });
    const { id } = (await owner.agent.post('/api/receptionists').send({ name: 'Booking desk', phoneNumber: '+1 (415) 555-0135' }).expect(201)).body;
    const url = `/api/receptionists/${id}/settings`;
    const { settings } = (await owner.agent.get(url).expect(200)).body;
    const allDay = [{ start: '00:00', end: '24:00' }];
    const weekly = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, allDay]));
    await owner.agent
      .put(url)
      .send({
        baseVersion: 0,
        settings: {
          ...settings,
          hours: { timeZone: 'UTC', weekly, overrides: [] },
          booking: { enabled: true, types: [{ name: 'Cleaning', minutes: 30 }], bufferMinutes: 0, minNoticeMinutes: 60, maxDaysAhead: 30 },
        },
      })
      .expect(200);
    await admin.post(`/api/admin/receptionists/${id}/sandbox-line`).expect(200);
    await waitUntil(
      async () => (await sql('select apply_state from receptionist_settings_versions where receptionist_id = ?', [id]))[0].apply_state === 'applied',
      15_000,
      'applied',
    );
    const calls = app.get(SandboxCallsService);
    const [receptionist] = await calls.linked([id]);
    expect(receptionist.rules?.booking).toEqual({ types: [{ name: 'Cleaning', minutes: 30 }] });

    const call = {
      ...simulateCall(receptionist, { endedAt: new Date(), seed: `booking-${id}` }),
      callerNumber: '+14155550123',
      booking: { appointmentType: 'Cleaning', callerName: 'Ada Lovelace' },
    };
    await calls.deliver(call, { live: true });
    await calls.deliver(call, { live: true });
    await processed(app, call.platformCallId, 2);
    const row = await callRow(app, call.platformCallId);
    expect(row.outcome).toBe('appointment_booked');
    expect(row.transcript.at(-1).text).toMatch(/^You're all set: a cleaning on .* for Ada Lovelace\./);
    // One name throughout, and the call as long as its retold transcript takes to say.
    expect(row.summary).toMatch(/^Ada Lovelace booked a cleaning for /);
    expect(row.duration_seconds).toBeGreaterThan(row.transcript.at(-1).seconds);
    const appointments = await sql('select * from appointments where receptionist_id = ?', [id]);
    expect(appointments).toHaveLength(1);
    expect(appointments[0]).toMatchObject({
      platform_call_id: call.platformCallId,
      caller_name: 'Ada Lovelace',
      caller_number: '+14155550123',
      type_name: 'Cleaning',
    });
    const tools = await sql('select name, ok from voice_tool_calls where platform_call_id = ? order by id', [call.platformCallId]);
    expect(tools).toEqual([
      { name: 'check_availability', ok: true },
      { name: 'book_appointment', ok: true },
    ]);
    await waitUntil(
      async () => (await sql('select 1 from sandbox_calendar_events where calendar_id = ?', [`sandbox-${id}`])).length === 1,
      15_000,
      'in the calendar',
    );

    // The call's page says what the receptionist did, and the log finds the calls that booked.
    const detail = (await owner.agent.get(`/api/calls/${row.id}`).expect(200)).body;
    expect(detail.actions).toEqual([
      {
        tool: 'check_availability',
        action: null,
        ok: true,
        summary: expect.stringMatching(/^Offered 6 times for Cleaning/),
        at: expect.any(String),
        text: null,
      },
      {
        tool: 'book_appointment',
        action: 'booked',
        ok: true,
        summary: expect.stringMatching(/^Booked Cleaning for Ada Lovelace on /),
        at: expect.any(String),
        text: null,
      },
    ]);
    const booked = (await owner.agent.get('/api/calls').query({ action: 'booked' }).expect(200)).body;
    expect(booked.items.map((item: { id: number }) => item.id)).toEqual([row.id]);
    expect((await owner.agent.get('/api/calls').query({ action: 'texted' }).expect(200)).body.items).toEqual([]);
    await owner.agent.get('/api/calls').query({ action: 'juggled' }).expect(400);

    // Our team's test call can be asked to book: a web call, so the caller gives the sandbox's number.
    const refused = await admin.post(`/api/admin/receptionists/${id}/test-call`).send({ outcome: 'juggled' }).expect(400);
    expect(refused.body.message).toBe('outcome must be one of: answered_question, appointment_booked, message_taken, transferred');
    const { platformCallId } = (await admin.post(`/api/admin/receptionists/${id}/test-call`).send({ outcome: 'appointment_booked' }).expect(202)).body;
    await processed(app, platformCallId, 2);
    expect(await callRow(app, platformCallId)).toMatchObject({ outcome: 'appointment_booked', is_test: true });
    expect(await sql('select caller_number from appointments where platform_call_id = ?', [platformCallId])).toEqual([{ caller_number: '+15555550100' }]);
  });

  it('keeps the newest version an assistant was given: an older one is refused, the same one applied again', async () => {
    const assistants = app.get(SandboxAssistants);
    const instructions = (version: number) => ({
      version,
      firstMessage: `Version ${version}`,
      systemPrompt: '',
      transferDestinations: [],
      tools: [],
      callRules: {
        greeting: `Version ${version}`,
        hours: { timeZone: 'UTC', weekly: { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] }, overrides: [] },
        answers: [],
        transfers: [],
        vipNumbers: [],
        blockedNumbers: [],
        afterHours: { action: 'message' as const, transferTo: null },
      },
    });
    await expect(assistants.keep('kept-assistant', instructions(2))).resolves.toBe('applied');
    await expect(assistants.keep('kept-assistant', instructions(1))).resolves.toBe('newer-kept');
    await expect(assistants.keep('kept-assistant', instructions(2))).resolves.toBe('applied');
    expect((await assistants.rulesOf(['kept-assistant', 'never-given'])).get('kept-assistant')?.greeting).toBe('Version 2');
    expect((await assistants.rulesOf(['never-given'])).size).toBe(0);
  });
});
