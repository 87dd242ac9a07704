import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { APPOINTMENT_SAYINGS } from '../../src/modules/appointments/appointment-tools';
import { TOOL_REFUSALS } from '../../src/modules/calls/voice-tool-calls.service';
import { CallRetentionJob } from '../../src/modules/calls/call-retention.job';
import { registerCustomer, type Customer } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { vapiSignedHeaders } from '../support/vapi-fixtures';
import { waitUntil } from '../support/wait';
import { sql as sqlOf, VAPI_TEST_ENV } from '../calls/calls-helpers';

const CALLER = '+14155550123';
const ALL_DAY = [{ start: '00:00', end: '24:00' }];

/**
 * The appointment tools a receptionist calls during a call (docs/voice-platforms.md#tools), through Vapi's `tool-calls`
 * messages on the voice webhook, signed as Vapi signs them, against the sandbox calendar.
 */
describe('appointment tools (Vapi’s tool-calls)', () => {
  let app: TestApp;
  let sql: ReturnType<typeof sqlOf>;
  beforeAll(async () => {
    app = await createTestApp({ env: VAPI_TEST_ENV, worker: true });
    sql = sqlOf(app);
  });
  afterAll(() => app.close());

  /** A customer's receptionist linked to a Vapi assistant, open around the clock in UTC, booking two kinds of appointment. */
  async function bookingReceptionist(booking: Record<string, unknown> = {}) {
    const customer = await registerCustomer(app, { verified: true, plan: 'business' });
    const assistantId = randomUUID();
    const [{ id }] = await sql(
      `insert into receptionists (user_id, name, phone_number, ai_phone_number, voice_assistant_id, voice_phone_number_id) values (?, 'Front desk', '+14155550100', ?, ?, ?) returning id`,
      [customer.id, `+1888${Math.floor(Math.random() * 1e7)}`, assistantId, randomUUID()],
    );
    await saveSettings(customer, id, {
      hours: { timeZone: 'UTC', weekly: Object.fromEntries(WEEK.map((day) => [day, ALL_DAY])), overrides: [] },
      booking: {
        enabled: true,
        types: [
          { name: 'Cleaning', minutes: 45 },
          { name: 'Check-up', minutes: 30 },
        ],
        bufferMinutes: 15,
        minNoticeMinutes: 60,
        maxDaysAhead: 30,
        ...booking,
      },
    });
    return { customer, receptionistId: id as number, assistantId };
  }
  const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

  async function saveSettings(customer: Customer, id: number, change: Record<string, unknown>) {
    const url = `/api/receptionists/${id}/settings`;
    const { body } = await customer.agent.get(url).expect(200);
    await customer.agent
      .put(url)
      .send({ baseVersion: body.version, settings: { ...body.settings, ...change } })
      .expect(200);
  }

  /** Vapi's tool-calls message: one call, one tool call, as its server events reference shows it. */
  function toolCall(
    assistantId: string,
    name: string,
    args: Record<string, unknown>,
    options: { caller?: string | null; callId?: string; toolCallId?: string } = {},
  ) {
    const caller = options.caller === undefined ? CALLER : options.caller;
    const customer = caller ? { customer: { number: caller } } : {};
    const toolCallId = options.toolCallId ?? `call_${randomUUID()}`;
    const body = JSON.stringify({
      message: {
        type: 'tool-calls',
        timestamp: Date.now(),
        call: { id: options.callId ?? randomUUID(), orgId: randomUUID(), type: 'inboundPhoneCall', assistantId, status: 'in-progress', ...customer },
        ...customer,
        // Arguments arrive as a JSON string in the newer shape; the older `toolWithToolCallList` rides along and is ignored.
        toolCallList: [{ id: toolCallId, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
        toolWithToolCallList: [{ type: 'function', function: { name }, toolCall: { id: toolCallId, type: 'function', function: { name, parameters: args } } }],
      },
    });
    return { toolCallId, send: () => app.http().post('/api/webhooks/voice/vapi').set(vapiSignedHeaders(body)).send(body) };
  }
  async function run(assistantId: string, name: string, args: Record<string, unknown>, options: Parameters<typeof toolCall>[3] = {}): Promise<string> {
    const call = toolCall(assistantId, name, args, options);
    const response = await call.send().expect(200);
    expect(response.body).toEqual({ results: [{ toolCallId: call.toolCallId, result: expect.any(String) }] });
    return response.body.results[0].result;
  }

  /** A whole hour a day or two ahead, in UTC (the test receptionist's zone): always free of the notice, always open. */
  const slot = (days: number, hour: number) => DateTime.utc().plus({ days }).set({ hour, minute: 0, second: 0, millisecond: 0 }).toFormat("yyyy-MM-dd'T'HH:mm");
  const booked = (receptionistId: number) =>
    sql(`select * from appointments where receptionist_id = ? and status = 'booked' order by starts_at`, [receptionistId]);

  it('offers free times, books one once however often the call is delivered, and writes it to the sandbox calendar', async () => {
    const { receptionistId, assistantId } = await bookingReceptionist();
    const date = slot(2, 9).slice(0, 10);
    const offered = await run(assistantId, 'check_availability', { appointmentType: 'cleaning', date });
    expect(offered).toContain('Free times for a Cleaning (45 minutes)');
    expect(offered).toContain(`(${date}T00:00)`);

    const booking = toolCall(assistantId, 'book_appointment', {
      appointmentType: 'Cleaning',
      start: `${date}T09:00`,
      callerName: 'Ada Lovelace',
      notes: 'First visit',
    });
    const first = (await booking.send().expect(200)).body;
    expect(first.results[0].result).toMatch(/^Booked: a Cleaning on .* at 9:00 AM for Ada Lovelace\./);
    // Vapi retries a delivery it did not hear back from: the same answer, and still one appointment.
    expect((await booking.send().expect(200)).body).toEqual(first);
    const rows = await booked(receptionistId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type_name: 'Cleaning',
      caller_name: 'Ada Lovelace',
      caller_number: CALLER,
      notes: 'First visit',
      booked_by: 'receptionist',
    });
    expect(new Date(rows[0].ends_at).getTime() - new Date(rows[0].starts_at).getTime()).toBe(45 * 60_000);
    expect(new Date(rows[0].blocked_until).getTime() - new Date(rows[0].ends_at).getTime()).toBe(15 * 60_000);
    const [stored] = await sql('select name, ok, summary, platform_call_id, receptionist_id from voice_tool_calls where tool_call_id = ?', [
      booking.toolCallId,
    ]);
    expect(stored).toMatchObject({
      name: 'book_appointment',
      ok: true,
      receptionist_id: receptionistId,
      summary: expect.stringContaining('Booked Cleaning for Ada Lovelace'),
    });

    await waitUntil(
      async () => (await sql(`select 1 from appointments where id = ? and calendar_state = 'synced'`, [rows[0].id])).length === 1,
      15_000,
      'calendar synced',
    );
    const [event] = await sql('select * from sandbox_calendar_events where event_id = ?', [rows[0].calendar_event_id]);
    expect(event).toMatchObject({ calendar_id: `sandbox-${receptionistId}`, summary: 'Cleaning: Ada Lovelace' });
    expect(event.description).toContain(`Phone: ${CALLER}`);

    // The slot and its buffer are gone for everyone else: 9:00–9:45, then 15 minutes free; a new one keeps its own buffer too.
    const another = (start: string) =>
      run(assistantId, 'book_appointment', { appointmentType: 'Check-up', start: `${date}T${start}`, callerName: 'Grace Hopper' }, { caller: '+14155550199' });
    expect(await another('09:30')).toMatch(/^That time is no longer free\. The nearest free times: /);
    expect(await another('08:30')).toMatch(/^That time is no longer free\./);
    expect(await another('10:00')).toMatch(/^Booked: a Check-up on .* at 10:00 AM for Grace Hopper\./);
    expect(await booked(receptionistId)).toHaveLength(2);
  });

  it('books one slot once when twenty calls ask for it in the same moment', async () => {
    const { receptionistId, assistantId } = await bookingReceptionist();
    const start = slot(3, 14);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        toolCall(
          assistantId,
          'book_appointment',
          { appointmentType: 'Check-up', start, callerName: `Caller ${index}` },
          { caller: `+1415555${String(1000 + index)}` },
        )
          .send()
          .expect(200),
      ),
    );
    const results: string[] = answers.map((response) => response.body.results[0].result);
    expect(results.filter((result) => result.startsWith('Booked:'))).toHaveLength(1);
    expect(results.filter((result) => result.startsWith('That time is no longer free.'))).toHaveLength(19);
    expect(await booked(receptionistId)).toHaveLength(1);
  });

  it('refuses what cannot be booked in words the assistant can say, never with an error', async () => {
    const { receptionistId, assistantId } = await bookingReceptionist({ maxDaysAhead: 10 });
    const past = DateTime.utc().minus({ days: 1 }).toFormat("yyyy-MM-dd'T'HH:mm");
    const book = (args: Record<string, unknown>, caller?: string | null) =>
      run(assistantId, 'book_appointment', { appointmentType: 'Cleaning', callerName: 'Ada Lovelace', start: slot(2, 10), ...args }, { caller });
    expect(await book({ start: past })).toBe(APPOINTMENT_SAYINGS.problem.past);
    expect(await book({ start: DateTime.utc().plus({ minutes: 20 }).toFormat("yyyy-MM-dd'T'HH:mm") })).toMatch(
      /^That is sooner than we can book\. We need 1 hour's notice\./,
    );
    expect(await book({ start: slot(20, 10) })).toBe('That is further ahead than we book. We book up to 10 days ahead.');
    expect(await book({ start: 'next tuesday at ten' })).toBe(APPOINTMENT_SAYINGS.badStart);
    expect(await book({ appointmentType: 'Root canal' })).toBe(
      APPOINTMENT_SAYINGS.whichType([
        { name: 'Cleaning', minutes: 45 },
        { name: 'Check-up', minutes: 30 },
      ]),
    );
    expect(await book({ callerName: '   ' })).toBe(APPOINTMENT_SAYINGS.needName);
    expect(await book({ phoneNumber: '555-0123' })).toBe(APPOINTMENT_SAYINGS.badNumber);
    expect(await book({}, null)).toBe(APPOINTMENT_SAYINGS.needNumber);
    expect(await run(assistantId, 'check_availability', { date: 'tomorrow' })).toBe(
      APPOINTMENT_SAYINGS.whichType([
        { name: 'Cleaning', minutes: 45 },
        { name: 'Check-up', minutes: 30 },
      ]),
    );
    expect(await run(assistantId, 'check_availability', { appointmentType: 'Cleaning', date: '2026-02-30' })).toBe(APPOINTMENT_SAYINGS.badDate);
    expect(await run(assistantId, 'open_the_safe', {})).toBe(TOOL_REFUSALS.unknownTool);
    expect(await run(randomUUID(), 'check_availability', {})).toBe(TOOL_REFUSALS.notInService);
    expect(await booked(receptionistId)).toHaveLength(0);
  });

  it('moves and cancels only the caller’s own appointment, found by the number they call from and their name', async () => {
    const { receptionistId, assistantId } = await bookingReceptionist();
    const other = await bookingReceptionist();
    const start = slot(2, 11);
    expect(await run(assistantId, 'book_appointment', { appointmentType: 'Cleaning', start, callerName: 'Ada Lovelace' })).toMatch(/^Booked:/);

    // Someone else's phone, a withheld number, another business's line, another name: nothing found, nothing changed.
    expect(await run(assistantId, 'cancel_appointment', { callerName: 'Ada Lovelace' }, { caller: '+14155550999' })).toBe(APPOINTMENT_SAYINGS.noneFound);
    expect(await run(assistantId, 'cancel_appointment', { callerName: 'Ada Lovelace' }, { caller: null })).toBe(APPOINTMENT_SAYINGS.withheld);
    expect(await run(other.assistantId, 'cancel_appointment', { callerName: 'Ada Lovelace' })).toBe(APPOINTMENT_SAYINGS.noneFound);
    expect(await run(assistantId, 'cancel_appointment', { callerName: 'Grace Hopper' })).toBe(APPOINTMENT_SAYINGS.noneFound);
    expect(await booked(receptionistId)).toHaveLength(1);

    const newStart = slot(3, 15);
    expect(await run(assistantId, 'move_appointment', { callerName: 'ada', newStart })).toMatch(
      /^Moved: the Cleaning for Ada Lovelace is now on .* at 3:00 PM/,
    );
    const [moved] = await booked(receptionistId);
    expect(DateTime.fromJSDate(new Date(moved.starts_at), { zone: 'utc' }).toFormat("yyyy-MM-dd'T'HH:mm")).toBe(newStart);

    expect(await run(assistantId, 'cancel_appointment', { callerName: 'Ada Lovelace' })).toMatch(/^Cancelled: the Cleaning for Ada Lovelace on /);
    expect(await booked(receptionistId)).toHaveLength(0);
    await waitUntil(
      async () => (await sql('select 1 from sandbox_calendar_events where event_id = ?', [moved.calendar_event_id])).length === 0,
      15_000,
      'event removed',
    );
  });

  it('says it does not book when the business has not turned booking on', async () => {
    const { assistantId } = await bookingReceptionist({ enabled: false });
    expect(await run(assistantId, 'check_availability', { appointmentType: 'Cleaning' })).toBe(APPOINTMENT_SAYINGS.notBooking);
    expect(await run(assistantId, 'book_appointment', { appointmentType: 'Cleaning', start: slot(2, 9), callerName: 'Ada' })).toBe(
      APPOINTMENT_SAYINGS.notBooking,
    );
  });

  it('refuses a tool-calls message it cannot read, and one that is not Vapi’s', async () => {
    const body = JSON.stringify({ message: { type: 'tool-calls', timestamp: Date.now(), call: { id: randomUUID() } } });
    const refused = await app.http().post('/api/webhooks/voice/vapi').set(vapiSignedHeaders(body)).send(body).expect(400);
    expect(refused.body.code).toBe('CALLS.MALFORMED_MESSAGE');
    await app.http().post('/api/webhooks/voice/vapi').set(vapiSignedHeaders(body, 'another-secret-entirely')).send(body).expect(401);
  });

  it('forgets what the tools were asked and answered at the call content’s age, keeping the appointment', async () => {
    const { receptionistId, assistantId } = await bookingReceptionist();
    const old = toolCall(assistantId, 'book_appointment', { appointmentType: 'Cleaning', start: slot(5, 10), callerName: 'Ada Lovelace' });
    const recent = toolCall(assistantId, 'check_availability', { appointmentType: 'Cleaning' });
    await old.send().expect(200);
    await recent.send().expect(200);
    await sql(`update voice_tool_calls set created_at = now() - interval '366 days' where tool_call_id = ?`, [old.toolCallId]);
    await app.get(CallRetentionJob).run();
    expect(await sql('select tool_call_id from voice_tool_calls where tool_call_id in (?, ?)', [old.toolCallId, recent.toolCallId])).toEqual([
      { tool_call_id: recent.toolCallId },
    ]);
    expect(await booked(receptionistId)).toHaveLength(1);
  });
});
