import express, { type NextFunction, type Request, type Response } from 'express';
import type { Middleware } from './middleware-chain';

/** What this file uses of an Express router's layer (the router package's Layer, which Express exports no type for). */
interface RouterLayer {
  handle: unknown;
  route?: { path: string; _handlesMethod(method: string): boolean };
  match(path: string): false | { params: Record<string, string> };
  handleRequest(request: Request, response: Response, next: NextFunction): void;
}

/** `/api/<resource>` and the rest: the resource names the router (lower case: Express matches paths case-insensitively). */
const RESOURCE_PATH = /^\/api\/([^/?]+)/i;

/**
 * Nest adds every endpoint to Express's router as a layer of its own, and Express tries the layers in order for each
 * request, a path match each: a request to the 60th endpoint was first tried against 59 others. Once Nest has added
 * them (after `app.init()`), this takes the endpoints out of the app's router into one list per API resource
 * (`/api/<resource>`, the controller's prefix) and returns the step that answers a request from its resource's
 * endpoints only, in their declared order; the caller puts it where the endpoints were: the last step of `chain`, the
 * global middleware mounted right before them (http-app.ts). What no endpoint answers goes on to what came after them.
 *
 * The step matches and dispatches as Express's router does (the route's own method check, HEAD answered by a GET
 * endpoint, `request.params` and `request.route` set), without a nested router's own set-up and restore on every
 * request (docs/operations-request-cost.md#the-middleware-chain). OPTIONS, which no endpoint declares, goes through
 * Express's router itself, which answers it with the resource's `Allow` list.
 */
export function endpointsByResource(app: express.Express, chain: Middleware): Middleware {
  const { stack } = app.router as unknown as { stack: RouterLayer[] };
  const first = stack.findIndex((layer) => layer.route);
  const routers = new Map<string, express.Router>();
  if (first < 0) return (_request, _response, next) => next();
  // The step answers in the chain's place: middleware mounted between the chain and the endpoints (a module's own,
  // NestModule.configure) would never run, so an app with any is refused at start rather than served without it.
  if (stack[first - 1]?.handle !== chain) {
    throw new Error('the endpoints must come right after the middleware chain: make any middleware a step of the chain (http-app.ts)');
  }
  let end = first;
  while (stack[end]?.route) end++;
  for (const layer of stack.splice(first, end - first)) {
    const resource = RESOURCE_PATH.exec(layer.route!.path)?.[1];
    if (!resource || /[:*{(]/.test(resource)) {
      throw new Error(`the endpoint ${layer.route!.path} is not under /api/<resource>: every controller has a literal prefix (resource-routers.ts)`);
    }
    let router = routers.get(resource.toLowerCase());
    if (!router) routers.set(resource.toLowerCase(), (router = express.Router()));
    layersOf(router).push(layer);
  }
  return (request, response, next) => {
    const router = routers.get(RESOURCE_PATH.exec(request.path)?.[1].toLowerCase() ?? '');
    if (!router) return next();
    if (request.method === 'OPTIONS') return router(request, response, next);
    answerFrom(layersOf(router), request, response, next);
  };
}

function layersOf(router: express.Router): RouterLayer[] {
  return (router as unknown as { stack: RouterLayer[] }).stack;
}

/** The first of `layers` whose path and method fit answers; an endpoint that passes the request on hands it to the next. */
function answerFrom(layers: RouterLayer[], request: Request, response: Response, done: NextFunction): void {
  const path = request.path;
  let index = 0;
  const next = (error?: unknown): void => {
    // 'route' skips to the next endpoint, 'router' leaves them all, as in Express.
    if (error === 'router') return done();
    if (error && error !== 'route') return done(error);
    while (index < layers.length) {
      const layer = layers[index++];
      let match: ReturnType<RouterLayer['match']>;
      try {
        match = layer.match(path); // a parameter that is not valid percent-encoding throws a 400
      } catch (invalid) {
        return done(invalid);
      }
      if (!match || (!layer.route!._handlesMethod(request.method) && request.method !== 'HEAD')) continue;
      request.route = layer.route;
      request.params = match.params;
      return layer.handleRequest(request, response, next);
    }
    done();
  };
  next();
}
