import { useQuery, type QueryClient } from '@tanstack/react-query';
import { getReceptionistUsageOptions, getReceptionistUsageQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import type { ReceptionistUsageDto } from '../../../api/generated/types.gen';
import { refreshQueries } from '../../../api/query-client';

export type ReceptionistUsage = ReceptionistUsageDto;

/** GET /api/receptionists/usage: the plan's limits and how much of them is used. Asked again on every visit. */
export function useReceptionistUsage() {
  return useQuery({ ...getReceptionistUsageOptions(), staleTime: 0 });
}

/** After a receptionist is added or deleted, or the server says the limit is reached: the counts are asked again. */
export function refreshReceptionistUsage(queryClient: QueryClient): Promise<void> {
  return refreshQueries(queryClient, { queryKey: getReceptionistUsageQueryKey() });
}
