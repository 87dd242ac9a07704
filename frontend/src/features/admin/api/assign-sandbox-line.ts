import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assignSandboxLineMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { refreshAuditEntries } from './list-audit-entries';
import { refreshAdminReceptionists } from './list-receptionists';

/**
 * POST /api/admin/receptionists/{id}/sandbox-line: a free sandbox number and the sandbox's ids where the receptionist
 * has none, so it can go live on the sandbox platform (docs/product.md#a-real-number-before-going-live).
 */
export function useAssignSandboxLine() {
  const queryClient = useQueryClient();
  return useMutation({
    ...assignSandboxLineMutation(),
    onSuccess: () => Promise.all([refreshAuditEntries(queryClient), refreshAdminReceptionists(queryClient)]),
  });
}
