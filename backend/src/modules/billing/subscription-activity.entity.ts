import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { trigramIndex } from '../../database/index-expressions';
import { User } from '../users/user.entity';
import { SUBSCRIPTION_ACTIONS, SubscriptionAction } from './subscription-actions';

@Entity({ tableName: 'subscription_activities' })
@Index({ name: 'subscription_activities_date_index', properties: ['date'] })
// The back office's sort by action and search (migration 20261123100000).
@Index({ name: 'subscription_activities_action_id_index', properties: ['action', 'id'] })
@Index({ name: 'subscription_activities_search_index', expression: trigramIndex('subscription_activities', ['details']) })
export class SubscriptionActivity {
  [OptionalProps]?: 'date' | 'details' | 'previousPlan' | 'newPlan' | 'stripeEventId';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: 'subscription_activities_user_id_index' })
  user: User;

  @Enum({ items: () => SUBSCRIPTION_ACTIONS })
  action: SubscriptionAction;

  @Property({ type: 'string', length: 40, nullable: true })
  previousPlan: string | null = null;

  @Property({ type: 'string', length: 40, nullable: true })
  newPlan: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  date: Date = new Date();

  @Property({ type: 'text', nullable: true })
  details: string | null = null;

  @Property({ type: 'string', length: 255, nullable: true })
  stripeEventId: string | null = null;
}
