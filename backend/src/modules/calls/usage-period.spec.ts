import { addMonthsClamped, usagePeriod } from './usage-period';

const at = (iso: string) => new Date(iso);
type Plan = Parameters<typeof usagePeriod>[0];
const provider = (currentPeriodEnd: string | null, trialStartedAt: string | null = null): Plan => ({
  managedByProvider: true,
  currentPeriodEnd: currentPeriodEnd === null ? null : at(currentPeriodEnd),
  trialStartedAt: trialStartedAt === null ? null : at(trialStartedAt),
});
const ourTeam: Plan = { managedByProvider: false, currentPeriodEnd: null, trialStartedAt: null };

describe('usage period', () => {
  it.each<[string, Plan, string, string, string]>([
    // [case, plan, now, start, end]
    ['our team’s plan: the UTC calendar month', ourTeam, '2026-11-27T12:00:00Z', '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z'],
    ['our team’s plan, the month’s first moment', ourTeam, '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z'],
    ['our team’s plan, 1 ms before the next month', ourTeam, '2026-11-30T23:59:59.999Z', '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z'],
    ['our team’s plan in December: the year turns', ourTeam, '2026-12-31T23:00:00Z', '2026-12-01T00:00:00Z', '2027-01-01T00:00:00Z'],
    [
      'our team’s plan with a renewal date we hold anyway: still the calendar month',
      { managedByProvider: false, currentPeriodEnd: at('2026-12-15T10:00:00Z'), trialStartedAt: null },
      '2026-11-27T12:00:00Z',
      '2026-11-01T00:00:00Z',
      '2026-12-01T00:00:00Z',
    ],
    [
      'paid through the provider without a renewal date: the calendar month',
      provider(null),
      '2026-11-27T12:00:00Z',
      '2026-11-01T00:00:00Z',
      '2026-12-01T00:00:00Z',
    ],
    ['monthly: the subscription’s period', provider('2026-12-15T14:07:00Z'), '2026-11-27T12:00:00Z', '2026-11-15T14:07:00Z', '2026-12-15T14:07:00Z'],
    [
      'a 14-day trial: from its start to its end, never a month before its end',
      provider('2026-12-11T14:07:00Z', '2026-11-27T14:07:00Z'),
      '2026-11-29T09:00:00Z',
      '2026-11-27T14:07:00Z',
      '2026-12-11T14:07:00Z',
    ],
    [
      'a trial that started before the period (a long one): the period as it falls',
      provider('2027-01-27T10:00:00Z', '2026-10-29T10:00:00Z'),
      '2026-12-30T09:00:00Z',
      '2026-12-27T10:00:00Z',
      '2027-01-27T10:00:00Z',
    ],
    ['monthly, at the period’s first moment', provider('2026-12-15T14:07:00Z'), '2026-11-15T14:07:00Z', '2026-11-15T14:07:00Z', '2026-12-15T14:07:00Z'],
    ['monthly, 1 ms before the renewal', provider('2026-12-15T14:07:00Z'), '2026-12-15T14:06:59.999Z', '2026-11-15T14:07:00Z', '2026-12-15T14:07:00Z'],
    [
      'monthly, the renewal date we hold is past (renewed, not yet heard): rolled forward a month',
      provider('2026-12-15T14:07:00Z'),
      '2026-12-15T14:07:00Z',
      '2026-12-15T14:07:00Z',
      '2027-01-15T14:07:00Z',
    ],
    [
      'a renewal date months past: rolled forward by months',
      provider('2026-08-15T14:07:00Z'),
      '2026-11-27T12:00:00Z',
      '2026-11-15T14:07:00Z',
      '2026-12-15T14:07:00Z',
    ],
    [
      'monthly renewing on the 31st, in February: clamped to Feb 28',
      provider('2027-03-31T09:00:00Z'),
      '2027-03-01T00:00:00Z',
      '2027-02-28T09:00:00Z',
      '2027-03-31T09:00:00Z',
    ],
    [
      'renewing on the 31st, from January into February',
      provider('2027-01-31T09:00:00Z'),
      '2027-02-10T00:00:00Z',
      '2027-01-31T09:00:00Z',
      '2027-02-28T09:00:00Z',
    ],
    ['a leap year’s February 29', provider('2028-01-31T09:00:00Z'), '2028-02-10T00:00:00Z', '2028-01-31T09:00:00Z', '2028-02-29T09:00:00Z'],
    [
      'annual: the month of the year that holds now, anchored on the renewal day',
      provider('2027-06-20T08:00:00Z'),
      '2026-11-27T12:00:00Z',
      '2026-11-20T08:00:00Z',
      '2026-12-20T08:00:00Z',
    ],
    ['annual, early in the year', provider('2027-06-20T08:00:00Z'), '2026-06-20T08:00:00Z', '2026-06-20T08:00:00Z', '2026-07-20T08:00:00Z'],
    ['annual renewing on Jan 31, in February', provider('2028-01-31T00:00:00Z'), '2027-02-28T12:00:00Z', '2027-02-28T00:00:00Z', '2027-03-31T00:00:00Z'],
    [
      'annual renewing on Jan 31, 1 ms before a boundary',
      provider('2028-01-31T00:00:00Z'),
      '2027-02-27T23:59:59.999Z',
      '2027-01-31T00:00:00Z',
      '2027-02-28T00:00:00Z',
    ],
  ])('%s', (_case, plan, now, start, end) => {
    expect(usagePeriod(plan, at(now))).toEqual({ start: at(start), end: at(end) });
  });

  it('moves a date by whole months from its own day, never month after month', () => {
    const anchor = at('2027-01-31T10:00:00Z');
    expect([1, 2, 3, -1, -2].map((months) => addMonthsClamped(anchor, months).toISOString().slice(0, 10))).toEqual([
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2026-12-31',
      '2026-11-30',
    ]);
  });
});
