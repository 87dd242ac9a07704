import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../users/user.entity';

export const CHECKOUT_KINDS = ['embedded', 'redirect'] as const;
export type CheckoutKind = (typeof CHECKOUT_KINDS)[number];

export const CHECKOUT_STATUSES = ['open', 'completed', 'abandoned'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/**
 * A checkout the server started: which plan, period and price it sells, and the provider objects behind it. The
 * confirmation trusts this record and the provider, never the browser's word (docs/billing.md#the-server-decides).
 */
@Entity({ tableName: 'billing_checkouts' })
@Index({ name: 'billing_checkouts_user_id_created_at_index', properties: ['user', 'createdAt'] })
export class BillingCheckout {
  [OptionalProps]?: 'status' | 'createdAt' | 'completedAt' | 'providerSubscriptionId' | 'intentId' | 'intentKind' | 'checkoutSessionId';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  @Enum({ items: () => CHECKOUT_KINDS })
  kind: CheckoutKind;

  @Property({ type: 'string', length: 40 })
  planId: string;

  /** monthly | annual */
  @Property({ type: 'string', length: 10 })
  period: string;

  @Property({ type: 'string', length: 255 })
  priceId: string;

  /** The catalogue's price per period, in cents: what a paid first intent must charge. */
  @Property({ type: 'integer' })
  amountCents: number;

  @Property({ type: 'boolean' })
  trial: boolean;

  @Property({ type: 'string', length: 255, nullable: true })
  @Index({ name: 'billing_checkouts_provider_subscription_id_index' })
  providerSubscriptionId: string | null = null;

  @Property({ type: 'string', length: 255, nullable: true })
  @Unique({ name: 'billing_checkouts_intent_id_unique' })
  intentId: string | null = null;

  /** payment | setup */
  @Property({ type: 'string', length: 10, nullable: true })
  intentKind: string | null = null;

  @Property({ type: 'string', length: 255, nullable: true })
  @Unique({ name: 'billing_checkouts_checkout_session_id_unique' })
  checkoutSessionId: string | null = null;

  @Enum({ items: () => CHECKOUT_STATUSES, default: 'open' })
  status: CheckoutStatus = 'open';

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  completedAt: Date | null = null;
}
