import { Entity, OneToOne, OptionalProps, Property } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/**
 * A customer's choice of notification mail; an account without a row has the defaults (docs/product.md#notifications):
 * the daily digest and usage alerts on, call summaries off.
 */
@Entity({ tableName: 'notification_preferences' })
export class NotificationPreferences {
  [OptionalProps]?: 'dailyDigest' | 'usageAlerts' | 'callSummaries' | 'updatedAt';

  @OneToOne(() => User, { primary: true, deleteRule: 'cascade', owner: true })
  user: User;

  @Property({ type: 'boolean', default: true })
  dailyDigest = true;

  @Property({ type: 'boolean', default: true })
  usageAlerts = true;

  /** A summary of every call of every receptionist; per receptionist instead: ReceptionistCallSummary. */
  @Property({ type: 'boolean', default: false })
  callSummaries = false;

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
