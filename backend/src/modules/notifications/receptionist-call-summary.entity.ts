import { Entity, Index, ManyToOne, OptionalProps, Property } from '@mikro-orm/core';
import { Receptionist } from '../receptionists/receptionist.entity';
import { User } from '../users/user.entity';

/** A receptionist whose calls are each summarised to its owner by mail; gone with the receptionist. */
@Entity({ tableName: 'receptionist_call_summaries' })
export class ReceptionistCallSummary {
  [OptionalProps]?: 'createdAt';

  @ManyToOne(() => Receptionist, { primary: true, deleteRule: 'cascade' })
  receptionist: Receptionist;

  // Read and replaced by customer.
  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
