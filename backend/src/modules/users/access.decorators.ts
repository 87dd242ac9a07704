import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiExtension } from '@nestjs/swagger';
import { COMMON_ERRORS } from '../../common/errors/common.errors';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { AdminGuard } from './admin.guard';
import { SessionGuard } from './session.guard';

/** The security scheme of the session cookie in the API document (openapi.ts declares it). */
export const SESSION_COOKIE_SCHEME = 'session';

/** The extension that marks administrator-only operations until openapi.ts says so in their description. */
export const ADMIN_ONLY_EXTENSION = 'x-administrators-only';

/** Signed-in users only (SessionGuard): the operation needs the session cookie and answers 401 without it. */
export function SignedIn() {
  return applyDecorators(UseGuards(SessionGuard), ApiCookieAuth(SESSION_COOKIE_SCHEME), ApiErrors(COMMON_ERRORS.UNAUTHENTICATED));
}

/** Administrators signed in at the admin door only (AdminGuard): 401 without a session, 403 for anyone else. */
export function AdminOnly() {
  return applyDecorators(
    UseGuards(AdminGuard),
    ApiCookieAuth(SESSION_COOKIE_SCHEME),
    ApiExtension(ADMIN_ONLY_EXTENSION, true),
    ApiErrors(COMMON_ERRORS.UNAUTHENTICATED, { ...COMMON_ERRORS.FORBIDDEN, when: 'The session is not an administrator’s, signed in at the admin door' }),
  );
}
