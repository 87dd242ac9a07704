import { Entity, Enum, Index, OneToOne, OptionalProps, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { descendingIndex } from '../../database/index-expressions';
import { User } from '../users/user.entity';
import { SUBSCRIPTION_STATUSES, SubscriptionStatus } from './subscription-statuses';

/**
 * A customer's subscription: plan, status, the provider's ids, period and card. One row per user, created with the
 * user (a trigger on users, migration 20261127120000), so every user has one: a row without a plan means no plan.
 * Billing owns it; other modules read it through CustomerPlans (docs/billing.md#the-customers-subscription).
 */
@Entity({ tableName: 'subscriptions' })
// The back office's sorts of users by plan and status (admin-users.service.ts) read these in order.
@Index({ name: 'subscriptions_subscription_plan_user_id_index', properties: ['subscriptionPlan', 'user'] })
@Index({ name: 'subscriptions_subscription_plan_desc_index', expression: descendingIndex('subscriptions', 'subscription_plan', 'user_id') })
@Index({ name: 'subscriptions_subscription_status_user_id_index', properties: ['subscriptionStatus', 'user'] })
export class Subscription {
  [PrimaryKeyProp]?: 'user';
  [OptionalProps]?:
    | 'subscriptionPlan'
    | 'subscriptionStatus'
    | 'stripeCustomerId'
    | 'stripeSubscriptionId'
    | 'billingPeriod'
    | 'currentPeriodEnd'
    | 'trialEndsAt'
    | 'cancelAtPeriodEnd'
    | 'cardBrand'
    | 'cardLast4'
    | 'cardExpMonth'
    | 'cardExpYear';

  @OneToOne({ entity: () => User, primary: true, deleteRule: 'cascade' })
  user: User;

  /** professional | business | enterprise; null means no plan. */
  @Property({ type: 'string', length: 40, nullable: true })
  subscriptionPlan: string | null = null;

  @Enum({ items: () => SUBSCRIPTION_STATUSES, default: 'none' })
  subscriptionStatus: SubscriptionStatus = 'none';

  @Property({ type: 'string', length: 255, nullable: true })
  @Index({ name: 'subscriptions_stripe_customer_id_index' })
  stripeCustomerId: string | null = null;

  /** The provider subscription behind the current plan; null for no plan or a plan an administrator granted. */
  @Property({ type: 'string', length: 255, nullable: true })
  @Index({ name: 'subscriptions_stripe_subscription_id_index' })
  stripeSubscriptionId: string | null = null;

  /** monthly | annual, for a plan paid through the provider. */
  @Property({ type: 'string', length: 10, nullable: true })
  billingPeriod: string | null = null;

  /** When the paid (or trial) period ends: the next charge, or the end of access after a cancellation. */
  @Property({ type: 'datetime', nullable: true })
  currentPeriodEnd: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  trialEndsAt: Date | null = null;

  @Property({ type: 'boolean', default: false })
  cancelAtPeriodEnd = false;

  /** The card on file, as the provider reports it (never the number itself). */
  @Property({ type: 'string', length: 20, nullable: true })
  cardBrand: string | null = null;

  @Property({ type: 'string', length: 4, nullable: true })
  cardLast4: string | null = null;

  @Property({ type: 'smallint', nullable: true })
  cardExpMonth: number | null = null;

  @Property({ type: 'smallint', nullable: true })
  cardExpYear: number | null = null;
}
