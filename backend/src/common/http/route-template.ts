import type { Request } from 'express';

/**
 * The route a request matched, as declared (`/api/receptionists/:id`), never the raw path: logs and metrics group by
 * it, and ids in a label would make one time series per record. Read it once the response has finished.
 */
export function routeTemplate(request: Request): string {
  const route = request.route as { path?: unknown } | undefined;
  // A wildcard is middleware's, not an endpoint's (a module's middleware is mounted on '/api/{*all}'), and an API path
  // no endpoint matched would still carry that route when it answers 404.
  if (typeof route?.path === 'string' && !route.path.includes('{*')) return request.baseUrl + route.path;
  // Unmatched API paths are the 404s (any number of them); everything else is the web app's pages and assets.
  return request.path === '/api' || request.path.startsWith('/api/') ? 'unmatched' : 'web';
}
