import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateReceptionistMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { refreshReceptionistUsage } from './get-receptionist-usage';
import { updateCachedReceptionists } from './list-receptionists';

/**
 * PATCH /api/receptionists/{id} with the changed fields; the answer replaces the card's receptionist, and the counts are
 * asked again (fewer languages may bring it back within the plan).
 */
export function useUpdateReceptionist() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateReceptionistMutation(),
    onSuccess: (updated) => {
      updateCachedReceptionists(queryClient, (list) => list.map((receptionist) => (receptionist.id === updated.id ? updated : receptionist)));
      void refreshReceptionistUsage(queryClient);
    },
  });
}
