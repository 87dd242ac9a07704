import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { DriverException, NotFoundError, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Request, Response } from 'express';
import { redactQuery } from '../logging/redact-url';
import { currentRequestId } from '../logging/log-context';
import { AppException, appError } from './app.exception';
import { COMMON_ERRORS } from './common.errors';
import { unavailableDependency } from './dependency-unavailable';
import { ErrorBodyDto } from './error-body.dto';
import { ThrottledException } from './throttled.exception';

/** Maps every error to the one error body; anything unexpected becomes a logged 500 that reveals nothing. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const error = toAppException(exception);
    const target = `${request.method} ${redactQuery(request.originalUrl)}`;
    const outage = error.code === COMMON_ERRORS.DATABASE_UNAVAILABLE.code || error.code === COMMON_ERRORS.UNAVAILABLE.code;
    // A ThrottledException 503 is a limit refusing while Redis is down; the limiter has logged why.
    if (outage || error instanceof ThrottledException) {
      // One line, not a stack per request: during an outage every request fails the same way.
      this.logger.warn(`${target}: ${error.code} (${outageCause(exception)})`);
    } else if (error.status >= 500) {
      this.logger.error(`${target} failed`, exception instanceof Error ? exception.stack : String(exception));
    }
    const body: ErrorBodyDto = {
      statusCode: error.status,
      code: error.code,
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
      requestId: currentRequestId() ?? String(request.headers['x-request-id'] ?? ''),
    };
    // A route may have set another type (@Header on an HTML page) before failing: errors are always JSON.
    if (response.headersSent) return;
    if (error instanceof ThrottledException) response.setHeader('Retry-After', String(error.retryAfterSeconds));
    response.status(error.status).type('application/json').json(body);
  }
}

/**
 * What the log says of an outage: the driver's own message, without the statement MikroORM puts before it (as
 * "<sql with its values> - <message>"), since those values may be a customer's e-mail or a password hash.
 */
export function outageCause(exception: unknown): string {
  if (!(exception instanceof Error)) return String(exception);
  if (!(exception instanceof DriverException)) return exception.message;
  const separator = exception.message.lastIndexOf(' - ');
  return separator === -1 ? exception.message : exception.message.slice(separator + 3);
}

/** What Express middleware (body-parser, serve-static) fails with: an http-errors object. */
interface MiddlewareError {
  type?: string;
  status?: number;
  expose?: boolean;
}

export function toAppException(exception: unknown): AppException {
  if (exception instanceof AppException) return exception;
  const { type: parserType, status, expose } = (exception ?? {}) as MiddlewareError;
  if (parserType === 'entity.too.large') return appError(COMMON_ERRORS.BODY_TOO_LARGE);
  if (parserType === 'entity.parse.failed' || parserType === 'encoding.unsupported' || parserType === 'charset.unsupported') {
    return appError(COMMON_ERRORS.MALFORMED_BODY);
  }
  if (exception instanceof NotFoundError) return appError(COMMON_ERRORS.NOT_FOUND);
  if (exception instanceof UniqueConstraintViolationException) {
    return new AppException(HttpStatus.CONFLICT, 'REQUEST.CONFLICT', 'This conflicts with an existing record');
  }
  if (exception instanceof HttpException) return fromStatus(exception.getStatus(), ownMessage(exception));
  // A client error from Express middleware, e.g. a missing file under /assets, keeps its status (it is no fault of ours).
  if (expose === true && typeof status === 'number' && status >= 400 && status < 500) return fromStatus(status, undefined);
  const down = unavailableDependency(exception);
  if (down) return appError(down === 'database' ? COMMON_ERRORS.DATABASE_UNAVAILABLE : COMMON_ERRORS.UNAVAILABLE);
  return appError(COMMON_ERRORS.INTERNAL);
}

const BY_STATUS: Partial<Record<number, keyof typeof COMMON_ERRORS>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'BODY_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'UNAVAILABLE',
};

/** Our error for a status; `message` (a client error's own) replaces the catalogue's, except on 404. */
function fromStatus(status: number, message: string | undefined): AppException {
  const known = BY_STATUS[status];
  if (status >= 500) return appError(COMMON_ERRORS.INTERNAL);
  if (!known) return new AppException(status, 'REQUEST.FAILED', message ?? 'The request failed');
  const definition = COMMON_ERRORS[known];
  // Nest's own 404 for unknown routes says "Cannot GET /x": keep ours, which is for people.
  return new AppException(status, definition.code, status !== 404 && message ? message : definition.message);
}

function ownMessage(exception: HttpException): string | undefined {
  const own = exception.getResponse();
  if (typeof own === 'string') return own;
  return typeof own === 'object' && own !== null && 'message' in own && typeof own.message === 'string' ? own.message : undefined;
}
