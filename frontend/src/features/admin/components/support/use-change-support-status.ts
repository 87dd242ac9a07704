import { serverMessage } from '../../../../api/client';
import type { SupportRequestDto, SupportStatus } from '../../../../api/generated/types.gen';
import { useNotify } from '../../../../components/notices/notices-context';
import { useUpdateSupportStatus } from '../../api/update-support-status';

/** The status dropdown's change, with its notices (docs/product.md#the-products-messages-are-fixed-texts). */
export function useChangeSupportStatus(onChanged?: (updated: SupportRequestDto) => void) {
  const notify = useNotify();
  const update = useUpdateSupportStatus();
  const change = (id: number, status: SupportStatus) =>
    update.mutate(
      { path: { id }, body: { status } },
      {
        onSuccess: (updated) => {
          onChanged?.(updated);
          notify({ title: 'Status updated', description: 'Support request status has been updated', variant: 'success' });
        },
        onError: (error) =>
          notify({ title: 'Failed to update status', description: serverMessage(error) ?? 'Please try again later.', variant: 'destructive' }),
      },
    );
  return { change, pendingId: update.isPending ? update.variables?.path.id : undefined };
}
