import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Request } from 'express';
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

/** What node:http publishes on its `http.server.*` diagnostics channels. */
interface ServerMessage {
  request: IncomingMessage;
  response: ServerResponse;
  server: Server;
}

/**
 * When each request was parsed, kept beside it rather than on it: a property added to the request before Express gives
 * it its prototype made V8 build a new hidden class for every request (and one added after it, a larger property store).
 */
const startedAt = new WeakMap<IncomingMessage, number>();
type Observer = (finished: FinishedRequest) => void;
/** The servers observed, and by whom: held weakly, so an app closed and dropped (tests make many) takes its entry along. */
const observed = new WeakMap<Server, Observer[]>();

/**
 * Times every answer of `server` from the moment node:http has parsed its request (before any middleware) to the moment
 * it has been handed to the socket, and tells `observers` its route template, status and duration. Through node:http's
 * diagnostics channels, which it publishes anyway: no middleware step and no `finish` listener per request
 * (docs/operations-request-cost.md#the-middleware). Other servers of the process (the metrics endpoint) are not
 * observed.
 */
export function observeFinishedRequests(server: Server, observers: Observer[]): void {
  if (observed.has(server)) throw new Error('observeFinishedRequests: this server is observed already');
  observed.set(server, observers);
  subscribeOnce();
}

let subscribed = false;

/** One pair of subscribers per process, whatever the number of servers. */
function subscribeOnce(): void {
  if (subscribed) return;
  subscribed = true;
  subscribe('http.server.request.start', (message) => {
    const { request, server } = message as ServerMessage;
    if (observed.has(server)) startedAt.set(request, performance.now());
  });
  subscribe('http.server.response.finish', (message) => {
    const { request, response, server } = message as ServerMessage;
    const observers = observed.get(server);
    const started = startedAt.get(request);
    if (!observers || started === undefined) return;
    const finished: FinishedRequest = {
      request: request as Request,
      method: request.method!,
      route: routeTemplate(request as Request),
      status: response.statusCode,
      durationMs: performance.now() - started,
    };
    for (const observer of observers) observer(finished);
  });
}
