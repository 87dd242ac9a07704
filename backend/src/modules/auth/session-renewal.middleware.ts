import type { NextFunction, Request, Response } from 'express';
import { sessionUserId } from '../users/authenticated-request';
import { sessionData } from '../../common/auth/session-policy';
import { SESSION_TOUCH_INTERVAL_MS } from './session-store.service';

/**
 * Slides a signed-in session's expiry, in its row and in the browser's cookie, at most once per
 * SESSION_TOUCH_INTERVAL_MS. express-session's `rolling` re-signed and re-sent the cookie on every answer, a cost every
 * signed-in read paid for an expiry that moves by seconds. Marking the session changed makes express-session save it
 * and send its cookie with the new expiry.
 */
export function renewSessionCookie(request: Request, _response: Response, next: NextFunction): void {
  const cookie = request.session?.cookie;
  const sinceRenewal = cookie?.originalMaxAge != null && cookie.maxAge != null ? cookie.originalMaxAge - cookie.maxAge : 0;
  if (sessionUserId(request) !== undefined && sinceRenewal >= SESSION_TOUCH_INTERVAL_MS) sessionData(request).renewedAt = Date.now();
  next();
}
