import { useQuery } from '@tanstack/react-query';
import { unsubscribe } from '../../../api/generated/sdk.gen';

/**
 * POST /api/notifications/unsubscribe with the link's token, once per token: a link works once, so a second POST (a
 * remount, React's development double effects) must not turn a success into "already used". Hence a query keyed by the
 * token, never retried, kept for the page's life. Opening the link (a GET) changes nothing: the page's POST does.
 */
export function useUnsubscribe(token: string | null) {
  return useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: async () => (await unsubscribe({ query: { token: token ?? '' } })).data,
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
