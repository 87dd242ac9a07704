/** A customer's subscription status, as the API shows it (the users' and the back office's too). */
export const SUBSCRIPTION_STATUSES = ['none', 'trial', 'active', 'pending', 'past_due', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Statuses under which the user holds the plan (docs/product.md#subscription-statuses): past_due keeps access while the provider retries. */
export const PLAN_HOLDING: readonly SubscriptionStatus[] = ['trial', 'active', 'past_due', 'cancelled'];
export const holdsPlan = (customer: { subscriptionPlan: string | null; subscriptionStatus: SubscriptionStatus }) =>
  customer.subscriptionPlan !== null && PLAN_HOLDING.includes(customer.subscriptionStatus);
