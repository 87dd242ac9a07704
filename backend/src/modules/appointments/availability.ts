import { DateTime } from 'luxon';
import { type OpeningHours, openingsBetween } from '../../common/opening-hours';

/**
 * When an appointment may start (docs/product.md#appointments): pure rules, no framework. A slot fits inside one of the
 * business's openings (its weekly hours and dated overrides), starts on a quarter hour of the opening, no sooner than
 * the notice and no later than the days ahead allow, and keeps its length plus the buffer clear of everything busy.
 */

/** An instant range in epoch milliseconds, end excluded. */
export interface Interval {
  start: number;
  end: number;
}

/** What a slot is checked against: the business's hours and booking rules, and what is busy already. */
export interface SlotRules {
  hours: OpeningHours;
  minutes: number;
  bufferMinutes: number;
  minNoticeMinutes: number;
  maxDaysAhead: number;
  /** Appointments (with their own buffer) and the calendar's busy times. */
  busy: Interval[];
  now: Date;
}

/** Slots start on these steps from the opening's start. */
export const SLOT_STEP_MINUTES = 15;
const MINUTE = 60_000;

/** Why a start time cannot be booked. */
export type SlotProblem = 'past' | 'too-soon' | 'too-far' | 'closed' | 'taken';

/**
 * Why `start` cannot be booked, or null. The business itself (`by: 'business'`) may book sooner than the notice, further
 * ahead or outside its hours: only the past and an overlap stop it.
 */
export function slotProblem(start: Date, rules: SlotRules, by: 'caller' | 'business' = 'caller'): SlotProblem | null {
  const at = start.getTime();
  if (at <= rules.now.getTime()) return 'past';
  if (by === 'business') return overlapsBusy(at, at + (rules.minutes + rules.bufferMinutes) * MINUTE, rules.busy) ? 'taken' : null;
  if (at < earliest(rules)) return 'too-soon';
  if (at > latest(rules)) return 'too-far';
  const end = at + rules.minutes * MINUTE;
  const openings = openingsAround(rules.hours, start, 1);
  if (!openings.some((opening) => opening.start <= at && end <= opening.end)) return 'closed';
  if (overlapsBusy(at, end + rules.bufferMinutes * MINUTE, rules.busy)) return 'taken';
  return null;
}

/** The free start times from `from` up to (not including) `to`, earliest first, at most `limit`. */
export function freeSlots(rules: SlotRules, from: Date, to: Date, limit: number): Date[] {
  const first = Math.max(from.getTime(), earliest(rules), rules.now.getTime() + 1);
  const last = Math.min(to.getTime() - 1, latest(rules));
  if (first > last) return [];
  const days = Math.ceil((last - first) / (24 * 60 * MINUTE)) + 1;
  const slots: Date[] = [];
  for (const opening of openingsAround(rules.hours, new Date(first), days)) {
    const step = SLOT_STEP_MINUTES * MINUTE;
    let at = opening.start + Math.max(0, Math.ceil((first - opening.start) / step)) * step;
    for (; at <= last && at + rules.minutes * MINUTE <= opening.end; at += step) {
      if (!overlapsBusy(at, at + (rules.minutes + rules.bufferMinutes) * MINUTE, rules.busy)) slots.push(new Date(at));
      if (slots.length === limit) return slots;
    }
  }
  return slots;
}

/** An appointment as it blocks others: its own time and the buffer after it. */
export function blocked(start: Date, end: Date, bufferMinutes: number): Interval {
  return { start: start.getTime(), end: end.getTime() + bufferMinutes * MINUTE };
}

/**
 * A wall-clock time the caller and the model speak in ('2026-12-03T09:00', the business's zone), or an instant with its
 * offset; null when it is not one.
 */
export function readStart(value: unknown, timeZone: string): Date | null {
  if (typeof value !== 'string' || value.length > 40) return null;
  const text = value.trim();
  const withOffset = /(Z|[+-]\d{2}:?\d{2})$/.test(text);
  const time = withOffset ? DateTime.fromISO(text, { setZone: true }) : DateTime.fromISO(text, { zone: timeZone });
  if (!time.isValid || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) return null;
  return time.toJSDate();
}

/** One of the business's dates ('2026-12-03'), or null. */
export function readDate(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return null;
  return DateTime.fromISO(value.trim(), { zone: 'utc' }).isValid ? value.trim() : null;
}

/** The instant the business's date starts, and the one the next date starts. */
export function dayBounds(date: string, timeZone: string): { from: Date; to: Date } {
  const start = DateTime.fromISO(date, { zone: timeZone }).startOf('day');
  return { from: start.toJSDate(), to: start.plus({ days: 1 }).toJSDate() };
}

/** "Tuesday, December 3 at 9:00 AM" in the business's zone: how the assistant says a time. */
export function sayTime(instant: Date, timeZone: string): string {
  return DateTime.fromJSDate(instant, { zone: timeZone }).toFormat("cccc, LLLL d 'at' h:mm a", { locale: 'en-US' });
}

/** "9:00 AM" in the business's zone. */
export function sayClock(instant: Date, timeZone: string): string {
  return DateTime.fromJSDate(instant, { zone: timeZone }).toFormat('h:mm a', { locale: 'en-US' });
}

/** "Tuesday, December 3" in the business's zone. */
export function sayDay(instant: Date, timeZone: string): string {
  return DateTime.fromJSDate(instant, { zone: timeZone }).toFormat('cccc, LLLL d', { locale: 'en-US' });
}

/** '2026-12-03T09:00' in the business's zone: how the model is given a time to book. */
export function wallTime(instant: Date, timeZone: string): string {
  return DateTime.fromJSDate(instant, { zone: timeZone }).toFormat("yyyy-MM-dd'T'HH:mm");
}

function earliest(rules: SlotRules): number {
  return rules.now.getTime() + rules.minNoticeMinutes * MINUTE;
}

function latest(rules: SlotRules): number {
  return rules.now.getTime() + rules.maxDaysAhead * 24 * 60 * MINUTE;
}

function overlapsBusy(start: number, end: number, busy: Interval[]): boolean {
  return busy.some((interval) => interval.start < end && start < interval.end);
}

/** The openings from the day before `from` (an opening may run past midnight) over `days` more. */
function openingsAround(hours: OpeningHours, from: Date, days: number): Interval[] {
  const firstDate = DateTime.fromJSDate(from, { zone: hours.timeZone }).minus({ days: 1 }).toISODate() as string;
  return openingsBetween(hours, firstDate, days + 2);
}
