import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelAppointmentMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { refreshQueries } from '../../../api/query-client';

/** POST /api/appointments/{id}/cancel; 409 when it is already cancelled or past. Every list and week is asked again after. */
export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    ...cancelAppointmentMutation(),
    onSettled: () => refreshQueries(queryClient, { predicate: isAppointmentsList }),
  });
}

/** Any GET /api/appointments in the cache, whatever its query. */
export function isAppointmentsList(query: { queryKey: readonly unknown[] }): boolean {
  const [key] = query.queryKey as [{ _id?: string } | undefined];
  return key?._id === 'listAppointments';
}
