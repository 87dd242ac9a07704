import type { NextFunction, Request, Response } from 'express';
import { appError } from '../errors/app.exception';
import { COMMON_ERRORS } from '../errors/common.errors';

/**
 * JSON may carry lone surrogates ("\ud800"), which are not text: validators and drivers throw on them deep inside.
 * Such a body is refused up front with a 400, keys included.
 */
export function wellFormedText(request: Request, _response: Response, next: NextFunction): void {
  next(isWellFormed(request.body) ? undefined : appError(COMMON_ERRORS.MALFORMED_TEXT));
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const wellFormed = (text: string) => !LONE_SURROGATE.test(text);

function isWellFormed(value: unknown): boolean {
  if (typeof value === 'string') return wellFormed(value);
  if (Array.isArray(value)) return value.every(isWellFormed);
  if (value && typeof value === 'object') return Object.entries(value).every(([key, item]) => wellFormed(key) && isWellFormed(item));
  return true;
}
