import { randomUUID } from 'node:crypto';
import { signInAdmin } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { vapiCallFixture, vapiSignedHeaders } from '../support/vapi-fixtures';
import { linkedReceptionist, processed, sql, VAPI_TEST_ENV } from './calls-helpers';

type Linked = Awaited<ReturnType<typeof linkedReceptionist>>;

/**
 * Follow-ups (docs/product.md#follow-ups): what a call's end-of-call report leaves the owner to do, made once per call
 * through the signed webhook, the inbox and the worker, listed open first, marked done and reopened by the owner only.
 */
describe('follow-ups from end-of-call reports', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ worker: true, env: VAPI_TEST_ENV });
  });
  afterAll(() => app.close());

  const post = (body: string) => app.http().post('/api/webhooks/voice/vapi').set(vapiSignedHeaders(body)).send(body).expect(200);
  interface ReportFields {
    outcome?: string;
    callerName?: unknown;
    /** null: the caller withheld it. */
    number?: string | null;
    type?: string;
    timestamp?: number;
  }
  const report = (
    call: { id: string; assistantId: string },
    { outcome = 'message_taken', callerName, number = '+14155550123', type, timestamp }: ReportFields = {},
  ) => {
    const customer = number === null ? {} : { number };
    // The platform's call as the report carries it: the number withheld (no customer number), or a web call (a test).
    const reported: typeof call = { ...call, ...{ customer, ...(type ? { type } : {}) } };
    const analysis = { summary: 'Wants a call back about the invoice.', structuredData: { outcome, ...(callerName === undefined ? {} : { callerName }) } };
    return JSON.stringify(vapiCallFixture('end-of-call-report', reported, { customer, analysis, ...(timestamp ? { timestamp } : {}) }));
  };
  /** A tool call the assistant ran during the call, done (`ok`) with this action. */
  const toolCall = (platformCallId: string, receptionistId: number, action: string, ok = true) =>
    sql(app)(
      `insert into voice_tool_calls (platform, tool_call_id, platform_call_id, receptionist_id, name, arguments, ok, result, summary, action)
        values ('vapi', ?, ?, ?, 'a_tool', '{}', ?, '', 'x', ?)`,
      [randomUUID(), platformCallId, receptionistId, ok, action],
    );
  const followUpsOf = (platformCallId: string) =>
    sql(app)(`select f.reason, f.user_id, f.done_at from follow_ups f join calls c on c.id = f.call_id where c.platform_call_id = ? order by f.id`, [
      platformCallId,
    ]);
  const deliver = async (linked: Linked, fields: ReportFields = {}, before?: (id: string) => Promise<unknown>) => {
    const id = randomUUID();
    await before?.(id);
    await post(report({ id, assistantId: linked.assistantId }, fields));
    await processed(app, id, 1);
    return id;
  };
  const list = async (linked: Linked, query: Record<string, unknown> = {}) =>
    (await linked.customer.agent.get('/api/follow-ups').query(query).expect(200)).body;

  it('makes one follow-up per call however often the report comes, with the caller’s name on the call and the follow-up', async () => {
    const linked = await linkedReceptionist(app);
    const id = randomUUID();
    const body = report({ id, assistantId: linked.assistantId }, { callerName: '  Ada Lovelace ' });
    await post(body);
    await post(body); // the same bytes: a duplicate the inbox drops
    await post(JSON.stringify(JSON.parse(body), null, 2)); // the same report again, as another delivery
    // A later report of the same call (its analysis rerun) names no one and calls it a booking: the follow-up stays as made.
    await post(report({ id, assistantId: linked.assistantId }, { outcome: 'appointment_booked', timestamp: Date.parse('2026-11-26T10:05:00Z') }));
    await processed(app, id, 3);

    expect(await followUpsOf(id)).toEqual([{ reason: 'message', user_id: linked.customer.id, done_at: null }]);
    const [{ callId }] = await sql(app)('select id as "callId" from calls where platform_call_id = ?', [id]);
    const page = await list(linked);
    expect(page).toMatchObject({ total: 1, totalCapped: false, page: 1, pageSize: 50 });
    expect(page.items).toEqual([
      {
        id: expect.any(Number),
        reason: 'message',
        status: 'open',
        createdAt: expect.any(String),
        callId,
        callStartedAt: '2026-11-26T10:01:02.000Z',
        callerNumber: '+14155550123',
        callerName: 'Ada Lovelace',
        receptionistId: linked.receptionistId,
        receptionistName: 'Front desk',
        summary: 'Wants a call back about the invoice.',
        doneAt: null,
        doneBy: null,
      },
    ]);
    expect((await linked.customer.agent.get('/api/follow-ups/open-count').expect(200)).body).toEqual({ open: 1 });
    // The call log and the call's page name the caller too.
    expect((await linked.customer.agent.get(`/api/calls/${callId}`).expect(200)).body.caller.name).toBe('Ada Lovelace');
    expect((await linked.customer.agent.get('/api/calls').expect(200)).body.items[0].caller.name).toBe('Ada Lovelace');
  });

  it('gives each call the reason its outcome and tool calls say, and none to a call that leaves nothing to do', async () => {
    const linked = await linkedReceptionist(app);
    const transfer = (id: string) => toolCall(id, linked.receptionistId, 'transferred');
    const reasons = {
      message: await deliver(linked, { outcome: 'message_taken' }),
      booked: await deliver(linked, { outcome: 'appointment_booked' }),
      bookedByTool: await deliver(linked, { outcome: 'answered_question' }, (id) => toolCall(id, linked.receptionistId, 'booked')),
      transferNotConnected: await deliver(linked, { outcome: 'answered_question' }, transfer),
      failedTransfer: await deliver(linked, { outcome: 'failed' }, transfer),
      failed: await deliver(linked, { outcome: 'failed' }),
      dropped: await deliver(linked, { outcome: 'hang_up' }),
    };
    const none = {
      answered: await deliver(linked, { outcome: 'answered_question' }),
      spam: await deliver(linked, { outcome: 'spam' }),
      transferred: await deliver(linked, { outcome: 'transferred' }, transfer),
      refusedTransfer: await deliver(linked, { outcome: 'answered_question' }, (id) => toolCall(id, linked.receptionistId, 'transferred', false)),
      withheld: await deliver(linked, { outcome: 'message_taken', number: null }),
      test: await deliver(linked, { outcome: 'message_taken', type: 'webCall' }),
      unmatched: await deliver({ ...linked, assistantId: randomUUID() }, { outcome: 'message_taken' }),
    };
    const reasonOf = async (id: string) => (await followUpsOf(id)).map((row) => row.reason);
    expect({
      message: await reasonOf(reasons.message),
      booked: await reasonOf(reasons.booked),
      bookedByTool: await reasonOf(reasons.bookedByTool),
      transferNotConnected: await reasonOf(reasons.transferNotConnected),
      failedTransfer: await reasonOf(reasons.failedTransfer),
      failed: await reasonOf(reasons.failed),
      dropped: await reasonOf(reasons.dropped),
    }).toEqual({
      message: ['message'],
      booked: ['appointment'],
      bookedByTool: ['appointment'],
      transferNotConnected: ['transfer_not_connected'],
      failedTransfer: ['transfer_not_connected'],
      failed: ['failed'],
      dropped: ['dropped'],
    });
    for (const [name, id] of Object.entries(none)) expect({ name, followUps: await followUpsOf(id) }).toEqual({ name, followUps: [] });
  });

  it('makes the follow-up of a report that came before its assistant was linked, when our team links it', async () => {
    const linked = await linkedReceptionist(app);
    const assistantId = randomUUID();
    const id = await deliver({ ...linked, assistantId }, { outcome: 'failed', callerName: 'Grace Lee' });
    expect(await followUpsOf(id)).toEqual([]); // unmatched: nobody's yet
    const admin = await signInAdmin(app);
    await admin.patch(`/api/admin/receptionists/${linked.receptionistId}`).send({ voiceAssistantId: assistantId }).expect(200);
    expect(await followUpsOf(id)).toEqual([{ reason: 'failed', user_id: linked.customer.id, done_at: null }]);
    expect((await list(linked)).items).toEqual([expect.objectContaining({ reason: 'failed', callerName: 'Grace Lee', receptionistId: linked.receptionistId })]);
  });

  it('marks one done with who and when, reopens it, and lists open ones first, filtered by receptionist, reason and status', async () => {
    const linked = await linkedReceptionist(app);
    const [{ id: otherReceptionistId }] = await sql(app)(
      `insert into receptionists (user_id, name, phone_number, voice_assistant_id) values (?, 'Night line', '+14155550100', ?) returning id`,
      [linked.customer.id, randomUUID()],
    );
    await deliver(linked, { outcome: 'message_taken' });
    await deliver(linked, { outcome: 'failed' });
    await deliver(linked, { outcome: 'hang_up' });
    const [newest, middle, oldest] = (await list(linked)).items;
    expect([newest.reason, middle.reason, oldest.reason]).toEqual(['dropped', 'failed', 'message']);

    const before = Date.now();
    const done = (await linked.customer.agent.post(`/api/follow-ups/${middle.id}/done`).expect(200)).body;
    expect(done).toMatchObject({ id: middle.id, status: 'done', doneBy: 'Grace Hopper' });
    expect(Date.parse(done.doneAt)).toBeGreaterThanOrEqual(before - 1000);
    // Marked done twice, it keeps who and when.
    expect((await linked.customer.agent.post(`/api/follow-ups/${middle.id}/done`).expect(200)).body).toEqual(done);
    expect((await linked.customer.agent.get('/api/follow-ups/open-count').expect(200)).body).toEqual({ open: 2 });

    // Open ones first, newest first; then the done one. Sorted the other way, open ones still lead, oldest first.
    expect((await list(linked)).items.map((item: { id: number }) => item.id)).toEqual([newest.id, oldest.id, middle.id]);
    expect((await list(linked, { sort: 'createdAt:asc' })).items.map((item: { id: number }) => item.id)).toEqual([oldest.id, newest.id, middle.id]);
    expect((await list(linked, { status: 'done' })).items).toEqual([done]);
    expect((await list(linked, { status: 'open' })).total).toBe(2);
    expect((await list(linked, { reason: 'dropped' })).items.map((item: { id: number }) => item.id)).toEqual([newest.id]);
    expect((await list(linked, { receptionistId: linked.receptionistId })).total).toBe(3);
    expect((await list(linked, { receptionistId: otherReceptionistId })).total).toBe(0);
    expect((await list(linked, { pageSize: 1, page: 2 })).items.map((item: { id: number }) => item.id)).toEqual([oldest.id]);

    const reopened = (await linked.customer.agent.post(`/api/follow-ups/${middle.id}/reopen`).expect(200)).body;
    expect(reopened).toMatchObject({ id: middle.id, status: 'open', doneAt: null, doneBy: null });
    expect((await linked.customer.agent.get('/api/follow-ups/open-count').expect(200)).body).toEqual({ open: 3 });
  });

  it('lists one caller’s follow-ups by the number (their page), by the name the owner gave them', async () => {
    const linked = await linkedReceptionist(app);
    await deliver(linked, { outcome: 'message_taken', number: '+14155550177', callerName: 'Ada' });
    await deliver(linked, { outcome: 'failed', number: '+14155550177' });
    await deliver(linked, { outcome: 'message_taken', number: '+14155550188' });
    const theirs = await list(linked, { callerNumber: '+14155550177' });
    expect(theirs.items.map((item: { reason: string; callerName: string | null }) => [item.reason, item.callerName])).toEqual([
      ['failed', 'Ada'],
      ['message', 'Ada'],
    ]);
    await linked.customer.agent
      .put(`/api/callers/${encodeURIComponent('+14155550177')}/name`)
      .send({ name: 'Ada Lovelace' })
      .expect(200);
    expect((await list(linked, { callerNumber: '+14155550177' })).items.map((item: { callerName: string }) => item.callerName)).toEqual([
      'Ada Lovelace',
      'Ada Lovelace',
    ]);
    expect((await linked.customer.agent.get('/api/follow-ups').query({ callerNumber: '415' }).expect(400)).body.errors).toEqual({
      callerNumber: 'callerNumber must be in E.164 form: + and the country code, then the number, such as +14155550123',
    });
  });

  it('lists the one follow-up a call made (its page), none for a call that made none or another customer’s call', async () => {
    const linked = await linkedReceptionist(app);
    const other = await linkedReceptionist(app);
    const callIdOf = async (platformCallId: string) =>
      ((await sql(app)('select id from calls where platform_call_id = ?', [platformCallId])) as { id: number }[])[0].id;
    const message = await callIdOf(await deliver(linked, { outcome: 'message_taken' }));
    const failed = await callIdOf(await deliver(linked, { outcome: 'failed' }));
    const answered = await callIdOf(await deliver(linked, { outcome: 'answered_question' }));
    const othersCall = await callIdOf(await deliver(other, { outcome: 'message_taken' }));

    const ofCall = async (callId: number) =>
      (await list(linked, { callId })).items.map((item: { callId: number; reason: string }) => [item.callId, item.reason]);
    expect(await ofCall(message)).toEqual([[message, 'message']]);
    expect(await ofCall(failed)).toEqual([[failed, 'failed']]);
    expect(await ofCall(answered)).toEqual([]);
    expect(await ofCall(othersCall)).toEqual([]);
    expect((await linked.customer.agent.get('/api/follow-ups').query({ callId: 'x' }).expect(400)).body.errors).toEqual({
      callId: 'callId must be a positive whole number',
    });
  });

  it('shows a customer only their own: another’s follow-up is not found and changes nothing; the administrator has none', async () => {
    const owner = await linkedReceptionist(app);
    const other = await linkedReceptionist(app);
    await deliver(owner, { outcome: 'message_taken' });
    const [item] = (await list(owner)).items;

    for (const action of ['done', 'reopen']) {
      const refused = await other.customer.agent.post(`/api/follow-ups/${item.id}/${action}`).expect(404);
      expect(refused.body).toMatchObject({ code: 'FOLLOW_UPS.NOT_FOUND', message: 'Follow-up not found' });
    }
    expect((await list(other)).items).toEqual([]);
    expect((await other.customer.agent.get('/api/follow-ups/open-count').expect(200)).body).toEqual({ open: 0 });
    const admin = await signInAdmin(app);
    await admin.post(`/api/follow-ups/${item.id}/done`).expect(404);
    expect((await admin.get('/api/follow-ups').expect(200)).body.items).toEqual([]);
    expect((await list(owner)).items).toEqual([item]);
    await app.http().get('/api/follow-ups').expect(401);
  });

  it('refuses bad ids and filters with a 400 that says why', async () => {
    const { customer } = await linkedReceptionist(app);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await customer.agent.post(`/api/follow-ups/${id}/done`).expect(400)).body.code).toBe('REQUEST.INVALID_ID');
    }
    await customer.agent.post('/api/follow-ups/2147483647/reopen').expect(404);
    const refused = async (query: Record<string, unknown>) => (await customer.agent.get('/api/follow-ups').query(query).expect(400)).body;
    expect((await refused({ reason: 'lunch' })).errors).toEqual({
      reason: 'reason must be one of: message, appointment, transfer_not_connected, failed, dropped',
    });
    expect((await refused({ status: 'closed' })).errors).toEqual({ status: 'status must be one of: open, done' });
    expect((await refused({ receptionistId: 'x' })).errors).toEqual({ receptionistId: 'receptionistId must be a positive whole number' });
    expect((await refused({ sort: 'reason:asc' })).code).toBe('LIST.INVALID_SORT');
    expect((await refused({ page: 0 })).code).toBe('REQUEST.VALIDATION_FAILED');
  });
});
