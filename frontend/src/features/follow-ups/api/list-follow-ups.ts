import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listFollowUpsOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { ListFollowUpsData } from '../../../api/generated/types.gen';

export type FollowUpsQuery = NonNullable<ListFollowUpsData['query']>;

/** GET /api/follow-ups: one page, open ones first. Asked again on every visit; while the next page or filter loads, the rows on screen stay. */
export function useFollowUps(query: FollowUpsQuery) {
  return useQuery({ ...listFollowUpsOptions({ query }), staleTime: 0, placeholderData: keepPreviousData });
}
