import type { NextFunction, Request, Response } from 'express';
import { appError } from '../errors/app.exception';
import { COMMON_ERRORS } from '../errors/common.errors';

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Paths authenticated by something other than the browser's cookies (the payment webhook's signature, the SMS
 * provider's signed form posts, an unsubscribe link's token, which mail clients POST with a form body);
 * test/http/cross-site.int-spec.ts checks they are real routes.
 */
export const ORIGIN_CHECK_EXEMPT_PATHS = [
  '/api/webhooks/stripe',
  '/api/webhooks/sms/twilio',
  '/api/webhooks/sms/twilio/status',
  '/api/notifications/unsubscribe',
];

/**
 * Token-free CSRF protection in the manner of Go's net/http CrossOriginProtection: a state-changing request is refused
 * when Sec-Fetch-Site says another site sent it, or, without that header, when its Origin is not our own; a trusted
 * origin (TRUSTED_ORIGINS) passes either way. A request with neither header comes from a non-browser client and passes.
 * A body must be JSON.
 */
export function createOriginCheck(appUrl: string, trustedOrigins: string[]) {
  const ours = new URL(appUrl).origin;
  const trusted = new Set(trustedOrigins.map((origin) => new URL(origin).origin));

  return (request: Request, _response: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(request.method) || ORIGIN_CHECK_EXEMPT_PATHS.includes(request.path)) return next();
    if (!trusted.has(request.headers.origin ?? '') && !isSameOrigin(request, ours)) return next(appError(COMMON_ERRORS.CROSS_ORIGIN));
    if (hasContent(request) && !request.is('application/json')) return next(appError(COMMON_ERRORS.UNSUPPORTED_MEDIA_TYPE));
    next();
  };
}

function isSameOrigin(request: Request, ours: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin' || fetchSite === 'none';
  const origin = request.headers.origin;
  if (origin === undefined || origin === ours) return true;
  const host = request.headers.host;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false; // "null" and other opaque origins
  }
}

/** At least one byte of body: an empty one (`Content-Length: 0`, as clients send with a bodiless POST) has no type to check. */
function hasContent(request: Request): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}
