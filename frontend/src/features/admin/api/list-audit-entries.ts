import { useQuery, type QueryClient } from '@tanstack/react-query';
import { listAuditEntriesOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { ListAuditEntriesData } from '../../../api/generated/types.gen';
import { refreshQueries } from '../../../api/query-client';

export type AuditTargetType = ListAuditEntriesData['query']['targetType'];

/** GET /api/admin/audit-log: the administrators' changes to one record, newest first. */
export function useAuditEntries(targetType: AuditTargetType, targetId: number | string | undefined) {
  return useQuery({
    ...listAuditEntriesOptions({ query: { targetType, targetId: String(targetId ?? '') } }),
    enabled: targetId !== undefined,
    staleTime: 0,
  });
}

/** After a change: every record's history may have a new entry. */
export function refreshAuditEntries(queryClient: QueryClient) {
  return refreshQueries(queryClient, { queryKey: [{ _id: 'listAuditEntries' }] });
}
