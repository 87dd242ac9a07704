import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { User } from '../users/user.entity';
import { Receptionist } from './receptionist.entity';

/** One field of a change, as the customer left it: its name, our team's label for it, and its text before and after. */
export interface ChangedField {
  field: string;
  label: string;
  before: string;
  after: string;
}

/**
 * A customer's change to a live receptionist's details (docs/product.md#the-work-queue): its assistant answers from
 * them, so our team brings the assistant in line, then marks the change done; until then it waits in the work queue.
 */
@Entity({ tableName: 'receptionist_changes' })
// The work queue reads the changes not yet done, oldest first.
@Index({
  name: 'receptionist_changes_waiting_index',
  expression: 'create index "receptionist_changes_waiting_index" on "receptionist_changes" ("created_at", "id") where "done_at" is null',
})
export class ReceptionistChange {
  [OptionalProps]?: 'createdAt' | 'doneAt' | 'doneBy' | 'changedBy';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @ManyToOne(() => Receptionist, { deleteRule: 'cascade', index: 'receptionist_changes_receptionist_id_index' })
  receptionist: Rel<Receptionist>;

  /** The customer who made it; null once that account is deleted. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', index: false })
  changedBy: User | null = null;

  @Property({ type: 'jsonb' })
  fields: ChangedField[];

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** When our team marked it done: the assistant answers from the new details. */
  @Property({ type: 'datetime', nullable: true })
  doneAt: Date | null = null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', index: false })
  doneBy: User | null = null;
}
