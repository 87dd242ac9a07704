/** The mails a customer may turn off, each with a switch in the Account tab and an unsubscribe link of its own; each is also its column in notification_preferences. */
export const NOTIFICATION_KINDS = ['daily_digest', 'usage_alerts', 'call_summaries'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
