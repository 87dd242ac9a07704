import type { CallStatus } from '../api/generated/types.gen';

/** How often a call still going on is asked for again: its report arrives a moment after it ends. */
export const CALL_IN_PROGRESS_REFETCH_MS = 5_000;

/** A call query's refetchInterval: every few seconds while the call is still going on, else never. */
export function refetchWhileInProgress(query: { state: { data?: { status: CallStatus } } }): number | false {
  return query.state.data?.status === 'in_progress' ? CALL_IN_PROGRESS_REFETCH_MS : false;
}
