import { useQuery } from '@tanstack/react-query';
import { countCallsByReceptionistOptions } from '../../../api/generated/@tanstack/react-query.gen';

/** GET /api/calls/by-receptionist: each receptionist's calls this month, for its card. Asked again on every visit. */
export function useReceptionistCallCounts() {
  return useQuery({ ...countCallsByReceptionistOptions(), staleTime: 0 });
}
