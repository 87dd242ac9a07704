import type { Request } from 'express';

export type SessionKind = 'customer' | 'admin';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long a session lives without activity (idle) and at most (absolute), by who signed in. */
export const SESSION_LIFETIMES: Record<SessionKind, { idleMs: number; absoluteMs: number }> = {
  customer: { idleMs: DAY, absoluteMs: 30 * DAY },
  admin: { idleMs: 30 * MINUTE, absoluteMs: 12 * HOUR },
};

/** What we keep in a session besides passport's user id. */
export interface SessionData {
  kind?: SessionKind;
  signedInAt?: number;
  /** When the expiry last slid forward (renewSessionCookie); changing it is what makes express-session re-send the cookie. */
  renewedAt?: number;
  /** Between an administrator's right password and their second factor: no user is signed in yet (no passport user). */
  pendingAdminSignIn?: PendingAdminSignIn;
}

export interface PendingAdminSignIn {
  userId: number;
  expiresAt: number;
  wrongCodes: number;
}

export function sessionData(request: Request): SessionData {
  return request.session as unknown as SessionData;
}

/** True once the session is older than its absolute lifetime (the idle one is the cookie's maxAge, renewed by renewSessionCookie). */
export function isSessionPastAbsoluteLifetime(data: SessionData, now = Date.now()): boolean {
  if (!data.kind || !data.signedInAt) return false;
  return now - data.signedInAt > SESSION_LIFETIMES[data.kind].absoluteMs;
}
