import { useQuery } from '@tanstack/react-query';
import { listReceptionistsOptions } from '../../../api/generated/@tanstack/react-query.gen';

/** GET /api/receptionists: the filter's choices, and what an empty page is waiting for (a receptionist, booking turned on). */
export function useAppointmentReceptionists() {
  return useQuery({ ...listReceptionistsOptions(), staleTime: 0 });
}
