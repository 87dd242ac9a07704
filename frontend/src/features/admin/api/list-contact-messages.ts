import { useQuery, type QueryClient } from '@tanstack/react-query';
import { listContactMessagesOptions, listContactMessagesQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import type { AdminContactMessageDto } from '../../../api/generated/types.gen';
import { adminListBehaviour, type ListQuery } from './list-query';
import { refreshQueries } from '../../../api/query-client';

export type AdminContactMessage = AdminContactMessageDto;

export type ContactSortField = 'createdAt' | 'name' | 'email' | 'isRead';

/** GET /api/admin/contact-messages: one page of the contact form's messages. */
export function useAdminContactMessages(query: ListQuery<ContactSortField>) {
  return useQuery({ ...listContactMessagesOptions({ query }), ...adminListBehaviour });
}

export function refreshAdminContactMessages(queryClient: QueryClient) {
  return refreshQueries(queryClient, { queryKey: listContactMessagesQueryKey() });
}
