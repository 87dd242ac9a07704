import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Receptionist } from '../receptionists/receptionist.entity';
import { User } from '../users/user.entity';
import { Call } from './call.entity';
import { FOLLOW_UP_REASONS, type FollowUpReason } from './follow-up-reasons';

/**
 * Something a call left the owner to do (docs/product.md#follow-ups): one row per call, written with the call's
 * end-of-call report, so a report delivered twice or late makes it once. Open until marked done; the caller's name and
 * number are the call's.
 */
@Entity({ tableName: 'follow_ups' })
// The backstop of "once per call": a repeated report finds its call's row taken.
@Unique({ name: 'follow_ups_call_unique', properties: ['call'] })
// The customer's list, and the open count the navigation shows.
@Index({ name: 'follow_ups_user_created_index', properties: ['user', 'createdAt', 'id'] })
@Index({
  name: 'follow_ups_open_index',
  expression: `create index "follow_ups_open_index" on "follow_ups" ("user_id", "created_at") where "done_at" is null`,
})
// Deleting a receptionist or an account clears them here.
@Index({ name: 'follow_ups_receptionist_id_index', properties: ['receptionist'] })
@Index({ name: 'follow_ups_done_by_id_index', properties: ['doneBy'] })
export class FollowUp {
  [OptionalProps]?: 'receptionist' | 'createdAt' | 'doneAt' | 'doneBy';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  user: User;

  @ManyToOne(() => Call, { deleteRule: 'cascade', index: false })
  call: Call;

  /** The receptionist that answered the call; null once it is deleted (the call keeps its name). */
  @ManyToOne(() => Receptionist, { nullable: true, deleteRule: 'set null', index: false })
  receptionist: Receptionist | null = null;

  @Enum({ items: () => FOLLOW_UP_REASONS })
  reason: FollowUpReason;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** When it was marked done; null while open (reopening clears it). */
  @Property({ type: 'datetime', nullable: true })
  doneAt: Date | null = null;

  /** Who marked it done; null while open or once that account is deleted. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', index: false })
  doneBy: User | null = null;
}
