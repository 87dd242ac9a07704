import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { applySubscriptionResult } from './get-billing';

/**
 * POST /api/subscription/confirm with the intent the card form confirmed, or the redirect checkout's session. The
 * server checks with the provider before granting the plan; its answer refreshes the session user.
 */
export function useConfirmSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    ...confirmMutation(),
    onSuccess: (result) => applySubscriptionResult(queryClient, result),
  });
}
