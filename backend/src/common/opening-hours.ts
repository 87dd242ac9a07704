import { DateTime } from 'luxon';
import { isTimeZone } from './time-zones';

/**
 * A receptionist's opening hours (docs/product.md#opening-hours): pure rules, no framework, shared by the settings that
 * hold them and the sandbox voice platform whose calls follow them. Every wall-clock time is the business's, in its
 * time zone; Luxon turns them into instants.
 */

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** '09:00'–'17:30'; end '24:00' means midnight at the day's end; end after start (no overnight range — a range past midnight is two ranges on two days). */
export interface TimeRange {
  start: string;
  end: string;
}

/** A date or range of dates (inclusive, the business's calendar dates 'YYYY-MM-DD') with its own hours; no ranges = closed. */
export interface DateOverride {
  from: string;
  to: string;
  ranges: TimeRange[];
  /** e.g. 'Christmas', may be '' */
  label: string;
}

export interface OpeningHours {
  /** IANA, e.g. 'America/New_York' */
  timeZone: string;
  weekly: Record<Weekday, TimeRange[]>;
  overrides: DateOverride[];
}

export interface OpeningStatus {
  open: boolean;
  /** When it next opens or closes; null if it does not within the next 14 days. */
  changesAt: Date | null;
  /** The override covering the business's date at that instant. */
  override: DateOverride | null;
}

export const MAX_RANGES_A_DAY = 6;
export const MAX_OVERRIDES = 100;
export const MAX_OVERRIDE_DAYS = 366;
export const MAX_LABEL_LENGTH = 60;
/** How far statusAt and describeStatus look for the next opening or closing. */
export const LOOKAHEAD_DAYS = 14;

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;
const TIME = /^(\d{2}):(\d{2})$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const EN_US = { locale: 'en-US' };

