import { useQuery } from '@tanstack/react-query';
import { listSubscriptionActivitiesOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { AdminActivityDto, SubscriptionAction } from '../../../api/generated/types.gen';
import { adminListBehaviour, type ListQuery } from './list-query';

export type AdminActivity = AdminActivityDto;

export type ActivitySortField = 'date' | 'action';

/** GET /api/admin/subscription-activities: one page, optionally of one action (upgrade, downgrade, cancellation, new). */
export function useSubscriptionActivities(query: ListQuery<ActivitySortField> & { action?: SubscriptionAction }) {
  return useQuery({ ...listSubscriptionActivitiesOptions({ query }), ...adminListBehaviour });
}
