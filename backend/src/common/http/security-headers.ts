import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { NextFunction, Request, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

type Directives = NonNullable<Extract<HelmetOptions['contentSecurityPolicy'], { directives?: unknown }>['directives']>;

/** What helmet is asked to write where each answer's own style sources go; never sent. */
const STYLE_SOURCES_SLOT = '__STYLE_SOURCES__';

/**
 * helmet's headers, worked out by helmet once at start rather than on every answer: its twelve middlewares and its CSP
 * serializer cost a public API read 2–4% of its CPU for headers that never change
 * (docs/operations-request-cost.md#the-middleware-chain).
 * The one part that varies is style-src: `'self'` plus what `styleSources` returns for the answer (a page's nonce,
 * Swagger UI's inline styles, nothing for API JSON). HSTS only when the request came over TLS: sent over plain http it
 * would pin the host to an https that nothing serves.
 */
export function securityHeaders(
  directives: Omit<Directives, 'styleSrc'>,
  styleSources: (request: Request, response: Response) => string,
): (request: Request, response: Response, next: NextFunction) => void {
  const { headers, removed } = headersOf(
    helmet({
      contentSecurityPolicy: { directives: { ...directives, styleSrc: ["'self'", () => STYLE_SOURCES_SLOT] } },
      xFrameOptions: { action: 'deny' }, // as frame-ancestors 'none', for browsers without CSP
      strictTransportSecurity: false, // below, over TLS only
    }),
  );
  const [cspBefore, cspAfter] = headers.get('Content-Security-Policy')!.split(` ${STYLE_SOURCES_SLOT}`);
  headers.delete('Content-Security-Policy');
  // Names in lower case, as Node keeps them: it lowers each name it is given, a new string per header per answer.
  const fixed = [...headers].map(([name, value]) => [name.toLowerCase(), value] as const);
  const cspOfApi = cspBefore + cspAfter; // most answers: API JSON adds no style source
  const [[hstsName, hstsValue]] = headersOf(helmet.strictTransportSecurity()).headers;
  return (request, response, next) => {
    for (const name of removed) response.removeHeader(name);
    for (const [name, value] of fixed) response.setHeader(name, value);
    const extra = styleSources(request, response);
    response.setHeader('content-security-policy', extra ? `${cspBefore} ${extra}${cspAfter}` : cspOfApi);
    if (overTls(request)) response.setHeader(hstsName, hstsValue);
    next();
  };
}

/**
 * `request.secure`, without its cost on most requests: Express asks the proxy trust (proxy-addr parses the peer's
 * address) only to read X-Forwarded-Proto, so without that header the socket alone decides.
 */
export function overTls(request: Request): boolean {
  return request.headers['x-forwarded-proto'] === undefined ? (request.socket as TLSSocket).encrypted === true : request.secure;
}

/** The headers a helmet middleware sets, in order, and the ones it removes (X-Powered-By). */
function headersOf(middleware: (request: IncomingMessage, response: ServerResponse, next: () => void) => void): {
  headers: Map<string, string>;
  removed: string[];
} {
  const headers = new Map<string, string>();
  const removed: string[] = [];
  const recorder = { setHeader: (name: string, value: string) => headers.set(name, String(value)), removeHeader: (name: string) => removed.push(name) };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return { headers, removed };
}
