import express, { type NextFunction, type Request, type Response } from 'express';
import request from 'supertest';
import type { Middleware } from './middleware-chain';
import { endpointsByResource } from './resource-routers';

describe('endpointsByResource', () => {
  const answer = (what: string) => (req: Request, res: Response) =>
    res.json({ what, params: req.params, route: req.baseUrl + (req.route as { path: string }).path });

  function appWith(register: (app: express.Express) => void, mountBetween?: Middleware): express.Express {
    const app = express();
    let endpoints: Middleware = (_req, _res, next) => next();
    const chain: Middleware = (_req, res, next) => {
      res.setHeader('X-Before', 'yes'); // middleware ahead of the endpoints stays ahead of them
      endpoints(_req, res, next);
    };
    app.use(chain);
    if (mountBetween) app.use(mountBetween);
    register(app);
    app.use((_req: Request, res: Response) => res.status(404).json({ what: 'not found' }));
    app.use((error: Error & { status?: number }, _req: Request, res: Response, _next: NextFunction) =>
      res.status(error.status ?? 500).json({ error: error.message }),
    );
    endpoints = endpointsByResource(app, chain);
    return app;
  }

  const app = appWith((app) => {
    app.get('/api/plans', answer('plans'));
    app.get('/api/receptionists/summary', answer('summary'));
    app.get('/api/receptionists/:id', answer('one receptionist'));
    app.post('/api/receptionists', answer('create'));
    app.get('/api/plans/:id', answer('one plan'));
    app.get('/api/calls/:id', (req, _res, next) => (req.params.id === 'next' ? next('route') : next()));
    app.get('/api/calls/:id', answer('second call endpoint'));
    app.post('/api/calls/:id', answer('post a call'));
  });

  it("takes every endpoint out of the app's router, leaving what came before and after them", () => {
    expect((app.router as unknown as { stack: unknown[] }).stack.filter((layer) => (layer as { route?: unknown }).route)).toEqual([]);
  });

  it("answers each request from its resource's endpoints, in their declared order, as Express would", async () => {
    expect((await request(app).get('/api/plans').expect(200)).body).toEqual({ what: 'plans', params: {}, route: '/api/plans' });
    expect((await request(app).get('/api/plans/7').expect(200)).body).toMatchObject({ what: 'one plan', params: { id: '7' } });
    expect((await request(app).get('/api/receptionists/summary').expect(200)).body.what).toBe('summary');
    expect((await request(app).get('/api/receptionists/12').expect(200)).body).toMatchObject({ what: 'one receptionist', route: '/api/receptionists/:id' });
    expect((await request(app).post('/api/receptionists').expect(200)).body.what).toBe('create');
    expect((await request(app).get('/api/plans').expect(200)).headers['x-before']).toBe('yes');
  });

  it('matches as Express does: any case, a trailing slash, a query', async () => {
    expect((await request(app).get('/API/Plans/').expect(200)).body.what).toBe('plans');
    expect((await request(app).get('/api/plans?currency=usd').expect(200)).body.what).toBe('plans');
  });

  it('dispatches as Express does: HEAD by a GET endpoint, an endpoint passing the request on, OPTIONS with the Allow list', async () => {
    const head = await request(app).head('/api/plans').expect(200);
    expect(head.headers['content-type']).toMatch(/json/);
    expect((await request(app).get('/api/calls/next').expect(200)).body.what).toBe('second call endpoint');
    expect((await request(app).get('/api/calls/7').expect(200)).body.what).toBe('second call endpoint');
    const options = await request(app).options('/api/calls/7').expect(200);
    expect(options.headers.allow).toBe('GET, HEAD, POST');
  });

  it('passes a parameter that is not valid percent-encoding on as a 400, without answering it', async () => {
    expect((await request(app).get('/api/plans/%E0%A4%A').expect(400)).body.error).toMatch(/decode param/i);
  });

  it('passes on what no endpoint of the resource answers, and any other path', async () => {
    for (const path of ['/api/receptionists', '/api/plans/7/extra', '/api/unknown', '/api', '/pricing']) {
      expect((await request(app).get(path).expect(404)).body.what).toBe('not found');
    }
  });

  it('refuses an endpoint outside /api/<resource>, whose requests it could not place', () => {
    expect(() => appWith((app) => app.get('/api/:resource', answer('any')))).toThrow('/api/:resource');
    expect(() => appWith((app) => app.get('/health', answer('health')))).toThrow('/health');
  });

  it('refuses middleware mounted between the chain and the endpoints, which the chain answering for them would skip', () => {
    const moduleMiddleware: Middleware = (_req, _res, next) => next();
    expect(() => appWith((app) => app.get('/api/plans', answer('plans')), moduleMiddleware)).toThrow('make any middleware a step of the chain');
  });
});
