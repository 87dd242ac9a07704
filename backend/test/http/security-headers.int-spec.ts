import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Response } from 'supertest';
import { API_JSON_CSP } from '../../src/common/http/security-headers';
import { clientIp, registerCustomer, uniqueEmail } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The headers that keep the browser on our side, on every kind of answer: API JSON, API errors, the web app's pages
 * and assets, and Swagger UI. HSTS only when the request came over TLS (a trusted proxy says so with
 * X-Forwarded-Proto): sent over plain http it would pin `npm start` on http://localhost:3000 to https that nothing serves.
 * API JSON is no page: its CSP lets nothing load in it or frame it.
 */
const ANSWERS: [what: string, path: string, status: number, kind: 'api' | 'page'][] = [
  ['API JSON', '/api/health/live', 200, 'api'],
  ['an API error', '/api/no-such-endpoint', 404, 'api'],
  ['a page of the web app (index.html)', '/pricing', 200, 'page'],
  ['a hashed asset', '/assets/app-3f2a9c.js', 200, 'page'],
  ['a missing asset', '/assets/app-gone.js', 404, 'page'],
  ['a file at the root', '/favicon.svg', 200, 'page'],
  ['Swagger UI', '/api/docs', 200, 'page'],
  ['the OpenAPI document', '/api/openapi.json', 200, 'api'],
];

function expectProtected(response: Response, kind: 'api' | 'page'): void {
  const csp = response.headers['content-security-policy'] ?? '';
  if (kind === 'api') {
    expect(csp).toBe(API_JSON_CSP);
    expect(csp).toBe("default-src 'none'; frame-ancestors 'none'");
  } else {
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).not.toContain('upgrade-insecure-requests');
  }
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-powered-by']).toBeUndefined();
}

describe('security headers', () => {
  let webDist: string;
  let app: TestApp;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><title>AI Receptionists</title><meta name="csp-nonce" content="__CSP_NONCE__"><script type="module" src="/assets/app-3f2a9c.js"></script>',
    );
    writeFileSync(join(webDist, 'assets', 'app-3f2a9c.js'), 'console.log("app");');
    writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await createTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it.each(ANSWERS)('protects %s over plain http, without HSTS', async (_what, path, status, kind) => {
    const response = await app.http().get(path).expect(status);
    expectProtected(response, kind);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it.each(ANSWERS)('adds HSTS to %s when a trusted proxy says the request came over https', async (_what, path, status, kind) => {
    const response = await app.http().get(path).set('X-Forwarded-Proto', 'https').expect(status);
    expectProtected(response, kind);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it("never lets a browser or proxy store an API answer (a customer's data), and spends no ETag on it", async () => {
    const { agent } = await registerCustomer(app);
    for (const response of [await agent.get('/api/user').expect(200), await app.http().get('/api/no-such-endpoint').expect(404)]) {
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.etag).toBeUndefined();
    }
    expect((await app.http().get('/assets/app-3f2a9c.js').expect(200)).headers['cache-control']).toContain('immutable');
  });

  it("allows inline styles only with the page's own nonce, which index.html hands to the app; Swagger UI keeps its inline styles", async () => {
    const nonces: (string | undefined)[] = [];
    for (const path of ['/pricing', '/pricing', '/index.html', '/']) {
      const page = await app.http().get(path).expect(200).expect('Content-Type', /html/);
      const nonce = /<meta name="csp-nonce" content="([^"]+)">/.exec(page.text)?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(page.headers['content-security-policy']).toContain(`style-src 'self' 'nonce-${nonce}';`);
      expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
      expect(page.headers['cache-control']).toBe('no-store');
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
    expect((await app.http().get('/api/docs').expect(200)).headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline';");
  });

  it('answers a missing asset with our 404 error body (it was a logged 500)', async () => {
    const response = await app.http().get('/assets/app-gone.js').expect(404);
    expect(response.body).toMatchObject({ statusCode: 404, code: 'REQUEST.NOT_FOUND', message: 'Not found', requestId: expect.any(String) });
  });

  it('marks the session cookie Secure behind TLS only', async () => {
    const overHttp = await app
      .http()
      .post('/api/register')
      .set('X-Forwarded-For', clientIp())
      .send({ email: uniqueEmail('plain'), password: 'correct horse battery' })
      .expect(201);
    expect(overHttp.headers['set-cookie'][0]).not.toMatch(/;\s*Secure/i);
    const customer = await registerCustomer(app);
    const overTls = await app
      .http()
      .post('/api/login')
      .set('X-Forwarded-For', clientIp())
      .set('X-Forwarded-Proto', 'https')
      .send({ email: customer.email, password: customer.password })
      .expect(200);
    expect(overTls.headers['set-cookie'][0]).toMatch(/;\s*Secure/i);
    expect(overTls.headers['set-cookie'][0]).toMatch(/;\s*HttpOnly/i);
    expect(overTls.headers['set-cookie'][0]).toMatch(/;\s*SameSite=Lax/i);
  });

  it('ignores X-Forwarded-Proto from a peer that is not a trusted proxy', async () => {
    const direct = await createTestApp({ env: { WEB_DIST: webDist, TRUST_PROXY: '10.9.8.7' } });
    try {
      const response = await direct.http().get('/pricing').set('X-Forwarded-Proto', 'https').expect(200);
      expect(response.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await direct.close();
    }
  });
});
