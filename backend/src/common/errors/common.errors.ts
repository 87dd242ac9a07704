import { HttpStatus } from '@nestjs/common';
import { defineErrors } from './app.exception';

/** Errors raised by the HTTP layer itself rather than by a feature. */
export const COMMON_ERRORS = defineErrors({
  VALIDATION_FAILED: { status: HttpStatus.BAD_REQUEST, code: 'REQUEST.VALIDATION_FAILED', message: 'Please correct the highlighted fields' },
  MALFORMED_BODY: { status: HttpStatus.BAD_REQUEST, code: 'REQUEST.MALFORMED_BODY', message: 'The request body is not valid JSON' },
  TOO_DEEP: {
    status: HttpStatus.BAD_REQUEST,
    code: 'REQUEST.TOO_DEEP',
    message: 'The request body is nested too deeply (at most 32 levels of objects and arrays)',
  },
  MALFORMED_TEXT: {
    status: HttpStatus.BAD_REQUEST,
    code: 'REQUEST.MALFORMED_TEXT',
    message: 'The request contains text that is not valid Unicode or a null character',
  },
  BODY_TOO_LARGE: { status: HttpStatus.PAYLOAD_TOO_LARGE, code: 'REQUEST.BODY_TOO_LARGE', message: 'The request body is too large' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    code: 'REQUEST.UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request body as application/json',
  },
  UNSUPPORTED_CHARSET: {
    status: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    code: 'REQUEST.UNSUPPORTED_CHARSET',
    message: 'Send the JSON body as UTF-8 (charset=utf-8, or no charset)',
  },
  CROSS_ORIGIN: { status: HttpStatus.FORBIDDEN, code: 'REQUEST.CROSS_ORIGIN', message: 'Cross-origin requests are not allowed' },
  UNAUTHENTICATED: { status: HttpStatus.UNAUTHORIZED, code: 'AUTH.UNAUTHENTICATED', message: 'Please log in to continue' },
  FORBIDDEN: { status: HttpStatus.FORBIDDEN, code: 'AUTH.FORBIDDEN', message: 'You do not have access to this resource' },
  NOT_FOUND: { status: HttpStatus.NOT_FOUND, code: 'REQUEST.NOT_FOUND', message: 'Not found' },
  INVALID_ID: { status: HttpStatus.BAD_REQUEST, code: 'REQUEST.INVALID_ID', message: 'The id in the address must be a positive whole number' },
  TOO_MANY_REQUESTS: { status: HttpStatus.TOO_MANY_REQUESTS, code: 'REQUEST.THROTTLED', message: 'Too many requests. Please try again later' },
  INTERNAL: { status: HttpStatus.INTERNAL_SERVER_ERROR, code: 'INTERNAL', message: 'Something went wrong on our side. Please try again later' },
  UNAVAILABLE: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    code: 'UNAVAILABLE',
    message: 'A service we depend on is not answering at the moment. Please try again in a minute',
  },
  DATABASE_UNAVAILABLE: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    code: 'DATABASE.UNAVAILABLE',
    message: 'We cannot reach our database at the moment. Please try again in a minute',
  },
});
