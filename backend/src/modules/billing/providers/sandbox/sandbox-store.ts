import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  DocOf,
  DueSubscriptions,
  IdempotencyStore,
  SandboxDatabase,
  SandboxDoc,
  SandboxEvent,
  SandboxRows,
  SandboxType,
  StoredRequest,
} from '@receptionists/payments-sandbox';
import { randomId } from '@receptionists/payments-sandbox';
import type { BillingEventsInbox } from '../../billing-events.inbox';

/**
 * The payment sandbox's persistence port over PostgreSQL: its objects are rows of sandbox_objects (SandboxObject), a
 * write's idempotency key is the unique idempotency_key of a 'request' row, and the events a change causes are recorded
 * through the billing inbox in the change's own transaction, so they commit, or roll back, with it.
 */
class SandboxObjectsTable implements SandboxRows, IdempotencyStore, DueSubscriptions {
  constructor(
    private readonly tx: EntityManager,
    private readonly inbox: BillingEventsInbox,
  ) {}

  private query<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.tx.getConnection().execute<T[]>(sql, params, 'all', this.tx.getTransactionContext());
  }

  async find<T extends SandboxType>(type: T, id: string, lock: boolean): Promise<DocOf<T> | null> {
    const rows = await this.query<{ data: DocOf<T> }>(`select data from sandbox_objects where id = ? and type = ?${lock ? ' for update' : ''}`, [id, type]);
    return rows[0]?.data ?? null;
  }

  async findContaining<T extends SandboxType>(type: T, fragment: Record<string, unknown>, lock: boolean): Promise<DocOf<T> | null> {
    const rows = await this.query<{ data: DocOf<T> }>(
      `select data from sandbox_objects where type = ? and data @> ?::jsonb order by created_at limit 1${lock ? ' for update' : ''}`,
      [type, JSON.stringify(fragment)],
    );
    return rows[0]?.data ?? null;
  }

  async insert(doc: SandboxDoc): Promise<void> {
    await this.query('insert into sandbox_objects (id, type, data) values (?, ?, ?::jsonb)', [doc.id, doc.object, JSON.stringify(doc)]);
  }

  async save(doc: SandboxDoc): Promise<void> {
    await this.query('update sandbox_objects set data = ?::jsonb, updated_at = now() where id = ?', [JSON.stringify(doc), doc.id]);
  }

  async record(event: SandboxEvent): Promise<void> {
    await this.inbox.record(this.tx, event);
  }

  /** Inserting the key waits for a concurrent transaction holding it, then finds its committed request. */
  async claim(key: string, request: { method: string; params: unknown }): Promise<StoredRequest | null> {
    const claimed = await this.query<{ id: string }>(
      "insert into sandbox_objects (id, type, data, idempotency_key) values (?, 'request', ?::jsonb, ?) on conflict (idempotency_key) do nothing returning id",
      [randomId('req', 14), JSON.stringify(request), key],
    );
    if (claimed.length > 0) return null;
    const [first] = await this.query<{ data: StoredRequest }>("select data from sandbox_objects where idempotency_key = ? and type = 'request'", [key]);
    if (!first) throw new Error(`Idempotency key '${key}' is held by something other than a request`);
    return first.data;
  }

  async complete(key: string, response: unknown): Promise<void> {
    await this.query("update sandbox_objects set data = data || ?::jsonb where idempotency_key = ? and type = 'request'", [JSON.stringify({ response }), key]);
  }

  /** `for update skip locked`: a subscription another run is playing is left to it. */
  async claimDue(now: number, customerId: string | undefined, skip: readonly string[]): Promise<{ id: string; at: number } | null> {
    const rows = await this.query<{ id: string; at: string }>(
      `select id, (data->'_sandbox'->>'next_due')::bigint as at from sandbox_objects
       where type = 'subscription' and (data->'_sandbox'->>'next_due')::bigint <= ?
         and (?::text is null or data->>'customer' = ?) and id not in (select jsonb_array_elements_text(?::jsonb))
       order by at, id limit 1 for update skip locked`,
      [now, customerId ?? null, customerId ?? null, JSON.stringify(skip)],
    );
    return rows[0] ? { id: rows[0].id, at: Number(rows[0].at) } : null;
  }
}

/** The sandbox's database: each transaction on a fork of the request's EntityManager. */
export function sandboxDatabase(em: EntityManager, inbox: BillingEventsInbox): SandboxDatabase {
  return {
    transaction: (work) => em.fork().transactional((tx) => work(new SandboxObjectsTable(tx, inbox))),
    read: (work) => work(new SandboxObjectsTable(em.fork(), inbox)),
  };
}
