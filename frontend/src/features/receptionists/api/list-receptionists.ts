import { useQuery, type QueryClient } from '@tanstack/react-query';
import { listReceptionistsOptions, listReceptionistsQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import type { ReceptionistDto } from '../../../api/generated/types.gen';

export type Receptionist = ReceptionistDto;

/** GET /api/receptionists, oldest first. Asked again on every visit: our team moves them through their statuses. */
export function useReceptionists() {
  return useQuery({ ...listReceptionistsOptions(), staleTime: 0 });
}

/** Applies a change the API answered with to the cached list, so the cards show it without asking again. */
export function updateCachedReceptionists(queryClient: QueryClient, change: (list: Receptionist[]) => Receptionist[]): void {
  queryClient.setQueryData<Receptionist[]>(listReceptionistsQueryKey(), (list) => (list ? change(list) : list));
}
