import { addDays, canonicalTimeZone, dayBounds, isTimeZone, localDate, timeZoneAbbreviation, wallClockFormatter } from './time-zones';

describe('time zones', () => {
  it('knows the IANA names the runtime knows, in its spelling, and nothing else', () => {
    expect(canonicalTimeZone('America/Los_Angeles')).toBe('America/Los_Angeles');
    expect(canonicalTimeZone('europe/berlin')).toBe('Europe/Berlin');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    for (const notAZone of ['Mars/Olympus_Mons', '+02:00', '-0500', '', ' UTC', 'UTC; drop table users', 'A'.repeat(65), null, undefined, 7, {}]) {
      expect(canonicalTimeZone(notAZone)).toBeNull();
      expect(isTimeZone(notAZone)).toBe(false);
    }
  });

  it('puts an instant on the zone’s calendar date', () => {
    const instant = new Date('2026-11-30T05:30:00Z');
    expect(localDate(instant, 'UTC')).toBe('2026-11-30');
    expect(localDate(instant, 'America/Los_Angeles')).toBe('2026-11-29');
    expect(localDate(instant, 'Asia/Kolkata')).toBe('2026-11-30');
  });

  it('gives a day as its instants: 24 hours, 23 when the clocks spring forward, 25 when they fall back', () => {
    expect(dayBounds('2026-11-29', 'America/Los_Angeles')).toEqual({ from: new Date('2026-11-29T08:00:00Z'), to: new Date('2026-11-30T08:00:00Z') });
    expect(dayBounds('2026-03-08', 'America/Los_Angeles')).toEqual({ from: new Date('2026-03-08T08:00:00Z'), to: new Date('2026-03-09T07:00:00Z') });
    expect(dayBounds('2026-11-01', 'America/Los_Angeles')).toEqual({ from: new Date('2026-11-01T07:00:00Z'), to: new Date('2026-11-02T08:00:00Z') });
    expect(dayBounds('2026-03-29', 'Europe/Berlin')).toEqual({ from: new Date('2026-03-28T23:00:00Z'), to: new Date('2026-03-29T22:00:00Z') });
    // Santiago springs forward at midnight: its day starts at 1 AM.
    expect(dayBounds('2026-09-06', 'America/Santiago').from).toEqual(new Date('2026-09-06T04:00:00Z'));
  });

  it('counts dates across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-30', -29)).toBe('2026-11-01');
  });

  it('writes instants as the zone’s wall-clock time, midnight as 00 and either side of the clocks falling back', () => {
    const newYork = wallClockFormatter('America/New_York');
    expect(newYork(new Date('2026-11-26T05:00:00Z'))).toBe('2026-11-26 00:00:00');
    expect(newYork(new Date('2026-11-01T05:59:59Z'))).toBe('2026-11-01 01:59:59'); // the second 1 AM, EST
    expect(newYork(new Date('2026-11-01T04:30:00Z'))).toBe('2026-11-01 00:30:00'); // EDT
    expect(wallClockFormatter('Asia/Kolkata')(new Date('2026-11-26T18:45:07Z'))).toBe('2026-11-27 00:15:07');
  });

  it('writes the zone’s abbreviation as people there do, or its offset where English has none', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    const summer = new Date('2026-07-15T12:00:00Z');
    expect([timeZoneAbbreviation(winter, 'America/Los_Angeles'), timeZoneAbbreviation(summer, 'America/Los_Angeles')]).toEqual(['PST', 'PDT']);
    expect([timeZoneAbbreviation(winter, 'America/New_York'), timeZoneAbbreviation(summer, 'America/New_York')]).toEqual(['EST', 'EDT']);
    expect([timeZoneAbbreviation(winter, 'Europe/Berlin'), timeZoneAbbreviation(summer, 'Europe/Berlin')]).toEqual(['CET', 'CEST']);
    expect([timeZoneAbbreviation(winter, 'Europe/London'), timeZoneAbbreviation(summer, 'Europe/London')]).toEqual(['GMT', 'BST']);
    expect(timeZoneAbbreviation(winter, 'UTC')).toBe('UTC');
    expect(timeZoneAbbreviation(winter, 'Asia/Tokyo')).toBe('GMT+9');
    expect(timeZoneAbbreviation(winter, 'Asia/Kolkata')).toBe('GMT+5:30');
  });
});
