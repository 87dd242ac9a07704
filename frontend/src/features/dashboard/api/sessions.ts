import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endSessionMutation, listSessionsOptions, listSessionsQueryKey, signOutOthersMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { refreshQueries } from '../../../api/query-client';

/** Where the customer is signed in (GET /api/sessions); another device may have signed in or out since. */
export function useSessions() {
  return useQuery({ ...listSessionsOptions(), staleTime: 0 });
}

/** DELETE /api/sessions/{id} and POST /api/sessions/sign-out-others; the list is read again after either. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  const refresh = () => refreshQueries(queryClient, { queryKey: listSessionsQueryKey() });
  return {
    endOne: useMutation({ ...endSessionMutation(), onSettled: refresh }),
    endOthers: useMutation({ ...signOutOthersMutation(), onSettled: refresh }),
  };
}
