import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { type NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { AllExceptionsFilter, toAppException } from '../common/errors/all-exceptions.filter';
import { appError } from '../common/errors/app.exception';
import { COMMON_ERRORS } from '../common/errors/common.errors';
import { utf8JsonOnly } from '../common/http/json-charset';
import { jsonDepthLimit } from '../common/http/json-depth';
import { observeFinishedRequests } from '../common/http/finished-requests';
import { createOriginCheck } from '../common/http/origin-check';
import { describeProxyTrust } from '../common/http/proxy-trust';
import { requestScopes } from '../common/http/request-scope';
import { logRequestLine } from '../common/http/request-log';
import { securityHeaders } from '../common/http/security-headers';
import { createValidationPipe } from '../common/http/validation.pipe';
import { wellFormedText } from '../common/http/well-formed-text';
import { appConfig, type AppConfig, loggingConfig, type LoggingConfig, paymentsConfig, type PaymentsConfig } from '../config';
import { logsRequests } from '../config/logging.config';
import { recordRequestDuration } from '../metrics/http-metrics';
import { setupSwagger } from '../openapi';
import { MikroORM } from '@mikro-orm/postgresql';

/**
 * Everything HTTP-specific, in the order requests meet it, then Nest's own set-up (`app.init()`: the endpoints); main.ts
 * and the integration tests share it, with the route rules the modules name. The app must be created with `rawBody: true` and `bodyParser: false` (the body
 * parsers are mounted here, in their place in the order).
 */
/** What the HTTP layer treats apart, named by the modules that own those routes (app.module.ts: HTTP_ROUTE_RULES). */
export interface HttpRouteRules {
  /** A route whose body is taken raw (verified on its exact bytes), with a limit of its own. */
  rawBody: { path: string; limit: string };
  /** Routes that take a form body (a provider's webhooks, verified on its parameters), with a limit of their own. */
  formBody: { paths: string[]; limit: string };
  /** Path prefixes under /api that answer pages, not API JSON (their headers are a page's). */
  pagePrefixes: string[];
}

export async function configureHttpApp(app: NestExpressApplication, routes: HttpRouteRules): Promise<void> {
  const config = app.get<AppConfig>(appConfig.KEY);
  // Stripe.js and its Payment Element load from Stripe's own hosts, only when Stripe is the provider.
  const stripe = app.get<PaymentsConfig>(paymentsConfig.KEY).provider === 'stripe';
  const stripeScript = stripe ? ['https://js.stripe.com'] : [];

  // Behind a trusted proxy (an ingress, a load balancer), req.secure and req.ip come from X-Forwarded-*; else from the connection.
  app.set('trust proxy', config.trustProxy);
  new Logger('HttpApp').log(`client addresses: ${describeProxyTrust(config.trustProxy)}`);
  app.disable('x-powered-by');
  // API answers are a customer's live data: no browser or proxy stores them, so an ETag (a SHA-1 of every body) buys nothing.
  app.disable('etag');
  const logsLines = logsRequests(app.get<LoggingConfig>(loggingConfig.KEY).pinoLevel);
  // Every answer timed from its parsed request on, the middleware included (docs/operations-metrics.md#what-is-measured-where),
  // for the metrics and, when LOG_LEVEL lets them through, the request lines.
  observeFinishedRequests(app.getHttpServer(), logsLines ? [recordRequestDuration, logRequestLine] : [recordRequestDuration]);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  // Plain Express middleware in the order requests meet it, all before the endpoints Nest adds at app.init() (then a
  // module's own, NestModule.configure, then the endpoints).
  app.use(requestScopes(app.get(MikroORM).em));
  app.use(
    securityHeaders(
      {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripeScript],
        imgSrc: ["'self'", 'data:', ...(stripe ? ['https://*.stripe.com'] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
        frameSrc: ["'self'", ...(stripe ? [...stripeScript, 'https://hooks.stripe.com'] : [])],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null, // plain http on localhost must keep working
      },
      { isApiJson: (request) => isApiJson(request, routes.pagePrefixes), pageStyleSources: inlineStyles },
    ),
  );
  app.use(compressionForClientsThatAccept());
  // The voice platform's messages are verified on their exact bytes, and a long call's end-of-call report outgrows the
  // API's limit: that route's body is taken raw, with a limit of its own. Nest's rawBody option keeps every parsed
  // body's bytes as request.rawBody (the webhooks' signatures, json-depth.ts). Only UTF-8 JSON is parsed at all.
  app.use(utf8JsonOnly);
  app.useBodyParser('raw', { type: (request: Request) => isPath(request, routes.rawBody.path), limit: routes.rawBody.limit });
  app.useBodyParser('json', { limit: config.bodyLimit });
  // The SMS provider posts forms: parsed on its routes only, so no other route ever reads a form body.
  app.useBodyParser('urlencoded', {
    type: (request: Request) => routes.formBody.paths.some((path) => isPath(request, path)) && request.is('application/x-www-form-urlencoded') !== false,
    limit: routes.formBody.limit,
    extended: false,
  });
  app.use(bodyParserErrors);
  app.use(jsonDepthLimit);
  app.use(wellFormedText);
  app.use(createOriginCheck(config.appUrl, config.trustedOrigins));
  if (config.apiDocs === 'on') setupSwagger(app);
  if (config.webDist) serveWebApp(app, config.webDist);
  await app.init();
}

/**
 * A body parser's failure (http-errors with a `type`, e.g. entity.parse.failed) as our own error: Nest's error handler
 * would make it a 400 or 413 carrying the parser's message. Anything else goes on as it is.
 */
function bodyParserErrors(error: unknown, _request: Request, _response: Response, next: NextFunction): void {
  next(typeof (error as { type?: unknown } | undefined)?.type === 'string' ? toAppException(error) : error);
}

/** What the API answers but its pages: Swagger UI and the payments sandbox's hosted invoices. */
function isApiJson(request: Request, pagePrefixes: string[]): boolean {
  const path = request.path;
  return isApiPath(path) && !isSwaggerUiPath(path) && !pagePrefixes.some((prefix) => path.startsWith(prefix));
}

/** Swagger UI's page and its assets (openapi.ts). */
function isSwaggerUiPath(path: string): boolean {
  return path === '/api/docs' || path.startsWith('/api/docs/');
}

/** The built SPA: hashed assets cached for a year, index.html for every other non-API path (the 404 screen is the SPA's). */
function serveWebApp(app: NestExpressApplication, webDist: string): void {
  const indexHtml = join(webDist, 'index.html');
  if (!existsSync(indexHtml)) throw new Error(`WEB_DIST is set to ${webDist}, but it has no index.html: build the frontend first`);
  // A missing asset is our 404 (serve-static's own error for it says 404 but marks itself unfit to show, which made it a 500).
  app.use(
    '/assets',
    express.static(join(webDist, 'assets'), { immutable: true, maxAge: '365d' }),
    (_request: Request, _response: Response, next: NextFunction) => next(appError(COMMON_ERRORS.NOT_FOUND)),
  );
  const indexTemplate = readFileSync(indexHtml, 'utf8');
  const files = express.static(webDist, { index: false, maxAge: '1h' });
  // API requests skip the file lookup: it cost every API request a stat() and a 404 error object (6% of its CPU).
  // index.html itself is never served as a file: its nonce placeholder must be filled in.
  app.use((request: Request, response: Response, next: NextFunction) =>
    isApiPath(request.path) || request.path === '/index.html' ? next() : files(request, response, next),
  );
  app.use((request: Request, response: Response, next: NextFunction) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isApiPath(request.path)) return next();
    // Never stored: each answer carries its own nonce.
    response.setHeader('Cache-Control', 'no-store');
    response.type('html').send(indexTemplate.replace(NONCE_PLACEHOLDER, response.locals.cspNonce as string));
  });
}

