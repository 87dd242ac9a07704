import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { User } from '../users/user.entity';
// eslint-disable-next-line import-x/no-cycle -- the two sides of one relation name each other; MikroORM resolves them lazily
import { Receptionist } from './receptionist.entity';
import { RECEPTIONIST_STATUSES, ReceptionistStatus } from './receptionist-statuses';

/** Every status a receptionist went through: who moved it, when, from and to (the card's timeline). */
@Entity({ tableName: 'receptionist_status_changes' })
@Index({ name: 'receptionist_status_changes_receptionist_id_created_at_index', properties: ['receptionist', 'createdAt'] })
export class ReceptionistStatusChange {
  [OptionalProps]?: 'createdAt' | 'fromStatus' | 'actor';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  // Rel<>: its design type is not read while receptionist.entity.ts, which imports this file, is still loading.
  @ManyToOne(() => Receptionist, { deleteRule: 'cascade' })
  receptionist: Rel<Receptionist>;

  /** The customer who requested it, or the administrator who moved it; null once that account is deleted. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  actor: User | null = null;

  /** null for the request itself. */
  @Enum({ items: () => RECEPTIONIST_STATUSES, nullable: true })
  fromStatus: ReceptionistStatus | null = null;

  @Enum({ items: () => RECEPTIONIST_STATUSES })
  toStatus: ReceptionistStatus;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
