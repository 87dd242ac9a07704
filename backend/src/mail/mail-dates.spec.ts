import { formatCalendarDate, formatDay, formatTime } from './mail-dates';

describe('mail dates', () => {
  const lateEvening = new Date('2026-11-30T06:45:00Z'); // Nov 29 in Los Angeles, Nov 30 in Berlin

  it('writes a day in the reader’s zone', () => {
    expect(formatDay(lateEvening, 'America/Los_Angeles')).toBe('Nov 29, 2026');
    expect(formatDay(lateEvening, 'Europe/Berlin')).toBe('Nov 30, 2026');
    expect(formatCalendarDate('2026-03-08')).toBe('Mar 8, 2026');
  });

  it('writes a time in the reader’s zone with its abbreviation', () => {
    expect(formatTime(lateEvening, 'America/Los_Angeles')).toBe('10:45 PM PST');
    expect(formatTime(lateEvening, 'Europe/Berlin')).toBe('7:45 AM CET');
    expect(formatTime(new Date('2026-07-01T16:05:00Z'), 'America/Los_Angeles')).toBe('9:05 AM PDT');
    expect(formatTime(lateEvening, 'UTC')).toBe('6:45 AM UTC');
  });
});
