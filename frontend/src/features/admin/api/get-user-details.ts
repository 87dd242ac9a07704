import { useQuery, type QueryClient } from '@tanstack/react-query';
import { getUserDetailsOptions, getUserDetailsQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import { refreshQueries } from '../../../api/query-client';

/** GET /api/admin/users/{id}: profile, subscription, receptionists, tickets, activities and the audit trail. */
export function useUserDetails(id: number | undefined) {
  return useQuery({ ...getUserDetailsOptions({ path: { id: id ?? 0 } }), enabled: id !== undefined, staleTime: 0 });
}

export function refreshUserDetails(queryClient: QueryClient, id: number) {
  return refreshQueries(queryClient, { queryKey: getUserDetailsQueryKey({ path: { id } }) });
}
