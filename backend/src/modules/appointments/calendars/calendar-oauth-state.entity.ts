import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Receptionist } from '../../receptionists/receptionist.entity';
import { User } from '../../users/user.entity';

/**
 * A consent the customer started at Google (docs/product.md#google-calendar): the `state` it carries, stored as its
 * SHA-256, for this user and receptionist, used once and within minutes.
 */
@Entity({ tableName: 'calendar_oauth_states' })
export class CalendarOAuthState {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'string', length: 64 })
  stateHash: string;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  @ManyToOne(() => Receptionist, { deleteRule: 'cascade' })
  receptionist: Receptionist;

  @Property({ type: 'datetime' })
  expiresAt: Date;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
