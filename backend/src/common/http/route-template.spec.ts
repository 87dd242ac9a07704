import express, { type Request } from 'express';
import request from 'supertest';
import { routeTemplate } from './route-template';

describe('routeTemplate', () => {
  async function templateOf(path: string): Promise<string> {
    let seen = '';
    const app = express();
    app.use((req, res, next) => {
      res.on('finish', () => (seen = routeTemplate(req as Request)));
      next();
    });
    // As MikroORM mounts its request context ahead of every API route.
    app.all('/api/{*all}', (_req, _res, next) => next());
    app.get('/api/receptionists/:id', (_req, res) => void res.json({}));
    const router = express.Router();
    router.get('/calls/:callId', (_req, res) => void res.json({}));
    app.use('/api/nested', router);
    // As Nest mounts module middleware (MikroORM's request context): a route of its own that every API path matches.
    app.all('/api/{*all}', (_req, res) => void res.status(404).json({}));
    await request(app).get(path);
    return seen;
  }

  it.each([
    ['/api/receptionists/42', '/api/receptionists/:id'],
    ['/api/nested/calls/abc?q=1', '/api/nested/calls/:callId'],
    ['/api/nothing/7', 'unmatched'],
    ['/api', 'unmatched'],
    ['/dashboard/calls', 'web'],
    ['/apiary', 'web'],
  ])('%s is %s', async (path, template) => {
    expect(await templateOf(path)).toBe(template);
  });
});
