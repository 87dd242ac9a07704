import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { type Customer, registerCustomer } from '../support/accounts';
import { type TestApp, createTestApp } from '../support/test-app';

/**
 * A receptionist's "To answer" list on its settings page (docs/product.md#knowledge-gaps): listing, dismissing, and
 * answering a question as a new settings version, each refusal changing nothing.
 */
describe('knowledge gaps (/api/receptionists/{id}/knowledge-gaps)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => app.get(EntityManager).getConnection().execute<T[]>(text, params);
  async function customerWithReceptionist(): Promise<{ customer: Customer; id: number; url: string }> {
    const customer = await registerCustomer(app, { plan: 'professional', companyName: 'Harbor Dental' });
    const { id } = (await customer.agent.post('/api/receptionists').send({ name: 'Harbor desk', phoneNumber: '+1 (415) 555-0134' }).expect(201)).body;
    return { customer, id, url: `/api/receptionists/${id}/knowledge-gaps` };
  }
  /** A call of the receptionist, started `at`, that left this question unanswered: the gap's id. */
  async function asked(owner: { customer: Customer; id: number }, question: string, at = new Date()): Promise<number> {
    const [call] = await sql<{ id: number }>(
      `insert into calls (user_id, receptionist_id, platform, platform_call_id, status, started_at, facts_sent_at) values (?, ?, 'sandbox', ?, 'ended', ?, now()) returning id`,
      [owner.customer.id, owner.id, randomUUID(), at],
    );
    const [gap] = await sql<{ id: number }>(
      `insert into knowledge_gaps (user_id, receptionist_id, call_id, question, question_key, asked_at) values (?, ?, ?, ?, lower(?), ?) returning id`,
      [owner.customer.id, owner.id, call.id, question, question, at],
    );
    return gap.id;
  }
  const gapRows = (id: number) => sql('select id, state, answered_version, resolved_by_id from knowledge_gaps where receptionist_id = ? order by id', [id]);
  const settingsOf = async (owner: { customer: Customer; id: number }) =>
    (await owner.customer.agent.get(`/api/receptionists/${owner.id}/settings`).expect(200)).body;

  it('lists the open questions newest first, dismisses one, and answers one as version N+1 with the entry', async () => {
    const owner = await customerWithReceptionist();
    const walkIns = await asked(owner, 'Do you take walk-ins?', new Date('2026-11-20T10:00:00Z'));
    const parking = await asked(owner, 'Is there parking?', new Date('2026-11-21T10:00:00Z'));
    await owner.customer.agent
      .put(`/api/receptionists/${owner.id}/settings`)
      .send({ baseVersion: 0, settings: { ...(await settingsOf(owner)).settings, answers: [{ question: 'Do you open on Sundays?', answer: 'No.' }] } })
      .expect(200);

    const list = (await owner.customer.agent.get(owner.url).expect(200)).body;
    expect(list.map((gap: { id: number }) => gap.id)).toEqual([parking, walkIns]);
    expect(list[0]).toMatchObject({ question: 'Is there parking?', askedAt: '2026-11-21T10:00:00.000Z', timesAsked: 1, callId: expect.any(Number) });

    await owner.customer.agent.post(`${owner.url}/${parking}/dismiss`).expect(204);
    const answered = (
      await owner.customer.agent.post(`${owner.url}/${walkIns}/answer`).send({ baseVersion: 1, answer: '  Yes, until 4 PM on weekdays.  ' }).expect(200)
    ).body;
    expect(answered.version).toBe(2);
    expect(answered.saved).toMatchObject({ version: 2, changed: ['answers'] });
    expect(answered.settings.answers).toEqual([
      { question: 'Do you open on Sundays?', answer: 'No.' },
      { question: 'Do you take walk-ins?', answer: 'Yes, until 4 PM on weekdays.' },
    ]);
    expect(await gapRows(owner.id)).toEqual([
      { id: walkIns, state: 'answered', answered_version: 2, resolved_by_id: owner.customer.id },
      { id: parking, state: 'dismissed', answered_version: null, resolved_by_id: owner.customer.id },
    ]);
    expect((await owner.customer.agent.get(owner.url).expect(200)).body).toEqual([]);
  });

  it('takes the question as edited, and settles every call that asked it', async () => {
    const owner = await customerWithReceptionist();
    const first = await asked(owner, 'walk ins??', new Date('2026-11-20T10:00:00Z'));
    await asked(owner, 'Walk ins??', new Date('2026-11-22T10:00:00Z'));
    const [line] = (await owner.customer.agent.get(owner.url).expect(200)).body;
    expect(line).toMatchObject({ question: 'Walk ins??', timesAsked: 2 });
    const answered = (
      await owner.customer.agent.post(`${owner.url}/${first}/answer`).send({ baseVersion: 0, question: 'Do you take walk-ins?', answer: 'Yes.' }).expect(200)
    ).body;
    expect(answered.settings.answers).toEqual([{ question: 'Do you take walk-ins?', answer: 'Yes.' }]);
    expect((await gapRows(owner.id)).map((row) => row.state)).toEqual(['answered', 'answered']);
  });

  it('refuses bad input, a stale version, a settled or unknown question and the plan’s limit, changing nothing', async () => {
    const owner = await customerWithReceptionist();
    const gap = await asked(owner, 'Do you take walk-ins?');
    const long = await asked(owner, `Could you tell me ${'very '.repeat(45)}precisely whether you take walk-ins?`);
    const answer = (gapId: number, body: Record<string, unknown>) => owner.customer.agent.post(`${owner.url}/${gapId}/answer`).send(body);
    const before = { gaps: await gapRows(owner.id), settings: await settingsOf(owner) };

    expect((await answer(gap, { baseVersion: 0, answer: '   ' }).expect(400)).body.errors).toEqual({ answer: 'Write the answer' });
    expect((await answer(gap, { baseVersion: 0, answer: 'x'.repeat(1001) }).expect(400)).body.errors).toEqual({
      answer: 'Keep the answer to a paragraph: 1000 characters at most',
    });
    expect((await answer(gap, { baseVersion: 0, question: '', answer: 'Yes.' }).expect(400)).body.errors).toEqual({ question: 'Write the question' });
    expect((await answer(long, { baseVersion: 0, answer: 'Yes.' }).expect(400)).body.code).toBe('KNOWLEDGE_GAPS.QUESTION_TOO_LONG');
    expect((await answer(gap, { baseVersion: 3, answer: 'Yes.' }).expect(409)).body.code).toBe('RECEPTIONIST_SETTINGS.STALE');
    expect((await answer(999_999, { baseVersion: 0, answer: 'Yes.' }).expect(404)).body.code).toBe('KNOWLEDGE_GAPS.NOT_FOUND');
    expect((await owner.customer.agent.post(`${owner.url}/999999/dismiss`).expect(404)).body.code).toBe('KNOWLEDGE_GAPS.NOT_FOUND');
    expect({ gaps: await gapRows(owner.id), settings: await settingsOf(owner) }).toEqual(before);

    await owner.customer.agent.post(`${owner.url}/${gap}/dismiss`).expect(204);
    expect((await answer(gap, { baseVersion: 0, answer: 'Yes.' }).expect(409)).body.code).toBe('KNOWLEDGE_GAPS.RESOLVED');
    expect((await owner.customer.agent.post(`${owner.url}/${gap}/dismiss`).expect(409)).body.code).toBe('KNOWLEDGE_GAPS.RESOLVED');

    // At the plan's 25 answers, one more is refused and the question stays open.
    const full = Array.from({ length: 25 }, (_, index) => ({ question: `Question ${index}?`, answer: 'Yes.' }));
    const { settings } = await settingsOf(owner);
    await owner.customer.agent
      .put(`/api/receptionists/${owner.id}/settings`)
      .send({ baseVersion: 0, settings: { ...settings, answers: full } })
      .expect(200);
    const open = await asked(owner, 'Is there parking?');
    const refused = (await answer(open, { baseVersion: 1, answer: 'Yes.' }).expect(403)).body;
    expect(refused).toMatchObject({
      code: 'RECEPTIONIST_SETTINGS.LIMIT_REACHED',
      message: expect.stringContaining('Professional plan allows up to 25 answers'),
    });
    expect((await gapRows(owner.id)).find((row) => row.id === open)).toMatchObject({ state: 'open' });
    expect((await settingsOf(owner)).version).toBe(1);
  });

  it('answers another customer’s receptionist and its questions with the same 404 as a missing one', async () => {
    const owner = await customerWithReceptionist();
    const gap = await asked(owner, 'Do you take walk-ins?');
    const other = await registerCustomer(app, { plan: 'professional' });
    for (const url of [owner.url, '/api/receptionists/999999/knowledge-gaps']) {
      expect((await other.agent.get(url).expect(404)).body.code).toBe('RECEPTIONIST_SETTINGS.NOT_FOUND');
      expect((await other.agent.post(`${url}/${gap}/dismiss`).expect(404)).body.code).toBe('RECEPTIONIST_SETTINGS.NOT_FOUND');
      expect((await other.agent.post(`${url}/${gap}/answer`).send({ baseVersion: 0, answer: 'No.' }).expect(404)).body.code).toBe(
        'RECEPTIONIST_SETTINGS.NOT_FOUND',
      );
    }
    // A question of one receptionist is not found under another of the same owner.
    const [{ id: second }] = await sql<{ id: number }>(
      `insert into receptionists (user_id, name, phone_number) values (?, 'Second desk', '+14155550135') returning id`,
      [owner.customer.id],
    );
    expect((await owner.customer.agent.post(`/api/receptionists/${second}/knowledge-gaps/${gap}/dismiss`).expect(404)).body.code).toBe(
      'KNOWLEDGE_GAPS.NOT_FOUND',
    );
    expect((await gapRows(owner.id))[0]).toMatchObject({ state: 'open' });
    await app.http().get(owner.url).expect(401);
  });
});
