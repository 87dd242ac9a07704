import { useQuery, type QueryClient } from '@tanstack/react-query';
import { listUsersOptions, listUsersQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import type { AdminUserDto } from '../../../api/generated/types.gen';
import { adminListBehaviour, type ListQuery } from './list-query';
import { refreshQueries } from '../../../api/query-client';

export type AdminUser = AdminUserDto;

/** Sort fields of GET /api/admin/users. */
export type UserSortField = 'createdAt' | 'email' | 'name' | 'plan' | 'status' | 'receptionistCount';

/** GET /api/admin/users: one page of users, each with its receptionist count and calls this period; nearAllowance: those at or above 80%. */
export function useAdminUsers(query: ListQuery<UserSortField> & { nearAllowance?: boolean }) {
  return useQuery({ ...listUsersOptions({ query }), ...adminListBehaviour });
}

export function refreshAdminUsers(queryClient: QueryClient) {
  return refreshQueries(queryClient, { queryKey: listUsersQueryKey() });
}