export function DEFAULT_OPENING_HOURS(timeZone: string): OpeningHours {
  const workday = (): TimeRange[] => [{ start: '09:00', end: '17:00' }];
  return {
    timeZone,
    weekly: { monday: workday(), tuesday: workday(), wednesday: workday(), thursday: workday(), friday: workday(), saturday: [], sunday: [] },
    overrides: [],
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// Validation

/** Field path → one message for the business owner; empty when the hours are valid. */
export function validateOpeningHours(hours: OpeningHours): Record<string, string> {
  const errors: Record<string, string> = {};

  if (typeof hours.timeZone !== 'string' || hours.timeZone === '') {
    errors.timeZone = 'Choose the time zone your business is in';
  } else if (!isTimeZone(hours.timeZone)) {
    errors.timeZone = `"${hours.timeZone}" is not a time zone: choose one such as America/New_York`;
  }

  if (typeof hours.weekly !== 'object' || hours.weekly === null) {
    errors.weekly = 'Set the hours for each day of the week';
  } else {
    for (const day of WEEKDAYS) {
      validateRanges(hours.weekly[day], `weekly.${day}`, { name: capitalize(day), isWeekday: true }, errors);
    }
  }

  if (!Array.isArray(hours.overrides)) {
    errors.overrides = 'The dates with their own hours are missing';
    return errors;
  }
  if (hours.overrides.length > MAX_OVERRIDES) {
    errors.overrides = `Keep dates with their own hours to ${MAX_OVERRIDES} at most (there are ${hours.overrides.length})`;
  }
  const datesOf = hours.overrides.map((override, index) => validateOverride(override, `overrides.${index}`, errors));
  // Each override is compared with the ones before it: of two that overlap, the later one carries the message.
  datesOf.forEach((dates, index) => {
    if (!dates) return;
    const earlier = datesOf.slice(0, index).find((other) => other !== null && other.from <= dates.to && dates.from <= other.to);
    if (earlier) errors[`overrides.${index}`] ??= `${formatDates(dates.from, dates.to)} overlaps ${formatDates(earlier.from, earlier.to)}`;
  });
  return errors;
}

/** Whose ranges a message speaks of: a weekday ("Monday's second range") or an override's dates ("the second range of Dec 31, 2026"). */
interface RangesOwner {
  name: string;
  isWeekday: boolean;
}

function validateOverride(override: DateOverride, path: string, errors: Record<string, string>): { from: string; to: string } | null {
  const fromValid = checkDate(override.from, `${path}.from`, errors);
  const toValid = checkDate(override.to, `${path}.to`, errors);
  let dates: { from: string; to: string } | null = null;
  if (fromValid && toValid) {
    const days = daysBetween(override.from, override.to) + 1;
    if (override.to < override.from) {
      errors[`${path}.to`] = `The end date, ${formatDate(override.to)}, is before the start date, ${formatDate(override.from)}`;
    } else if (days > MAX_OVERRIDE_DAYS) {
      errors[`${path}.to`] = `${formatDates(override.from, override.to)} is ${days} days long: keep it to ${MAX_OVERRIDE_DAYS} days at most`;
    } else {
      dates = { from: override.from, to: override.to };
    }
  }

  const owner = { name: dates ? formatDates(dates.from, dates.to) : 'this date', isWeekday: false };
  validateRanges(override.ranges, `${path}.ranges`, owner, errors);

  if (typeof override.label !== 'string') {
    errors[`${path}.label`] = 'Give the name as text, or leave it empty';
  } else if ([...override.label].length > MAX_LABEL_LENGTH) {
    errors[`${path}.label`] = `Keep the name to ${MAX_LABEL_LENGTH} characters at most (this one has ${[...override.label].length})`;
  }
  return dates;
}

function checkDate(value: unknown, path: string, errors: Record<string, string>): boolean {
  if (typeof value !== 'string' || !DATE.test(value)) {
    errors[path] = 'Enter a date like 2026-12-24';
    return false;
  }
  if (!DateTime.fromISO(value, { zone: 'utc' }).isValid) {
    errors[path] = `${value} is not a real date`;
    return false;
  }
  return true;
}

function validateRanges(ranges: TimeRange[] | undefined, path: string, owner: RangesOwner, errors: Record<string, string>): void {
  if (!Array.isArray(ranges)) {
    errors[path] = owner.isWeekday ? `${owner.name}'s hours are missing` : `The hours of ${owner.name} are missing`;
    return;
  }
  if (ranges.length > MAX_RANGES_A_DAY) {
    errors[path] = `${capitalize(owner.name)} has ${ranges.length} ranges: keep it to ${MAX_RANGES_A_DAY} at most`;
  }
  const minutes = ranges.map((range, index) => {
    const name = rangeName(owner, index);
    const start = minutesOf(range?.start, false);
    const end = minutesOf(range?.end, true);
    if (start === null) errors[`${path}.${index}.start`] = `${name} needs a start time from 00:00 to 23:59`;
    if (end === null) errors[`${path}.${index}.end`] = `${name} needs an end time from 00:00 to 24:00`;
    if (start === null || end === null) return null;
    if (end < start) errors[`${path}.${index}.end`] = `${name} ends before it starts`;
    if (end === start) errors[`${path}.${index}.end`] = `${name} starts and ends at the same time`;
    return end > start ? { start, end, index } : null;
  });
  // Touching ranges (12:00–12:00) are fine. Of two that overlap, the one starting later carries the message.
  for (const range of minutes) {
    if (!range) continue;
    const earlier = minutes.find(
      (other) =>
        other !== null &&
        other !== range &&
        other.start < range.end &&
        range.start < other.end &&
        (other.start < range.start || (other.start === range.start && other.index < range.index)),
    );
    if (earlier)
      errors[`${path}.${range.index}`] ??= `${bothRangesName(owner, Math.min(range.index, earlier.index), Math.max(range.index, earlier.index))} overlap`;
  }
}

/** "Monday's second range", "The second range of Dec 31, 2026". */
function rangeName(owner: RangesOwner, index: number): string {
  return owner.isWeekday ? `${owner.name}'s ${ordinal(index)} range` : `The ${ordinal(index)} range of ${owner.name}`;
}

/** "Monday's first and third ranges", "The first and third ranges of Dec 31, 2026". */
function bothRangesName(owner: RangesOwner, first: number, second: number): string {
  const both = `${ordinal(first)} and ${ordinal(second)} ranges`;
  return owner.isWeekday ? `${owner.name}'s ${both}` : `The ${both} of ${owner.name}`;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/** 0 → 'first'; past the tenth, '11th', '21st'. */
function ordinal(index: number): string {
  const n = index + 1;
  if (n <= ORDINALS.length) return ORDINALS[n - 1];
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** Minutes since midnight of an 'HH:MM' time (24:00 only as an end), or null when it is not one. */
function minutesOf(time: unknown, isEnd: boolean): number | null {
  const match = typeof time === 'string' ? TIME.exec(time) : null;
  if (!match) return null;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  if (isEnd && hour === 24 && minute === 0) return DAY_MINUTES;
  return hour <= 23 && minute <= 59 ? hour * 60 + minute : null;
}

// ---------------------------------------------------------------------------------------------------------------------
// Which hours apply, and when it is open

/** The hours of one of the business's dates ('YYYY-MM-DD'): an override covering it wins over the weekday's. */
export function hoursOn(hours: OpeningHours, date: string): { ranges: TimeRange[]; override: DateOverride | null } {
  const day = calendarDate(date);
  const override = hours.overrides.find((candidate) => candidate.from <= date && date <= candidate.to) ?? null;
  if (override) return { ranges: override.ranges, override };
  return { ranges: hours.weekly[WEEKDAYS[day.weekday - 1]], override: null };
}

/** Whether the business is open at an instant, and when that next changes (within 14 days), in its time zone. */
export function statusAt(hours: OpeningHours, instant: Date): OpeningStatus {
  const now = zoned(instant, hours.timeZone);
  const today = now.toISODate() as string;
  const at = instant.getTime();
  const limit = now.plus({ days: LOOKAHEAD_DAYS }).toMillis();
  // Today and the next 15 days reach past the limit, so an opening still running then is seen to run on.
  const openings = openingsBetween(hours, today, LOOKAHEAD_DAYS + 2);
  const current = openings.find((opening) => opening.start <= at && at < opening.end);
  const change = current ? current.end : openings.find((opening) => opening.start > at)?.start;
  return {
    open: current !== undefined,
    changesAt: change !== undefined && change <= limit ? new Date(change) : null,
    override: hoursOn(hours, today).override,
  };
}

/**
 * The instants the business is open on `days` of its dates from `firstDate`, sorted, with ranges that touch (Monday
 * 20:00–24:00 and Tuesday 00:00–02:00) joined into one opening.
 */
export function openingsBetween(hours: OpeningHours, firstDate: string, days: number): { start: number; end: number }[] {
  const openings: { start: number; end: number }[] = [];
  for (let offset = 0; offset < days; offset++) {
    const date = calendarDate(firstDate).plus({ days: offset }).toISODate() as string;
    for (const range of hoursOn(hours, date).ranges) {
      const start = instantOf(date, parseTime(range.start), hours.timeZone);
      const end = instantOf(date, parseTime(range.end), hours.timeZone);
      // A range wholly inside a spring-forward gap (02:00–02:30 that day) never happens.
      if (start < end) openings.push({ start, end });
    }
  }
  openings.sort((a, b) => a.start - b.start);
  const joined: { start: number; end: number }[] = [];
  for (const opening of openings) {
    const last = joined.at(-1);
    if (last && opening.start <= last.end) last.end = Math.max(last.end, opening.end);
    else joined.push({ ...opening });
  }
  return joined;
}

/**
 * instantOf's answers: a zone's rules do not change while the process runs, and each answer costs Luxon a dozen
 * Intl offset look-ups, asked again for the same days by every status, prompt and availability check (a sandbox call
 * asks hundreds). Emptied when full, so it stays small.
 */
const INSTANTS = new Map<string, number>();
const INSTANTS_KEPT = 10_000;

/**
 * The instant (epoch ms) of a wall-clock time on one of the business's dates. A time the clocks skip (spring forward)
 * is the moment they jump: the hours start then. A time that occurs twice (fall back) is its first occurrence.
 */
function instantOf(date: string, minutes: number, timeZone: string): number {
  const key = `${timeZone} ${date} ${minutes}`;
  let instant = INSTANTS.get(key);
  if (instant === undefined) {
    if (INSTANTS.size >= INSTANTS_KEPT) INSTANTS.clear();
    instant = placeWallTime(date, minutes, timeZone);
    INSTANTS.set(key, instant);
  }
  return instant;
}

function placeWallTime(date: string, minutes: number, timeZone: string): number {
  // Plain calendar arithmetic: 24:00 is the next date's 00:00.
  const wall = calendarDate(date).plus({ minutes });
  const local = DateTime.fromObject({ year: wall.year, month: wall.month, day: wall.day, hour: wall.hour, minute: wall.minute }, { zone: timeZone });
  if (!local.isValid) throw new Error(`Cannot place ${date} ${wall.toFormat('HH:mm')} in ${timeZone}: ${local.invalidExplanation}`);
  if (local.toFormat('yyyy-MM-dd HH:mm') === wall.toFormat('yyyy-MM-dd HH:mm')) {
    // Luxon picks between the two occurrences by the offset the zone has today, so the choice is made here.
    return Math.min(...local.getPossibleOffsets().map((candidate) => candidate.toMillis()));
  }
  // Luxon moves a skipped time later by the gap's length (02:30 → 03:30); step back to the minute the clocks jumped.
  let jump = local.toMillis();
  while (DateTime.fromMillis(jump - MINUTE, { zone: timeZone }).offset === local.offset) jump -= MINUTE;
  return jump;
}

// ---------------------------------------------------------------------------------------------------------------------
// Wordings for the customer's page and the assistant's prompt

/** "Open now · closes at 6:00 PM", "Closed · opens tomorrow at 9:00 AM", "Closed today (Christmas) · opens …". */
export function describeStatus(hours: OpeningHours, instant: Date): string {
  const status = statusAt(hours, instant);
  const now = zoned(instant, hours.timeZone);
  if (status.open) return status.changesAt ? `Open now · closes ${when(now, status.changesAt, true)}` : 'Open now';
  const closedToday = status.override !== null && status.override.ranges.length === 0;
  const closed = closedToday ? `Closed today${status.override?.label ? ` (${status.override.label})` : ''}` : 'Closed';
  if (status.changesAt) return `${closed} · opens ${when(now, status.changesAt, false)}`;
  const noWeeklyHours = WEEKDAYS.every((day) => hours.weekly[day].length === 0);
  return `${closed} · ${noWeeklyHours ? 'no opening hours set' : `not open in the next ${LOOKAHEAD_DAYS} days`}`;
}

/**
 * What the receptionist says of a closed business: "We're closed today for Christmas, and we open again tomorrow at
 * 9:00 AM." or "We're closed right now, and we open again at 1:00 PM."
 */
export function sayClosed(hours: OpeningHours, instant: Date): string {
  const status = statusAt(hours, instant);
  const label = status.override?.ranges.length === 0 ? status.override.label : null;
  const closed = status.override?.ranges.length === 0 ? `We're closed today${label ? ` for ${label}` : ''}` : "We're closed right now";
  return status.changesAt ? `${closed}, and we open again ${when(zoned(instant, hours.timeZone), status.changesAt, false)}.` : `${closed}.`;
}

/** One line a weekday: "Monday: 9:00 AM–12:00 PM, 1:00 PM–5:00 PM", "Sunday: closed". */
export function describeWeek(hours: OpeningHours): string[] {
  return WEEKDAYS.map((day) => `${capitalize(day)}: ${describeRanges(hours.weekly[day])}`);
}

/**
 * The overrides touching the `days` business dates from `from`'s, by date: "Dec 24–26, 2026 (Christmas): closed",
 * "Dec 31, 2026: 9:00 AM–1:00 PM".
 */
export function describeOverrides(hours: OpeningHours, from: Date, days: number): string[] {
  if (days < 1) return [];
  const first = zoned(from, hours.timeZone).toISODate() as string;
  const last = calendarDate(first)
    .plus({ days: days - 1 })
    .toISODate() as string;
  return hours.overrides
    .filter((override) => override.from <= last && first <= override.to)
    .sort((a, b) => a.from.localeCompare(b.from))
    .map((override) => `${formatDates(override.from, override.to)}${override.label ? ` (${override.label})` : ''}: ${describeRanges(override.ranges)}`);
}

function describeRanges(ranges: TimeRange[]): string {
  if (ranges.length === 0) return 'closed';
  return [...ranges]
    .sort((a, b) => a.start.localeCompare(b.start))
    .map((range) => `${formatTime(range.start)}–${formatTime(range.end)}`)
    .join(', ');
}

/**
 * "at 9:00 AM" (today), "tomorrow at 9:00 AM", "Monday at 9:00 AM" (within a week), "Dec 28 at 9:00 AM". A closing at
 * midnight belongs to the day it ends, as 20:00–24:00 reads "8:00 PM–12:00 AM": "closes at 12:00 AM", not "tomorrow".
 */
function when(now: DateTime, instant: Date, closing: boolean): string {
  const at = zoned(instant, now.zoneName as string);
  const day = closing ? at.minus({ milliseconds: 1 }) : at;
  const days = daysBetween(now.toISODate() as string, day.toISODate() as string);
  const time = at.toFormat('h:mm a', EN_US);
  if (days === 0) return `at ${time}`;
  if (days === 1) return `tomorrow at ${time}`;
  if (days < 7) return `${day.toFormat('cccc', EN_US)} at ${time}`;
  return `${day.toFormat('LLL d', EN_US)} at ${time}`;
}

/** '13:00' → '1:00 PM'; '24:00' → '12:00 AM'. */
function formatTime(time: string): string {
  const minutes = parseTime(time) % DAY_MINUTES;
  return DateTime.fromObject({ hour: Math.floor(minutes / 60), minute: minutes % 60 }, { zone: 'utc' }).toFormat('h:mm a', EN_US);
}

/** "Dec 25, 2026", "Dec 24–26, 2026", "Nov 30–Dec 2, 2026", "Dec 30, 2026–Jan 2, 2027". */
function formatDates(from: string, to: string): string {
  if (from === to) return formatDate(from);
  const [a, b] = [calendarDate(from), calendarDate(to)];
  if (a.year !== b.year) return `${formatDate(from)}–${formatDate(to)}`;
  if (a.month !== b.month) return `${a.toFormat('LLL d', EN_US)}–${b.toFormat('LLL d, yyyy', EN_US)}`;
  return `${a.toFormat('LLL d', EN_US)}–${b.toFormat('d, yyyy', EN_US)}`;
}

function formatDate(date: string): string {
  return calendarDate(date).toFormat('LLL d, yyyy', EN_US);
}

// ---------------------------------------------------------------------------------------------------------------------
// Helpers

function zoned(instant: Date, timeZone: string): DateTime {
  const local = DateTime.fromJSDate(instant, { zone: timeZone });
  if (!local.isValid) throw new Error(`Cannot read ${instant.toString()} in ${timeZone}: ${local.invalidExplanation}`);
  return local;
}

/** A calendar date, as midnight UTC: for date arithmetic only, never for an instant of the business. */
function calendarDate(date: string): DateTime {
  const day = DATE.test(date) ? DateTime.fromISO(date, { zone: 'utc' }) : DateTime.invalid('not a YYYY-MM-DD date');
  if (!day.isValid) throw new Error(`Not a date: ${date}`);
  return day;
}

function daysBetween(from: string, to: string): number {
  return calendarDate(to).diff(calendarDate(from), 'days').days;
}

function parseTime(time: string): number {
  const minutes = minutesOf(time, true);
  if (minutes === null) throw new Error(`Not a time: ${time}`);
  return minutes;
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
