import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markFollowUpDoneMutation, reopenFollowUpMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { refreshQueries } from '../../../api/query-client';

/** Any follow-ups list or the navigation's count in the cache, whatever its query. */
function isFollowUpsQuery(query: { queryKey: readonly unknown[] }): boolean {
  const [key] = query.queryKey as [{ _id?: string } | undefined];
  return key?._id === 'listFollowUps' || key?._id === 'countOpenFollowUps';
}

/** POST /api/follow-ups/{id}/done; the lists and the count are asked again after. */
export function useMarkFollowUpDone() {
  const queryClient = useQueryClient();
  return useMutation({ ...markFollowUpDoneMutation(), onSettled: () => refreshQueries(queryClient, { predicate: isFollowUpsQuery }) });
}

/** POST /api/follow-ups/{id}/reopen; the lists and the count are asked again after. */
export function useReopenFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({ ...reopenFollowUpMutation(), onSettled: () => refreshQueries(queryClient, { predicate: isFollowUpsQuery }) });
}
