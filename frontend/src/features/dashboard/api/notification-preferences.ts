import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getNotificationPreferencesOptions,
  getNotificationPreferencesQueryKey,
  listReceptionistsOptions,
  updateNotificationPreferencesMutation,
} from '../../../api/generated/@tanstack/react-query.gen';

/** The customer's notification mail choices (docs/product.md#notifications); an unsubscribe link may have changed them since. */
export function useNotificationPreferences() {
  return useQuery({ ...getNotificationPreferencesOptions(), staleTime: 0 });
}

/** The receptionists a call summary may be turned on for. */
export function useReceptionistChoices() {
  return useQuery({ ...listReceptionistsOptions(), staleTime: 0 });
}

/** PUT /api/notifications/preferences; the choices it answers with replace the cached ones. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateNotificationPreferencesMutation(),
    onSuccess: (saved) => queryClient.setQueryData(getNotificationPreferencesQueryKey(), saved),
  });
}
