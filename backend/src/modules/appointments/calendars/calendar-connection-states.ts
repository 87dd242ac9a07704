/** The calendars a business can connect (docs/product.md#google-calendar); without a connection, the sandbox calendar. */
export const CALENDAR_PROVIDERS = ['google'] as const;
export type CalendarProvider = (typeof CALENDAR_PROVIDERS)[number];

/** A connection is used while `connected`; `disconnected` until the business connects again. */
export const CALENDAR_CONNECTION_STATES = ['connected', 'disconnected'] as const;
export type CalendarConnectionState = (typeof CALENDAR_CONNECTION_STATES)[number];

/**
 * Why a connection stopped: Google refused its refresh token (`revoked`: access removed in the Google account, or the
 * token expired), or it could not be refreshed otherwise (`refresh_failed`: an unreadable stored token, an answer without a token).
 */
export const CALENDAR_DISCONNECT_REASONS = ['revoked', 'refresh_failed'] as const;
export type CalendarDisconnectReason = (typeof CALENDAR_DISCONNECT_REASONS)[number];
