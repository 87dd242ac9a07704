import { useMutation } from '@tanstack/react-query';
import { createCheckoutSessionMutation } from '../../../api/generated/@tanstack/react-query.gen';

/** POST /api/create-checkout-session: the address of the provider's hosted checkout page. */
export function useCreateCheckoutSession() {
  return useMutation(createCheckoutSessionMutation());
}
