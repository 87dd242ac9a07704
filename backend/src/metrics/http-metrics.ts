import type { FinishedRequest } from '../common/http/finished-requests';
import { httpRequestDuration } from './metrics';

/** Every finished request into the HTTP histogram (observeFinishedRequests in http-app.ts times it). */
export function recordRequestDuration({ method, route, status, durationMs }: FinishedRequest): void {
  httpRequestDuration.observe({ method, route, status }, durationMs / 1000);
}
