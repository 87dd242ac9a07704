import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { redactQuery } from '../logging/redact-url';
import { runWithRequestId } from '../logging/request-context';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;
const logger = new Logger('HTTP');

/** Gives every request an id (a trusted proxy's X-Request-Id, else a new one), echoes it, and logs one line per response (query values redacted). */
export function requestIdMiddleware(request: Request, response: Response, next: NextFunction): void {
  const incoming = request.headers['x-request-id'];
  const requestId = typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
  request.headers['x-request-id'] = requestId;
  response.setHeader('X-Request-Id', requestId);
  const started = process.hrtime.bigint();
  runWithRequestId(requestId, () => {
    response.on('finish', () => {
      if (!request.originalUrl.startsWith('/api')) return;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      runWithRequestId(requestId, () => logger.log(`${request.method} ${redactQuery(request.originalUrl)} ${response.statusCode} ${ms.toFixed(1)}ms`));
    });
    next();
  });
}
