/** A customer's subscription status, as the API shows it (the users' and the back office's too). */
export const SUBSCRIPTION_STATUSES = ['none', 'trial', 'active', 'pending', 'past_due', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
