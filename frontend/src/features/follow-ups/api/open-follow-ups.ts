import { useQuery } from '@tanstack/react-query';
import { countOpenFollowUpsOptions } from '../../../api/generated/@tanstack/react-query.gen';

/** How often the navigation's count is asked again while a page stays open: calls keep coming in. */
const OPEN_COUNT_REFRESH_MS = 60_000;

/** GET /api/follow-ups/open-count, for the signed-in navigation's badge; nothing while signed out. */
export function useOpenFollowUpsCount(signedIn: boolean): number | undefined {
  const count = useQuery({ ...countOpenFollowUpsOptions(), enabled: signedIn, staleTime: 0, refetchInterval: OPEN_COUNT_REFRESH_MS });
  return signedIn ? count.data?.open : undefined;
}
