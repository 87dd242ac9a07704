import { useQuery } from '@tanstack/react-query';
import { getAdminNoticesOptions } from '../../../api/generated/@tanstack/react-query.gen';

/** GET /api/admin/notices: how this deployment runs (test payments in production), for the back office's banners. */
export function useAdminNotices() {
  // Fixed while the server runs: fetched once per visit.
  return useQuery({ ...getAdminNoticesOptions(), staleTime: Infinity });
}
