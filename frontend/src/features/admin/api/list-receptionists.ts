import { useQuery, type QueryClient } from '@tanstack/react-query';
import { listAllReceptionistsOptions, listAllReceptionistsQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import type { AdminReceptionistDto, ReceptionistStatus } from '../../../api/generated/types.gen';
import { adminListBehaviour, type ListQuery } from './list-query';
import { refreshQueries } from '../../../api/query-client';

export type AdminReceptionist = AdminReceptionistDto;

export type ReceptionistSortField = 'createdAt' | 'name' | 'status' | 'user';

/** GET /api/admin/receptionists: one page of every customer's receptionists with their owners. */
export function useAdminReceptionists(query: ListQuery<ReceptionistSortField> & { status?: ReceptionistStatus }) {
  return useQuery({ ...listAllReceptionistsOptions({ query }), ...adminListBehaviour });
}

export function refreshAdminReceptionists(queryClient: QueryClient) {
  return refreshQueries(queryClient, { queryKey: listAllReceptionistsQueryKey() });
}
