import { useQuery } from '@tanstack/react-query';
import { listReceptionistsOptions } from '../../../api/generated/@tanstack/react-query.gen';

/** GET /api/receptionists: the filter's choices, and what an empty log is waiting for (a request, our team, a first call). */
export function useCustomerReceptionists() {
  return useQuery({ ...listReceptionistsOptions(), staleTime: 0 });
}
