import type { CallOutcome, CallStatus } from './platforms/voice-platform';

/** Shorter than this, a call is a hang-up or a wrong number: it is answered, not counted (docs/product.md#what-counts-as-a-call). */
export const MIN_COUNTED_SECONDS = 15;

/** Why an ended call is not counted against the plan's calls: spam, a test call of ours, or shorter than 15 seconds. */
export const NOT_COUNTED_REASONS = ['spam', 'test', 'short'] as const;
export type NotCountedReason = (typeof NOT_COUNTED_REASONS)[number];

/** The facts the rule reads. */
export interface MeteredCall {
  status: CallStatus;
  outcome: CallOutcome | null;
  isTest: boolean;
  durationSeconds: number | null;
}

/**
 * The one rule of what counts (docs/product.md#what-counts-as-a-call): an ended call counts unless it is spam, a test
 * call, or shorter than MIN_COUNTED_SECONDS. A call still going on is neither counted nor excused yet (null, false).
 */
export function notCountedReason(call: MeteredCall): NotCountedReason | null {
  if (call.status !== 'ended') return null;
  if (call.isTest) return 'test';
  if (call.outcome === 'spam') return 'spam';
  if ((call.durationSeconds ?? 0) < MIN_COUNTED_SECONDS) return 'short';
  return null;
}

export function isCounted(call: MeteredCall): boolean {
  return call.status === 'ended' && notCountedReason(call) === null;
}

/**
 * The same rule as a condition on the calls table under `alias`, for the usage counts (tested to agree with isCounted).
 * The per-day rollup's trigger functions hold a copy of it and of notCountedReasonSql (its test checks they agree): a
 * change of the rule needs a migration that replaces them and rebuilds the rollup (docs/architecture.md#the-call-usage-rollup).
 */
export function countedCallSql(alias: string): string {
  return `(${alias}.status = 'ended' and not ${alias}.is_test and ${alias}.outcome is distinct from 'spam' and coalesce(${alias}.duration_seconds, 0) >= ${MIN_COUNTED_SECONDS})`;
}

/** notCountedReason as an expression on the calls table under `alias` (tested to agree with it). */
export function notCountedReasonSql(alias: string): string {
  return `(case when ${alias}.status <> 'ended' then null when ${alias}.is_test then 'test' when ${alias}.outcome = 'spam' then 'spam'
    when coalesce(${alias}.duration_seconds, 0) < ${MIN_COUNTED_SECONDS} then 'short' end)`;
}
