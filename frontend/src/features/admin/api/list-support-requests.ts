import { useQuery, type QueryClient } from '@tanstack/react-query';
import { listAllSupportRequestsOptions, listAllSupportRequestsQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import type { AdminSupportRequestDto, SupportStatus } from '../../../api/generated/types.gen';
import { adminListBehaviour, type ListQuery } from './list-query';
import { refreshQueries } from '../../../api/query-client';

export type AdminSupportRequest = AdminSupportRequestDto;

export type SupportSortField = 'createdAt' | 'ticketNumber' | 'status' | 'priority' | 'resolvedAt';

// The generator numbers this GET /api/admin/support-requests ("2") because the customers' list shares its operation name.
/** GET /api/admin/support-requests: one page of every customer's tickets, optionally of one status. */
export function useAdminSupportRequests(query: ListQuery<SupportSortField> & { status?: SupportStatus }) {
  return useQuery({ ...listAllSupportRequestsOptions({ query }), ...adminListBehaviour });
}

export function refreshAdminSupportRequests(queryClient: QueryClient) {
  return refreshQueries(queryClient, { queryKey: listAllSupportRequestsQueryKey() });
}
