import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { NextFunction, Request, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

type Directives = NonNullable<Extract<HelmetOptions['contentSecurityPolicy'], { directives?: unknown }>['directives']>;

/** What helmet is asked to write where each answer's own style sources go; never sent. */
const STYLE_SOURCES_SLOT = '__STYLE_SOURCES__';

/** What kind of answer a request gets, for the headers that differ between them. */
export interface AnswerKinds {
  /** API JSON: no page, so nothing may load in it or frame it, and no browser or proxy stores it (a customer's data). */
  isApiJson(request: Request): boolean;
  /** A page's own style sources beside `'self'`: its nonce, Swagger UI's inline styles. */
  pageStyleSources(request: Request, response: Response): string;
}

/**
 * The CSP of API JSON, OWASP's for APIs (as GitHub's API sends): nothing loads in it and nothing may frame it
 * (frame-ancestors does not fall back to default-src). A quarter the bytes of the pages' policy, on the answers sent most.
 */
export const API_JSON_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * helmet's headers, worked out by helmet once at start rather than on every answer: its twelve middlewares and its CSP
 * serializer cost a public API read 2–4% of its CPU for headers that never change
 * (docs/operations-request-cost.md#the-middleware).
 * Pages get `directives` as their CSP, with style-src `'self'` plus the page's own sources; API JSON gets
 * API_JSON_CSP and `Cache-Control: no-store`. HSTS only when the request came over TLS: sent over plain http it
 * would pin the host to an https that nothing serves.
 */
export function securityHeaders(
  directives: Omit<Directives, 'styleSrc'>,
  kinds: AnswerKinds,
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
  const cspOfPlainPage = cspBefore + cspAfter;
  const [[hstsName, hstsValue]] = headersOf(helmet.strictTransportSecurity()).headers;
  return (request, response, next) => {
    for (const name of removed) response.removeHeader(name);
    for (const [name, value] of fixed) response.setHeader(name, value);
    if (kinds.isApiJson(request)) {
      response.setHeader('content-security-policy', API_JSON_CSP);
      response.setHeader('cache-control', 'no-store');
    } else {
      const extra = kinds.pageStyleSources(request, response);
      response.setHeader('content-security-policy', extra ? `${cspBefore} ${extra}${cspAfter}` : cspOfPlainPage);
    }
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
