import { Test } from '@nestjs/testing';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { type Type } from '@nestjs/common';
import { type DestinationStream } from 'pino';
import { Client } from 'pg';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { AppModule, HTTP_ROUTE_RULES } from '../../src/app.module';
import { AppLogger } from '../../src/common/logging/app-logger';
import { loggingConfig } from '../../src/config';
import { configureHttpApp } from '../../src/server/http-app';
import { WorkerModule } from '../../src/worker.module';
import { type SmtpInbox, startSmtpInbox } from './smtp-inbox';

export interface TestApp {
  app: NestExpressApplication;
  http: () => TestAgent;
  get<T>(type: Type<T> | string | symbol): T;
  close(): Promise<void>;
}

/**
 * The real api (and, with `worker: true`, the real worker) in this process, configured exactly as main.ts does it.
 * `env` overrides variables for this app only (configuration is read when the app is built); `logDestination` receives
 * its log lines instead of stdout; `modules` are imported beside the app's own (a test's probe).
 */
export async function createTestApp(
  options: { worker?: boolean; env?: Record<string, string>; logDestination?: DestinationStream; modules?: Type[] } = {},
): Promise<TestApp> {
  const saved = { ...process.env };
  Object.assign(process.env, options.env ?? {});
  try {
    if (options.worker) await discardEarlierFilesJobs();
    const moduleRef = await Test.createTestingModule({ imports: [AppModule, ...(options.worker ? [WorkerModule] : []), ...(options.modules ?? [])] }).compile();
    const app = moduleRef.createNestApplication<NestExpressApplication>({ bodyParser: false, rawBody: true });
    const { pinoLevel, format } = loggingConfig();
    app.useLogger(new AppLogger({ level: pinoLevel, format, processName: 'test', destination: options.logDestination }));
    await configureHttpApp(app, HTTP_ROUTE_RULES);
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

/**
 * The api and its worker with mail going to a fresh SMTP inbox (`env` adds variables): `beforeAll(async () => ({ app,
 * inbox } = await startAppWithInbox()))`, then `afterAll(() => closeAppWithInbox(app, inbox))`.
 */
export async function startAppWithInbox(env: Record<string, string> = {}): Promise<{ app: TestApp; inbox: SmtpInbox }> {
  const inbox = await startSmtpInbox();
  return { app: await createTestApp({ worker: true, env: { ...env, SMTP_URL: inbox.url } }), inbox };
}

export async function closeAppWithInbox(app: TestApp, inbox: SmtpInbox): Promise<void> {
  await app.close();
  await inbox.close();
}

/**
 * The test files of a jest worker share its database: mail that files without a worker queued (the access matrix and
 * the fuzzer queue hundreds) would otherwise reach this file's worker first, ahead of its own, and go to an inbox that
 * is gone.
 */
async function discardEarlierFilesJobs(): Promise<void> {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query('update outbox set published_at = coalesce(published_at, now()), processed_at = now() where processed_at is null');
  } finally {
    await client.end();
  }
}
