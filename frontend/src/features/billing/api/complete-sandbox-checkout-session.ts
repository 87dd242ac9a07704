import { useMutation } from '@tanstack/react-query';
import { completeCheckoutSessionMutation } from '../../../api/generated/@tanstack/react-query.gen';

/** POST /api/sandbox/checkout-sessions/:id/complete with the card: where to send the browser back to. */
export function useCompleteSandboxCheckoutSession() {
  return useMutation(completeCheckoutSessionMutation());
}
