import { Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/** Every payment-provider event received, once: the unique event id makes redelivery a no-op. */
@Entity({ tableName: 'stripe_events' })
export class StripeEvent {
  [OptionalProps]?: 'receivedAt' | 'processedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @Property({ type: 'string', length: 255 })
  @Unique({ name: 'stripe_events_event_id_unique' })
  eventId: string;

  @Property({ type: 'string', length: 100 })
  type: string;

  @Property({ type: 'json' })
  payload: Record<string, unknown>;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  receivedAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  processedAt: Date | null = null;
}
