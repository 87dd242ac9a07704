import { timeZoneAbbreviation } from '../common/time-zones';

/**
 * A day as mails and activity details write it, en-US (docs/product.md#dates-in-en-us-money-in-usd): 'Nov 29, 2026'.
 * Mails to an owner give their account's zone (docs/product.md#time-zones); texts every reader shares give 'UTC'.
 */
export const formatDay = (day: Date, timeZone: string) => day.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone });

/** A calendar date ('2026-11-29') as formatDay writes a day: 'Nov 29, 2026'. */
export const formatCalendarDate = (date: string) => formatDay(new Date(`${date}T00:00:00Z`), 'UTC');

/** A time of day in a zone with the zone's abbreviation: '2:05 PM PST'. */
export const formatTime = (at: Date, timeZone: string) =>
  `${at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone })} ${timeZoneAbbreviation(at, timeZone)}`;
