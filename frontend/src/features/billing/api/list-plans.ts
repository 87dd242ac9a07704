import { useQuery } from '@tanstack/react-query';
import { listPlansOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { BillingPeriod, PlanDto } from '../../../api/generated/types.gen';

export type Plan = PlanDto;
export type { BillingPeriod };

/** GET /api/plans (the same cached query the pricing page reads): names, prices and features of each plan. */
export function usePlans() {
  return useQuery(listPlansOptions());
}

/** The plans bought online (Enterprise is arranged with sales). */
export function purchasablePlans(plans: Plan[]): Plan[] {
  return plans.filter((plan) => !plan.contactSales && plan.priceMonthly !== null);
}

/** `?period=` as the pricing page writes it; anything else is monthly. */
export function periodFrom(value: string | null): BillingPeriod {
  return value === 'annual' ? 'annual' : 'monthly';
}

/** A plan's price for the period in cents, the unit the payment provider and the billing API use. */
export function planPriceCents(plan: Plan, period: BillingPeriod): number | null {
  const dollars = period === 'annual' ? plan.priceYearly : plan.priceMonthly;
  return dollars === null ? null : Math.round(dollars * 100);
}

/** 'month' or 'year': what '$249.00/month' is per. */
export function periodUnit(period: BillingPeriod | string | null | undefined): 'month' | 'year' {
  return period === 'annual' ? 'year' : 'month';
}
