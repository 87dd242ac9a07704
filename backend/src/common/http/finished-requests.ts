import type { NextFunction, Request, Response } from 'express';
import { routeTemplate } from './route-template';

/** What is known of a request once its answer has finished: told to the metrics and the request log alike. */
export interface FinishedRequest {
  request: Request;
  method: string;
  /** The route as declared (route-template.ts), `unmatched` or `web`. */
  route: string;
  status: number;
  durationMs: number;
}

const STARTED_AT = Symbol('startedAt');
type TimedResponse = Response & { [STARTED_AT]: number };

/**
 * Mounted first, so its duration covers every middleware. Per request: one timestamp and one shared `finish` listener
 * (no closure); the route template and the duration are worked out once, then handed to each of `observers`.
 */
export function observeFinishedRequests(observers: ((finished: FinishedRequest) => void)[]) {
  function finished(this: TimedResponse): void {
    const request = this.req;
    const done = {
      request,
      method: request.method,
      route: routeTemplate(request),
      status: this.statusCode,
      durationMs: performance.now() - this[STARTED_AT],
    };
    for (const observer of observers) observer(done);
  }
  return (_request: Request, response: Response, next: NextFunction): void => {
    (response as TimedResponse)[STARTED_AT] = performance.now();
    response.on('finish', finished);
    next();
  };
}
