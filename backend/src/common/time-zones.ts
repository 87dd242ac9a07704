import { DateTime } from 'luxon';

/**
 * The zone of an account or of settings that name none: most of our customers are on the US East Coast, and a wrong
 * guess there is at most three hours off for the rest of the country (docs/product.md#time-zones).
 */
export const DEFAULT_TIME_ZONE = 'America/New_York';

// An IANA name ('America/Los_Angeles', 'UTC'): offsets such as '+02:00', which Intl also takes, are not zones.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;

/** The runtime's own spelling of an IANA time zone ('america/los_angeles' → 'America/Los_Angeles'), or null when Intl knows none such. */
export function canonicalTimeZone(zone: unknown): string | null {
  if (typeof zone !== 'string' || zone.length > 64 || !ZONE_NAME.test(zone)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export const isTimeZone = (zone: unknown): zone is string => canonicalTimeZone(zone) !== null;

/** The calendar date ('YYYY-MM-DD') an instant falls on in a zone. */
export function localDate(instant: Date, zone: string): string {
  return DateTime.fromJSDate(instant, { zone }).toISODate() as string;
}

/**
 * Writes instants as the zone's wall-clock time, '2026-11-26 14:05:00' (spreadsheets read it as a date and time). One
 * Intl formatter serves every instant: a Luxon DateTime an instant cost 3 times the CPU over a 10,000-row export.
 */
export function wallClockFormatter(zone: string): (instant: Date) => string {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return (instant) => {
    const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
    for (const { type, value } of format.formatToParts(instant)) part[type] = value;
    return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
  };
}

/** A zone's calendar day as instants [from, to): 23 or 25 hours on a day the clocks change. */
export function dayBounds(date: string, zone: string): { from: Date; to: Date } {
  const start = DateTime.fromISO(date, { zone }).startOf('day');
  if (!start.isValid) throw new Error(`Cannot place ${date} in ${zone}: ${start.invalidExplanation}`);
  return { from: start.toJSDate(), to: start.plus({ days: 1 }).toJSDate() };
}

/** The date `days` after (or before) a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  return DateTime.fromISO(date, { zone: 'UTC' }).plus({ days }).toISODate() as string;
}

/**
 * The zone's abbreviation at an instant as people in it write it: 'PST', 'PDT', 'CET', 'CEST', 'UTC'; where English
 * has none, its offset from GMT ('GMT+9').
 */
export function timeZoneAbbreviation(instant: Date, zone: string): string {
  const american = zoneName(instant, zone, 'en-US');
  if (!/^GMT[+-]/.test(american)) return american;
  const british = zoneName(instant, zone, 'en-GB');
  return /^[A-Z]{2,5}$/.test(british) ? british : american;
}

function zoneName(instant: Date, zone: string, locale: string): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' }).formatToParts(instant);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}
