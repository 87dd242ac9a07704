import { addIntervals, applyCredit, DAY_SECONDS, periodEndAfter, prorate, remainingFraction } from './sandbox-proration';

const at = (iso: string) => Date.parse(iso) / 1000;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

describe('billing periods', () => {
  it('adds months and years in UTC, keeping the time of day', () => {
    expect(iso(addIntervals(at('2026-11-22T10:30:00Z'), 'month', 1))).toBe('2026-12-22T10:30:00.000Z');
    expect(iso(addIntervals(at('2026-12-22T10:30:00Z'), 'month', 1))).toBe('2027-01-22T10:30:00.000Z');
    expect(iso(addIntervals(at('2026-11-22T10:30:00Z'), 'year', 1))).toBe('2027-11-22T10:30:00.000Z');
  });

  it('clamps to the end of shorter months and comes back to the anchor day', () => {
    const anchor = at('2027-01-31T00:00:00Z');
    expect(iso(addIntervals(anchor, 'month', 1))).toBe('2027-02-28T00:00:00.000Z');
    expect(iso(addIntervals(anchor, 'month', 2))).toBe('2027-03-31T00:00:00.000Z');
    expect(iso(addIntervals(at('2028-02-29T00:00:00Z'), 'year', 1))).toBe('2029-02-28T00:00:00.000Z');
    expect(iso(periodEndAfter(anchor, at('2027-02-28T00:00:00Z'), 'month'))).toBe('2027-03-31T00:00:00.000Z');
  });

  it('measures the unused share of a period', () => {
    expect(remainingFraction(0, 100, 25)).toBe(0.75);
    expect(remainingFraction(0, 100, 150)).toBe(0);
    expect(remainingFraction(0, 100, -5)).toBe(1);
  });
});

describe('proration (always_invoice)', () => {
  const start = at('2026-11-01T00:00:00Z');
  const end = at('2026-12-01T00:00:00Z'); // 30 days

  it('charges the difference for the time left when the interval stays', () => {
    const result = prorate({
      oldAmount: 24900,
      oldInterval: 'month',
      newAmount: 59900,
      newInterval: 'month',
      periodStart: start,
      periodEnd: end,
      now: start + 10 * DAY_SECONDS,
    });
    expect(result).toEqual({ amount: Math.round(35000 * (20 / 30)), periodStart: start, periodEnd: end, resetsCycle: false });
    expect(result.amount).toBe(23333);
  });

  it('gives a credit, not a refund, for a downgrade', () => {
    const result = prorate({
      oldAmount: 59900,
      oldInterval: 'month',
      newAmount: 24900,
      newInterval: 'month',
      periodStart: start,
      periodEnd: end,
      now: start + 15 * DAY_SECONDS,
    });
    expect(result.amount).toBe(-17500);
  });

  it('rounds half-cents away from zero both ways', () => {
    const half = { oldInterval: 'month' as const, newInterval: 'month' as const, periodStart: 0, periodEnd: 2, now: 1 };
    expect(prorate({ ...half, oldAmount: 0, newAmount: 1 }).amount).toBe(1);
    expect(prorate({ ...half, oldAmount: 1, newAmount: 0 }).amount).toBe(-1);
  });

  it('starts a new period now when switching from monthly to annual, less the unused month', () => {
    const now = start + 10 * DAY_SECONDS;
    const result = prorate({ oldAmount: 24900, oldInterval: 'month', newAmount: 238800, newInterval: 'year', periodStart: start, periodEnd: end, now });
    expect(result).toEqual({ amount: 238800 - Math.round(24900 * (20 / 30)), periodStart: now, periodEnd: addIntervals(now, 'year', 1), resetsCycle: true });
  });

  it('can end in a credit when switching from annual to monthly early in the year', () => {
    const yearEnd = addIntervals(start, 'year', 1);
    const result = prorate({
      oldAmount: 574800,
      oldInterval: 'year',
      newAmount: 59900,
      newInterval: 'month',
      periodStart: start,
      periodEnd: yearEnd,
      now: start,
    });
    expect(result.amount).toBe(59900 - 574800);
    expect(result.periodEnd).toBe(addIntervals(start, 'month', 1));
  });
});

describe('customer credit', () => {
  it('charges the whole invoice without credit', () => {
    expect(applyCredit(24900, 0)).toEqual({ amountDue: 24900, applied: 0, balance: 0 });
  });

  it('uses part of a credit and keeps the rest', () => {
    expect(applyCredit(24900, -30000)).toEqual({ amountDue: 0, applied: 24900, balance: -5100 });
  });

  it('uses a smaller credit in full', () => {
    expect(applyCredit(24900, -17500)).toEqual({ amountDue: 7400, applied: 17500, balance: 0 });
  });
});
