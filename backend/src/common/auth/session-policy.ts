export type SessionKind = 'customer' | 'admin';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long a session lives without activity (idle) and at most (absolute), by who signed in. */
export const SESSION_LIFETIMES: Record<SessionKind, { idleMs: number; absoluteMs: number }> = {
  customer: { idleMs: DAY, absoluteMs: 30 * DAY },
  admin: { idleMs: 30 * MINUTE, absoluteMs: 12 * HOUR },
};

/** How stale a session's last-seen time and idle expiry may get: the idle timeout ends at most this much early. */
export const SESSION_TOUCH_INTERVAL_MS = MINUTE;
