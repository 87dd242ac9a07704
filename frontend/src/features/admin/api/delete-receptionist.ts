import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAnyReceptionistMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { refreshAdminReceptionists } from './list-receptionists';
import { refreshWorkQueue } from './work-queue';

/** DELETE /api/admin/receptionists/{id} (after a confirmation, docs/product.md#every-back-office-action-does-something-real); the list is refreshed. */
export function useDeleteAdminReceptionist() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteAnyReceptionistMutation(),
    onSuccess: () => Promise.all([refreshAdminReceptionists(queryClient), refreshWorkQueue(queryClient)]),
  });
}
