import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { appError } from '../../common/errors/app.exception';
import { listPage, type ListSpec } from '../../common/http/list-page';
import { phoneDigitsPattern } from '../../common/http/page-query.dto';
import { OutboxService } from '../../jobs/outbox.service';
import { QUEUES } from '../../jobs/queues';
import type { OpeningHours } from '../../common/opening-hours';
import type { BookingRules } from '../receptionist-settings/receptionist-settings';
import { Appointment } from './appointment.entity';
import type { AppointmentActor } from './appointment-statuses';
import { blocked, freeSlots, type Interval, type SlotProblem, slotProblem, type SlotRules } from './availability';
import { type BusyTime, CalendarDisconnected, type CalendarEvent } from './calendars/calendar';
import { CalendarDirectory } from './calendars/calendar-directory';
import { APPOINTMENTS_ERRORS } from './appointments.errors';
import { VOICE_PLATFORM_NAMES } from '../calls/platforms/voice-platform';
import { type AppointmentDto, type AppointmentsPageDto, type AppointmentsQueryDto, APPOINTMENTS_SORT } from './dto/appointment.dto';

/** The outbox job that writes an appointment to the business's calendar, or takes it out (CalendarSyncProcessor). */
export const CALENDAR_SYNC_JOB = 'calendar-sync';
export interface CalendarSyncJob {
  appointmentId: number;
}

/** Our events' ids start with this: Google takes ids of 5–1024 characters in a–v and 0–9, and so does the sandbox. */
const EVENT_ID_PREFIX = 'rcp';
/** The first key of the advisory lock every booking and move of one receptionist's appointments holds (the second is its id). */
const APPOINTMENT_LOCK = 36_001;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The business's rules a booking is checked against: its hours and booking settings. */
export interface BookingContext {
  receptionistId: number;
  userId: number;
  hours: OpeningHours;
  booking: BookingRules;
  now: Date;
}

export interface NewAppointment {
  typeName: string;
  minutes: number;
  start: Date;
  callerName: string;
  callerNumber: string | null;
  notes: string;
  bookedBy: AppointmentActor;
  platformCallId: string | null;
}

/**
 * Appointments (docs/product.md#appointments): free times from the business's hours, rules, appointments and calendar;
 * booking, moving and cancelling in the caller's transaction, holding the receptionist's appointment lock while
 * checking and writing, so two calls asking for one slot in the same second book it once. Each change is written to the
 * business's calendar by the worker, through the outbox.
 */
@Injectable()
export class AppointmentsService {
  private readonly logger = new Logger(AppointmentsService.name);

  constructor(
    private readonly outbox: OutboxService,
    private readonly calendars: CalendarDirectory,
  ) {}

  /** The free start times of an appointment of `minutes` from `from` up to `to`, at most `limit`. */
  async freeSlots(tx: EntityManager, context: BookingContext, minutes: number, from: Date, to: Date, limit: number): Promise<Date[]> {
    const rules = await this.slotRules(tx, context, minutes, from, to, null, await this.calendarEvents(tx, context, from, to));
    return freeSlots(rules, from, to, limit);
  }

  /** Books the appointment unless its time breaks a rule or is taken: the problem, or the new appointment. */
  async book(tx: EntityManager, context: BookingContext, entry: NewAppointment): Promise<{ problem: SlotProblem } | { appointment: Appointment }> {
    const end = new Date(entry.start.getTime() + entry.minutes * MINUTE);
    const events = await this.calendarEvents(tx, context, entry.start, end);
    await this.lock(tx, context.receptionistId);
    const problem = slotProblem(entry.start, await this.slotRules(tx, context, entry.minutes, entry.start, end, null, events));
    if (problem) return { problem };
    const appointment = tx.create(Appointment, {
      user: context.userId,
      receptionist: context.receptionistId,
      typeName: entry.typeName,
      startsAt: entry.start,
      endsAt: end,
      blockedUntil: new Date(end.getTime() + context.booking.bufferMinutes * MINUTE),
      callerName: entry.callerName,
      callerNumber: entry.callerNumber,
      notes: entry.notes,
      bookedBy: entry.bookedBy,
      platformCallId: entry.platformCallId,
      calendarEventId: `${EVENT_ID_PREFIX}${randomUUID().replaceAll('-', '')}`,
    });
    await tx.flush();
    this.syncCalendar(tx, appointment.id);
    return { appointment };
  }

