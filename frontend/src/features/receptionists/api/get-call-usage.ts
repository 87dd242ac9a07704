import { useQuery } from '@tanstack/react-query';
import { getCallUsageOptions } from '../../../api/generated/@tanstack/react-query.gen';

/** GET /api/calls/usage: this period's counted calls against the plan's allowance, for the plan usage summary. Asked again on every visit. */
export function useCallUsage() {
  return useQuery({ ...getCallUsageOptions(), staleTime: 0 });
}
