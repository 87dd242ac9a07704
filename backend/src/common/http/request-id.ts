import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { runWithRequestId } from '../logging/log-context';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Gives every request an id (a trusted proxy's X-Request-Id, else a new one), echoes it, and runs the rest of the request with it (log-context.ts). */
export function requestIdMiddleware(request: Request, response: Response, next: NextFunction): void {
  const incoming = request.headers['x-request-id'];
  const requestId = typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
  request.headers['x-request-id'] = requestId;
  response.setHeader('X-Request-Id', requestId);
  runWithRequestId(requestId, next);
}