  /** Moves a booked appointment to `start` (its length kept) unless the new time breaks a rule (the business's own move: see slotProblem) or is taken. */
  async move(
    tx: EntityManager,
    context: BookingContext,
    appointment: Appointment,
    start: Date,
    by: AppointmentActor = 'receptionist',
  ): Promise<{ problem: SlotProblem } | { appointment: Appointment }> {
    const minutes = Math.round((appointment.endsAt.getTime() - appointment.startsAt.getTime()) / MINUTE);
    const end = new Date(start.getTime() + minutes * MINUTE);
    const events = await this.calendarEvents(tx, context, start, end);
    await this.lock(tx, context.receptionistId);
    const rules = await this.slotRules(tx, context, minutes, start, end, appointment, events);
    const problem = slotProblem(start, rules, by === 'business' ? 'business' : 'caller');
    if (problem) return { problem };
    appointment.startsAt = start;
    appointment.endsAt = end;
    appointment.blockedUntil = new Date(end.getTime() + context.booking.bufferMinutes * MINUTE);
    appointment.calendarState = 'pending';
    appointment.updatedAt = new Date();
    await tx.flush();
    this.syncCalendar(tx, appointment.id);
    return { appointment };
  }

  async cancel(tx: EntityManager, appointment: Appointment): Promise<void> {
    appointment.status = 'cancelled';
    appointment.cancelledAt = new Date();
    appointment.calendarState = 'pending';
    appointment.updatedAt = appointment.cancelledAt;
    await tx.flush();
    this.syncCalendar(tx, appointment.id);
  }

  /** A caller's booked appointments still to come on the receptionist's line, earliest first, by the number they booked with. */
  async upcomingOfCaller(tx: EntityManager, receptionistId: number, callerNumber: string, now: Date): Promise<Appointment[]> {
    return tx.find(
      Appointment,
      { receptionist: receptionistId, callerNumber, status: 'booked', startsAt: { $gt: now } },
      { orderBy: { startsAt: 'asc' }, limit: 20 },
    );
  }

  /** The customer's appointments (all customers' for our team: no `userId`), a page at a time. */
  list(em: EntityManager, query: AppointmentsQueryDto, userId?: number): Promise<AppointmentsPageDto> {
    const now = new Date();
    const filters = [
      ...(userId === undefined ? [] : [{ sql: 'a.user_id = ?', params: [userId] }]),
      ...(query.receptionistId ? [{ sql: 'a.receptionist_id = ?', params: [query.receptionistId] }] : []),
      ...(query.status ? [{ sql: 'a.status = ?', params: [query.status] }] : []),
      ...(query.when === 'upcoming' ? [{ sql: 'a.ends_at > ?', params: [now] }] : []),
      ...(query.when === 'past' ? [{ sql: 'a.ends_at <= ?', params: [now] }] : []),
      ...(query.from ? [{ sql: 'a.starts_at >= ?', params: [new Date(query.from)] }] : []),
      ...(query.to ? [{ sql: 'a.starts_at < ?', params: [new Date(query.to)] }] : []),
    ];
    const spec: ListSpec<(typeof APPOINTMENTS_SORT.fields)[number]> = {
      table: 'appointments a',
      select: APPOINTMENT_COLUMNS,
      searchColumns: ['a.caller_name', { column: "coalesce(a.caller_number, '')", pattern: phoneDigitsPattern }],
      sortColumns: { startsAt: 'a.starts_at', createdAt: 'a.created_at' },
      defaultSort: APPOINTMENTS_SORT.defaultSort,
      filters,
    };
    return listPage(em, spec, query, (rows: AppointmentRow[]) => rows.map(toDto));
  }

