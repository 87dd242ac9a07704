import { Entity, Index, Enum, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../users/user.entity';
import { NOTIFICATION_KINDS, NotificationKind } from './notification-kinds';

/** An unsubscribe link that was used, by its nonce: a link works once (docs/product.md#unsubscribe-links). */
@Entity({ tableName: 'used_unsubscribe_tokens' })
export class UsedUnsubscribeToken {
  [OptionalProps]?: 'usedAt';

  @PrimaryKey({ type: 'string', length: 64 })
  nonce: string;

  // Deleted with the account.
  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  @Enum({ items: () => NOTIFICATION_KINDS })
  kind: NotificationKind;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  usedAt: Date = new Date();
}
