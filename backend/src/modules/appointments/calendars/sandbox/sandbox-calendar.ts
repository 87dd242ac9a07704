import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { BusyTime, Calendar, CalendarEvent } from '../calendar';

/**
 * The sandbox calendar (default): each receptionist's business has one, kept in `sandbox_calendar_events`, so booking
 * works end to end under `npm start` and the appointments written to it can be read back (docs/product.md#appointments).
 */
@Injectable()
export class SandboxCalendar implements Calendar {
  readonly name = 'sandbox' as const;

  constructor(private readonly em: EntityManager) {}

  /** The sandbox calendar of a receptionist's business. */
  static calendarIdOf(receptionistId: number): string {
    return `sandbox-${receptionistId}`;
  }

  async busy(calendarId: string, from: Date, to: Date, tx: EntityManager): Promise<BusyTime[]> {
    const rows = await tx
      .getConnection()
      .execute<{ event_id: string; starts_at: Date; ends_at: Date }[]>(
        'select event_id, starts_at, ends_at from sandbox_calendar_events where calendar_id = ? and starts_at < ? and ends_at > ? order by starts_at',
        [calendarId, to, from],
        'all',
        tx.getTransactionContext(),
      );
    return rows.map((row) => ({ eventId: row.event_id, start: new Date(row.starts_at), end: new Date(row.ends_at) }));
  }

  async put(calendarId: string, event: CalendarEvent): Promise<void> {
    await this.em
      .fork()
      .getConnection()
      .execute(
        `insert into sandbox_calendar_events (calendar_id, event_id, starts_at, ends_at, summary, description) values (?, ?, ?, ?, ?, ?)
         on conflict (calendar_id, event_id) do update set starts_at = excluded.starts_at, ends_at = excluded.ends_at,
           summary = excluded.summary, description = excluded.description, updated_at = now()`,
        [calendarId, event.id, event.start, event.end, event.summary.slice(0, 300), event.description],
      );
  }

  async remove(calendarId: string, eventId: string): Promise<void> {
    await this.em.fork().getConnection().execute('delete from sandbox_calendar_events where calendar_id = ? and event_id = ?', [calendarId, eventId]);
  }

  /** The calendar's events, earliest first: what the business would see in its calendar app. */
  async events(calendarId: string): Promise<(CalendarEvent & { calendarId: string })[]> {
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ event_id: string; starts_at: Date; ends_at: Date; summary: string; description: string }[]>(
        'select event_id, starts_at, ends_at, summary, description from sandbox_calendar_events where calendar_id = ? order by starts_at',
        [calendarId],
      );
    return rows.map((row) => ({
      calendarId,
      id: row.event_id,
      start: new Date(row.starts_at),
      end: new Date(row.ends_at),
      summary: row.summary,
      description: row.description,
    }));
  }
}
