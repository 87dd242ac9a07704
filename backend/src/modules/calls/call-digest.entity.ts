import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/**
 * A customer's day whose digest was decided (sent, or not wanted): at most one per account and day, which is what makes
 * the digest go once however many workers run it (docs/product.md#notifications).
 */
@Entity({ tableName: 'call_digests' })
export class CallDigest {
  [OptionalProps]?: 'createdAt';

  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user: User;

  /** The owner's calendar date, in their account's time zone (docs/product.md#time-zones). */
  @PrimaryKey({ type: 'date' })
  day: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
