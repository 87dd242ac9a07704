import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** Background work written in the same transaction as the change that needs it; the relay publishes it to BullMQ. */
@Entity({ tableName: 'outbox' })
@Index({ name: 'outbox_pending_index', expression: 'create index "outbox_pending_index" on "outbox" ("id") where "published_at" is null' })
@Index({ name: 'outbox_unprocessed_index', expression: 'create index "outbox_unprocessed_index" on "outbox" ("published_at") where "processed_at" is null' })
export class OutboxEntry {
  [OptionalProps]?: 'createdAt' | 'publishedAt' | 'processedAt' | 'publishAttempts' | 'lastError';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id: string;

  @Property({ type: 'string', length: 50 })
  queue: string;

  @Property({ type: 'string', length: 100 })
  name: string;

  @Property({ type: 'json' })
  payload: Record<string, unknown>;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** Set once the job is in the queue. */
  @Property({ type: 'datetime', nullable: true })
  publishedAt: Date | null = null;

  /** Set by the processor once the work is done, so a redelivered job does nothing. */
  @Property({ type: 'datetime', nullable: true })
  processedAt: Date | null = null;

  @Property({ type: 'integer', default: 0 })
  publishAttempts = 0;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;
}
