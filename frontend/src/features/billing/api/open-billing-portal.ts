import { useMutation } from '@tanstack/react-query';
import { openPortalMutation } from '../../../api/generated/@tanstack/react-query.gen';

/** POST /api/billing/portal: the provider's page where the card on file is changed (Stripe only). */
export function useOpenBillingPortal() {
  return useMutation(openPortalMutation());
}
