import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { registerCustomer } from '../support/accounts';
import { type TestApp } from '../support/test-app';
import { VAPI_TEST_SECRET } from '../support/vapi-fixtures';
import { waitUntil } from '../support/wait';

/** The api and worker with the Vapi adapter, verifying with the tests' credential secret. */
export const VAPI_TEST_ENV = { VOICE_PLATFORM: 'vapi', VAPI_WEBHOOK_SECRET: VAPI_TEST_SECRET, VAPI_API_KEY: 'vapi-test-api-key' };

export const sql = (app: TestApp) => {
  const connection = app.get(EntityManager).getConnection();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a row as the database returns it, indexed freely
  return <T = Record<string, any>>(query: string, params: unknown[] = []): Promise<T[]> => connection.execute(query, params, 'all');
};

/** A customer with a receptionist linked to a fresh Vapi assistant and phone number. */
export async function linkedReceptionist(app: TestApp, name = 'Front desk') {
  const customer = await registerCustomer(app, { verified: true });
  const assistantId = randomUUID();
  const phoneNumberId = randomUUID();
  const [{ id }] = await sql(app)(
    `insert into receptionists (user_id, name, phone_number, ai_phone_number, voice_assistant_id, voice_phone_number_id) values (?, ?, '+14155550100', ?, ?, ?) returning id`,
    [customer.id, name, `+1888${Math.floor(Math.random() * 1e7)}`, assistantId, phoneNumberId],
  );
  return { customer, receptionistId: id as number, assistantId, phoneNumberId };
}

/** The calls row of one platform call, all of it. */
export async function callRow(app: TestApp, platformCallId: string) {
  const rows = await sql(app)('select * from calls where platform_call_id = ?', [platformCallId]);
  if (rows.length > 1) throw new Error(`${rows.length} rows for call ${platformCallId}`);
  // Raw queries return timestamps as text: the *_at columns become dates again.
  return rows[0] && Object.fromEntries(Object.entries(rows[0]).map(([key, value]) => [key, key.endsWith('_at') && value !== null ? new Date(value) : value]));
}

export async function countRows(app: TestApp, platformCallId: string) {
  const [counts] = await sql(app)(
    `select (select count(*)::int from calls where platform_call_id = ?) as calls, (select count(*)::int from call_events where platform_call_id = ?) as events`,
    [platformCallId, platformCallId],
  );
  return counts as { calls: number; events: number };
}

/** Until the worker has applied every recorded message of the call. */
export function processed(app: TestApp, platformCallId: string, events: number, timeoutMs = 15_000): Promise<void> {
  return waitUntil(
    async () => {
      const [row] = await sql(app)('select count(*)::int as done from call_events where platform_call_id = ? and processed_at is not null', [platformCallId]);
      return row.done >= events;
    },
    timeoutMs,
    `${events} messages of call ${platformCallId} processed`,
  );
}
