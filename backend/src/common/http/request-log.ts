import { Logger } from '@nestjs/common';
import type { FinishedRequest } from './finished-requests';

const logger = new Logger('HTTP');

/**
 * One line per API answer once it has finished: method, route template (never the raw URL, whose ids and query values
 * stay out of logs), status, duration and request id (docs/operations-logs.md#request-lines). Observed only when
 * LOG_LEVEL lets these lines through.
 */
export function logRequestLine({ request, method, route, status, durationMs: exact }: FinishedRequest): void {
  if (route === 'web') return;
  const durationMs = Math.round(exact * 1000) / 1000;
  logger.log({ msg: `${method} ${route} ${status} ${durationMs}ms`, requestId: request.headers['x-request-id'], method, route, status, durationMs });
}
