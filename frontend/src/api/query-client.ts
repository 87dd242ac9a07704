import { QueryClient, type InvalidateQueryFilters } from '@tanstack/react-query';

/** docs/product.md#how-the-web-app-reads-the-api: reads do not retry, never refetch on focus or on an interval, and never go stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();

/**
 * After a change: the reads it touches are read again. A read already in flight is dropped, not waited for: it may have
 * been answered before the change, and TanStack hands a first read's answer to an invalidation instead of reading again.
 */
export async function refreshQueries(client: QueryClient, filters: InvalidateQueryFilters): Promise<void> {
  await client.cancelQueries(filters);
  await client.invalidateQueries(filters);
}
