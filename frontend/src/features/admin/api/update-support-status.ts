import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSupportRequestStatusMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { refreshAuditEntries } from './list-audit-entries';
import { refreshWorkQueue } from './work-queue';
import { refreshAdminSupportRequests } from './list-support-requests';

/** PATCH /api/admin/support-requests/{id}: any status from any other (docs/product.md#support-request-statuses); the list is refreshed. */
export function useUpdateSupportStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateSupportRequestStatusMutation(),
    onSuccess: () => Promise.all([refreshAdminSupportRequests(queryClient), refreshAuditEntries(queryClient), refreshWorkQueue(queryClient)]),
  });
}
