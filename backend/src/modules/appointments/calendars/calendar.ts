import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The one port to a business's calendar (docs/product.md#appointments): the sandbox calendar by default, the
 * business's Google Calendar once connected (docs/product.md#google-calendar). Events carry ids we choose, so writing
 * one twice writes it once. CalendarDirectory says which calendar a receptionist's business uses.
 */
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
  readonly name: 'sandbox' | 'google' | 'disconnected';
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

/** A receptionist's business's calendar, and which of the calendar's calendars is theirs. */
export interface ReceptionistCalendar {
  calendar: Calendar;
  calendarId: string;
}

/**
 * The business's connected calendar cannot be written until it is connected again (access revoked, refresh refused):
 * the appointment's event is marked failed rather than retried.
 */
export class CalendarDisconnected extends Error {
  constructor(reason: string) {
    super(`the calendar is disconnected: ${reason}`);
    this.name = 'CalendarDisconnected';
  }
}
