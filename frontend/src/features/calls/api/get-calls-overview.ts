import { useQuery } from '@tanstack/react-query';
import { getCallsOverviewOptions } from '../../../api/generated/@tanstack/react-query.gen';

/**
 * GET /api/calls/overview: the dashboard's Overview in one answer (the usage meter, this period's figures, 30 days of
 * calls by outcome, each receptionist's calls). Asked again on every visit: calls keep arriving.
 */
export function useCallsOverview() {
  return useQuery({ ...getCallsOverviewOptions(), staleTime: 0 });
}
