// The exactly-once bookkeeping every scenario ends with: what the outbox says was queued, against what the SMTP sink
// received, what the database recorded and what BullMQ holds.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/workspace.mjs';

const require = createRequire(join(ROOT, 'package.json'));

/** The outbox id a delivered mail came from (its Message-ID is <outbox-ID@domain>). */
const outboxIdOf = (messageId) => /<outbox-(\d+)@/.exec(messageId)?.[1] ?? null;

/**
 * Every mail the outbox queued (ids above `afterId`, up to `uptoId` when given) against the sink's deliveries: how many
 * arrived once, never, or more than once.
 */
export async function mailOutcome(db, smtp, { afterId = 0, uptoId = Number.MAX_SAFE_INTEGER } = {}) {
  const { rows } = await db.query("select id::text from outbox where queue = 'mail' and id > $1 and id <= $2 order by id", [afterId, uptoId]);
  const deliveries = new Map();
  for (const message of smtp.messages) {
    const id = outboxIdOf(message.messageId);
    if (id) deliveries.set(id, [...(deliveries.get(id) ?? []), message]);
  }
  const queued = rows.map((row) => row.id);
  const count = (id) => deliveries.get(id)?.length ?? 0;
  return {
    queued: queued.length,
    once: queued.filter((id) => count(id) === 1).length,
    lost: queued.filter((id) => count(id) === 0),
    duplicated: queued.filter((id) => count(id) > 1),
    deliveriesOf: (id) => deliveries.get(id) ?? [],
  };
}

export function describeMail(outcome) {
  return `${outcome.queued} queued, ${outcome.once} delivered once, ${outcome.lost.length} never, ${outcome.duplicated.length} more than once${
    outcome.duplicated.length ? ` (outbox ${outcome.duplicated.join(', ')})` : ''
  }`;
}

/** The highest outbox id so far: rows above it were written after this moment. */
export async function lastOutboxId(db) {
  return Number((await db.query('select coalesce(max(id), 0) as id from outbox')).rows[0].id);
}

/**
 * Per user: the subscription activities recorded (each change must be recorded once), the plan state, and how many
 * "subscription started" mails were queued for them.
 */
export async function billingOutcome(db, userIds) {
  const { rows } = await db.query(
    `select u.id, s.subscription_plan as plan, s.subscription_status as status,
            (select count(*)::int from subscription_activities a where a.user_id = u.id and a.action = 'new') as news,
            (select count(*)::int from subscription_activities a where a.user_id = u.id) as activities,
            (select count(*)::int from outbox o where o.queue = 'mail' and o.payload->>'to' = u.email and (o.payload->>'subject' like '%free trial has started' or o.payload->>'subject' like 'Welcome to the %')) as started_mails
       from users u join subscriptions s on s.user_id = u.id where u.id = any($1::int[]) order by u.id`,
    [userIds],
  );
  return rows;
}

/** Provider events recorded but not (yet) handled, and the total. */
export async function eventsOutcome(db) {
  const { rows } = await db.query('select count(*)::int as total, count(*) filter (where processed_at is null)::int as pending from stripe_events');
  return rows[0];
}

/** Job counts per queue, straight from Redis. */
export async function jobCounts(env) {
  const { Queue } = require('bullmq');
  const url = new URL(env.REDIS_URL);
  const counts = {};
  for (const name of ['mail', 'billing-events', 'call-events']) {
    const queue = new Queue(name, { prefix: env.QUEUE_PREFIX, connection: { host: url.hostname, port: Number(url.port) } });
    counts[name] = await queue.getJobCounts('completed', 'failed', 'waiting', 'active', 'delayed');
    await queue.close();
  }
  return counts;
}

export const describeJobs = (counts) =>
  Object.entries(counts)
    .map(
      ([queue, byState]) =>
        `${queue}: ${Object.entries(byState)
          .map(([state, count]) => `${count} ${state}`)
          .join(', ')}`,
    )
    .join('; ');
