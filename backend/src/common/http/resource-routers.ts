import express, { type NextFunction, type Request, type Response } from 'express';

interface RouterLayer {
  route?: { path: string };
}

/** `/api/<resource>` and the rest: the resource names the router (lower case: Express matches paths case-insensitively). */
const RESOURCE_PATH = /^\/api\/([^/?]+)/i;

/**
 * Nest adds every endpoint to Express's router as a layer of its own, and Express tries the layers in order for each
 * request, a path match each: a request to the 60th endpoint was first tried against 59 others. Once Nest has added
 * them (after `app.init()`), the endpoints move into one router per API resource (`/api/<resource>`, the controller's
 * prefix), behind a single layer that picks the router by the path's second segment: a request is tried against its
 * resource's endpoints only, in their declared order (docs/operations-request-cost.md#the-middleware-chain).
 */
export function routeByResource(app: express.Express): void {
  const { stack } = app.router as unknown as { stack: RouterLayer[] };
  const first = stack.findIndex((layer) => layer.route);
  if (first < 0) return;
  let end = first;
  while (stack[end]?.route) end++;
  const routers = new Map<string, express.Router>();
  for (const layer of stack.slice(first, end)) {
    const resource = RESOURCE_PATH.exec(layer.route!.path)?.[1];
    if (!resource || /[:*{(]/.test(resource)) {
      throw new Error(`the endpoint ${layer.route!.path} is not under /api/<resource>: every controller has a literal prefix (resource-routers.ts)`);
    }
    let router = routers.get(resource.toLowerCase());
    if (!router) routers.set(resource.toLowerCase(), (router = express.Router()));
    (router as unknown as { stack: RouterLayer[] }).stack.push(layer);
  }
  app.use((request: Request, response: Response, next: NextFunction) => {
    const router = routers.get(RESOURCE_PATH.exec(request.path)?.[1].toLowerCase() ?? '');
    return router ? router(request, response, next) : next();
  });
  stack.splice(first, end - first, stack.pop()!);
}
