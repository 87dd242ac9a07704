import { serverMessage } from '../../../../api/client';
import type { AdminContactMessageDto } from '../../../../api/generated/types.gen';
import { useNotify } from '../../../../components/notices/notices-context';
import { useMarkContactMessageRead } from '../../api/mark-contact-message-read';

/** Mark as Read, with its notices (docs/product.md#the-products-messages-are-fixed-texts). */
export function useMarkRead(onRead?: (message: AdminContactMessageDto) => void) {
  const notify = useNotify();
  const mark = useMarkContactMessageRead();
  const markRead = (id: number) =>
    mark.mutate(
      { path: { id } },
      {
        onSuccess: (message) => {
          onRead?.(message);
          notify({ title: 'Message marked as read', description: 'Contact message has been marked as read', variant: 'success' });
        },
        onError: (error) => notify({ title: 'Failed to mark as read', description: serverMessage(error) ?? 'Please try again later.', variant: 'destructive' }),
      },
    );
  return { markRead, pendingId: mark.isPending ? mark.variables?.path.id : undefined };
}
