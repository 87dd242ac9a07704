import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmMutation } from '../../../api/generated/@tanstack/react-query.gen';
import type { SubscriptionResultDto } from '../../../api/generated/types.gen';
import type { Notice } from '../../../components/notices/notices-context';
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

/** What either checkout says once the server has granted the plan: a started trial, or the payment. */
export function confirmedNotice(result: SubscriptionResultDto): Notice {
  return result.billing.status === 'trial'
    ? { title: 'Free trial started', description: "Your card was saved. You won't be charged until the trial ends.", variant: 'success' }
    : { title: 'Payment successful', description: result.message, variant: 'success' };
}
