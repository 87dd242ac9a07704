import { useMutation } from '@tanstack/react-query';
import { resendVerificationMutation } from '../../../api/generated/@tanstack/react-query.gen';

/** POST /api/user/resend-verification: a new link to the address waiting for proof; 3 an hour (429 says how long to wait). */
export function useResendVerification() {
  return useMutation(resendVerificationMutation());
}
