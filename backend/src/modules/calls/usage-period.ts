import type { CustomerPlan } from '../billing/customer-plans';

/** A usage period: calls started in [start, end) count towards it. */
export interface UsagePeriod {
  start: Date;
  end: Date;
}

/** `anchor` moved by `months` whole months, its day of the month clamped to the month's last day (Jan 31 + 1 → Feb 28), as Stripe does. */
export function addMonthsClamped(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(anchor.getUTCDate(), lastDay),
      anchor.getUTCHours(),
      anchor.getUTCMinutes(),
      anchor.getUTCSeconds(),
      anchor.getUTCMilliseconds(),
    ),
  );
}

/**
 * The customer's current usage period (docs/product.md#usage-periods): for a plan paid through the provider, the month
 * ending at a renewal-anchored boundary (monthly: the subscription's period; annual: the month of the year that holds
 * `now`, each boundary the renewal's day, clamped), rolled forward by months if the renewal date we hold is past, and
 * never starting before a free trial began; for a plan our team set up, or none, the UTC calendar month.
 */
export function usagePeriod(plan: Pick<CustomerPlan, 'managedByProvider' | 'currentPeriodEnd' | 'trialStartedAt'>, now: Date): UsagePeriod {
  const anchor = plan.managedByProvider ? plan.currentPeriodEnd : null;
  if (!anchor) {
    return {
      start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
      end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
    };
  }
  // Every boundary is the anchor moved by whole months (never month after month, which would drift Jan 31 → Feb 28 → Mar 28).
  let months = (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (now.getUTCMonth() - anchor.getUTCMonth());
  while (addMonthsClamped(anchor, months) <= now) months++;
  while (addMonthsClamped(anchor, months - 1) > now) months--;
  const start = addMonthsClamped(anchor, months - 1);
  // A trial's period starts with the trial, not a month before its end (which fell before the customer signed up).
  const trialStart = plan.trialStartedAt;
  return { start: trialStart && trialStart > start && trialStart <= now ? trialStart : start, end: addMonthsClamped(anchor, months) };
}
