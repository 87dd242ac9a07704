import type { SubscriptionStatus } from '../api/generated/types.gen';

/** A subscription status in the customer area's words (docs/product.md#subscription-statuses). */
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  trial: 'Trial',
  active: 'Active',
  past_due: 'Past due',
  cancelled: 'Cancelled',
  pending: 'Pending',
  none: 'No plan',
};
