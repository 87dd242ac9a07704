import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  getWorkQueueSummaryOptions,
  getWorkQueueSummaryQueryKey,
  listWorkQueueOptions,
  listWorkQueueQueryKey,
  markReceptionistChangeDoneMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import type { WorkItemDto, WorkKind } from '../../../api/generated/types.gen';
import { refreshAuditEntries } from './list-audit-entries';
import { adminListBehaviour, type ListQuery } from './list-query';
import { refreshQueries } from '../../../api/query-client';

export type WorkItem = WorkItemDto;

export type WorkQueueSortField = 'waitingSince' | 'dueAt' | 'user';

/** The header's count keeps up with work arriving while the back office stays open. */
const SUMMARY_REFRESH_MS = 60_000;

/** GET /api/admin/work-queue: one page of the work waiting on our team (docs/product.md#the-work-queue). */
export function useWorkQueue(query: ListQuery<WorkQueueSortField> & { kind?: WorkKind; overdue?: boolean }) {
  return useQuery({ ...listWorkQueueOptions({ query }), ...adminListBehaviour });
}

/** GET /api/admin/work-queue/summary: how much waits and how much of it is overdue, for the header. */
export function useWorkQueueSummary() {
  return useQuery({ ...getWorkQueueSummaryOptions(), refetchInterval: SUMMARY_REFRESH_MS });
}

/** After anything that may take work out of the queue (a receptionist live, a ticket resolved, a change done). */
export function refreshWorkQueue(queryClient: QueryClient) {
  return Promise.all([
    refreshQueries(queryClient, { queryKey: listWorkQueueQueryKey() }),
    refreshQueries(queryClient, { queryKey: getWorkQueueSummaryQueryKey() }),
  ]);
}

/** POST /api/admin/receptionist-changes/{id}/done: the live assistant answers from the customer's change. */
export function useMarkChangeDone() {
  const queryClient = useQueryClient();
  return useMutation({
    ...markReceptionistChangeDoneMutation(),
    onSuccess: () => Promise.all([refreshWorkQueue(queryClient), refreshAuditEntries(queryClient)]),
  });
}
