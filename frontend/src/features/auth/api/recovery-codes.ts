import { useMutation } from '@tanstack/react-query';
import { regenerateRecoveryCodesMutation } from '../../../api/generated/@tanstack/react-query.gen';

/** POST /api/admin/second-factor/recovery-codes: ten new codes for a current authenticator code; the old ones stop working. */
export function useRegenerateRecoveryCodes() {
  return useMutation(regenerateRecoveryCodesMutation());
}
