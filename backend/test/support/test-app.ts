import { Test } from '@nestjs/testing';
import { NestExpressApplication } from '@nestjs/platform-express';
import { Type } from '@nestjs/common';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { AppModule } from '../../src/app.module';
import { AppLogger } from '../../src/common/logging/app-logger';
import { configureHttpApp } from '../../src/http-app';
import { WorkerModule } from '../../src/worker.module';

export interface TestApp {
  app: NestExpressApplication;
  http: () => TestAgent;
  get<T>(type: Type<T> | string | symbol): T;
  close(): Promise<void>;
}

/**
 * The real api (and, with `worker: true`, the real worker) in this process, configured exactly as main.ts does it.
 * `env` overrides variables for this app only (configuration is read when the app is built).
 */
export async function createTestApp(options: { worker?: boolean; env?: Record<string, string> } = {}): Promise<TestApp> {
  const saved = { ...process.env };
  Object.assign(process.env, options.env ?? {});
  try {
    const moduleRef = await Test.createTestingModule({ imports: options.worker ? [AppModule, WorkerModule] : [AppModule] }).compile();
    const app = moduleRef.createNestApplication<NestExpressApplication>({ rawBody: true, bodyParser: false });
    app.useLogger(new AppLogger((process.env.LOG_LEVEL as never) ?? 'error', 'test'));
    configureHttpApp(app);
    await app.init();
    return {
      app,
      http: () => request.agent(app.getHttpServer()),
      get: <T>(type: Type<T> | string | symbol) => app.get<T>(type, { strict: false }),
      close: () => app.close(),
    };
  } finally {
    process.env = saved;
  }
}
