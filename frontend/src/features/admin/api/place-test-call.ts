import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchOrThrow } from '../../../api/client';
import { refreshAuditEntries } from './list-audit-entries';

// TEMPORARY until calls-sandbox's contract is merged: replaced by the generated client.
export interface TestCallPlacedDto { platformCallId: string }

/** POST /api/admin/receptionists/{id}/test-call: the platform calls the receptionist; the call is marked as a test. */
export function usePlaceTestCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ path }: { path: { id: number } }) => {
      const response = await fetchOrThrow(`/api/admin/receptionists/${path.id}/test-call`, { method: 'POST', credentials: 'include' });
      return (await response.json()) as TestCallPlacedDto;
    },
    onSuccess: () => Promise.all([refreshAuditEntries(queryClient), queryClient.invalidateQueries({ queryKey: ['listAdminCalls'] })]),
  });
}
