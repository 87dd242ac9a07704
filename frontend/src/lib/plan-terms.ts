import { useQuery } from '@tanstack/react-query';
import { listPlansOptions } from '../api/generated/@tanstack/react-query.gen';
import type { PlanDto } from '../api/generated/types.gen';

/** The terms the site quotes about every plan: the first subscription's free trial and what annual billing saves. */
export interface PlanTerms {
  trialDays: number;
  annualDiscountPercent: number;
}

/** Every plan carries the same trial; the discount quoted is the largest a plan gives (custom pricing gives none). */
export function planTerms(plans: readonly PlanDto[]): PlanTerms | undefined {
  const [first] = plans;
  if (!first) return undefined;
  return { trialDays: first.trialDays, annualDiscountPercent: Math.max(0, ...plans.map((plan) => plan.annualDiscountPercent ?? 0)) };
}

/**
 * The terms from GET /api/plans (the cached query the pricing and billing pages read too); undefined until it answers,
 * so a sentence quoting them renders once they are known rather than with a number of the frontend's own.
 */
export function usePlanTerms(): PlanTerms | undefined {
  return useQuery({ ...listPlansOptions(), select: planTerms }).data;
}

/** '14-day free trial' */
export function trialPhrase({ trialDays }: Pick<PlanTerms, 'trialDays'>): string {
  return `${trialDays}-day free trial`;
}

/** The sign-up invitation the landing page and the sign-up form share, word for word. */
export function trialInvitation(terms: PlanTerms): string {
  return `Start your ${trialPhrase(terms)}. No long-term contracts, cancel anytime.`;
}
