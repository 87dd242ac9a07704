import { describe, expect, it } from 'vitest';
import { callerPath } from '../../lib/caller-path';
import { callerLabel, callerMark } from './caller-text';

const caller = (earlier: string[], callCount = earlier.length + 1) => ({ name: null, callCount, earlierCallsWithinDay: earlier });
/** A local time on 2026-11-21 (the tests' zone is the machine's: local dates are built locally). */
const at = (hours: number, day = 21) => new Date(2026, 10, day, hours, 15).toISOString();

describe('caller text', () => {
  it('names the caller by the owner’s name, else by the number', () => {
    expect(callerLabel('+14155550134', { name: 'Ada Lovelace', callCount: 1, earlierCallsWithinDay: [] })).toBe('Ada Lovelace');
    expect(callerLabel('+14155550134', caller([]))).toBe('+1 (415) 555-0134');
    expect(callerLabel(null, null)).toBe('Unknown caller');
    expect(callerPath('+14155550134')).toBe('/callers/%2B14155550134');
  });

  it('marks a caller’s calls of one local day in order, today or that day', () => {
    const today = new Date(2026, 10, 21, 20, 0);
    expect(callerMark(at(9), caller([]), today)).toBeNull();
    expect(callerMark(at(12), caller([at(9)]), today)).toBe('2nd call today');
    expect(callerMark(at(17), caller([at(12), at(9)]), today)).toBe('3rd call today');
    expect(callerMark(at(18), caller([at(17), at(16), at(12), at(9)]), today)).toBe('5th call today');
    expect(callerMark(at(12), caller([at(9)]), new Date(2026, 10, 24))).toBe('2nd call that day');
  });

  it('marks a repeat caller whose earlier calls were on other days', () => {
    // The evening before is within 24 hours but another day.
    expect(callerMark(at(9), caller([at(22, 20)]))).toBe('Repeat caller');
    expect(callerMark(at(9), caller([], 3))).toBe('Repeat caller');
    expect(callerMark(at(9), null)).toBeNull();
  });
});
