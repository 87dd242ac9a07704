import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The one port to a business's calendar (docs/product.md#appointments). The sandbox calendar is the default; a Google
 * Calendar adapter connects through the same port. Events carry ids we choose, so writing one twice writes it once.
 */
export const CALENDAR = Symbol('CALENDAR');

export interface CalendarEvent {
  id: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
}

/** A busy time in the calendar, with its event id when it is one of ours (a move must not collide with itself). */
export interface BusyTime {
  eventId: string | null;
  start: Date;
  end: Date;
}

export interface Calendar {
  readonly name: 'sandbox';
  /** The calendar of a receptionist's business. */
  calendarIdOf(receptionistId: number): string;
  /**
   * What is busy between `from` and `to`. `tx` is the caller's transaction: a calendar kept in our database (the
   * sandbox) reads through it, so a booking holding the appointment lock never waits for a second connection.
   */
  busy(calendarId: string, from: Date, to: Date, tx: EntityManager): Promise<BusyTime[]>;
  /** Writes the event, or rewrites it when it is there already. */
  put(calendarId: string, event: CalendarEvent): Promise<void>;
  /** Removes the event; nothing when it is gone already. */
  remove(calendarId: string, eventId: string): Promise<void>;
}
