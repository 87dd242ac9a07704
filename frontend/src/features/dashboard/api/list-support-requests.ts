import { useQuery, type QueryClient } from '@tanstack/react-query';
import { listSupportRequestsOptions, listSupportRequestsQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import type { SupportRequestDto } from '../../../api/generated/types.gen';
import { refreshQueries } from '../../../api/query-client';

export type SupportRequest = SupportRequestDto;

/**
 * GET /api/support-requests: the customer's tickets, newest first (docs/product.md#customers-see-their-own-tickets).
 * Asked again on every visit: our team moves them along.
 */
export function useSupportRequests() {
  return useQuery({ ...listSupportRequestsOptions(), staleTime: 0 });
}

/** After a submission (the list is refreshed: docs/product.md#how-the-web-app-reads-the-api). */
export function refreshSupportRequests(queryClient: QueryClient): Promise<void> {
  return refreshQueries(queryClient, { queryKey: listSupportRequestsQueryKey() });
}
