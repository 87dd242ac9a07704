import { Controller, Get, type MiddlewareConsumer, Module, type NestModule, Req } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { createTestApp, type TestApp } from '../support/test-app';

/** What the probe's middleware leaves on the request and on the answer. */
const MARK = 'x-module-middleware';

function markRequest(request: Request, response: Response, next: NextFunction): void {
  request.headers[MARK] = 'ran';
  response.setHeader(MARK, 'ran');
  next();
}

@Controller('module-middleware-probe')
class ProbeController {
  @Get()
  seen(@Req() request: Request): { seen: string | undefined } {
    return { seen: request.headers[MARK] as string | undefined };
  }
}

/** A module declaring its middleware the Nest way, for its own routes only. */
@Module({ controllers: [ProbeController] })
class ProbeModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(markRequest).forRoutes(ProbeController);
  }
}

/** Nest's router answers the endpoints, so a module's middleware (NestModule.configure) runs before its routes. */
describe("a module's own middleware", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ modules: [ProbeModule] });
  });
  afterAll(() => app.close());

  it('runs before the handler of the routes it is declared for, after the global middleware', async () => {
    const response = await app.http().get('/api/module-middleware-probe').expect(200);
    expect(response.body).toEqual({ seen: 'ran' });
    expect(response.headers[MARK]).toBe('ran');
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('does not run for other routes', async () => {
    const response = await app.http().get('/api/plans').expect(200);
    expect(response.headers[MARK]).toBeUndefined();
  });
});
