import type { AppointmentsQuery } from './api/list-appointments';
import { localDay } from '../../lib/local-day';

/** The page's three views: the lists of upcoming and past appointments, and a week at a time. */
export const APPOINTMENT_VIEWS = ['upcoming', 'past', 'week'] as const;
export type AppointmentView = (typeof APPOINTMENT_VIEWS)[number];

/** What the customer is looking at; all of it lives in the address, so back, forward and shared links keep it. */
export interface AppointmentFilters {
  view: AppointmentView;
  receptionistId?: number;
  /** Caller name or number. */
  q?: string;
  /** The week view's Sunday ('2026-11-29'), in the browser's zone; unset: this week. */
  week?: string;
}

export const APPOINTMENTS_PAGE_SIZE = 25;
/** The server's largest page: a week's appointments in one answer. */
const WEEK_PAGE_SIZE = 200;

function positiveInteger(value: string | null): number | undefined {
  const number = value && /^\d{1,9}$/.test(value) ? Number(value) : 0;
  return number > 0 ? number : undefined;
}

/** A local day as 'YYYY-MM-DD'. */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The Sunday (an en-US week) at local midnight of the week a moment falls in. */
export function weekStartOf(moment: Date): Date {
  const start = new Date(moment);
  start.setHours(0, 0, 0, 0);
  start.setDate(start.getDate() - start.getDay());
  return start;
}

/** The week's days, Sunday first, each at its local midnight (a day is not always 24 hours). */
export function weekDays(start: Date): Date[] {
  return Array.from({ length: 7 }, (_, index) => {
    const day = new Date(start);
    day.setDate(start.getDate() + index);
    return day;
  });
}

/** The Sunday `weeks` weeks after (before, when negative) this one. */
export function shiftWeek(start: Date, weeks: number): Date {
  const next = new Date(start);
  next.setDate(start.getDate() + weeks * 7);
  return next;
}

/** A moment with the browser's offset ('2026-12-01T09:30:00-08:00'), as the API takes date-times. */
export function withOffset(moment: Date): string {
  const pad = (value: number) => String(Math.abs(value)).padStart(2, '0');
  const offset = -moment.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}T${pad(moment.getHours())}:${pad(moment.getMinutes())}:00` +
    `${sign}${pad(Math.trunc(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`
  );
}

/** The view, filters and page (from 1) in `?view=week&week=…&receptionistId=3&q=…&page=2`; nonsense is ignored. */
export function readAppointmentFilters(params: URLSearchParams): { filters: AppointmentFilters; page: number } {
  const view = params.get('view');
  const q = params.get('q')?.trim();
  const week = params.get('week');
  const weekStart = localDay(week);
  const filters: AppointmentFilters = {
    view: APPOINTMENT_VIEWS.includes(view as AppointmentView) ? (view as AppointmentView) : 'upcoming',
    receptionistId: positiveInteger(params.get('receptionistId')),
    q: q || undefined,
    // Only a Sunday: another day would start a week the arrows never reach.
    week: weekStart && weekStart.getDay() === 0 ? week! : undefined,
  };
  return { filters, page: positiveInteger(params.get('page')) ?? 1 };
}

/** The address's query; the upcoming view, the first page, this week and unset filters are left out. */
export function appointmentFiltersToParams(filters: AppointmentFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.view !== 'upcoming') params.set('view', filters.view);
  if (filters.view === 'week' && filters.week) params.set('week', filters.week);
  if (filters.receptionistId) params.set('receptionistId', String(filters.receptionistId));
  if (filters.q) params.set('q', filters.q);
  if (page > 1 && filters.view !== 'week') params.set('page', String(page));
  return params;
}

export function hasAppointmentFilters(filters: AppointmentFilters): boolean {
  return Boolean(filters.receptionistId || filters.q);
}

/** The Sunday the week view shows: the address's, or this week's. */
export function shownWeek(filters: AppointmentFilters, now = new Date()): Date {
  return localDay(filters.week) ?? weekStartOf(now);
}

/**
 * GET /api/appointments's query: upcoming soonest first, past latest first, a page at a time; a week is the
 * appointments starting from its Sunday's midnight to the next Sunday's, where the customer is, in one answer.
 */
export function appointmentsApiQuery(filters: AppointmentFilters, page: number, now = new Date()): AppointmentsQuery {
  const narrowed = {
    ...(filters.receptionistId ? { receptionistId: filters.receptionistId } : {}),
    ...(filters.q ? { q: filters.q } : {}),
  };
  if (filters.view === 'week') {
    const start = shownWeek(filters, now);
    return { from: withOffset(start), to: withOffset(shiftWeek(start, 1)), sort: 'startsAt:asc', page: 1, pageSize: WEEK_PAGE_SIZE, ...narrowed };
  }
  return {
    when: filters.view,
    sort: filters.view === 'past' ? 'startsAt:desc' : 'startsAt:asc',
    page,
    pageSize: APPOINTMENTS_PAGE_SIZE,
    ...narrowed,
  };
}
