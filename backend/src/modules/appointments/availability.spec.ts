import { DEFAULT_OPENING_HOURS } from '../../common/opening-hours';
import { blocked, freeSlots, readStart, type SlotRules, slotProblem, wallTime } from './availability';

const zone = 'America/New_York';
// Monday 1 December 2026, 8:00 AM in New York (13:00 UTC); the default hours are weekdays 9 to 5.
const now = new Date('2026-12-01T13:00:00Z');
const at = (wall: string) => readStart(wall, zone) as Date;
const rules = (extra: Partial<SlotRules> = {}): SlotRules => ({
  hours: DEFAULT_OPENING_HOURS(zone),
  minutes: 30,
  bufferMinutes: 0,
  minNoticeMinutes: 60,
  maxDaysAhead: 30,
  busy: [],
  now,
  ...extra,
});

describe('appointment availability', () => {
  it('offers quarter hours inside the opening hours, after the notice', () => {
    const slots = freeSlots(rules(), now, at('2026-12-01T23:59'), 100).map((slot) => wallTime(slot, zone));
    expect(slots[0]).toBe('2026-12-01T09:00');
    expect(slots.at(-1)).toBe('2026-12-01T16:30');
    expect(slots).toHaveLength(31);
    const late = freeSlots(rules({ minNoticeMinutes: 150 }), now, at('2026-12-01T23:59'), 1).map((slot) => wallTime(slot, zone));
    expect(late).toEqual(['2026-12-01T10:30']);
  });

  it('keeps an appointment and its buffer clear', () => {
    const busy = [blocked(at('2026-12-01T10:00'), at('2026-12-01T10:45'), 15)];
    const slots = freeSlots(rules({ busy, bufferMinutes: 15 }), now, at('2026-12-01T12:00'), 100).map((slot) => wallTime(slot, zone));
    // 9:15 + 30 min + 15 min buffer reaches 10:00 exactly; 9:30 would run into the booked one.
    expect(slots).toEqual(['2026-12-01T09:00', '2026-12-01T09:15', '2026-12-01T11:00', '2026-12-01T11:15', '2026-12-01T11:30', '2026-12-01T11:45']);
    expect(slotProblem(at('2026-12-01T10:30'), rules({ busy, bufferMinutes: 15 }))).toBe('taken');
    expect(slotProblem(at('2026-12-01T11:00'), rules({ busy, bufferMinutes: 15 }))).toBeNull();
  });

  it('says why a time cannot be booked', () => {
    expect(slotProblem(at('2026-11-30T10:00'), rules())).toBe('past');
    expect(slotProblem(at('2026-12-01T07:30'), rules())).toBe('past');
    expect(slotProblem(at('2026-12-01T09:30'), rules({ minNoticeMinutes: 120 }))).toBe('too-soon');
    expect(slotProblem(at('2027-02-01T10:00'), rules())).toBe('too-far');
    expect(slotProblem(at('2026-12-05T10:00'), rules())).toBe('closed'); // a Saturday
    expect(slotProblem(at('2026-12-01T16:45'), rules())).toBe('closed'); // would end after 5 PM
    expect(slotProblem(at('2026-12-01T16:30'), rules())).toBeNull();
  });

  it('follows a dated override: closed on the holiday', () => {
    const hours = { ...DEFAULT_OPENING_HOURS(zone), overrides: [{ from: '2026-12-02', to: '2026-12-02', ranges: [], label: 'Staff day' }] };
    expect(slotProblem(at('2026-12-02T10:00'), rules({ hours }))).toBe('closed');
    expect(freeSlots(rules({ hours }), at('2026-12-02T00:00'), at('2026-12-02T23:59'), 10)).toEqual([]);
  });

  it('reads the times the model gives', () => {
    expect(readStart('2026-12-01T09:00', zone)?.toISOString()).toBe('2026-12-01T14:00:00.000Z');
    expect(readStart('2026-12-01T09:00:00-05:00', zone)?.toISOString()).toBe('2026-12-01T14:00:00.000Z');
    expect(readStart('tomorrow at nine', zone)).toBeNull();
    expect(readStart('2026-13-01T09:00', zone)).toBeNull();
    expect(readStart(42, zone)).toBeNull();
  });
});
