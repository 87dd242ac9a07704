import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/**
 * The name an owner gave one of their callers (docs/product.md#callers). A caller is a number the customer's calls
 * came from; it has no row of its own until the owner names it, and this name wins over what calls revealed.
 */
@Entity({ tableName: 'caller_names' })
export class CallerName {
  [OptionalProps]?: 'updatedAt';

  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user: User;

  /** E.164, as the calls store it. */
  @PrimaryKey({ type: 'string', length: 16 })
  number: string;

  @Property({ type: 'string', length: 100 })
  name: string;

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
