import { randomId, API_VERSION, type DocOf, publicObject, type SandboxDoc, type SandboxType } from './sandbox-documents';
import type { IdempotencyStore } from './sandbox-idempotency';

/** A change's event, in Stripe's shape: `{ id, type, created, data: { object } }`. */
export interface SandboxEvent {
  id: string;
  object: 'event';
  type: string;
  /** Unix seconds. */
  created: number;
  api_version: string;
  livemode: false;
  pending_webhooks: 0;
  request: { id: null; idempotency_key: null };
  data: { object: Record<string, unknown> & { id: string; object: string } };
}

/**
 * The persistence port: the sandbox's objects inside one transaction of its host (the backend keeps them in a table).
 * `lock` holds the object until the transaction ends; `record` keeps an event so it commits, or rolls back, with the change.
 */
export interface SandboxRows {
  find<T extends SandboxType>(type: T, id: string, lock: boolean): Promise<DocOf<T> | null>;
  /** The oldest object of that type whose document contains `fragment` (as jsonb containment: nested objects and arrays match by subset). */
  findContaining<T extends SandboxType>(type: T, fragment: Record<string, unknown>, lock: boolean): Promise<DocOf<T> | null>;
  insert(doc: SandboxDoc): Promise<void>;
  save(doc: SandboxDoc): Promise<void>;
  record(event: SandboxEvent): Promise<void>;
}

/** The sandbox's objects as its logic uses them, at the moment `now` (Unix seconds) of the change. */
export class SandboxStore {
  constructor(
    private readonly rows: SandboxRows,
    readonly now: number,
  ) {}

  /** The object of that type with that id, or null; `lock` holds it until the transaction ends. */
  async find<T extends SandboxType>(type: T, id: string | null | undefined, lock = false): Promise<DocOf<T> | null> {
    return id ? this.rows.find(type, id, lock) : null;
  }

  async get<T extends SandboxType>(type: T, id: string | null | undefined, lock = false): Promise<DocOf<T>> {
    const doc = await this.find(type, id, lock);
    if (!doc) throw new Error(`No such ${type}: '${id}'`);
    return doc;
  }

  findContaining<T extends SandboxType>(type: T, fragment: Record<string, unknown>, lock = false): Promise<DocOf<T> | null> {
    return this.rows.findContaining(type, fragment, lock);
  }

  insert(doc: SandboxDoc): Promise<void> {
    return this.rows.insert(doc);
  }

  save(doc: SandboxDoc): Promise<void> {
    return this.rows.save(doc);
  }

  /** Records the event `type` carrying the object as it is now; events keep Stripe's shape. */
  async emit(type: string, doc: SandboxDoc): Promise<SandboxEvent> {
    const event: SandboxEvent = {
      id: randomId('evt'),
      object: 'event',
      type,
      created: this.now,
      api_version: API_VERSION,
      livemode: false,
      pending_webhooks: 0,
      request: { id: null, idempotency_key: null },
      data: { object: publicObject(doc) },
    };
    await this.rows.record(event);
    return event;
  }
}

/** The host's database as the sandbox uses it. */
export interface SandboxDatabase {
  /** Runs `work` in one new transaction: its writes, events and idempotency keys commit, or roll back, together. */
  transaction<T>(work: (rows: SandboxRows & IdempotencyStore & DueSubscriptions) => Promise<T>): Promise<T>;
  /** Runs reads outside a transaction. */
  read<T>(work: (rows: SandboxRows) => Promise<T>): Promise<T>;
}

/** What the clock asks of the database: the subscription due first, locked, skipping those another run holds. */
export interface DueSubscriptions {
  /** Due at or before `now` (`_sandbox.next_due`), of `customerId` when given, none of `skip`; null when none is due. */
  claimDue(now: number, customerId: string | undefined, skip: readonly string[]): Promise<{ id: string; at: number } | null>;
}
