import { useQuery } from '@tanstack/react-query';
import { countCallsByReceptionistOptions } from '../../../api/generated/@tanstack/react-query.gen';

/** The first moment of this calendar month where the customer is, which only the browser knows. */
export function startOfLocalMonth(now = new Date()): string {
  return new Date(now.getFullYear(), now.getMonth(), 1).toISOString();
}

/** GET /api/calls/by-receptionist: each receptionist's calls this month (the customer's month), for its card. Asked again on every visit. */
export function useReceptionistCallCounts() {
  return useQuery({ ...countCallsByReceptionistOptions({ query: { since: startOfLocalMonth() } }), staleTime: 0 });
}
