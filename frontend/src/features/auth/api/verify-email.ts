import { useQuery, useQueryClient } from '@tanstack/react-query';
import { verifyEmail } from '../../../api/generated/sdk.gen';
import { refreshSessionUser } from '../../../api/session';

/**
 * POST /api/verify-email with the link's token, once per token: a link works once, so a second POST (a remount, React's
 * development double effects) must not turn a success into "invalid". Hence a query keyed by the token, never retried,
 * kept for the page's life. The session user (if any) is read again: the banner goes, the new address shows.
 */
export function useVerifyEmail(token: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['verify-email', token],
    queryFn: async () => {
      const { data } = await verifyEmail({ body: { token: token ?? '' } });
      // The page's first read of the session user runs alongside, and may be answered from before the verification.
      await refreshSessionUser(queryClient);
      return data;
    },
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
