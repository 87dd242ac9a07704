import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changePlanMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { applySubscriptionResult } from './get-billing';

/** POST /api/subscription/change: prorated and charged at once; also resumes a cancelled plan. */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    ...changePlanMutation(),
    onSuccess: (result) => applySubscriptionResult(queryClient, result),
  });
}
