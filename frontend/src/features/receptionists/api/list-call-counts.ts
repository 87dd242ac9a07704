import { useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '../../../api/client';

// Interim, until the calls API's generated client lands.
interface ReceptionistCallCountDto {
  receptionistId: number;
  callsThisMonth: number;
  lastCallAt: string | null;
}

/** GET /api/calls/by-receptionist: each receptionist's calls this month, for its card. Asked again on every visit. */
export function useReceptionistCallCounts() {
  return useQuery({
    queryKey: ['listReceptionistCallCounts'],
    queryFn: async ({ signal }) => {
      const response = await fetchOrThrow('/api/calls/by-receptionist', { credentials: 'include', signal });
      return (await response.json()) as ReceptionistCallCountDto[];
    },
    staleTime: 0,
  });
}
