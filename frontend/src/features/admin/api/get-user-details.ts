import { useQuery, type QueryClient } from '@tanstack/react-query';
import { getUserDetailsOptions, getUserDetailsQueryKey } from '../../../api/generated/@tanstack/react-query.gen';

/** GET /api/admin/users/{id}: profile, subscription, receptionists, tickets, activities and the audit trail. */
export function useUserDetails(id: number | undefined) {
  return useQuery({ ...getUserDetailsOptions({ path: { id: id ?? 0 } }), enabled: id !== undefined, staleTime: 0 });
}

export function refreshUserDetails(queryClient: QueryClient, id: number) {
  return queryClient.invalidateQueries({ queryKey: getUserDetailsQueryKey({ path: { id } }) });
}
