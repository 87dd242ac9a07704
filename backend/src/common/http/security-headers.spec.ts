import express, { type Request, type Response } from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { API_JSON_CSP, securityHeaders } from './security-headers';

const DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", 'https://js.stripe.com'],
  imgSrc: ["'self'", 'data:'],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};
const styleSources = (req: Request): string => (req.path === '/page' ? "'nonce-abc123'" : '');
const isApiJson = (req: Request): boolean => req.path.startsWith('/api/');

/** The same headers through helmet itself, as http-app.ts mounted it before: what the precomputed set must equal. */
function withHelmet(): express.Express {
  const app = express();
  app.set('trust proxy', 'loopback');
  app.use(
    helmet({
      contentSecurityPolicy: { directives: { ...DIRECTIVES, styleSrc: [(req) => ["'self'", styleSources(req as Request)].filter(Boolean).join(' ')] } },
      xFrameOptions: { action: 'deny' },
      strictTransportSecurity: false,
    }),
  );
  const hsts = helmet.strictTransportSecurity();
  app.use((req, res, next) => (req.secure ? hsts(req, res, next) : next()));
  app.get('/{*any}', (_req, res) => void res.json({}));
  return app;
}

function withSecurityHeaders(): express.Express {
  const app = express();
  app.set('trust proxy', 'loopback');
  app.use(securityHeaders(DIRECTIVES, { isApiJson, pageStyleSources: styleSources }));
  app.get('/{*any}', (_req: Request, res: Response) => void res.json({}));
  return app;
}

/** The headers helmet is about, without those every answer differs in. */
function securityHeadersOf(headers: Record<string, string>): Record<string, string> {
  const { date: _date, etag: _etag, 'content-length': _length, 'content-type': _type, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
}

describe('securityHeaders', () => {
  it.each([
    ['a page with its nonce over http', '/page', {}],
    ['a page without style sources of its own', '/plain', {}],
    ['a page a trusted proxy says came over https', '/page', { 'X-Forwarded-Proto': 'https' }],
    ['a page to a client claiming https without a proxy header value', '/page', { 'X-Forwarded-Proto': 'http' }],
  ])('sends exactly what helmet sends for %s', async (_what, path, headers) => {
    const expected = await request(withHelmet()).get(path).set(headers);
    const actual = await request(withSecurityHeaders()).get(path).set(headers);
    expect(securityHeadersOf(actual.headers as Record<string, string>)).toEqual(securityHeadersOf(expected.headers as Record<string, string>));
  });

  it.each([
    ['over http', {}],
    ['a trusted proxy says came over https', { 'X-Forwarded-Proto': 'https' }],
  ])("sends helmet's headers with the API's own CSP and no-store for API JSON %s", async (_what, headers) => {
    const helmets = securityHeadersOf((await request(withHelmet()).get('/api/x').set(headers)).headers as Record<string, string>);
    const actual = securityHeadersOf((await request(withSecurityHeaders()).get('/api/x').set(headers)).headers as Record<string, string>);
    expect(actual).toEqual({ ...helmets, 'content-security-policy': API_JSON_CSP, 'cache-control': 'no-store' });
  });

  it('puts the answer’s own style sources in style-src, or none', async () => {
    const page = await request(withSecurityHeaders()).get('/page');
    expect(page.headers['content-security-policy']).toMatch(/style-src 'self' 'nonce-abc123'(;|$)/);
    const plain = await request(withSecurityHeaders()).get('/plain');
    expect(plain.headers['content-security-policy']).toMatch(/style-src 'self'(;|$)/);
    expect(plain.headers['content-security-policy']).not.toContain('__STYLE_SOURCES__');
    expect(page.headers['cache-control']).toBeUndefined();
  });
});
