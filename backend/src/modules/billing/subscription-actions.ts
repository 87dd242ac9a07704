/** What a change of plan means to the business, as subscription activities record it. */
export const SUBSCRIPTION_ACTIONS = ['new', 'upgrade', 'downgrade', 'cancellation'] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];
