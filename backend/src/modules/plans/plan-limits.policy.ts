import { holdsPlan } from '../billing/subscription-statuses';
import type { AccountPlan } from '../billing/customer-plans';
import { findPlan, type PlanLimits, PLANS } from './plan-catalogue';

/** The fields of a user that decide what they may have. */
export interface LimitSubject {
  subscriptionPlan: string | null;
  receptionistLimit: number | null;
  receptionistLimitActive: boolean;
}

const DEFAULT_LIMITS = PLANS[0].limits; // no plan, or an unknown one: professional limits (docs/product.md#limits)

/**
 * The one place that answers "what may this user have". An administrator's override (receptionistLimitActive with a
 * receptionistLimit) replaces the plan's receptionist count; languages, lines and calls always follow the plan.
 */
export function limitsFor(user: LimitSubject): PlanLimits {
  const limits = { ...(findPlan(user.subscriptionPlan)?.limits ?? DEFAULT_LIMITS), callsPerPeriod: callAllowance(user.subscriptionPlan) };
  if (user.receptionistLimitActive && user.receptionistLimit !== null) return { ...limits, receptionists: user.receptionistLimit };
  return limits;
}

/**
 * A receptionist is requested under a plan the customer holds, or under our team's override (a deal made by hand):
 * without either there is nothing to build it for (docs/product.md#limits).
 */
export function mayRequestReceptionists(plan: AccountPlan, user: LimitSubject): boolean {
  return holdsPlan(plan) || (user.receptionistLimitActive && user.receptionistLimit !== null);
}

/**
 * The calls a customer's plan includes each billing period (docs/product.md#what-counts-as-a-call): the plan's
 * allowance, null for unlimited; without a plan, none. Unlike the receptionist limits, no plan does not mean Professional's.
 */
export function callAllowance(subscriptionPlan: string | null): number | null {
  const plan = findPlan(subscriptionPlan);
  return plan ? plan.limits.callsPerPeriod : 0;
}

/** Why a receptionist is past what its owner's plan allows: beyond the plan's count, or more languages than it allows. */
export const OVER_LIMIT_REASONS = ['receptionists', 'languages'] as const;
export type OverLimitReason = (typeof OVER_LIMIT_REASONS)[number];

/**
 * Which of a customer's receptionists are past their limits, given in the customer's order of preference: the first
 * `limits.receptionists` are within the count, the rest beyond it; any with more languages than the plan allows is
 * over too. Derived on every read, so a downgrade, a cancellation or an administrator's change shows at once.
 */
export function overLimitReasons(limits: PlanLimits, preferred: readonly { languageCount: number }[]): OverLimitReason[][] {
  return preferred.map((receptionist, index) => {
    const reasons: OverLimitReason[] = [];
    if (index >= limits.receptionists) reasons.push('receptionists');
    if (receptionist.languageCount > limits.languagesPerReceptionist) reasons.push('languages');
    return reasons;
  });
}
