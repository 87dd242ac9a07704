import { useQuery } from '@tanstack/react-query';
import { getCheckoutSessionOptions } from '../../../api/generated/@tanstack/react-query.gen';

/** GET /api/sandbox/checkout-sessions/:id: what the sandbox's hosted checkout page sells. */
export function useSandboxCheckoutSession(sessionId: string) {
  return useQuery({ ...getCheckoutSessionOptions({ path: { id: sessionId } }), staleTime: 0, gcTime: 0 });
}
