import { useMutation, useQueryClient } from '@tanstack/react-query';
import { placeTestCallMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { refreshAuditEntries } from './list-audit-entries';
import { refreshAdminCalls } from './list-calls';
import { refreshAdminReceptionists } from './list-receptionists';

/**
 * POST /api/admin/receptionists/{id}/test-call: the sandbox platform calls the receptionist (a call marked as a test).
 * The receptionists are refreshed too: a first test call links an unlinked receptionist to the sandbox's ids.
 */
export function usePlaceTestCall() {
  const queryClient = useQueryClient();
  return useMutation({
    ...placeTestCallMutation(),
    onSuccess: () => Promise.all([refreshAuditEntries(queryClient), refreshAdminCalls(queryClient), refreshAdminReceptionists(queryClient)]),
  });
}
