import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteReceptionistMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { refreshReceptionistUsage } from './get-receptionist-usage';
import { updateCachedReceptionists } from './list-receptionists';

/** DELETE /api/receptionists/{id} (204): the card goes and the usage is asked again. */
export function useDeleteReceptionist() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteReceptionistMutation(),
    onSuccess: (_nothing, { path: { id } }) => {
      updateCachedReceptionists(queryClient, (list) => list.filter((receptionist) => receptionist.id !== id));
      void refreshReceptionistUsage(queryClient);
    },
  });
}
