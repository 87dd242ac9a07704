import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keepReceptionistActiveMutation, listReceptionistsQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import type { Receptionist } from './list-receptionists';
import { refreshReceptionistUsage } from './get-receptionist-usage';

/**
 * POST /api/receptionists/{id}/keep-active: the customer chooses this one to stay within the plan. The answer is the
 * whole list (another one may have moved over the limit), and the counts are asked again.
 */
export function useKeepReceptionistActive() {
  const queryClient = useQueryClient();
  return useMutation({
    ...keepReceptionistActiveMutation(),
    onSuccess: (list) => {
      queryClient.setQueryData<Receptionist[]>(listReceptionistsQueryKey(), list);
      void refreshReceptionistUsage(queryClient);
    },
  });
}
