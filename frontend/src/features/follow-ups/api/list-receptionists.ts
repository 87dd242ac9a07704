import { useQuery } from '@tanstack/react-query';
import { listReceptionistsOptions } from '../../../api/generated/@tanstack/react-query.gen';

/** GET /api/receptionists: the filter's choices, and whether an empty page is waiting for a receptionist. */
export function useFollowUpReceptionists() {
  return useQuery({ ...listReceptionistsOptions(), staleTime: 0 });
}
