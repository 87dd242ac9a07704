import { COMMON_ERRORS } from '../errors/common.errors';
import { type DocumentedError } from './api-errors.decorator';
import { ORIGIN_CHECK_EXEMPT_PATHS, SAFE_METHODS } from './origin-check';

/** What the document says of an operation that decides which HTTP-layer checks it meets. */
export interface OperationShape {
  method: string;
  /** As in the document: `/api/receptionists/{id}`. */
  path: string;
  hasJsonBody: boolean;
  hasQuery: boolean;
  hasPathParameters: boolean;
}

export interface HttpLayerOptions {
  /** BODY_LIMIT, for the 413's explanation. */
  bodyLimit: string;
  /** Routes whose body is taken raw by a parser of their own (the voice webhook): the JSON body checks do not apply. */
  rawBodyPaths: string[];
}

/**
 * The answers an operation can get from the HTTP layer before its handler runs, by the rules http-app.ts applies in
 * that order: the charset check (415, json-charset.ts), the JSON parser (400 malformed, 413), the depth and text checks (400), the origin check (403, 415), the
 * validation pipe (400), and the database behind the session store and every read or write (503). openapi.ts adds
 * them to every operation they apply to; the contract test (test/http/api-contract.int-spec.ts) provokes each one.
 */
export function httpLayerErrors(operation: OperationShape, options: HttpLayerOptions): DocumentedError[] {
  const errors: DocumentedError[] = [];
  const parsesJson = operation.hasJsonBody && !options.rawBodyPaths.includes(operation.path);
  if (operation.hasJsonBody) errors.push({ ...COMMON_ERRORS.UNSUPPORTED_CHARSET, when: 'The JSON body declares a charset other than UTF-8' });
  if (parsesJson) {
    errors.push(COMMON_ERRORS.MALFORMED_BODY, COMMON_ERRORS.TOO_DEEP, {
      ...COMMON_ERRORS.BODY_TOO_LARGE,
      when: `The JSON body is over ${options.bodyLimit} (BODY_LIMIT)`,
    });
  }
  if (parsesJson || operation.hasQuery || operation.hasPathParameters) errors.push(COMMON_ERRORS.MALFORMED_TEXT);
  if (parsesJson || operation.hasQuery) {
    errors.push({
      ...COMMON_ERRORS.VALIDATION_FAILED,
      when: 'A field is missing or invalid: `errors` maps each field to its message, and `message` is the first of them',
    });
  }
  if (!SAFE_METHODS.has(operation.method.toUpperCase()) && !ORIGIN_CHECK_EXEMPT_PATHS.includes(operation.path)) {
    errors.push({
      ...COMMON_ERRORS.CROSS_ORIGIN,
      when: 'A browser says another site sent the request (Sec-Fetch-Site, or an Origin other than ours or TRUSTED_ORIGINS)',
    });
    if (operation.hasJsonBody) errors.push({ ...COMMON_ERRORS.UNSUPPORTED_MEDIA_TYPE, when: 'The request has a body that is not `application/json`' });
  }
  errors.push({ ...COMMON_ERRORS.DATABASE_UNAVAILABLE, when: 'The database cannot be reached (every signed-in operation reads the session from it)' });
  return errors;
}
