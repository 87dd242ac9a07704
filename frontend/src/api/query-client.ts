import { QueryClient } from '@tanstack/react-query';

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
