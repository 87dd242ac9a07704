import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { applySubscriptionResult } from './get-billing';

/** POST /api/subscription/cancel (empty body): cancelled at the end of the paid period. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    ...cancelMutation(),
    onSuccess: (result) => applySubscriptionResult(queryClient, result),
  });
}
