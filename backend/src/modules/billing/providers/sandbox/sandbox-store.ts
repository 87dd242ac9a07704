import type { EntityManager } from '@mikro-orm/postgresql';
import type { BillingEventsInbox } from '../../billing-events.inbox';
import type { ProviderEvent } from '../payment-provider';
import { API_VERSION, type DocOf, publicObject, randomId, type SandboxDoc, type SandboxType } from './sandbox-documents';

/**
 * The sandbox's objects inside one transaction: reads (optionally locking the row), writes, and the events a change
 * causes, recorded through the billing inbox in the same transaction so they commit, or roll back, with it.
 */
export class SandboxStore {
  /** The time of the change (Unix seconds): the wall clock, or the moment the sandbox clock is playing back. */
  constructor(
    readonly tx: EntityManager,
    private readonly inbox: BillingEventsInbox,
    readonly now: number,
  ) {}

  private query<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.tx.getConnection().execute<T[]>(sql, params, 'all', this.tx.getTransactionContext());
  }

  /** The object of that type with that id, or null; `lock` holds its row until the transaction ends. */
  async find<T extends SandboxType>(type: T, id: string | null | undefined, lock = false): Promise<DocOf<T> | null> {
    if (!id) return null;
    const rows = await this.query<{ data: DocOf<T> }>(`select data from sandbox_objects where id = ? and type = ?${lock ? ' for update' : ''}`, [id, type]);
    return rows[0]?.data ?? null;
  }

  async get<T extends SandboxType>(type: T, id: string | null | undefined, lock = false): Promise<DocOf<T>> {
    const doc = await this.find(type, id, lock);
    if (!doc) throw new Error(`No such ${type}: '${id}'`);
    return doc;
  }

  /** The first object of that type whose document contains `fragment` (jsonb containment). */
  async findContaining<T extends SandboxType>(type: T, fragment: Record<string, unknown>, lock = false): Promise<DocOf<T> | null> {
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

  /** Records the event `type` carrying the object as it is now; events keep Stripe's shape. */
  async emit(type: string, doc: SandboxDoc): Promise<ProviderEvent> {
    const event = {
      id: randomId('evt'),
      object: 'event' as const,
      type,
      created: this.now,
      api_version: API_VERSION,
      livemode: false,
      pending_webhooks: 0,
      request: { id: null, idempotency_key: null },
      data: { object: publicObject(doc) },
    };
    await this.inbox.record(this.tx, event);
    return event;
  }
}
