import { serverMessage } from '../../../../api/client';
import type { AdminUpdateReceptionistDto, ReceptionistDto } from '../../../../api/generated/types.gen';
import { useNotify } from '../../../../components/notices/notices-context';
import { useUpdateAdminReceptionist } from '../../api/update-receptionist';
import { RECEPTIONIST_STATUS_INFO } from '../../labels';

/**
 * A change to a receptionist with its notices, 'Receptionist updated' or 'Failed to update receptionist'
 * (docs/product.md#the-products-messages-are-fixed-texts).
 */
export function useReceptionistUpdate() {
  const notify = useNotify();
  const update = useUpdateAdminReceptionist();
  const save = (
    id: number,
    body: AdminUpdateReceptionistDto,
    handlers: { onSuccess?: (updated: ReceptionistDto) => void; onError?: (error: unknown) => void } = {},
  ) =>
    update.mutate(
      { path: { id }, body },
      {
        onSuccess: (updated) => {
          handlers.onSuccess?.(updated);
          notify({
            title: 'Receptionist updated',
            description: `${updated.name} is ${RECEPTIONIST_STATUS_INFO[updated.status]?.label.toLowerCase() ?? updated.status}.`,
            variant: 'success',
          });
        },
        onError: (error) => {
          handlers.onError?.(error);
          notify({ title: 'Failed to update receptionist', description: serverMessage(error) ?? 'Please try again later.', variant: 'destructive' });
        },
      },
    );
  return { save, pendingId: update.isPending ? update.variables?.path.id : undefined, isPending: update.isPending };
}
