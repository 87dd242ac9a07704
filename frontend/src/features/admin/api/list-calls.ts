import { useQuery, type QueryClient } from '@tanstack/react-query';
import { getAnyCallOptions, listAllCallsOptions, listAllCallsQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import type { CallOutcome } from '../../../api/generated/types.gen';
import { refetchWhileInProgress } from '../../../lib/call-status';
import { adminListBehaviour, type ListQuery } from './list-query';
import { refreshQueries } from '../../../api/query-client';

/** Sort fields of GET /api/admin/calls. */
export type CallSortField = 'startedAt' | 'durationSeconds';

interface AdminCallsQuery extends ListQuery<CallSortField> {
  userId?: number;
  /** false: the reports no receptionist is linked to. */
  matched?: boolean;
  outcome?: CallOutcome;
}

/** GET /api/admin/calls: one page of every customer's calls (or one customer's, or the unmatched reports). */
export function useAdminCalls(query: AdminCallsQuery) {
  return useQuery({ ...listAllCallsOptions({ query }), ...adminListBehaviour });
}

export function refreshAdminCalls(queryClient: QueryClient) {
  return refreshQueries(queryClient, { queryKey: listAllCallsQueryKey() });
}

/**
 * GET /api/admin/calls/{id}: a call as its customer sees it, with the customer and the platform's ids; asked again
 * every few seconds while the call is still going on. `enabled: false` (a closed dialog) asks nothing more but keeps
 * what it has.
 */
export function useAdminCall(id: number | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...getAnyCallOptions({ path: { id: id ?? 0 } }),
    enabled: enabled && id !== undefined,
    staleTime: 0,
    refetchInterval: refetchWhileInProgress,
  });
}

/** Where the call's audio streams from: the api checks access and answers HTTP Range requests, so the player can seek. */
export function adminRecordingUrl(id: number): string {
  return `/api/admin/calls/${id}/recording`;
}
