import { useMutation } from '@tanstack/react-query';
import { sendPasswordResetMutation } from '../../../api/generated/@tanstack/react-query.gen';

/** POST /api/admin/users/{id}/reset-password: e-mails the user a single-use reset link (docs/product.md#every-back-office-action-does-something-real). */
export function useSendPasswordReset() {
  return useMutation(sendPasswordResetMutation());
}
