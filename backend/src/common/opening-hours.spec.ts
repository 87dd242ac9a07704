import { Settings } from 'luxon';
import {
  DEFAULT_OPENING_HOURS,
  describeOverrides,
  describeStatus,
  sayClosed,
  describeWeek,
  hoursOn,
  statusAt,
  validateOpeningHours,
  WEEKDAYS,
  type DateOverride,
  type OpeningHours,
  type TimeRange,
  type Weekday,
} from './opening-hours';

// Every instant below is written in UTC and worked out by hand from the zone's offset on that date, so a wrong offset
// or a wrong side of a daylight-saving change fails. 2026: Dec 21 and 28 are Mondays, Dec 24 a Thursday, Mar 8 and
// Nov 1 Sundays; New York is UTC-5 in winter and UTC-4 from Mar 8 02:00 to Nov 1 02:00; Kolkata is UTC+5:30 all year;
// Sydney is UTC+11 until Apr 5 03:00, UTC+10 until Oct 4 02:00, then UTC+11 again.

const range = (start: string, end: string): TimeRange => ({ start, end });
const NINE_TO_FIVE = [range('09:00', '17:00')];

/** Opening hours with the given days' ranges (the other days closed) and overrides. */
function hoursWith(timeZone: string, days: Partial<Record<Weekday, TimeRange[]>>, overrides: DateOverride[] = []): OpeningHours {
  const weekly = Object.fromEntries(WEEKDAYS.map((day) => [day, days[day] ?? []])) as Record<Weekday, TimeRange[]>;
  return { timeZone, weekly, overrides };
}

const override = (from: string, to: string, ranges: TimeRange[], label = ''): DateOverride => ({ from, to, ranges, label });
const at = (iso: string) => new Date(iso);
/** `count` closed single dates, one a day from Jan 1, 2030. */
const singleDates = (count: number) =>
  Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(2030, 0, 1 + index)).toISOString().slice(0, 10);
    return override(date, date, []);
  });

