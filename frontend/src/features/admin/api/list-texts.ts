import { useQuery } from '@tanstack/react-query';
import { listAdminTextsOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { ListAdminTextsData } from '../../../api/generated/types.gen';
import { adminListBehaviour } from './list-query';

export type AdminTextsQuery = NonNullable<ListAdminTextsData['query']>;

/** GET /api/admin/texts: one page of the texts receptionists sent callers (one customer's with `userId`), newest first. */
export function useAdminTexts(query: AdminTextsQuery) {
  return useQuery({ ...listAdminTextsOptions({ query }), ...adminListBehaviour });
}
