import type { NextFunction, Request, Response } from 'express';
import { routeTemplate } from '../common/http/route-template';
import { httpRequestDuration } from './metrics';

const STARTED_AT = Symbol('metricsStartedAt');
type TimedResponse = Response & { [STARTED_AT]: number };

/**
 * Times every request into the HTTP histogram. Per request: one timestamp and one shared `finish` listener (no closure),
 * which reads the route template only once the response is done, when the router has matched it.
 */
export function observeHttpRequests(_request: Request, response: Response, next: NextFunction): void {
  (response as TimedResponse)[STARTED_AT] = performance.now();
  response.on('finish', recordRequest);
  next();
}

function recordRequest(this: TimedResponse): void {
  const seconds = (performance.now() - this[STARTED_AT]) / 1000;
  httpRequestDuration.observe({ method: this.req.method, route: routeTemplate(this.req), status: this.statusCode }, seconds);
}
