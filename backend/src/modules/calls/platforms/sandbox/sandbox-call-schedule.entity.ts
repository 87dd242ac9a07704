import { Entity, ManyToOne, Property } from '@mikro-orm/core';
import { Receptionist } from '../../../receptionists/receptionist.entity';

/**
 * How far the sandbox has simulated each receptionist's calls. A scheduler run locks the row (skip locked), places the
 * calls of the minutes since `simulatedUntil` and then moves it on, so one run at a time simulates a receptionist. The
 * calls are delivered in their own transactions, not the row's: if the row is not moved on, placing them again repeats
 * the same bytes, which the inbox drops.
 */
@Entity({ tableName: 'sandbox_call_schedules' })
export class SandboxCallSchedule {
  @ManyToOne(() => Receptionist, { primary: true, deleteRule: 'cascade' })
  receptionist: Receptionist;

  /** Calls before this moment are placed; null until the first run, which backfills a fresh receptionist's history. */
  @Property({ type: 'datetime', nullable: true })
  simulatedUntil: Date | null = null;
}
