import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkForwardingMutation, listForwardingChecksOptions, listForwardingChecksQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import type { ForwardingCheckDto } from '../../../api/generated/types.gen';

export type ForwardingCheck = ForwardingCheckDto;

/** How often the cards ask again while a check is calling: the sandbox answers in seconds, a real line in a minute. */
const WHILE_CALLING_MS = 2_000;

/** GET /api/forwarding-checks: the latest check of each receptionist, asked again every 2 s while one is calling. */
export function useForwardingChecks() {
  return useQuery({
    ...listForwardingChecksOptions(),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.some((check) => check.status === 'calling') ? WHILE_CALLING_MS : false),
  });
}

/** POST /api/receptionists/{id}/forwarding-checks: the new check replaces the receptionist's in the list. */
export function useStartForwardingCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    ...checkForwardingMutation(),
    onSuccess: (check) =>
      queryClient.setQueryData<ForwardingCheck[]>(listForwardingChecksQueryKey(), (list = []) => [
        ...list.filter((other) => other.receptionistId !== check.receptionistId),
        check,
      ]),
  });
}