describe('opening hours', () => {
  describe('DEFAULT_OPENING_HOURS', () => {
    it('is Monday to Friday 9 to 5, weekends closed, no overrides, in the zone given', () => {
      expect(DEFAULT_OPENING_HOURS('America/Chicago')).toEqual({
        timeZone: 'America/Chicago',
        weekly: {
          monday: NINE_TO_FIVE,
          tuesday: NINE_TO_FIVE,
          wednesday: NINE_TO_FIVE,
          thursday: NINE_TO_FIVE,
          friday: NINE_TO_FIVE,
          saturday: [],
          sunday: [],
        },
        overrides: [],
      });
    });

    it('gives each day ranges of its own, so editing one day leaves the others', () => {
      const hours = DEFAULT_OPENING_HOURS('UTC');
      hours.weekly.monday[0].end = '12:00';
      expect(hours.weekly.tuesday).toEqual(NINE_TO_FIVE);
      expect(DEFAULT_OPENING_HOURS('UTC').weekly.monday).toEqual(NINE_TO_FIVE);
    });
  });

  describe('validateOpeningHours', () => {
    const valid = (): OpeningHours =>
      hoursWith(
        'America/New_York',
        { monday: [range('09:00', '12:00'), range('13:00', '17:00')], saturday: [range('20:00', '24:00')], sunday: [range('00:00', '02:00')] },
        [override('2026-12-24', '2026-12-26', [], 'Christmas'), override('2026-12-31', '2026-12-31', [range('09:00', '13:00')])],
      );
    const withWeekday = (day: Weekday, ranges: TimeRange[]) => ({ ...valid(), weekly: { ...valid().weekly, [day]: ranges } });
    const withOverrides = (overrides: DateOverride[]) => ({ ...valid(), overrides });

    it('accepts a valid week and the default hours', () => {
      expect(validateOpeningHours(valid())).toEqual({});
      expect(validateOpeningHours(DEFAULT_OPENING_HOURS('America/New_York'))).toEqual({});
    });

    it('accepts the limits themselves: 6 touching ranges to 24:00, 100 overrides, 366 days, a 60-character label', () => {
      const six = [
        range('00:00', '04:00'),
        range('04:00', '08:00'),
        range('08:00', '12:00'),
        range('12:00', '16:00'),
        range('16:00', '20:00'),
        range('20:00', '24:00'),
      ];
      const hours = { ...withWeekday('friday', six), overrides: [...singleDates(99), override('2026-01-01', '2027-01-01', [], 'x'.repeat(60))] };
      expect(validateOpeningHours(hours)).toEqual({});
    });

    it.each([['UTC'], ['Asia/Kolkata'], ['Australia/Sydney'], ['EST5EDT'], ['Etc/GMT+5']])('accepts the time zone %s', (timeZone) => {
      expect(validateOpeningHours({ ...valid(), timeZone })).toEqual({});
    });

    it.each([
      ['Mars/Olympus', '"Mars/Olympus" is not a time zone: choose one such as America/New_York'],
      ['EST5EDT ', '"EST5EDT " is not a time zone: choose one such as America/New_York'],
      [' America/New_York', '" America/New_York" is not a time zone: choose one such as America/New_York'],
      ['+05:00', '"+05:00" is not a time zone: choose one such as America/New_York'],
      ['', 'Choose the time zone your business is in'],
    ])('refuses the time zone %j', (timeZone, message) => {
      expect(validateOpeningHours({ ...valid(), timeZone })).toEqual({ timeZone: message });
    });

    it.each([
      ['9:00', '17:00', 'start', "Monday's second range needs a start time from 00:00 to 23:59"],
      ['24:00', '24:00', 'start', "Monday's second range needs a start time from 00:00 to 23:59"],
      ['13:60', '17:00', 'start', "Monday's second range needs a start time from 00:00 to 23:59"],
      ['13:00', '24:01', 'end', "Monday's second range needs an end time from 00:00 to 24:00"],
      ['13:00', '25:00', 'end', "Monday's second range needs an end time from 00:00 to 24:00"],
      ['13:00', '5 pm', 'end', "Monday's second range needs an end time from 00:00 to 24:00"],
    ])('refuses a time that is not HH:MM from 00:00 to 23:59 (end 24:00): %s–%s', (start, end, field, message) => {
      expect(validateOpeningHours(withWeekday('monday', [range('09:00', '12:00'), range(start, end)]))).toEqual({ [`weekly.monday.1.${field}`]: message });
    });

    it('refuses a range that ends before it starts, or when it starts', () => {
      expect(validateOpeningHours(withWeekday('monday', [range('09:00', '12:00'), range('17:00', '13:00')]))).toEqual({
        'weekly.monday.1.end': "Monday's second range ends before it starts",
      });
      expect(validateOpeningHours(withWeekday('wednesday', [range('09:00', '09:00')]))).toEqual({
        'weekly.wednesday.0.end': "Wednesday's first range starts and ends at the same time",
      });
      // A range past midnight is two ranges on two days.
      expect(validateOpeningHours(withWeekday('friday', [range('20:00', '02:00')]))).toEqual({
        'weekly.friday.0.end': "Friday's first range ends before it starts",
      });
    });

    it('names the ranges that overlap, on the one that starts later', () => {
      expect(validateOpeningHours(withWeekday('monday', [range('09:00', '13:00'), range('15:00', '16:00'), range('12:00', '14:00')]))).toEqual({
        'weekly.monday.2': "Monday's first and third ranges overlap",
      });
      // 12:00–17:00 overlaps both others: 14:00–15:00 starts after it, and carries that pair's message.
      expect(validateOpeningHours(withWeekday('monday', [range('09:00', '13:00'), range('14:00', '15:00'), range('12:00', '17:00')]))).toEqual({
        'weekly.monday.1': "Monday's second and third ranges overlap",
        'weekly.monday.2': "Monday's first and third ranges overlap",
      });
      expect(validateOpeningHours(withWeekday('thursday', [range('12:00', '17:00'), range('09:00', '12:30')]))).toEqual({
        'weekly.thursday.0': "Thursday's first and second ranges overlap",
      });
      expect(validateOpeningHours(withWeekday('tuesday', [range('09:00', '12:00'), range('09:00', '10:00')]))).toEqual({
        'weekly.tuesday.1': "Tuesday's first and second ranges overlap",
      });
    });

    it('lets ranges touch', () => {
      expect(validateOpeningHours(withWeekday('monday', [range('12:00', '17:00'), range('09:00', '12:00')]))).toEqual({});
    });

    it('allows at most 6 ranges a day', () => {
      const seven = ['08', '09', '10', '11', '12', '13', '14'].map((hour) => range(`${hour}:00`, `${hour}:30`));
      expect(validateOpeningHours(withWeekday('saturday', seven))).toEqual({ 'weekly.saturday': 'Saturday has 7 ranges: keep it to 6 at most' });
    });

    it('says when a day of the week is missing', () => {
      const { sunday: _sunday, ...weekly } = valid().weekly;
      expect(validateOpeningHours({ ...valid(), weekly: weekly as Record<Weekday, TimeRange[]> })).toEqual({ 'weekly.sunday': "Sunday's hours are missing" });
    });

    it.each([
      ['2026-02-30', '2026-02-30 is not a real date'],
      ['2026-13-01', '2026-13-01 is not a real date'],
      ['2026/12/24', 'Enter a date like 2026-12-24'],
      ['Dec 24', 'Enter a date like 2026-12-24'],
    ])('refuses the override date %s', (date, message) => {
      expect(validateOpeningHours(withOverrides([override(date, '2026-12-26', [])]))).toEqual({ 'overrides.0.from': message });
      expect(validateOpeningHours(withOverrides([override('2026-01-01', date, [])]))).toEqual({ 'overrides.0.to': message });
    });

    it('accepts Feb 29 in a leap year only', () => {
      expect(validateOpeningHours(withOverrides([override('2028-02-29', '2028-02-29', [])]))).toEqual({});
      expect(validateOpeningHours(withOverrides([override('2027-02-29', '2027-03-01', [])]))).toEqual({ 'overrides.0.from': '2027-02-29 is not a real date' });
    });

    it('refuses an override that ends before it starts', () => {
      expect(validateOpeningHours(withOverrides([override('2026-12-26', '2026-12-24', [], 'Christmas')]))).toEqual({
        'overrides.0.to': 'The end date, Dec 24, 2026, is before the start date, Dec 26, 2026',
      });
    });

    it('refuses an override longer than 366 days', () => {
      expect(validateOpeningHours(withOverrides([override('2026-01-01', '2027-01-02', [])]))).toEqual({
        'overrides.0.to': 'Jan 1, 2026–Jan 2, 2027 is 367 days long: keep it to 366 days at most',
      });
    });

    it('names the overrides that overlap, on the later one', () => {
      expect(validateOpeningHours(withOverrides([override('2026-12-25', '2026-12-25', []), override('2026-12-24', '2026-12-26', [], 'Christmas')]))).toEqual({
        'overrides.1': 'Dec 24–26, 2026 overlaps Dec 25, 2026',
      });
      expect(
        validateOpeningHours(
          withOverrides([override('2026-11-30', '2026-12-02', []), override('2026-12-05', '2026-12-06', []), override('2026-12-02', '2026-12-03', [])]),
        ),
      ).toEqual({ 'overrides.2': 'Dec 2–3, 2026 overlaps Nov 30–Dec 2, 2026' });
      expect(validateOpeningHours(withOverrides([override('2026-12-30', '2027-01-02', []), override('2027-01-02', '2027-01-02', [])]))).toEqual({
        'overrides.1': 'Jan 2, 2027 overlaps Dec 30, 2026–Jan 2, 2027',
      });
    });

    it('lets overrides on consecutive dates be', () => {
      expect(validateOpeningHours(withOverrides([override('2026-12-24', '2026-12-26', []), override('2026-12-27', '2026-12-27', [])]))).toEqual({});
    });

    it('allows at most 100 overrides', () => {
      expect(validateOpeningHours(withOverrides(singleDates(101)))).toEqual({ overrides: 'Keep dates with their own hours to 100 at most (there are 101)' });
    });

    it('allows a label of at most 60 characters', () => {
      expect(validateOpeningHours(withOverrides([override('2026-12-25', '2026-12-25', [], 'x'.repeat(61))]))).toEqual({
        'overrides.0.label': 'Keep the name to 60 characters at most (this one has 61)',
      });
    });

    it("checks an override's ranges as a day's, naming its dates", () => {
      const ranges = [range('09:00', '13:00'), range('12:00', '11:00'), range('12:30', '14:00'), range('15:00', '15:60')];
      expect(validateOpeningHours(withOverrides([override('2026-12-31', '2026-12-31', ranges)]))).toEqual({
        'overrides.0.ranges.1.end': 'The second range of Dec 31, 2026 ends before it starts',
        'overrides.0.ranges.2': 'The first and third ranges of Dec 31, 2026 overlap',
        'overrides.0.ranges.3.end': 'The fourth range of Dec 31, 2026 needs an end time from 00:00 to 24:00',
      });
      const seven = ['08', '09', '10', '11', '12', '13', '14'].map((hour) => range(`${hour}:00`, `${hour}:30`));
      expect(validateOpeningHours(withOverrides([override('2026-12-24', '2026-12-26', seven)]))).toEqual({
        'overrides.0.ranges': 'Dec 24–26, 2026 has 7 ranges: keep it to 6 at most',
      });
      expect(validateOpeningHours(withOverrides([override('2026-12-32', '2026-12-31', [range('10:00', '09:00')])]))).toEqual({
        'overrides.0.from': '2026-12-32 is not a real date',
        'overrides.0.ranges.0.end': 'The first range of this date ends before it starts',
      });
    });

    it('reports every problem at once, one message a field', () => {
      const hours: OpeningHours = {
        ...withWeekday('monday', [range('09:00', '08:00')]),
        timeZone: 'Mars/Olympus',
        overrides: [override('2026-12-24', '2026-12-23', [], 'x'.repeat(61))],
      };
      expect(validateOpeningHours(hours)).toEqual({
        timeZone: '"Mars/Olympus" is not a time zone: choose one such as America/New_York',
        'weekly.monday.0.end': "Monday's first range ends before it starts",
        'overrides.0.to': 'The end date, Dec 23, 2026, is before the start date, Dec 24, 2026',
        'overrides.0.label': 'Keep the name to 60 characters at most (this one has 61)',
      });
    });
  });

  describe('hoursOn', () => {
    const christmas = override('2026-12-24', '2026-12-26', [], 'Christmas');
    const newYearsEve = override('2026-12-31', '2026-12-31', [range('09:00', '13:00')]);
    const hours = { ...DEFAULT_OPENING_HOURS('America/New_York'), overrides: [christmas, newYearsEve] };

    it("gives a date its weekday's ranges when no override covers it", () => {
      expect(hoursOn(hours, '2026-12-21')).toEqual({ ranges: NINE_TO_FIVE, override: null }); // Monday
      expect(hoursOn(hours, '2026-12-27')).toEqual({ ranges: [], override: null }); // Sunday, just after Christmas
      expect(hoursOn(hours, '2026-12-23')).toEqual({ ranges: NINE_TO_FIVE, override: null }); // Wednesday, just before
    });

    it('lets an override win over the weekday on each date of its range, both ends included', () => {
      for (const date of ['2026-12-24', '2026-12-25', '2026-12-26']) {
        const result = hoursOn(hours, date);
        expect(result).toEqual({ ranges: [], override: christmas });
        expect(result.override).toBe(christmas);
      }
      expect(hoursOn(hours, '2026-12-31')).toEqual({ ranges: [range('09:00', '13:00')], override: newYearsEve });
    });

    it('reads the weekday of the calendar date, whatever the time zone', () => {
      expect(hoursOn({ ...hours, timeZone: 'Pacific/Kiritimati' }, '2028-02-29')).toEqual({ ranges: NINE_TO_FIVE, override: null }); // a Tuesday
      expect(hoursOn({ ...hours, timeZone: 'Pacific/Pago_Pago' }, '2026-12-20')).toEqual({ ranges: [], override: null }); // a Sunday
    });

    it('throws on a date that is not one', () => {
      expect(() => hoursOn(hours, '2026-02-30')).toThrow('Not a date: 2026-02-30');
    });
  });

  describe('statusAt', () => {
    const newYork = DEFAULT_OPENING_HOURS('America/New_York');

    it('is open within a range and says when it closes, closed outside and says when it opens', () => {
      // Monday Dec 21, 2026: 9:00 AM EST is 14:00Z, 5:00 PM is 22:00Z.
      expect(statusAt(newYork, at('2026-12-21T13:59:00Z'))).toEqual({ open: false, changesAt: at('2026-12-21T14:00:00Z'), override: null });
      expect(statusAt(newYork, at('2026-12-21T14:00:00Z'))).toEqual({ open: true, changesAt: at('2026-12-21T22:00:00Z'), override: null });
      expect(statusAt(newYork, at('2026-12-21T21:59:59Z'))).toEqual({ open: true, changesAt: at('2026-12-21T22:00:00Z'), override: null });
      // The end is when it closes: at 5:00 PM it is closed until Tuesday 9:00 AM.
      expect(statusAt(newYork, at('2026-12-21T22:00:00Z'))).toEqual({ open: false, changesAt: at('2026-12-22T14:00:00Z'), override: null });
      // Friday evening: next Monday.
      expect(statusAt(newYork, at('2026-12-19T00:00:00Z'))).toEqual({ open: false, changesAt: at('2026-12-21T14:00:00Z'), override: null });
    });

    it('works in the business time zone, not UTC: 03:00Z Tuesday is still Monday evening in New York', () => {
      const mondayEvening = hoursWith('America/New_York', { monday: [range('21:00', '23:00')] });
      expect(statusAt(mondayEvening, at('2026-12-22T03:00:00Z'))).toEqual({ open: true, changesAt: at('2026-12-22T04:00:00Z'), override: null });
    });

    it('treats Monday 20:00–24:00 and Tuesday 00:00–02:00 as one opening across midnight', () => {
      const lateNight = hoursWith('America/New_York', { monday: [range('20:00', '24:00')], tuesday: [range('00:00', '02:00')] });
      // Monday 7 PM: opens at 8 PM (01:00Z).
      expect(statusAt(lateNight, at('2026-12-22T00:00:00Z'))).toEqual({ open: false, changesAt: at('2026-12-22T01:00:00Z'), override: null });
      // Monday 10 PM and Tuesday 12:30 AM: closes Tuesday 2 AM (07:00Z), not at midnight.
      expect(statusAt(lateNight, at('2026-12-22T03:00:00Z'))).toEqual({ open: true, changesAt: at('2026-12-22T07:00:00Z'), override: null });
      expect(statusAt(lateNight, at('2026-12-22T05:00:00Z'))).toEqual({ open: true, changesAt: at('2026-12-22T07:00:00Z'), override: null });
      // Tuesday 2 AM: closed until next Monday 8 PM.
      expect(statusAt(lateNight, at('2026-12-22T07:00:00Z'))).toEqual({ open: false, changesAt: at('2026-12-29T01:00:00Z'), override: null });
    });

    it('treats touching ranges of one day as one opening', () => {
      const split = hoursWith('UTC', { monday: [range('12:00', '17:00'), range('09:00', '12:00')] });
      expect(statusAt(split, at('2026-12-21T10:00:00Z'))).toEqual({ open: true, changesAt: at('2026-12-21T17:00:00Z'), override: null });
    });

    it('gives no change when nothing changes within 14 days', () => {
      const always = hoursWith('Europe/Paris', Object.fromEntries(WEEKDAYS.map((day) => [day, [range('00:00', '24:00')]])));
      expect(statusAt(always, at('2026-12-21T10:00:00Z'))).toEqual({ open: true, changesAt: null, override: null });
      expect(statusAt(hoursWith('Europe/Paris', {}), at('2026-12-21T10:00:00Z'))).toEqual({ open: false, changesAt: null, override: null });
      // Closed for three weeks: the reopening after 14 days is beyond the look.
      const renovation = override('2026-12-01', '2026-12-21', [], 'Renovation');
      expect(statusAt({ ...newYork, overrides: [renovation] }, at('2026-12-01T15:00:00Z'))).toEqual({ open: false, changesAt: null, override: renovation });
    });

    it('counts a change exactly 14 days ahead as within the 14 days', () => {
      // Mondays 9 to 5 UTC, closed on Dec 7 and Dec 14: from Monday Dec 7, the next opening is Dec 21, 09:00Z.
      const mondays = {
        ...hoursWith('UTC', { monday: [range('09:00', '17:00')] }),
        overrides: [override('2026-12-07', '2026-12-07', []), override('2026-12-14', '2026-12-14', [])],
      };
      expect(statusAt(mondays, at('2026-12-07T09:00:00Z')).changesAt).toEqual(at('2026-12-21T09:00:00Z'));
      expect(statusAt(mondays, at('2026-12-07T08:59:59Z')).changesAt).toBeNull();
    });

    it('follows a closed-for-Christmas override and names it', () => {
      const christmas = override('2026-12-24', '2026-12-26', [], 'Christmas');
      const hours = { ...newYork, overrides: [christmas] };
      // Thursday Dec 24, 10 AM: closed (a weekday otherwise open), next open Monday Dec 28, 9 AM EST.
      const status = statusAt(hours, at('2026-12-24T15:00:00Z'));
      expect(status).toEqual({ open: false, changesAt: at('2026-12-28T14:00:00Z'), override: christmas });
      expect(status.override).toBe(christmas);
      // Wednesday Dec 23, 4 PM: open, and after closing the next opening skips Christmas.
      expect(statusAt(hours, at('2026-12-23T21:00:00Z'))).toEqual({ open: true, changesAt: at('2026-12-23T22:00:00Z'), override: null });
      expect(statusAt(hours, at('2026-12-23T22:00:00Z'))).toEqual({ open: false, changesAt: at('2026-12-28T14:00:00Z'), override: null });
    });

    it("follows an override's own hours instead of the weekday's", () => {
      const newYearsEve = override('2026-12-31', '2026-12-31', [range('10:00', '13:00')]);
      const hours = { ...newYork, overrides: [newYearsEve] };
      expect(statusAt(hours, at('2026-12-31T14:30:00Z'))).toEqual({ open: false, changesAt: at('2026-12-31T15:00:00Z'), override: newYearsEve });
      expect(statusAt(hours, at('2026-12-31T17:00:00Z'))).toEqual({ open: true, changesAt: at('2026-12-31T18:00:00Z'), override: newYearsEve });
    });

    describe('in America/New_York on the 2026 daylight-saving days', () => {
      // Sunday Mar 8: at 2:00 AM EST (07:00Z) the clocks jump to 3:00 AM EDT. Sunday Nov 1: at 2:00 AM EDT (06:00Z) they
      // go back to 1:00 AM EST, so 1:00–1:59 happens twice (05:00Z–05:59Z, then 06:00Z–06:59Z).
      const sunday = (...ranges: TimeRange[]) => hoursWith('America/New_York', { sunday: ranges });

      it('spring forward: 01:00–03:00 is open one hour, 1:00 AM EST to 3:00 AM EDT', () => {
        const hours = sunday(range('01:00', '03:00'));
        expect(statusAt(hours, at('2026-03-08T05:59:00Z'))).toEqual({ open: false, changesAt: at('2026-03-08T06:00:00Z'), override: null });
        expect(statusAt(hours, at('2026-03-08T06:30:00Z'))).toEqual({ open: true, changesAt: at('2026-03-08T07:00:00Z'), override: null });
        // 3:00 AM EDT: closed until next Sunday 1:00 AM EDT.
        expect(statusAt(hours, at('2026-03-08T07:00:00Z'))).toEqual({ open: false, changesAt: at('2026-03-15T05:00:00Z'), override: null });
      });

      it('spring forward: a range starting at 02:30, which never happens, starts when the clocks reach 03:00', () => {
        const hours = sunday(range('02:30', '05:00'));
        expect(statusAt(hours, at('2026-03-08T06:59:00Z'))).toEqual({ open: false, changesAt: at('2026-03-08T07:00:00Z'), override: null });
        expect(statusAt(hours, at('2026-03-08T07:00:00Z'))).toEqual({ open: true, changesAt: at('2026-03-08T09:00:00Z'), override: null });
      });

      it('spring forward: a range ending at 02:30 ends when the clocks reach 03:00, and so touches one starting at 03:00', () => {
        expect(statusAt(sunday(range('00:00', '02:30')), at('2026-03-08T06:45:00Z'))).toEqual({
          open: true,
          changesAt: at('2026-03-08T07:00:00Z'),
          override: null,
        });
        const hours = sunday(range('00:00', '02:30'), range('03:00', '04:00'));
        expect(statusAt(hours, at('2026-03-08T06:45:00Z'))).toEqual({ open: true, changesAt: at('2026-03-08T08:00:00Z'), override: null });
      });

      it('spring forward: a range wholly in the skipped hour does not open that day', () => {
        const hours = sunday(range('02:00', '02:30'));
        // Next Sunday's 2:00 AM EDT is 06:00Z.
        expect(statusAt(hours, at('2026-03-08T05:00:00Z'))).toEqual({ open: false, changesAt: at('2026-03-15T06:00:00Z'), override: null });
      });

      it('fall back: 01:00–03:00 opens at the first 1:00 AM (EDT) and closes at 3:00 AM EST, three hours later', () => {
        const hours = sunday(range('01:00', '03:00'));
        expect(statusAt(hours, at('2026-11-01T04:59:00Z'))).toEqual({ open: false, changesAt: at('2026-11-01T05:00:00Z'), override: null });
        expect(statusAt(hours, at('2026-11-01T05:00:00Z'))).toEqual({ open: true, changesAt: at('2026-11-01T08:00:00Z'), override: null });
        // The second 1:30 AM (EST) is within the same opening.
        expect(statusAt(hours, at('2026-11-01T06:30:00Z'))).toEqual({ open: true, changesAt: at('2026-11-01T08:00:00Z'), override: null });
      });

      it('fall back: a range ending at 01:30 ends at the first 1:30 AM, and the second one is closed', () => {
        const hours = sunday(range('00:00', '01:30'));
        expect(statusAt(hours, at('2026-11-01T05:15:00Z'))).toEqual({ open: true, changesAt: at('2026-11-01T05:30:00Z'), override: null });
        // 1:45 AM EDT, and 1:15 AM EST: closed until next Sunday midnight EST (05:00Z).
        expect(statusAt(hours, at('2026-11-01T05:45:00Z'))).toEqual({ open: false, changesAt: at('2026-11-08T05:00:00Z'), override: null });
        expect(statusAt(hours, at('2026-11-01T06:15:00Z'))).toEqual({ open: false, changesAt: at('2026-11-08T05:00:00Z'), override: null });
      });

      it('fall back: a range starting at 01:30 starts at the first 1:30 AM, whatever the date the code runs on', () => {
        const hours = sunday(range('01:30', '02:00'));
        const now = Settings.now;
        try {
          // Luxon resolves a time that occurs twice by the offset the zone has when the code runs; these rules do not.
          for (const today of ['2026-01-15T12:00:00Z', '2026-07-15T12:00:00Z']) {
            Settings.now = () => Date.parse(today);
            expect(statusAt(hours, at('2026-11-01T05:00:00Z'))).toEqual({ open: false, changesAt: at('2026-11-01T05:30:00Z'), override: null });
            // 2:00 AM happens once, in EST (07:00Z): open an hour and a half.
            expect(statusAt(hours, at('2026-11-01T05:30:00Z'))).toEqual({ open: true, changesAt: at('2026-11-01T07:00:00Z'), override: null });
          }
        } finally {
          Settings.now = now;
        }
      });
    });

    it('works in a zone with a 30-minute offset: Asia/Kolkata, UTC+5:30', () => {
      const kolkata = hoursWith('Asia/Kolkata', { monday: [range('09:00', '17:30')], tuesday: [range('09:00', '17:30')] });
      // Monday Dec 21, 9:00 AM IST is 03:30Z; 5:30 PM is 12:00Z.
      expect(statusAt(kolkata, at('2026-12-21T03:29:00Z'))).toEqual({ open: false, changesAt: at('2026-12-21T03:30:00Z'), override: null });
      expect(statusAt(kolkata, at('2026-12-21T11:59:00Z'))).toEqual({ open: true, changesAt: at('2026-12-21T12:00:00Z'), override: null });
      expect(statusAt(kolkata, at('2026-12-21T12:00:00Z'))).toEqual({ open: false, changesAt: at('2026-12-22T03:30:00Z'), override: null });
      // Sunday 20:00Z is already Monday 1:30 AM in Kolkata: it opens that same morning.
      expect(statusAt(kolkata, at('2026-12-20T20:00:00Z'))).toEqual({ open: false, changesAt: at('2026-12-21T03:30:00Z'), override: null });
    });

    it('works south of the equator: Australia/Sydney is UTC+11 in December and UTC+10 in July', () => {
      const sydney = hoursWith('Australia/Sydney', { monday: NINE_TO_FIVE });
      // Monday Dec 21, 9:00 AM AEDT is Sunday Dec 20, 22:00Z; Monday Jul 6, 9:00 AM AEST is Sunday Jul 5, 23:00Z.
      expect(statusAt(sydney, at('2026-12-20T22:00:00Z'))).toEqual({ open: true, changesAt: at('2026-12-21T06:00:00Z'), override: null });
      expect(statusAt(sydney, at('2026-07-05T22:30:00Z'))).toEqual({ open: false, changesAt: at('2026-07-05T23:00:00Z'), override: null });
      expect(statusAt(sydney, at('2026-07-05T23:00:00Z'))).toEqual({ open: true, changesAt: at('2026-07-06T07:00:00Z'), override: null });
    });

    it("follows Sydney's own daylight-saving days: Oct 4, 2026 forward, Apr 5, 2026 back", () => {
      const sydney = hoursWith('Australia/Sydney', { sunday: [range('01:00', '03:00')] });
      // Oct 4: 2:00 AM AEST (16:00Z) becomes 3:00 AM AEDT, so 1:00–3:00 is 15:00Z–16:00Z.
      expect(statusAt(sydney, at('2026-10-03T15:30:00Z'))).toEqual({ open: true, changesAt: at('2026-10-03T16:00:00Z'), override: null });
      // Apr 5: 3:00 AM AEDT (16:00Z) goes back to 2:00 AM AEST, so 1:00 AEDT–3:00 AEST is 14:00Z–17:00Z.
      expect(statusAt(sydney, at('2026-04-04T14:00:00Z'))).toEqual({ open: true, changesAt: at('2026-04-04T17:00:00Z'), override: null });
      const lateStart = hoursWith('Australia/Sydney', { sunday: [range('02:30', '04:00')] });
      // The first 2:30 AM of Apr 5 is AEDT (15:30Z); the one 4:00 AM is AEST (18:00Z).
      expect(statusAt(lateStart, at('2026-04-04T15:00:00Z'))).toEqual({ open: false, changesAt: at('2026-04-04T15:30:00Z'), override: null });
      expect(statusAt(lateStart, at('2026-04-04T15:30:00Z'))).toEqual({ open: true, changesAt: at('2026-04-04T18:00:00Z'), override: null });
    });
  });

  describe('describeStatus', () => {
    const newYork = DEFAULT_OPENING_HOURS('America/New_York');

    it.each([
      ['open, with its closing time', '2026-12-21T15:00:00Z', 'Open now · closes at 5:00 PM'],
      ['closed, opening later today', '2026-12-21T12:00:00Z', 'Closed · opens at 9:00 AM'],
      ['closed, opening tomorrow', '2026-12-21T23:00:00Z', 'Closed · opens tomorrow at 9:00 AM'],
      ['closed, opening within a week', '2026-12-19T15:00:00Z', 'Closed · opens Monday at 9:00 AM'],
    ])('says %s', (_case, instant, text) => {
      expect(describeStatus(newYork, at(instant))).toBe(text);
    });

    it('gives the closing time in 12-hour form: "closes at 6:00 PM", "closes at 12:30 PM"', () => {
      expect(describeStatus(hoursWith('America/New_York', { monday: [range('09:00', '18:00')] }), at('2026-12-21T15:00:00Z'))).toBe(
        'Open now · closes at 6:00 PM',
      );
      expect(describeStatus(hoursWith('America/New_York', { monday: [range('09:00', '12:30')] }), at('2026-12-21T15:00:00Z'))).toBe(
        'Open now · closes at 12:30 PM',
      );
    });

    it('names the date of an opening a week or more away', () => {
      const holidays = override('2026-12-21', '2026-12-27', [], 'Holidays');
      // Sunday Dec 20, noon: closed the whole next week.
      expect(describeStatus({ ...newYork, overrides: [holidays] }, at('2026-12-20T17:00:00Z'))).toBe('Closed · opens Dec 28 at 9:00 AM');
    });

    it('names an override that closes today', () => {
      const christmas = override('2026-12-25', '2026-12-25', [], 'Christmas');
      const withSaturday = { ...newYork, weekly: { ...newYork.weekly, saturday: [range('09:00', '13:00')] }, overrides: [christmas] };
      expect(describeStatus(withSaturday, at('2026-12-25T15:00:00Z'))).toBe('Closed today (Christmas) · opens tomorrow at 9:00 AM');
      const christmasWeek = override('2026-12-24', '2026-12-26', [], 'Christmas');
      expect(describeStatus({ ...newYork, overrides: [christmasWeek] }, at('2026-12-24T15:00:00Z'))).toBe('Closed today (Christmas) · opens Monday at 9:00 AM');
      const unnamed = override('2026-12-25', '2026-12-25', []);
      expect(describeStatus({ ...withSaturday, overrides: [unnamed] }, at('2026-12-25T15:00:00Z'))).toBe('Closed today · opens tomorrow at 9:00 AM');
    });

    it('does not say "closed today" after an override\'s own hours are over', () => {
      const newYearsEve = override('2026-12-31', '2026-12-31', [range('09:00', '13:00')], "New Year's Eve");
      expect(describeStatus({ ...newYork, overrides: [newYearsEve] }, at('2026-12-31T20:00:00Z'))).toBe('Closed · opens tomorrow at 9:00 AM');
      expect(describeStatus({ ...newYork, overrides: [newYearsEve] }, at('2026-12-31T15:00:00Z'))).toBe('Open now · closes at 1:00 PM');
    });

    it('says when no opening hours are set', () => {
      expect(describeStatus(hoursWith('America/New_York', {}), at('2026-12-21T15:00:00Z'))).toBe('Closed · no opening hours set');
    });

    it('says when weekly hours are set but it does not open within 14 days', () => {
      const renovation = override('2026-12-01', '2026-12-31', [], 'Renovation');
      expect(describeStatus({ ...newYork, overrides: [renovation] }, at('2026-12-14T15:00:00Z'))).toBe(
        'Closed today (Renovation) · not open in the next 14 days',
      );
      // Monday Nov 30, 6 PM: closed for the night, then for December.
      expect(describeStatus({ ...newYork, overrides: [renovation] }, at('2026-11-30T23:00:00Z'))).toBe('Closed · not open in the next 14 days');
    });

    it('says an opening across midnight closes tomorrow, or at its time once past midnight', () => {
      const lateNight = hoursWith('America/New_York', { monday: [range('20:00', '24:00')], tuesday: [range('00:00', '02:00')] });
      expect(describeStatus(lateNight, at('2026-12-22T03:00:00Z'))).toBe('Open now · closes tomorrow at 2:00 AM');
      expect(describeStatus(lateNight, at('2026-12-22T05:30:00Z'))).toBe('Open now · closes at 2:00 AM');
    });

    it('says a closing at midnight closes "at 12:00 AM", as the day it ends', () => {
      const evening = hoursWith('America/New_York', { monday: [range('20:00', '24:00')], wednesday: [range('09:00', '17:00')] });
      expect(describeStatus(evening, at('2026-12-22T03:00:00Z'))).toBe('Open now · closes at 12:00 AM');
      // Opening at midnight is the next day's.
      const midnight = hoursWith('America/New_York', { tuesday: [range('00:00', '06:00')] });
      expect(describeStatus(midnight, at('2026-12-22T03:00:00Z'))).toBe('Closed · opens tomorrow at 12:00 AM');
    });

    it('says "Open now" alone when it stays open past the 14 days', () => {
      const always = hoursWith('UTC', Object.fromEntries(WEEKDAYS.map((day) => [day, [range('00:00', '24:00')]])));
      expect(describeStatus(always, at('2026-12-21T15:00:00Z'))).toBe('Open now');
    });

    it("gives times in the business's zone", () => {
      const kolkata = hoursWith('Asia/Kolkata', { monday: [range('09:00', '17:30')] });
      expect(describeStatus(kolkata, at('2026-12-21T06:00:00Z'))).toBe('Open now · closes at 5:30 PM');
      expect(describeStatus(kolkata, at('2026-12-20T20:00:00Z'))).toBe('Closed · opens at 9:00 AM');
      // The second 1:30 AM of Nov 1 in New York (EST): the range started at the first and ends at 3:00 AM.
      expect(describeStatus(hoursWith('America/New_York', { sunday: [range('01:00', '03:00')] }), at('2026-11-01T06:30:00Z'))).toBe(
        'Open now · closes at 3:00 AM',
      );
    });
  });

  describe('describeWeek', () => {
    it('gives one line a weekday, Monday first, ranges in order of time', () => {
      const hours = hoursWith('America/New_York', {
        monday: [range('13:00', '17:00'), range('09:00', '12:00')],
        tuesday: NINE_TO_FIVE,
        friday: [range('00:00', '02:00'), range('20:00', '24:00')],
        saturday: [range('10:30', '12:15')],
      });
      expect(describeWeek(hours)).toEqual([
        'Monday: 9:00 AM–12:00 PM, 1:00 PM–5:00 PM',
        'Tuesday: 9:00 AM–5:00 PM',
        'Wednesday: closed',
        'Thursday: closed',
        'Friday: 12:00 AM–2:00 AM, 8:00 PM–12:00 AM',
        'Saturday: 10:30 AM–12:15 PM',
        'Sunday: closed',
      ]);
    });

    it('describes the default hours', () => {
      expect(describeWeek(DEFAULT_OPENING_HOURS('UTC'))).toEqual([
        'Monday: 9:00 AM–5:00 PM',
        'Tuesday: 9:00 AM–5:00 PM',
        'Wednesday: 9:00 AM–5:00 PM',
        'Thursday: 9:00 AM–5:00 PM',
        'Friday: 9:00 AM–5:00 PM',
        'Saturday: closed',
        'Sunday: closed',
      ]);
    });
  });

  describe('describeOverrides', () => {
    const hours: OpeningHours = {
      ...DEFAULT_OPENING_HOURS('America/New_York'),
      overrides: [
        override('2026-12-31', '2026-12-31', [range('09:00', '13:00')]),
        override('2027-01-03', '2027-01-04', [], 'Too late'),
        override('2026-12-24', '2026-12-26', [], 'Christmas'),
        override('2026-12-01', '2026-12-02', [], 'Past'),
        override('2026-12-18', '2026-12-20', [range('10:00', '14:00'), range('08:00', '09:00')], 'Inventory'),
        override('2027-01-02', '2027-01-02', [], ''),
      ],
    };

    it("lists the overrides touching the window's dates, by date, with their hours", () => {
      // Sunday Dec 20, noon in New York: 14 days are Dec 20 to Jan 2.
      expect(describeOverrides(hours, at('2026-12-20T17:00:00Z'), 14)).toEqual([
        'Dec 18–20, 2026 (Inventory): 8:00 AM–9:00 AM, 10:00 AM–2:00 PM',
        'Dec 24–26, 2026 (Christmas): closed',
        'Dec 31, 2026: 9:00 AM–1:00 PM',
        'Jan 2, 2027: closed',
      ]);
    });

    it("reads the window's first date in the business's zone", () => {
      // 03:00Z on Dec 21 is still Dec 20 in New York; 2 days are Dec 20 and 21.
      expect(describeOverrides(hours, at('2026-12-21T03:00:00Z'), 2)).toEqual(['Dec 18–20, 2026 (Inventory): 8:00 AM–9:00 AM, 10:00 AM–2:00 PM']);
      expect(describeOverrides(hours, at('2026-12-21T05:00:00Z'), 2)).toEqual([]);
    });

    it('writes dates across months and years in full', () => {
      const spanning = {
        ...hours,
        overrides: [override('2026-11-30', '2026-12-02', [], 'Stocktake'), override('2026-12-30', '2027-01-01', [range('10:00', '12:00')], 'New Year')],
      };
      expect(describeOverrides(spanning, at('2026-11-30T17:00:00Z'), 40)).toEqual([
        'Nov 30–Dec 2, 2026 (Stocktake): closed',
        'Dec 30, 2026–Jan 1, 2027 (New Year): 10:00 AM–12:00 PM',
      ]);
    });

    it('gives nothing for an empty window', () => {
      expect(describeOverrides(hours, at('2026-12-20T17:00:00Z'), 0)).toEqual([]);
    });
  });

  describe('sayClosed', () => {
    const newYork = DEFAULT_OPENING_HOURS('America/New_York');

    it('says when it opens again, and names a holiday that closes today', () => {
      expect(sayClosed(newYork, at('2026-12-21T23:00:00Z'))).toBe("We're closed right now, and we open again tomorrow at 9:00 AM.");
      const christmas = override('2026-12-25', '2026-12-25', [], 'Christmas');
      expect(sayClosed({ ...newYork, overrides: [christmas] }, at('2026-12-25T15:00:00Z'))).toBe(
        "We're closed today for Christmas, and we open again Monday at 9:00 AM.",
      );
      expect(sayClosed({ ...newYork, overrides: [override('2026-12-25', '2026-12-25', [])] }, at('2026-12-25T15:00:00Z'))).toBe(
        "We're closed today, and we open again Monday at 9:00 AM.",
      );
    });

    it('says only that it is closed when it does not open within 14 days', () => {
      expect(sayClosed(hoursWith('America/New_York', {}), at('2026-12-21T15:00:00Z'))).toBe("We're closed right now.");
    });
  });
});