  /** One appointment, when it is this customer's (any for our team: no `userId`); locked for the change that follows. */
  async findForChange(tx: EntityManager, id: number, userId?: number): Promise<Appointment> {
    const appointment = await tx.findOne(Appointment, userId === undefined ? { id } : { id, user: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!appointment) throw appError(APPOINTMENTS_ERRORS.NOT_FOUND);
    if (appointment.status === 'cancelled') throw appError(APPOINTMENTS_ERRORS.CANCELLED);
    if (appointment.endsAt.getTime() <= Date.now()) throw appError(APPOINTMENTS_ERRORS.ALREADY_PAST);
    return appointment;
  }

  /** One appointment as the API shows it. */
  async dto(em: EntityManager, id: number): Promise<AppointmentDto> {
    const [row] = await em
      .getConnection()
      .execute<AppointmentRow[]>(`select ${APPOINTMENT_COLUMNS} from appointments a where a.id = ?`, [id], 'all', em.getTransactionContext());
    if (!row) throw appError(APPOINTMENTS_ERRORS.NOT_FOUND);
    return toDto(row);
  }

  /** Writes the appointment to the calendar as it is now (the worker, in its outbox transaction). */
  async writeToCalendar(tx: EntityManager, job: CalendarSyncJob): Promise<void> {
    const appointment = await tx.findOne(Appointment, { id: job.appointmentId }, { populate: ['receptionist'] });
    if (!appointment) return;
    const { calendar, calendarId } = await this.calendars.forReceptionist(appointment.receptionist.id, tx);
    try {
      if (appointment.status === 'cancelled') await calendar.remove(calendarId, appointment.calendarEventId);
      else await calendar.put(calendarId, this.eventOf(appointment));
    } catch (error) {
      if (!(error instanceof CalendarDisconnected)) throw error;
      // Retrying cannot help until the business connects again (docs/product.md#google-calendar).
      this.logger.warn(`appointment ${appointment.id} not written to the calendar of receptionist ${appointment.receptionist.id}: ${error.message}`);
      appointment.calendarState = 'failed';
      await tx.flush();
      return;
    }
    appointment.calendarState = 'synced';
    await tx.flush();
  }

  private eventOf(appointment: Appointment): CalendarEvent {
    return {
      id: appointment.calendarEventId,
      start: appointment.startsAt,
      end: appointment.endsAt,
      summary: `${appointment.typeName}: ${appointment.callerName}`,
      description: [
        `Booked by ${appointment.bookedBy === 'receptionist' ? `${appointment.receptionist.name}, your AI receptionist` : 'your team'}.`,
        appointment.callerNumber ? `Phone: ${appointment.callerNumber}` : '',
        appointment.notes ? `Notes: ${appointment.notes}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
    };
  }

  /**
   * The business's calendar's busy times. A connected calendar that cannot be read in time (Google down, slow, or
   * disconnected just now) leaves our own appointments to decide: the call goes on (docs/product.md#google-calendar).
   */
  private async calendarBusy(tx: EntityManager, receptionistId: number, from: Date, to: Date): Promise<BusyTime[]> {
    const { calendar, calendarId } = await this.calendars.forReceptionist(receptionistId, tx);
    if (calendar.name === 'sandbox') return calendar.busy(calendarId, from, to, tx);
    try {
      return await calendar.busy(calendarId, from, to, tx);
    } catch (error) {
      this.logger.warn(
        `the calendar of receptionist ${receptionistId} could not be read; free times go by our appointments alone: ${(error as Error).message}`,
      );
      return [];
    }
  }

  private syncCalendar(tx: EntityManager, appointmentId: number): void {
    this.outbox.add(tx, QUEUES.calendarSync, CALENDAR_SYNC_JOB, { appointmentId } satisfies CalendarSyncJob);
  }

  /** Held until the transaction ends: one booking or move of the receptionist's appointments at a time. */
  private async lock(tx: EntityManager, receptionistId: number): Promise<void> {
    await tx.getConnection().execute('select pg_advisory_xact_lock(?, ?)', [APPOINTMENT_LOCK, receptionistId], 'all', tx.getTransactionContext());
  }

  /** How far either side of a time its neighbours are read: a day and the buffer. */
  private window(context: BookingContext, from: Date, to: Date): { windowFrom: Date; windowTo: Date } {
    const reach = (context.booking.bufferMinutes + 24 * 60) * MINUTE;
    return { windowFrom: new Date(from.getTime() - reach), windowTo: new Date(to.getTime() + reach) };
  }

  /**
   * The calendar's events around `from`–`to` but ours (our appointments, as they stand in our table; the calendar may
   * lag behind by a moment). Read before the appointment lock: a slow calendar holds up no other booking of the line.
   */
  private async calendarEvents(tx: EntityManager, context: BookingContext, from: Date, to: Date): Promise<Interval[]> {
    const { windowFrom, windowTo } = this.window(context, from, to);
    const events = await this.calendarBusy(tx, context.receptionistId, windowFrom, windowTo);
    return events.filter((event) => !event.eventId?.startsWith(EVENT_ID_PREFIX)).map((event) => ({ start: event.start.getTime(), end: event.end.getTime() }));
  }

  /** The rules around `from`–`to`: booked appointments (but `moving`) with their buffers, and the calendar's other events. */
  private async slotRules(
    tx: EntityManager,
    context: BookingContext,
    minutes: number,
    from: Date,
    to: Date,
    moving: Appointment | null,
    events: Interval[],
  ): Promise<SlotRules> {
    const { windowFrom, windowTo } = this.window(context, from, to);
    const appointments = await tx
      .getConnection()
      .execute<{ id: number; starts_at: Date; blocked_until: Date }[]>(
        `select id, starts_at, blocked_until from appointments where receptionist_id = ? and status = 'booked' and starts_at < ? and blocked_until > ?`,
        [context.receptionistId, windowTo, windowFrom],
        'all',
        tx.getTransactionContext(),
      );
    const busy: Interval[] = [
      ...appointments.filter((row) => row.id !== moving?.id).map((row) => blocked(new Date(row.starts_at), new Date(row.blocked_until), 0)),
      ...events,
    ];
    return {
      hours: context.hours,
      minutes,
      bufferMinutes: context.booking.bufferMinutes,
      minNoticeMinutes: context.booking.minNoticeMinutes,
      maxDaysAhead: context.booking.maxDaysAhead,
      busy,
      now: context.now,
    };
  }
}

/**
 * An appointment's columns with its receptionist's name and the id of the call that booked it. Appointments read the
 * receptionists' and calls' tables here, as the other lists do (docs/architecture.md#boundaries); the call by its
 * platforms' names too, so the lookup uses the calls' unique (platform, platform call id) index, not a walk of the customer's calls.
 */
const APPOINTMENT_COLUMNS = `a.id, a.receptionist_id as "receptionistId", (select r.name from receptionists r where r.id = a.receptionist_id) as "receptionistName",
  a.type_name as "typeName", a.starts_at as "startsAt", a.ends_at as "endsAt", a.caller_name as "callerName", a.caller_number as "callerNumber",
  a.notes, a.status, a.booked_by as "bookedBy", a.calendar_state as "calendarState", a.created_at as "createdAt", a.cancelled_at as "cancelledAt",
  (select c.id from calls c where c.platform in (${VOICE_PLATFORM_NAMES.map((name) => `'${name}'`).join(', ')}) and c.platform_call_id = a.platform_call_id
     and c.user_id = a.user_id order by c.id limit 1) as "callId"`;

type AppointmentRow = Omit<AppointmentDto, 'startsAt' | 'endsAt' | 'createdAt' | 'cancelledAt'> & {
  startsAt: Date | string;
  endsAt: Date | string;
  createdAt: Date | string;
  cancelledAt: Date | string | null;
};

function toDto(row: AppointmentRow): AppointmentDto {
  return {
    ...row,
    startsAt: new Date(row.startsAt),
    endsAt: new Date(row.endsAt),
    createdAt: new Date(row.createdAt),
    cancelledAt: row.cancelledAt === null ? null : new Date(row.cancelledAt),
  };
}

/** How far the assistant looks for free times when the caller names no day, or the day they named is full. */
export const SEARCH_DAYS = 14;
export const SEARCH_SPAN = SEARCH_DAYS * DAY;
