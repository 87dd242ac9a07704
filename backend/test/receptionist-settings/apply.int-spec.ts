import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { EntityManager } from '@mikro-orm/postgresql';
import type TestAgent from 'supertest/lib/agent';
import { VAPI_STRUCTURED_DATA_SCHEMA } from '../../src/modules/calls/platforms/vapi/vapi.platform';
import { type Customer, registerCustomer, signInAdmin } from '../support/accounts';
import { realLine } from '../support/receptionist-lines';
import { type TestApp, createTestApp } from '../support/test-app';
import { VAPI_TEST_SECRET } from '../support/vapi-fixtures';
import { waitUntil } from '../support/wait';

/**
 * A version travels from the save to the voice platform's assistant through the outbox and the worker, against a
 * stand-in for Vapi's assistant API that records what we send and answers what the test says.
 */
describe('settings applied to the voice platform (Vapi’s assistant API)', () => {
  let app: TestApp;
  let admin: TestAgent;
  let server: Server;
  const assistants = new Map<string, Record<string, unknown>>();
  const received: { method?: string; url?: string; headers: IncomingHttpHeaders; body: unknown }[] = [];
  /** What the stand-in answers next, in order; then the assistant itself. */
  let failures: { status: number; body: unknown }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      void text(request).then((body) => {
        const id = decodeURIComponent((request.url ?? '').replace('/assistant/', ''));
        received.push({ method: request.method, url: request.url, headers: request.headers, body: body ? JSON.parse(body) : null });
        const failure = failures.shift();
        if (failure) return response.writeHead(failure.status, { 'content-type': 'application/json' }).end(JSON.stringify(failure.body));
        const assistant = assistants.get(id);
        if (!assistant) return response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Couldn\'t Find Assistant","statusCode":404}');
        if (request.method === 'PATCH') Object.assign(assistant, JSON.parse(body));
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(assistant));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    app = await createTestApp({
      worker: true,
      env: {
        VOICE_PLATFORM: 'vapi',
        VAPI_WEBHOOK_SECRET: VAPI_TEST_SECRET,
        VAPI_API_KEY: 'vapi-settings-key',
        VAPI_API_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      },
    });
    admin = await signInAdmin(app);
  });
  afterAll(async () => {
    await app.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    failures = [];
    received.splice(0);
  });

  const sql = (query: string, params: unknown[] = []) => app.get(EntityManager).getConnection().execute(query, params);
  /** A customer's live receptionist on a fresh line, its assistant on the stand-in as our team built it. */
  async function liveReceptionist(): Promise<{ customer: Customer; id: number; assistantId: string; url: string }> {
    const customer = await registerCustomer(app, { plan: 'professional', companyName: 'Harbor Dental' });
    const { id } = (await customer.agent.post('/api/receptionists').send({ name: 'Harbor desk', phoneNumber: '+1 (415) 555-0134' }).expect(201)).body;
    const line = realLine();
    assistants.set(line.voiceAssistantId, { id: line.voiceAssistantId, model: { provider: 'openai', model: 'gpt-4o', messages: [] }, metadata: {} });
    await admin
      .patch(`/api/admin/receptionists/${id}`)
      .send({ status: 'active', ...line })
      .expect(200);
    return { customer, id, assistantId: line.voiceAssistantId, url: `/api/receptionists/${id}/settings` };
  }
  async function save(agent: TestAgent, url: string, change: Record<string, unknown>) {
    const { version, settings } = (await agent.get(url).expect(200)).body;
    return (
      await agent
        .put(url)
        .send({ baseVersion: version, settings: { ...settings, ...change } })
        .expect(200)
    ).body;
  }
  const deliveryOf = async (agent: TestAgent, url: string) => (await agent.get(url).expect(200)).body;
  const until = (agent: TestAgent, url: string, delivery: string) =>
    waitUntil(async () => (await deliveryOf(agent, url)).delivery === delivery, 15_000, `delivery ${delivery}`);

  it('gives a saved version to the assistant: its greeting, a prompt from the settings and the transfer destinations', async () => {
    const { customer, assistantId, url } = await liveReceptionist();
    const saved = await save(customer.agent, url, {
      greeting: 'Harbor Dental, this is Ava.',
      transfers: [{ name: 'Dr. Patel', number: '+14155550101', when: 'open', askFor: 'billing' }],
      vipCallers: [{ number: '+14155550777', label: 'Landlord' }],
      blockedCallers: [{ number: '+14155550666', label: 'Robocalls' }],
    });
    expect(saved.delivery).toBe('applying');
    await until(customer.agent, url, 'live');
    expect((await deliveryOf(customer.agent, url)).deliveryText).toBe('Your receptionist answers with version 1.');

    const patch = received.find((request) => request.method === 'PATCH')!;
    expect(patch).toMatchObject({ url: `/assistant/${assistantId}`, headers: { authorization: 'Bearer vapi-settings-key' } });
    expect(patch.body).toMatchObject({
      firstMessage: '{% raw %}Harbor Dental, this is Ava.{% endraw %}',
      model: {
        provider: 'openai',
        model: 'gpt-4o',
        tools: [
          {
            type: 'transferCall',
            destinations: [{ type: 'number', number: '+14155550101', description: 'Dr. Patel, only while the business is open, for: billing' }],
          },
          // Every tool our server runs during calls, with no server of its own: its tool-calls come to the assistant's (ours).
          ...['book_appointment', 'cancel_appointment', 'check_availability', 'move_appointment', 'transfer_call'].map((name) => ({
            type: 'function',
            async: false,
            function: { name, description: expect.any(String), parameters: expect.objectContaining({ type: 'object' }) },
          })),
        ],
      },
      // The post-call analysis reports what the calls module reads: outcome, language and the questions left unanswered.
      analysisPlan: { structuredDataPlan: { enabled: true, schema: VAPI_STRUCTURED_DATA_SCHEMA } },
      metadata: { receptionistSettingsVersion: 1 },
    });
    expect((patch.body as { model: { messages: { role: string; content: string }[] } }).model.messages[0].content).toContain('Harbor Dental');
    // Its incoming calls are screened by the same version: the blocked number refused, the VIP put through to Dr. Patel.
    const [rules] = await sql('select version, blocked_numbers, vip_numbers, vip_transfer from call_screening_rules where assistant_id = ?', [assistantId]);
    expect(rules).toEqual({
      version: 1,
      blocked_numbers: ['+14155550666'],
      vip_numbers: ['+14155550777'],
      vip_transfer: { name: 'Dr. Patel', number: '+14155550101' },
    });
  });

  it('retries the platform’s 5xx, then marks the version failed, tells our team, and re-applies it when asked', async () => {
    const { customer, id, url } = await liveReceptionist();
    // Every attempt (JOB_ATTEMPTS in the tests' env) meets a 503.
    failures = Array.from({ length: 10 }, () => ({ status: 503, body: { message: 'Service Unavailable' } }));
    await save(customer.agent, url, { greeting: 'Harbor Dental, good day.' });
    await until(customer.agent, url, 'failed');
    expect((await deliveryOf(customer.agent, url)).deliveryText).toBe('Version 1 could not be applied yet: our team has been told and is on it.');
    expect(received.filter((request) => request.method === 'GET').length).toBe(Number(process.env.JOB_ATTEMPTS));
    const [row] = await sql('select apply_state, apply_error from receptionist_settings_versions where receptionist_id = ?', [id]);
    expect(row).toEqual({ apply_state: 'failed', apply_error: 'Vapi answered 503 to GET /assistant: Service Unavailable' });

    const [work] = (await admin.get('/api/admin/work-queue').query({ q: customer.email, kind: 'change' }).expect(200)).body.items;
    expect(work.change.fields).toEqual([
      { field: 'settings', label: 'Settings version 1 not applied', before: '', after: 'Vapi answered 503 to GET /assistant: Service Unavailable' },
    ]);
    // Our team hears of it by its own mail, not as a customer's change of details.
    const teamMails = await sql(
      `select payload->>'subject' as subject from outbox where queue = 'mail' and payload->>'to' = 'team@example.com' and payload::text like ?`,
      [`%${customer.email}%`],
    );
    expect(teamMails.map((mail) => mail.subject)).toContain('Settings not applied: version 1 of Harbor desk for Harbor Dental');
    expect(teamMails.some((mail) => String(mail.subject).startsWith('Live receptionist changed'))).toBe(false);

    failures = [];
    const reapplied = (await admin.post(`/api/admin/receptionists/${id}/settings/apply`).expect(200)).body;
    expect(reapplied.delivery).toBe('applying');
    await until(customer.agent, url, 'live');
  });

  it('does not retry a refusal (an assistant Vapi no longer has): failed at once', async () => {
    const { customer, assistantId, url } = await liveReceptionist();
    assistants.delete(assistantId);
    await save(customer.agent, url, { greeting: 'Harbor Dental, hello.' });
    await until(customer.agent, url, 'failed');
    expect(received.filter((request) => request.method === 'GET')).toHaveLength(1);
  });

  it('sends only the newest of versions saved in quick succession, and a newly linked assistant gets the newest version', async () => {
    const { customer, id, url } = await liveReceptionist();
    await save(customer.agent, url, { greeting: 'One.' });
    await save(customer.agent, url, { greeting: 'Two.' });
    await until(customer.agent, url, 'live');
    const states = await sql('select version, apply_state from receptionist_settings_versions where receptionist_id = ? order by version', [id]);
    expect(states.at(-1)).toEqual({ version: 2, apply_state: 'applied' });
    expect(['applied', 'superseded']).toContain(states[0].apply_state);

    const line = realLine();
    assistants.set(line.voiceAssistantId, { id: line.voiceAssistantId, model: { provider: 'openai', model: 'gpt-4o' }, metadata: {} });
    received.splice(0);
    await admin.patch(`/api/admin/receptionists/${id}`).send(line).expect(200);
    await waitUntil(
      () => received.some((request) => request.method === 'PATCH' && request.url === `/assistant/${line.voiceAssistantId}`),
      15_000,
      'the new assistant',
    );
    expect(assistants.get(line.voiceAssistantId)).toMatchObject({ firstMessage: '{% raw %}Two.{% endraw %}', metadata: { receptionistSettingsVersion: 2 } });
  });

  it('refuses a re-apply with nothing saved or no assistant linked', async () => {
    const customer = await registerCustomer(app, { plan: 'professional' });
    const { id } = (await customer.agent.post('/api/receptionists').send({ name: 'Desk', phoneNumber: '+1 (415) 555-0134' }).expect(201)).body;
    expect((await admin.post(`/api/admin/receptionists/${id}/settings/apply`).expect(409)).body.code).toBe('RECEPTIONIST_SETTINGS.NOT_LINKED');
    await admin.patch(`/api/admin/receptionists/${id}`).send(realLine()).expect(200);
    expect((await admin.post(`/api/admin/receptionists/${id}/settings/apply`).expect(409)).body.code).toBe('RECEPTIONIST_SETTINGS.NOTHING_SAVED');
  });
});
