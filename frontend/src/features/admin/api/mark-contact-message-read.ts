import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markContactMessageReadMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { refreshAdminContactMessages } from './list-contact-messages';

/** PATCH /api/admin/contact-messages/{id}/read: unread to read, never back (docs/product.md#contact-messages); the list is refreshed. */
export function useMarkContactMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    ...markContactMessageReadMutation(),
    onSuccess: () => refreshAdminContactMessages(queryClient),
  });
}
