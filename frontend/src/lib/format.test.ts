import { describe, expect, it } from 'vitest';
import {
  formatSpan,
  formatCaller,
  formatCardExpiry,
  formatCents,
  formatDate,
  formatDateTime,
  formatDateTimeShort,
  formatDuration,
  formatMoney,
  formatPhoneNumber,
  isNorthAmericanNumber,
} from './format';

describe('formatDate', () => {
  it('formats a timestamp as a short en-US date', () => {
    expect(formatDate(new Date(2025, 0, 5, 15, 4))).toBe('Jan 5, 2025');
    expect(formatDate('2025-12-31T23:59:00')).toBe('Dec 31, 2025');
  });

  it('keeps a calendar date on its day in every time zone', () => {
    expect(formatDate('2025-01-05')).toBe('Jan 5, 2025');
  });

  it('accepts epoch milliseconds', () => {
    expect(formatDate(new Date(2024, 6, 4).getTime())).toBe('Jul 4, 2024');
  });

  it("says 'Unknown date' when there is no date", () => {
    expect(formatDate(null)).toBe('Unknown date');
    expect(formatDate(undefined)).toBe('Unknown date');
    expect(formatDate('')).toBe('Unknown date');
  });

  it("says 'Invalid date' when the value is not a date", () => {
    expect(formatDate('not a date')).toBe('Invalid date');
    expect(formatDate(Number.NaN)).toBe('Invalid date');
  });
});

describe('formatDateTime', () => {
  it("formats as 'Jan 5, 2025 at 3:04 PM'", () => {
    expect(formatDateTime(new Date(2025, 0, 5, 15, 4))).toBe('Jan 5, 2025 at 3:04 PM');
  });

  it('formats morning times with AM and midnight as 12', () => {
    expect(formatDateTime(new Date(2025, 10, 20, 9, 30))).toBe('Nov 20, 2025 at 9:30 AM');
    expect(formatDateTime(new Date(2025, 10, 20, 0, 5))).toBe('Nov 20, 2025 at 12:05 AM');
  });

  it("says 'Unknown date' or 'Invalid date' like formatDate", () => {
    expect(formatDateTime(null)).toBe('Unknown date');
    expect(formatDateTime('2025-13-45T99:00:00')).toBe('Invalid date');
  });
});

describe('formatMoney', () => {
  it('formats whole dollar amounts without cents', () => {
    expect(formatMoney(249)).toBe('$249');
    expect(formatMoney(2388)).toBe('$2,388');
    expect(formatMoney(0)).toBe('$0');
  });

  it('shows cents when the amount has them or when asked', () => {
    expect(formatMoney(12.5)).toBe('$12.50');
    expect(formatMoney(599, { cents: true })).toBe('$599.00');
  });

  it('formats negative amounts (refunds)', () => {
    expect(formatMoney(-49.99)).toBe('-$49.99');
  });

  it('returns an empty string for a non-number', () => {
    expect(formatMoney(Number.NaN)).toBe('');
  });
});

describe('formatCents', () => {
  it('formats cents as dollars with cents', () => {
    expect(formatCents(24900)).toBe('$249.00');
    expect(formatCents(574800)).toBe('$5,748.00');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(1234)).toBe('$12.34');
  });

  it('formats refunds and other currencies', () => {
    expect(formatCents(-4999)).toBe('-$49.99');
    expect(formatCents(1000, 'eur')).toBe('€10.00');
  });
});

describe('formatCardExpiry', () => {
  it("prints month and two-digit year as 'MM/YY'", () => {
    expect(formatCardExpiry(4, 2030)).toBe('04/30');
    expect(formatCardExpiry(12, 2031)).toBe('12/31');
  });
});

describe('formatDateTimeShort', () => {
  it("formats as 'Nov 26, 2026, 2:05 PM'", () => {
    expect(formatDateTimeShort(new Date(2026, 10, 26, 14, 5))).toBe('Nov 26, 2026, 2:05 PM');
    expect(formatDateTimeShort(null)).toBe('Unknown date');
  });
});

describe('formatDuration', () => {
  it('writes minutes and two-digit seconds', () => {
    expect(formatDuration(7)).toBe('0:07');
    expect(formatDuration(125)).toBe('2:05');
    expect(formatDuration(4500)).toBe('75:00');
  });

  it('drops fractions and never goes below zero', () => {
    expect(formatDuration(59.9)).toBe('0:59');
    expect(formatDuration(-3)).toBe('0:00');
  });
});

describe('formatPhoneNumber', () => {
  it('writes a North American number like our AI numbers', () => {
    expect(formatPhoneNumber('+14155550134')).toBe('+1 (415) 555-0134');
  });

  it('leaves other numbers as the platform gave them', () => {
    expect(formatPhoneNumber('+442071838750')).toBe('+442071838750');
  });

  it('tells which numbers it writes out', () => {
    expect(isNorthAmericanNumber('+14155550134')).toBe(true);
    expect(isNorthAmericanNumber('+442071838750')).toBe(false);
    expect(isNorthAmericanNumber('anonymous')).toBe(false);
  });
});

describe('formatCaller', () => {
  it("writes a call's caller like formatPhoneNumber, or says it is unknown when withheld", () => {
    expect(formatCaller('+14155550134')).toBe('+1 (415) 555-0134');
    expect(formatCaller('+442071838750')).toBe('+442071838750');
    expect(formatCaller(null)).toBe('Unknown caller');
  });
});

describe('formatSpan', () => {
  const minutes = (count: number) => count * 60_000;
  it('writes minutes under an hour, hours under two days, then days and hours, either side of now', () => {
    expect(formatSpan(minutes(0.5))).toBe('0 min');
    expect(formatSpan(minutes(59))).toBe('59 min');
    expect(formatSpan(minutes(60))).toBe('1 h');
    expect(formatSpan(minutes(47 * 60 + 59))).toBe('47 h');
    expect(formatSpan(minutes(48 * 60))).toBe('2 d');
    expect(formatSpan(minutes(50 * 60))).toBe('2 d 2 h');
    expect(formatSpan(-minutes(125))).toBe('2 h');
  });
});
