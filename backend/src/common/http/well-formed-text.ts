import type { NextFunction, Request, Response } from 'express';
import { appError } from '../errors/app.exception';
import { COMMON_ERRORS } from '../errors/common.errors';

/**
 * Text PostgreSQL cannot hold is refused up front with a 400, wherever the client put it: lone surrogates ("\ud800"),
 * which validators and drivers throw on deep inside, and the null character, which a text column cannot store and
 * which, written into SQL, breaks the protocol message itself. The body (keys included), the query and the path
 * (where "%00" becomes a route parameter's null character) are checked.
 */
export function wellFormedText(request: Request, _response: Response, next: NextFunction): void {
  // Express parses the query string anew on each read of request.query: read only when there is one.
  const query = request.url.includes('?') ? request.query : undefined;
  const storable = isStorable(request.body) && isStorable(query) && !ENCODED_NULL.test(request.path);
  next(storable ? undefined : appError(COMMON_ERRORS.MALFORMED_TEXT));
}

// eslint-disable-next-line no-control-regex -- the null character is what this looks for: a text column cannot store it
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ENCODED_NULL = /%00/;
const storableText = (text: string) => text.search(UNSTORABLE) === -1;

/** The text without what PostgreSQL cannot store (null characters, lone surrogates), for text taken as it comes. */
export const storableOnly = (text: string): string => text.replace(UNSTORABLE, '');

/** Walked with a list of what is left, not recursion: no nesting can overflow the stack (docs/api.md, Rules). */
function isStorable(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    // A raw body (the voice webhook's) is bytes nothing stores as such: its own parser cleans the text it keeps.
    if (Buffer.isBuffer(value)) continue;
    if (typeof value === 'string') {
      if (!storableText(value)) return false;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (!storableText(key)) return false;
        pending.push(item);
      }
    }
  }
  return true;
}
