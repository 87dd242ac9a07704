import { findPlan, PlanLimits, PLANS } from './plan-catalogue';

/** The fields of a user that decide what they may have. */
export interface LimitSubject {
  subscriptionPlan: string | null;
  receptionistLimit: number | null;
  receptionistLimitActive: boolean;
}

const DEFAULT_LIMITS = PLANS[0].limits; // no plan, or an unknown one: professional limits (DECISIONS 7)

/**
 * The one place that answers "what may this user have". An administrator's override (receptionistLimitActive with a
 * receptionistLimit) replaces the plan's receptionist count; languages and lines always follow the plan.
 */
export function limitsFor(user: LimitSubject): PlanLimits {
  const limits = findPlan(user.subscriptionPlan)?.limits ?? DEFAULT_LIMITS;
  if (user.receptionistLimitActive && user.receptionistLimit !== null) return { ...limits, receptionists: user.receptionistLimit };
  return limits;
}
