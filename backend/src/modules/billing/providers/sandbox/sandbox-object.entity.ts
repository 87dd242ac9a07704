import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The sandbox provider's store: every object it makes (customer, subscription, payment or setup intent, invoice,
 * checkout session, payment method, refund) as a JSON document in Stripe's shape, keyed by its Stripe-like id (cus_…, sub_…).
 */
@Entity({ tableName: 'sandbox_objects' })
@Index({ name: 'sandbox_objects_type_index', properties: ['type'] })
export class SandboxObject {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'idempotencyKey';

  @PrimaryKey({ type: 'string', length: 255 })
  id: string;

  /** Stripe's `object`: customer, subscription, payment_intent, setup_intent, invoice, checkout.session, payment_method, refund */
  @Property({ type: 'string', length: 40 })
  type: string;

  @Property({ type: 'json' })
  data: Record<string, unknown>;

  /** A write's idempotency key: the same key returns the object it made the first time. */
  @Property({ type: 'string', length: 255, nullable: true, unique: 'sandbox_objects_idempotency_key_unique' })
  idempotencyKey: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
