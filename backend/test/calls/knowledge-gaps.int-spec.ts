import { randomUUID } from 'node:crypto';
import { CallRetentionJob } from '../../src/modules/calls/call-retention.job';
import { createTestApp, type TestApp } from '../support/test-app';
import { vapiCallFixture, vapiSignedHeaders } from '../support/vapi-fixtures';
import { linkedReceptionist, processed, sql, VAPI_TEST_ENV } from './calls-helpers';

/**
 * The questions a receptionist could not answer, from Vapi's end-of-call report (structuredData.unansweredQuestions)
 * through the signed webhook, the inbox and the worker to the owner's "To answer" list (docs/product.md#knowledge-gaps).
 */
describe('knowledge gaps from end-of-call reports', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ worker: true, env: VAPI_TEST_ENV });
  });
  afterAll(() => app.close());

  const post = (body: string) => app.http().post('/api/webhooks/voice/vapi').set(vapiSignedHeaders(body)).send(body).expect(200);
  /** A report of a new call that left these questions unanswered. */
  const report = (call: { id: string; assistantId: string; type?: string }, unansweredQuestions: unknown, fields: Record<string, unknown> = {}) =>
    JSON.stringify(
      vapiCallFixture('end-of-call-report', call, {
        analysis: { summary: 'Asked about whitening and parking.', structuredData: { outcome: 'answered_question', unansweredQuestions } },
        ...fields,
      }),
    );
  const gapsOfCall = (platformCallId: string) =>
    sql(app)(
      `select g.question, g.state, g.user_id, g.receptionist_id from knowledge_gaps g join calls c on c.id = g.call_id where c.platform_call_id = ? order by g.id`,
      [platformCallId],
    );

  it('makes each question once per call, however often and in whatever form the report is delivered', async () => {
    const { customer, receptionistId, assistantId } = await linkedReceptionist(app);
    const id = randomUUID();
    const body = report({ id, assistantId }, ['Do you offer teeth whitening?', '  Is there parking nearby? ', 42, '']);
    await post(body);
    await post(body); // the same bytes: a duplicate the inbox drops
    await post(JSON.stringify(JSON.parse(body), null, 2)); // the same report again, as another delivery
    // A later report of the same call (its analysis rerun) repeats one question in other case and adds one.
    await post(report({ id, assistantId }, ['do you offer TEETH whitening?', 'Do you take Delta Dental?'], { timestamp: Date.parse('2026-11-26T10:05:00Z') }));
    await processed(app, id, 3);

    expect(await gapsOfCall(id)).toEqual([
      { question: 'Do you offer teeth whitening?', state: 'open', user_id: customer.id, receptionist_id: receptionistId },
      { question: 'Is there parking nearby?', state: 'open', user_id: customer.id, receptionist_id: receptionistId },
      { question: 'Do you take Delta Dental?', state: 'open', user_id: customer.id, receptionist_id: receptionistId },
    ]);
    const [{ callId }] = await sql(app)('select id as "callId" from calls where platform_call_id = ?', [id]);
    const list = (await customer.agent.get(`/api/receptionists/${receptionistId}/knowledge-gaps`).expect(200)).body;
    expect(list).toHaveLength(3);
    expect(list).toContainEqual({ id: expect.any(Number), question: 'Is there parking nearby?', askedAt: '2026-11-26T10:01:02.000Z', timesAsked: 1, callId });

    // Another call asking the same question makes it one line, asked twice, pointing at the latest call.
    const later = randomUUID();
    await post(
      report({ id: later, assistantId }, ['IS THERE  parking nearby?'], { startedAt: '2026-11-27T09:00:00.000Z', endedAt: '2026-11-27T09:02:00.000Z' }),
    );
    await processed(app, later, 1);
    const [newest, ...rest] = (await customer.agent.get(`/api/receptionists/${receptionistId}/knowledge-gaps`).expect(200)).body;
    expect(newest).toMatchObject({ question: 'IS THERE  parking nearby?', askedAt: '2026-11-27T09:00:00.000Z', timesAsked: 2 });
    expect(rest).toHaveLength(2);
    const overview = (await customer.agent.get('/api/calls/overview').expect(200)).body;
    expect(overview.receptionists).toContainEqual(expect.objectContaining({ receptionistId, openQuestions: 3 }));
  });

  it('makes none for a test call, an unmatched call or a report without the field', async () => {
    const { assistantId } = await linkedReceptionist(app);
    const [test, unmatched, without] = [randomUUID(), randomUUID(), randomUUID()];
    await post(report({ id: test, assistantId, type: 'webCall' }, ['Do you offer teeth whitening?']));
    await post(report({ id: unmatched, assistantId: randomUUID() }, ['Do you offer teeth whitening?']));
    await post(JSON.stringify(vapiCallFixture('end-of-call-report', { id: without, assistantId })));
    await Promise.all([processed(app, test, 1), processed(app, unmatched, 1), processed(app, without, 1)]);
    for (const id of [test, unmatched, without]) expect(await gapsOfCall(id)).toEqual([]);
  });

  it('removes a question with its call’s content past CALL_RETENTION_DAYS, and a late redelivery brings it back no more', async () => {
    const { assistantId } = await linkedReceptionist(app);
    const [old, recent] = [randomUUID(), randomUUID()];
    await post(report({ id: old, assistantId }, ['Do you whiten teeth?']));
    await post(report({ id: recent, assistantId }, ['Do you whiten teeth?']));
    await Promise.all([processed(app, old, 1), processed(app, recent, 1)]);
    const age = async (id: string, days: number) => {
      await sql(app)(`update calls set started_at = now() - ? * interval '1 day' where platform_call_id = ?`, [days, id]);
      await sql(app)(`update knowledge_gaps set asked_at = now() - ? * interval '1 day' where call_id = (select id from calls where platform_call_id = ?)`, [
        days,
        id,
      ]);
    };
    await age(old, 366);
    await age(recent, 364);

    await app.get(CallRetentionJob).run();
    expect(await gapsOfCall(old)).toEqual([]);
    expect(await gapsOfCall(recent)).toHaveLength(1);
    await post(report({ id: old, assistantId }, ['Do you whiten teeth?'], { timestamp: Date.parse('2026-11-27T00:00:00.000Z') }));
    await processed(app, old, 2);
    expect(await gapsOfCall(old)).toEqual([]);
  });
});
