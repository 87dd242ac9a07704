/** Billing-period and proration arithmetic, as Stripe does it. Times are Unix seconds (Stripe's), amounts cents. */

export type Interval = 'month' | 'year';

export const DAY_SECONDS = 24 * 60 * 60;

/**
 * `anchor` plus `count` months or years in UTC, clamped to the end of shorter months: a cycle anchored on Jan 31 renews
 * on Feb 28 (29), then Mar 31, like Stripe's billing cycle anchor.
 */
export function addIntervals(anchor: number, interval: Interval, count: number): number {
  const date = new Date(anchor * 1000);
  const months = date.getUTCMonth() + count * (interval === 'year' ? 12 : 1);
  const year = date.getUTCFullYear() + Math.floor(months / 12);
  const month = ((months % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const shifted = Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds());
  return Math.floor(shifted / 1000);
}

/** The end of the period that starts at `start` on a cycle anchored at `anchor`: the first renewal after `start`. */
export function periodEndAfter(anchor: number, start: number, interval: Interval): number {
  let count = 1;
  while (addIntervals(anchor, interval, count) <= start) count++;
  return addIntervals(anchor, interval, count);
}

/** Rounds half away from zero, so a credit and a charge of the same size round alike. */
const roundCents = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

export interface ProrationInput {
  oldAmount: number;
  oldInterval: Interval;
  newAmount: number;
  newInterval: Interval;
  periodStart: number;
  periodEnd: number;
  now: number;
}

export interface Proration {
  /** To invoice at once; negative is the customer's credit (nothing is refunded). */
  amount: number;
  periodStart: number;
  periodEnd: number;
  /** Unchanged unless the interval changes, which starts a new cycle now. */
  resetsCycle: boolean;
}

/** The share of the period not yet used at `now`, between 0 and 1. */
export function remainingFraction(periodStart: number, periodEnd: number, now: number): number {
  if (periodEnd <= periodStart) return 0;
  return Math.min(1, Math.max(0, (periodEnd - now) / (periodEnd - periodStart)));
}

/**
 * A price change with `proration_behavior: 'always_invoice'`. Same interval: the period stays and the difference is
 * charged for the time left. Monthly ↔ annual: a new period starts now at the new price, less the unused part of the old.
 */
export function prorate(input: ProrationInput): Proration {
  const remaining = remainingFraction(input.periodStart, input.periodEnd, input.now);
  if (input.oldInterval === input.newInterval) {
    return {
      amount: roundCents((input.newAmount - input.oldAmount) * remaining),
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      resetsCycle: false,
    };
  }
  return {
    amount: input.newAmount - roundCents(input.oldAmount * remaining),
    periodStart: input.now,
    periodEnd: addIntervals(input.now, input.newInterval, 1),
    resetsCycle: true,
  };
}

export interface CreditApplied {
  /** What is left to charge. */
  amountDue: number;
  /** Credit used on this invoice (≥ 0). */
  applied: number;
  /** The customer's balance afterwards (≤ 0 is credit, as Stripe's `customer.balance`). */
  balance: number;
}

/** Uses the customer's credit (a negative balance) on an invoice of `total` cents. */
export function applyCredit(total: number, balance: number): CreditApplied {
  if (balance >= 0 || total <= 0) return { amountDue: Math.max(0, total), applied: 0, balance };
  const applied = Math.min(total, -balance);
  return { amountDue: total - applied, applied, balance: balance + applied };
}
