import { useQuery, type QueryClient } from '@tanstack/react-query';
import { getQueueHealthOptions, getQueueHealthQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import { refreshQueries } from '../../../api/query-client';

/** GET /api/admin/queues: jobs per queue and state, and what still waits in the outbox. */
export function useQueueHealth() {
  return useQuery({ ...getQueueHealthOptions(), staleTime: 0 });
}

export function refreshQueueHealth(queryClient: QueryClient) {
  return refreshQueries(queryClient, { queryKey: getQueueHealthQueryKey() });
}
