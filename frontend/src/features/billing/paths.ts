import type { BillingPeriod } from './api/list-plans';

/** The dashboard's Subscription tab, where every checkout ends. */
export const SUBSCRIPTION_TAB = '/dashboard?tab=subscription';

/** The redirect checkout's start page for a plan and period. */
export function redirectCheckoutPath(planId: string, period: BillingPeriod): string {
  return `/payment?plan=${encodeURIComponent(planId)}&period=${period}`;
}

/** The receptionists page with the request form open: where a new subscription leads. */
export const REQUEST_RECEPTIONIST_PATH = '/receptionists?request=new';
