import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { runWithRequestId } from '../logging/log-context';
import { routeTemplate } from './route-template';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;
const logger = new Logger('HTTP');

/**
 * Gives every request an id (a trusted proxy's X-Request-Id, else a new one), echoes it, and logs one line per API
 * response: method, route template (never the raw URL, whose ids and query values stay out of logs), status, duration
 * and request id (docs/operations-logs.md).
 */
export function requestIdMiddleware(request: Request, response: Response, next: NextFunction): void {
  const incoming = request.headers['x-request-id'];
  const requestId = typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
  request.headers['x-request-id'] = requestId;
  response.setHeader('X-Request-Id', requestId);
  const started = process.hrtime.bigint();
  response.on('finish', () => {
    const route = routeTemplate(request);
    if (route === 'web') return;
    const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e3) / 1e3;
    const status = response.statusCode;
    logger.log({ msg: `${request.method} ${route} ${status} ${durationMs}ms`, requestId, method: request.method, route, status, durationMs });
  });
  runWithRequestId(requestId, next);
}
