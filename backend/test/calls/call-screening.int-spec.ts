import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { BLOCKED_CALL_SENTENCE, CallScreeningService, NOT_IN_SERVICE_SENTENCE } from '../../src/modules/calls/call-screening.service';
import { createTestApp, type TestApp } from '../support/test-app';
import { vapiSignedHeaders } from '../support/vapi-fixtures';
import { linkedReceptionist, sql, VAPI_TEST_ENV } from './calls-helpers';

const [BLOCKED, VIP, REGULAR] = ['+14155550666', '+14155550777', '+14155550123'];

/**
 * Vapi asks what to do with an inbound call to a number without a fixed assistant (its `assistant-request`, docs/voice-platforms.md#screening):
 * the answer comes at once, from the rules of the settings version last applied to the receptionist's assistant.
 */
describe('call screening (Vapi’s assistant-request)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: VAPI_TEST_ENV });
  });
  afterAll(() => app.close());

  /** Vapi's assistant-request for a call from `caller` (none: withheld) to the number, as its server events show it. */
  const ask = (phoneNumberId: string, caller: string | null) => {
    const customer = caller ? { customer: { number: caller } } : {};
    const body = JSON.stringify({
      message: {
        type: 'assistant-request',
        timestamp: Date.now(),
        call: { id: randomUUID(), orgId: randomUUID(), type: 'inboundPhoneCall', phoneNumberId, status: 'ringing', ...customer },
        phoneNumber: { id: phoneNumberId, number: '+18885550100' },
        ...customer,
      },
    });
    return app.http().post('/api/webhooks/voice/vapi').set(vapiSignedHeaders(body)).send(body);
  };
  const keep = (
    assistantId: string,
    version: number,
    rules: { blockedNumbers: string[]; vipNumbers: string[]; transfers: { name: string; number: string }[] },
  ) =>
    app
      .get(EntityManager)
      .fork()
      .transactional((tx) =>
        app.get(CallScreeningService).keep(tx, assistantId, version, {
          ...rules,
          transfers: rules.transfers.map((person) => ({ ...person, when: 'always' as const, askFor: '' })),
        }),
      );

  it('lets the assistant answer, puts a VIP straight through, and refuses a blocked number with one sentence and no AI', async () => {
    const { assistantId, phoneNumberId } = await linkedReceptionist(app);
    await keep(assistantId, 1, { blockedNumbers: [BLOCKED], vipNumbers: [VIP], transfers: [{ name: 'Dr. Patel', number: '+14155550101' }] });

    expect((await ask(phoneNumberId, REGULAR).expect(200)).body).toEqual({ assistantId });
    expect((await ask(phoneNumberId, null).expect(200)).body).toEqual({ assistantId });
    expect((await ask(phoneNumberId, BLOCKED).expect(200)).body).toEqual({ error: BLOCKED_CALL_SENTENCE });
    expect((await ask(phoneNumberId, VIP).expect(200)).body).toEqual({
      destination: { type: 'number', number: '+14155550101', message: "One moment, I'm putting you through to Dr. Patel." },
    });
    // A question, not a call's facts: nothing is recorded.
    expect(await sql(app)(`select 1 from call_events where message->'call'->>'phoneNumberId' = ?`, [phoneNumberId])).toEqual([]);
  });

  it('keeps the newest version’s rules: an older one applied late changes nothing', async () => {
    const { assistantId, phoneNumberId } = await linkedReceptionist(app);
    await keep(assistantId, 3, { blockedNumbers: [], vipNumbers: [], transfers: [] });
    await keep(assistantId, 2, { blockedNumbers: [REGULAR], vipNumbers: [], transfers: [] });
    expect((await ask(phoneNumberId, REGULAR).expect(200)).body).toEqual({ assistantId });
    await keep(assistantId, 4, { blockedNumbers: [REGULAR], vipNumbers: [], transfers: [] });
    expect((await ask(phoneNumberId, REGULAR).expect(200)).body).toEqual({ error: BLOCKED_CALL_SENTENCE });
  });

  it('answers a receptionist whose settings were never applied with its assistant, and refuses a number no receptionist answers', async () => {
    const { assistantId, phoneNumberId } = await linkedReceptionist(app);
    expect((await ask(phoneNumberId, BLOCKED).expect(200)).body).toEqual({ assistantId });
    expect((await ask(randomUUID(), REGULAR).expect(200)).body).toEqual({ error: NOT_IN_SERVICE_SENTENCE });
  });

  it('refuses an unsigned question with 401', async () => {
    const body = JSON.stringify({ message: { type: 'assistant-request', call: { id: randomUUID() } } });
    await app.http().post('/api/webhooks/voice/vapi').set('content-type', 'application/json').send(body).expect(401);
  });
});
