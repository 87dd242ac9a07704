import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { routeTemplate } from './route-template';

const logger = new Logger('HTTP');

/**
 * One line per API answer once it has finished: method, route template (never the raw URL, whose ids and query values
 * stay out of logs), status, duration and request id (docs/operations-logs.md#request-lines). Mounted after
 * requestIdMiddleware, and only when LOG_LEVEL lets these lines through.
 */
export function requestLogMiddleware(request: Request, response: Response, next: NextFunction): void {
  const started = process.hrtime.bigint();
  response.on('finish', () => {
    const route = routeTemplate(request);
    if (route === 'web') return;
    const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e3) / 1e3;
    const { method } = request;
    const status = response.statusCode;
    logger.log({ msg: `${method} ${route} ${status} ${durationMs}ms`, requestId: request.headers['x-request-id'], method, route, status, durationMs });
  });
  next();
}
