import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * An event in the sandbox calendar (docs/product.md#appointments): what a connected Google calendar would hold, kept in
 * our database so the api and the worker see the same calendar and it survives a restart.
 */
@Entity({ tableName: 'sandbox_calendar_events' })
export class SandboxCalendarEvent {
  @PrimaryKey({ type: 'string', length: 100 })
  calendarId: string;

  @PrimaryKey({ type: 'string', length: 100 })
  eventId: string;

  @Property({ type: 'datetime' })
  startsAt: Date;

  @Property({ type: 'datetime' })
  endsAt: Date;

  @Property({ type: 'string', length: 300 })
  summary: string;

  @Property({ type: 'text' })
  description: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
