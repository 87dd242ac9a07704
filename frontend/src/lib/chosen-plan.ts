import { useQuery } from '@tanstack/react-query';
import { listPlansOptions } from '../api/generated/@tanstack/react-query.gen';
import type { BillingPeriod } from '../api/generated/types.gen';

/**
 * The plan a visitor chose on /pricing before they had an account (docs/product.md#the-chosen-plan-carries-through):
 * it rides on the sign-up link, is kept in this browser while they sign up and verify their address, and leads them
 * to its checkout. Shared code, so the pricing, sign-up and checkout pages need not import each other's features.
 */
export interface ChosenPlan {
  planId: string;
  period: BillingPeriod;
}

const STORAGE_KEY = 'receptionists.chosen-plan';
/** Long enough to sign up today and open the verification mail tomorrow; a stale choice should not steer a later visit. */
const KEPT_FOR_MS = 7 * 24 * 60 * 60 * 1000;
const PLAN_ID = /^[a-z][a-z0-9-]{0,39}$/;

function parse(planId: unknown, period: unknown): ChosenPlan | null {
  if (typeof planId !== 'string' || !PLAN_ID.test(planId)) return null;
  return { planId, period: period === 'annual' ? 'annual' : 'monthly' };
}

/** The choice in an address's ?plan=&period=, if it names a plan. */
export function chosenPlanFrom(params: URLSearchParams): ChosenPlan | null {
  return parse(params.get('plan'), params.get('period'));
}

export function rememberChosenPlan(choice: ChosenPlan): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...choice, savedAt: Date.now() }));
}

/** The choice this browser kept, unless it is older than a week or unreadable. */
export function rememberedPlan(): ChosenPlan | null {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as { planId?: unknown; period?: unknown; savedAt?: unknown } | null;
    if (!saved || typeof saved.savedAt !== 'number' || Date.now() - saved.savedAt > KEPT_FOR_MS) return null;
    return parse(saved.planId, saved.period);
  } catch {
    return null;
  }
}

/** Once the customer holds a plan, the choice has done its work. */
export function forgetChosenPlan(): void {
  localStorage.removeItem(STORAGE_KEY);
}

export function checkoutPath({ planId, period }: ChosenPlan): string {
  return `/checkout?${new URLSearchParams({ plan: planId, period })}`;
}

/** The sign-up form, carrying the choice when there is one. */
export function signUpPath(choice?: ChosenPlan): string {
  return choice ? `/auth?${new URLSearchParams({ signup: 'true', plan: choice.planId, period: choice.period })}` : '/auth?signup=true';
}

/** "Professional plan, billed annually", once GET /api/plans has answered; undefined for a plan it does not list. */
export function useChosenPlanLabel(choice: ChosenPlan | null): string | undefined {
  const plans = useQuery({ ...listPlansOptions(), enabled: choice !== null }).data;
  const plan = choice && plans?.find((candidate) => candidate.id === choice.planId);
  if (!plan || !choice) return undefined;
  return `${plan.name} plan, billed ${choice.period === 'annual' ? 'annually' : 'monthly'}`;
}