/**
 * Which inline styles a page may have: the web app's are the style elements emotion (MUI) adds, each carrying this
 * request's nonce (made here; index.html hands it to the app), as the sandbox's invoice's style element does; Swagger
 * UI's page has inline styles of its own and no user data.
 */
function inlineStyles(request: Request, response: Response): string {
  if (request.url.startsWith('/api/docs')) return "'unsafe-inline'";
  response.locals.cspNonce = randomBytes(16).toString('base64');
  return `'nonce-${response.locals.cspNonce}'`;
}

/**
 * gzip for the web app's assets and JSON answers. A client that accepts no encoding (probes, scrapers, server-side API
 * clients) could only get identity: it skips compression's wrapping of the answer (8% of a public read's CPU). Such an
 * answer lacks `Vary: Accept-Encoding`, which is harmless: any client can take the identity a cache might keep.
 */
function compressionForClientsThatAccept(): (request: Request, response: Response, next: NextFunction) => void {
  const compress = compression();
  return (request, response, next) => (request.headers['accept-encoding'] ? compress(request, response, next) : next());
}

/** The placeholder in the built index.html that each answer replaces with its CSP nonce. */
const NONCE_PLACEHOLDER = /__CSP_NONCE__/g;

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** Whether the request is for `routePath`, as the router matches it: case-insensitive, a trailing slash allowed. */
function isPath(request: Request, routePath: string): boolean {
  const path = request.path.toLowerCase();
  return path === routePath || path === `${routePath}/`;
}
