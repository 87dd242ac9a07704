import { holdsPlan } from '../billing/subscription-statuses';
import type { AccountPlan } from '../billing/customer-plans';
import { findPlan, OVERAGE_RULE, type PlanId, type PlanLimits, PLANS } from './plan-catalogue';

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
  const limits = {
    ...(findPlan(user.subscriptionPlan)?.limits ?? DEFAULT_LIMITS),
    callsPerPeriod: callAllowance(user.subscriptionPlan),
    textsPerPeriod: textAllowance(user.subscriptionPlan),
  };
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

/**
 * The texts a customer's plan lets receptionists send callers each billing period (docs/voice-platforms.md#texts): the
 * plan's allowance, null for unlimited; without a plan, none. Unlike calls, a text above it is not sent.
 */
export function textAllowance(subscriptionPlan: string | null): number | null {
  const plan = findPlan(subscriptionPlan);
  return plan ? plan.limits.textsPerPeriod : 0;
}

/** The overage rule where an allowance can be passed: a plan with a number of calls; none when unlimited or without a plan. */
export function overageRuleOf(allowance: number | null): string | null {
  return allowance ? OVERAGE_RULE : null;
}

/**
 * Where an Upgrade button leads from a plan's allowance: the next plan up that is sold by checkout and includes more
 * calls (Professional → Business); null at the top, without a plan (there the way is to choose one), or when unlimited.
 */
export function upgradeForCalls(subscriptionPlan: string | null): PlanId | null {
  const current = findPlan(subscriptionPlan);
  if (!current || current.limits.callsPerPeriod === null) return null;
  const allows = current.limits.callsPerPeriod;
  const next = PLANS.find((plan) => !plan.contactSales && (plan.limits.callsPerPeriod === null || plan.limits.callsPerPeriod > allows));
  return next?.id ?? null;
}

/** A period shorter than this tells too little of its pace to project from. */
const PROJECTION_FROM_MS = 24 * 60 * 60 * 1000;

/**
 * About how many calls the period ends with at this pace ("about 1,500 by Dec 12"): the calls counted so far scaled to
 * the whole period, rounded to a useful figure (to 10 under 1,000, to 50 above); null before a day has passed.
 */
export function projectedCalls(counted: number, period: { start: Date; end: Date }, now: Date): number | null {
  const elapsed = now.getTime() - period.start.getTime();
  const length = period.end.getTime() - period.start.getTime();
  if (elapsed < PROJECTION_FROM_MS || length <= 0) return null;
  const raw = (counted * length) / Math.min(elapsed, length);
  const step = raw < 1000 ? 10 : 50;
  return Math.max(counted, Math.round(raw / step) * step);
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
