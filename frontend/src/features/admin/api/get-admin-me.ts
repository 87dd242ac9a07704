import { useQuery } from '@tanstack/react-query';
import { getAdminMeOptions } from '../../../api/generated/@tanstack/react-query.gen';

/** GET /api/admin/me: the signed-in administrator (the route guard has just fetched it). */
export function useAdminMe() {
  return useQuery(getAdminMeOptions());
}
