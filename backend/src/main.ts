import 'reflect-metadata';
import cluster from 'node:cluster';
import { setTimeout as sleep } from 'node:timers/promises';
import { type LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { apiProcessCount, superviseApiProcesses } from './api-processes';
import { AppModule } from './app.module';
import { Draining } from './common/lifecycle/draining';
import { stopOnSignals } from './common/lifecycle/stop-on-signals';
import { AppLogger } from './common/logging/app-logger';
import { apiStopWithinMs, appConfig, type AppConfig, shutdownConfig, type ShutdownConfig } from './config';
import { configureHttpApp } from './http-app';
import { followConnections, type HttpDrain } from './http-drain';
import { shareMetricsWithPrimary } from './metrics/cluster-metrics';

async function bootstrap(): Promise<void> {
  const logger = new AppLogger((process.env.LOG_LEVEL as never) ?? 'log', 'api');
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { logger, rawBody: true, bodyParser: false });
  configureHttpApp(app);
  const { port } = app.get<AppConfig>(appConfig.KEY);
  const shutdown = app.get<ShutdownConfig>(shutdownConfig.KEY);
  const connections = followConnections(app.getHttpServer());
  stopOnSignals(() => stopApi(app, connections, shutdown, logger), apiStopWithinMs(shutdown), logger);
  await app.listen(port);
  logger.log(`listening on http://localhost:${port}`, 'Bootstrap');
}

/**
 * Not ready at once (a load balancer stops sending), serving meanwhile for SHUTDOWN_DELAY_MS, then no new connection and
 * the requests in flight finished within SHUTDOWN_GRACE_MS, then the pools closed (docs/operations-deploys.md#how-a-process-stops).
 */
async function stopApi(app: NestExpressApplication, connections: HttpDrain, { delayMs, graceMs }: ShutdownConfig, logger: LoggerService): Promise<void> {
  app.get(Draining).start();
  if (delayMs > 0) await sleep(delayMs);
  if (!(await connections.drain(graceMs))) logger.warn(`requests still open after ${graceMs} ms were cut off`, 'Shutdown');
  await app.close();
}

function fail(error: Error): never {
  console.error(error.message);
  process.exit(1);
}

try {
  const processes = apiProcessCount();
  if (processes > 1 && cluster.isPrimary) superviseApiProcesses(processes);
  else {
    if (cluster.isWorker) shareMetricsWithPrimary();
    bootstrap().catch(fail);
  }
} catch (error) {
  fail(error as Error);
}
