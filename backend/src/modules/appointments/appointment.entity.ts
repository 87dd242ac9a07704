import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Receptionist } from '../receptionists/receptionist.entity';
import { User } from '../users/user.entity';
import {
  APPOINTMENT_ACTORS,
  APPOINTMENT_STATUSES,
  type AppointmentActor,
  type AppointmentStatus,
  CALENDAR_STATES,
  type CalendarState,
} from './appointment-statuses';

/**
 * An appointment a receptionist booked during a call, or the business changed (docs/product.md#appointments). Booked
 * ones never overlap (with their buffer) on one receptionist: every booking and move holds the receptionist's
 * appointment lock while it checks and writes (AppointmentsService).
 */
@Entity({ tableName: 'appointments' })
@Unique({ name: 'appointments_calendar_event_id_unique', properties: ['calendarEventId'] })
// The receptionist's booked appointments around a time: the overlap check and the caller's own appointments.
@Index({
  name: 'appointments_booked_index',
  expression: `create index "appointments_booked_index" on "appointments" ("receptionist_id", "starts_at") where "status" = 'booked'`,
})
// The business's Appointments page, by time.
@Index({ name: 'appointments_user_starts_index', properties: ['user', 'startsAt'] })
export class Appointment {
  [OptionalProps]?: 'status' | 'notes' | 'calendarState' | 'cancelledAt' | 'createdAt' | 'updatedAt' | 'platformCallId';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  user: User;

  @ManyToOne(() => Receptionist, { deleteRule: 'cascade', index: false })
  receptionist: Receptionist;

  /** The kind of appointment, as the settings named it when it was booked. */
  @Property({ type: 'string', length: 60 })
  typeName: string;

  @Property({ type: 'datetime' })
  startsAt: Date;

  @Property({ type: 'datetime' })
  endsAt: Date;

  /** The end plus the buffer the settings asked for when it was booked: what it keeps others from. */
  @Property({ type: 'datetime' })
  blockedUntil: Date;

  @Property({ type: 'string', length: 100 })
  callerName: string;

  /** E.164: the number the caller booked from (or gave); how they find it again to move or cancel it. */
  @Property({ type: 'string', length: 40, nullable: true })
  callerNumber: string | null;

  @Property({ type: 'string', length: 500, default: '' })
  notes: string = '';

  @Enum({ items: () => APPOINTMENT_STATUSES, default: 'booked' })
  status: AppointmentStatus = 'booked';

  @Enum({ items: () => APPOINTMENT_ACTORS })
  bookedBy: AppointmentActor;

  /** The call that booked it (the voice platform's id); null when the business made it. */
  @Property({ type: 'string', length: 100, nullable: true })
  platformCallId: string | null = null;

  /** The id of its event in the business's calendar, chosen by us so writing it twice writes it once. */
  @Property({ type: 'string', length: 100 })
  calendarEventId: string;

  @Enum({ items: () => CALENDAR_STATES, default: 'pending' })
  calendarState: CalendarState = 'pending';

  @Property({ type: 'datetime', nullable: true })
  cancelledAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
