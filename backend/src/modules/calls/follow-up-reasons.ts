/**
 * Why a call left the owner something to do (docs/product.md#follow-ups), in the order a call's reason is chosen when
 * several apply: a message taken, an appointment booked, a transfer that did not connect, a call that failed, a call
 * the caller dropped within seconds.
 */
export const FOLLOW_UP_REASONS = ['message', 'appointment', 'transfer_not_connected', 'failed', 'dropped'] as const;
export type FollowUpReason = (typeof FOLLOW_UP_REASONS)[number];

/** Open until someone marks it done; done until someone reopens it. */
export const FOLLOW_UP_STATUSES = ['open', 'done'] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];
