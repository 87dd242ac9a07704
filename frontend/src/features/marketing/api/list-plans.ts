import { useQuery } from '@tanstack/react-query';
import { listPlansOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { PlanDto } from '../../../api/generated/types.gen';

export type Plan = PlanDto;
export type BillingPeriod = 'monthly' | 'annual';

/** GET /api/plans: the catalogue, which never changes while the page is open. */
export function usePlans() {
  return useQuery(listPlansOptions());
}

/** What a plan costs per month on the chosen period; null for custom pricing. */
export function monthlyPrice(plan: Plan, period: BillingPeriod): number | null {
  if (period === 'monthly') return plan.priceMonthly;
  return plan.priceYearly === null ? null : Math.round(plan.priceYearly / 12);
}

/** Twelve months at the monthly price minus the yearly price; null for custom pricing. */
export function annualSavings(plan: Plan): number | null {
  if (plan.priceMonthly === null || plan.priceYearly === null) return null;
  return plan.priceMonthly * 12 - plan.priceYearly;
}
