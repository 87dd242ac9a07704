import type { NextFunction, Request, Response } from 'express';
import { appError } from '../errors/app.exception';
import { COMMON_ERRORS } from '../errors/common.errors';

const CHARSET_PARAMETER = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i;

/** The charset a Content-Type header declares, lower-cased, or undefined when it declares none. */
export function declaredCharset(contentType: string | undefined): string | undefined {
  const match = contentType === undefined ? null : CHARSET_PARAMETER.exec(contentType);
  return match ? (match[1] ?? match[2]).toLowerCase() : undefined;
}

/**
 * A JSON body in any charset but UTF-8 is refused with 415 before it is parsed: the depth limit counts UTF-8 bytes, so
 * a UTF-16 body slipped past it into the walks after it (a 500), and no client of ours sends anything else.
 */
export function utf8JsonOnly(request: Request, _response: Response, next: NextFunction): void {
  const charset = request.is('application/json') ? declaredCharset(request.headers['content-type']) : undefined;
  next(charset === undefined || charset === 'utf-8' ? undefined : appError(COMMON_ERRORS.UNSUPPORTED_CHARSET));
}
