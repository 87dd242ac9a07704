import { useMutation } from '@tanstack/react-query';
import { createSubscriptionMutation } from '../../../api/generated/@tanstack/react-query.gen';
import type { SubscriptionCheckoutDto } from '../../../api/generated/types.gen';

export type SubscriptionCheckout = SubscriptionCheckoutDto;

/** POST /api/create-subscription: what the card form needs (client secret, intent, provider, amounts). */
export function useCreateSubscription() {
  return useMutation(createSubscriptionMutation());
}
