import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '../../../api/client';
import { callsApiQuery, type CallFilters } from '../call-filters';
import type { CallsPageDto } from './call-types';

/**
 * GET /api/calls, newest first: one page of the customer's calls. Asked again on every visit (calls keep arriving);
 * while the next page or filter loads, the rows on screen stay.
 */
export function useCalls(filters: CallFilters, page: number) {
  const query = callsApiQuery(filters, page);
  return useQuery({
    queryKey: ['listCalls', query],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
      const response = await fetchOrThrow(`/api/calls?${params}`, { credentials: 'include', signal });
      return (await response.json()) as CallsPageDto;
    },
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
