import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { retryWhile } from '../common/async/retry';
import { isDatabaseUnavailable } from '../common/errors/dependency-unavailable';
import { OutboxEntry } from './outbox-entry.entity';
import { QueueName } from './queues';

/**
 * Background work is recorded, not sent: the row is persisted by the caller's EntityManager and so commits (or rolls
 * back) with the business change; the relay publishes it to the queue afterwards.
 */
@Injectable()
export class OutboxService {
  add(em: EntityManager, queue: QueueName, name: string, payload: Record<string, unknown>): OutboxEntry {
    return em.create(OutboxEntry, { queue, name, payload });
  }

  /**
   * Runs `insert` (an `insert … on conflict do nothing returning …`) and, when it inserted its row, queues a job whose
   * payload is `job.payload`'s keys filled from the row's returned columns, in one statement: the two commit together
   * even outside a transaction, in one round trip (a webhook's whole write). Returns the inserted row, or null.
   */
  async insertAndQueue<Row extends Record<string, unknown>>(
    em: EntityManager,
    insert: { sql: string; params: unknown[] },
    job: { queue: QueueName; name: string; payload: Record<string, keyof Row & string> },
  ): Promise<Row | null> {
    const fields = Object.entries(job.payload);
    const payload = fields.map(() => '?::text, inserted.??').join(', ');
    const rows: Row[] = await em
      .getConnection()
      .execute(
        `with inserted as (${insert.sql}), queued as (insert into outbox (queue, name, payload) select ?, ?, jsonb_build_object(${payload}) from inserted) select * from inserted`,
        [...insert.params, job.queue, job.name, ...fields.flat()],
        'all',
        em.getTransactionContext(),
      );
    return rows[0] ?? null;
  }

  /**
   * Runs `work` for an outbox job unless it already ran to completion; a retried or redelivered job does nothing twice.
   * Work done outside the database (a mail handed to SMTP) cannot be undone, so recording it is retried while the
   * database is unreachable: failing the job instead would have the retry do the work a second time.
   */
  async processOnce(em: EntityManager, outboxId: string, work: (entry: OutboxEntry) => Promise<Record<string, unknown> | void>): Promise<boolean> {
    const entry = await em.fork().findOne(OutboxEntry, { id: outboxId });
    if (!entry || entry.processedAt) return false;
    const keptPayload = await work(entry);
    const done = { processedAt: new Date(), ...(keptPayload ? { payload: keptPayload } : {}) };
    await retryWhile(() => em.fork().nativeUpdate(OutboxEntry, { id: outboxId }, done), isDatabaseUnavailable);
    return true;
  }

  /**
   * Replaces the payload of a job that failed for good with what may stay (a mail's recipient and subject), so its
   * secrets do not outlive it; `reason` is kept for the back office. Left unprocessed: a retry finds nothing to do.
   */
  async keepOnly(em: EntityManager, outboxId: string, payload: Record<string, unknown>, reason: string): Promise<void> {
    await em.fork().nativeUpdate(OutboxEntry, { id: outboxId }, { payload, lastError: reason.slice(0, 1000) });
  }
}
