import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createReceptionistMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { refreshReceptionistUsage } from './get-receptionist-usage';
import { updateCachedReceptionists } from './list-receptionists';

/** The backend's codes for the two plan limits (receptionists.errors.ts), each with its own notice title. */
export const LIMIT_REACHED = 'RECEPTIONISTS.LIMIT_REACHED';
export const LANGUAGE_LIMIT_REACHED = 'RECEPTIONISTS.LANGUAGE_LIMIT_REACHED';

/** POST /api/receptionists: the new request joins the end of the list (oldest first) and the usage is asked again. */
export function useCreateReceptionist() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createReceptionistMutation(),
    onSuccess: (created) => {
      updateCachedReceptionists(queryClient, (list) => [...list, created]);
      void refreshReceptionistUsage(queryClient);
    },
  });
}
