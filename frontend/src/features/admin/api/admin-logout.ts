import { useMutation } from '@tanstack/react-query';
import { adminLogoutMutation } from '../../../api/generated/@tanstack/react-query.gen';

/**
 * POST /api/admin/logout. The caller forgets the session (forgetSession) together with leaving the page, so the route
 * guard never sees a half-finished logout.
 */
export function useAdminLogout() {
  return useMutation(adminLogoutMutation());
}
