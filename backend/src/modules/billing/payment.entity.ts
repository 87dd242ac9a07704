import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/** The ledger of charges and invoices recorded from the payment provider; amounts in cents. */
@Entity({ tableName: 'payments' })
@Index({ name: 'payments_user_id_created_at_index', properties: ['user', 'createdAt'] })
export class Payment {
  [OptionalProps]?: 'createdAt' | 'description' | 'invoiceId' | 'invoiceUrl' | 'paidAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  /** The provider's id of the charge (payment intent or invoice); unique so a replayed event records it once. */
  @Property({ type: 'string', length: 255 })
  @Unique({ name: 'payments_provider_payment_id_unique' })
  providerPaymentId: string;

  @Property({ type: 'string', length: 255, nullable: true })
  invoiceId: string | null = null;

  /** The provider's page for this invoice (view, download, pay). */
  @Property({ type: 'text', nullable: true })
  invoiceUrl: string | null = null;

  @Property({ type: 'integer' })
  amountCents: number;

  @Property({ type: 'string', length: 3 })
  currency: string;

  /** succeeded | failed | refunded | pending */
  @Property({ type: 'string', length: 20 })
  status: string;

  @Property({ type: 'string', length: 255, nullable: true })
  description: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  paidAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
