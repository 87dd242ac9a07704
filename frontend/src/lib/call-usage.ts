import { useQuery } from '@tanstack/react-query';
import { getCallUsageOptions } from '../api/generated/@tanstack/react-query.gen';
import type { CallUsageDto } from '../api/generated/types.gen';
import { formatDate } from './format';

/** Where the meter turns to the warning colour: the first usage alert's threshold (docs/product.md#usage-alerts). */
export const NEAR_ALLOWANCE_PERCENT = 80;

/** Where a customer stands this period: no plan (no calls included), unlimited, under 80%, at 80% or more, above the allowance. */
export type UsageLevel = 'no-plan' | 'unlimited' | 'under' | 'near' | 'over';

type Usage = Pick<CallUsageDto, 'callsCounted' | 'allowance'>;

const count = new Intl.NumberFormat('en-US');

export function usageLevel({ callsCounted, allowance }: Usage): UsageLevel {
  if (allowance === null) return 'unlimited';
  if (allowance === 0) return 'no-plan';
  if (callsCounted > allowance) return 'over';
  return callsCounted * 100 >= allowance * NEAR_ALLOWANCE_PERCENT ? 'near' : 'under';
}

/** "1 call", "1,200 calls". */
export function callCount(calls: number): string {
  return `${count.format(calls)} ${calls === 1 ? 'call' : 'calls'}`;
}

/** The meter's line: "640 of 1,000 calls", "412 calls, unlimited", "No calls included" without a plan. */
export function callsUsedText(usage: Usage): string {
  const level = usageLevel(usage);
  if (level === 'unlimited') return `${callCount(usage.callsCounted)} · Unlimited`;
  if (level === 'no-plan') return 'No calls included';
  return `${count.format(usage.callsCounted)} of ${callCount(usage.allowance ?? 0)}`;
}

/** The bar's fill, 0 to 100 (full above the allowance); undefined where there is nothing to fill (unlimited, no plan). */
export function usageBarValue(usage: Usage): number | undefined {
  const { callsCounted, allowance } = usage;
  if (!allowance) return undefined;
  return Math.min(100, (callsCounted * 100) / allowance);
}

/**
 * Above the allowance: how many calls, and what becomes of them in the plan catalogue's words
 * (docs/product.md#what-counts-as-a-call): "5 calls over your allowance. Calls above your allowance are still answered…".
 */
export function overageText({ overage, overageRule }: Pick<CallUsageDto, 'overage' | 'overageRule'>): string {
  return overageRule ? `${callCount(overage)} over your allowance. ${overageRule}` : `${callCount(overage)} over your allowance.`;
}

/**
 * "At this pace, about 1,500 calls by Dec 12." once the pace is worth a word: from 80% of the allowance on, projected.
 * Nothing before a day has passed, on an unlimited plan, or without a plan (the server gives no projection then).
 */
export function projectionText(usage: Pick<CallUsageDto, 'projectedCalls' | 'callsCounted' | 'allowance' | 'periodEnd'>): string | undefined {
  const { projectedCalls, callsCounted, allowance, periodEnd } = usage;
  if (projectedCalls === null || !allowance || projectedCalls <= callsCounted) return undefined;
  if (projectedCalls * 100 < allowance * NEAR_ALLOWANCE_PERCENT) return undefined;
  return `At this pace, about ${callCount(projectedCalls)} by ${formatDate(periodEnd)}.`;
}

/** The Subscription tab with a plan offered (docs/product.md#usage-alerts): where an Upgrade button leads. */
export function upgradePath(planId: string): string {
  return `/dashboard?tab=subscription&plan=${encodeURIComponent(planId)}`;
}

/** GET /api/calls/usage: this period's counted calls against the plan's allowance. Asked again on every visit. */
export function useCallUsage() {
  return useQuery({ ...getCallUsageOptions(), staleTime: 0 });
}
