import { Client } from 'pg';
import { waitUntil } from './wait';

/**
 * A transaction in a connection of its own that holds row locks while a test calls the app, as another request or the
 * worker would; `untilSomeoneWaits` resolves once PostgreSQL reports a session waiting for a lock.
 */
export async function holdTransaction() {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query('begin');
  return {
    query: (sql: string, params: unknown[] = []) => client.query(sql, params),
    untilSomeoneWaits: (what: string) => waitUntil(async () => (await sessionsWaitingForLocks(client)) > 0, 10_000, what),
    commit: () => client.query('commit'),
    /** Rolls back what is still open and closes the connection. */
    end: () => client.end(),
  };
}

/** How many sessions of the test database are waiting for a lock, asked through `connection`. */
export async function sessionsWaitingForLocks(connection: { query: (sql: string) => Promise<{ rows: { waiting: number }[] }> }): Promise<number> {
  const { rows } = await connection.query(
    `select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return rows[0].waiting;
}

/**
 * Makes `request` while another transaction does what a billing handler does: locks the user's subscription, and once
 * the request waits for it, takes a key-share lock on the user's row (as inserting a row that references the user does),
 * then commits. Answers what the request answered; with the locks taken in the wrong order, one of them deadlocks.
 */
export async function duringBillingHandler<T>(userId: number, request: () => Promise<T>): Promise<T> {
  const handler = await holdTransaction();
  try {
    await handler.query('select 1 from subscriptions where user_id = $1 for update', [userId]);
    const answer = request();
    await handler.untilSomeoneWaits('the request waiting for the subscription');
    await handler.query('select 1 from users where id = $1 for key share', [userId]);
    await handler.commit();
    return await answer;
  } finally {
    await handler.end();
  }
}
