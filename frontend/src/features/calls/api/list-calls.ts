import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listCallsOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { callsApiQuery, type CallFilters } from '../call-filters';

/**
 * GET /api/calls, newest first: one page of the customer's calls. Asked again on every visit (calls keep arriving);
 * while the next page or filter loads, the rows on screen stay.
 */
export function useCalls(filters: CallFilters, page: number) {
  return useQuery({ ...listCallsOptions({ query: callsApiQuery(filters, page) }), staleTime: 0, placeholderData: keepPreviousData });
}
