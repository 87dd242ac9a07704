import { useMutation } from '@tanstack/react-query';
import { resendVerificationMutation } from '../../../api/generated/@tanstack/react-query.gen';

/** POST /api/user/resend-verification: a new link to the pending address; 3 an hour. */
export function useResendVerification() {
  return useMutation(resendVerificationMutation());
}
