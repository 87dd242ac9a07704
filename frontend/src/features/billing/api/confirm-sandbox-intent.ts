import { useMutation } from '@tanstack/react-query';
import { confirmIntentMutation } from '../../../api/generated/@tanstack/react-query.gen';

/** POST /api/sandbox/intents/confirm: the sandbox's stand-in for Stripe.js confirming the intent with the card. */
export function useConfirmSandboxIntent() {
  return useMutation(confirmIntentMutation());
}
