/** A support request's status, as the API and the back office name it. */
export const SUPPORT_STATUSES = ['open', 'in-progress', 'resolved', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
