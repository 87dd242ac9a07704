import type { BillingPeriod } from './api/list-plans';

/** The dashboard's Subscription tab, where every checkout ends. */
export const SUBSCRIPTION_TAB = '/dashboard?tab=subscription';

/** The embedded checkout for a plan and period (what the pricing page's Subscribe links to). */
export function checkoutPath(planId: string, period: BillingPeriod): string {
  return `/checkout?plan=${encodeURIComponent(planId)}&period=${period}`;
}

/** The redirect checkout's start page for a plan and period. */
export function redirectCheckoutPath(planId: string, period: BillingPeriod): string {
  return `/payment?plan=${encodeURIComponent(planId)}&period=${period}`;
}
