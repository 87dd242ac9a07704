import express, { type Request, type Response } from 'express';
import request from 'supertest';
import { routeByResource } from './resource-routers';

describe('routeByResource', () => {
  const answer = (what: string) => (req: Request, res: Response) =>
    res.json({ what, params: req.params, route: req.baseUrl + (req.route as { path: string }).path });

  function appWith(register: (app: express.Express) => void): express.Express {
    const app = express();
    app.use((_req, res, next) => {
      res.setHeader('X-Before', 'yes'); // middleware ahead of the endpoints stays ahead of them
      next();
    });
    register(app);
    app.use((_req: Request, res: Response) => res.status(404).json({ what: 'not found' }));
    routeByResource(app);
    return app;
  }

  const app = appWith((app) => {
    app.get('/api/plans', answer('plans'));
    app.get('/api/receptionists/summary', answer('summary'));
    app.get('/api/receptionists/:id', answer('one receptionist'));
    app.post('/api/receptionists', answer('create'));
    app.get('/api/plans/:id', answer('one plan'));
  });

  it('leaves one layer for all the endpoints, in front of what came after them', () => {
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

  it('passes on what no endpoint of the resource answers, and any other path', async () => {
    for (const path of ['/api/receptionists', '/api/plans/7/extra', '/api/unknown', '/api', '/pricing']) {
      expect((await request(app).get(path).expect(404)).body.what).toBe('not found');
    }
  });

  it('refuses an endpoint outside /api/<resource>, whose requests it could not place', () => {
    expect(() => appWith((app) => app.get('/api/:resource', answer('any')))).toThrow('/api/:resource');
    expect(() => appWith((app) => app.get('/health', answer('health')))).toThrow('/health');
  });
});
