import 'reflect-metadata';
import cluster from 'node:cluster';
import { setTimeout as sleep } from 'node:timers/promises';
import { Logger, type LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { apiProcessCount, superviseApiProcesses } from './server/api-processes';
import { AppModule, HTTP_ROUTE_RULES } from './app.module';
import { Draining } from './common/lifecycle/draining';
import { stopOnSignals } from './common/lifecycle/stop-on-signals';
import { AppLogger, failToStart } from './common/logging/app-logger';
import { apiStopWithinMs, appConfig, type AppConfig, loggingConfig, shutdownConfig, type ShutdownConfig } from './config';
import { configureHttpApp } from './server/http-app';
import { followConnections, type HttpDrain } from './server/http-drain';
import { shareMetricsWithPrimary } from './metrics/cluster-metrics';

async function bootstrap(logger: AppLogger): Promise<void> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { logger, bodyParser: false, rawBody: true });
  await configureHttpApp(app, HTTP_ROUTE_RULES);
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

let logger: AppLogger | undefined;
try {
  const { pinoLevel, format } = loggingConfig();
  logger = new AppLogger({ level: pinoLevel, format, processName: 'api' });
  // The supervisor of several api processes logs through it too (Nest's Logger delegates to it).
  Logger.overrideLogger(logger);
  const processes = apiProcessCount();
  if (processes > 1 && cluster.isPrimary) superviseApiProcesses(processes);
  else {
    if (cluster.isWorker) shareMetricsWithPrimary();
    bootstrap(logger).catch((error: Error) => failToStart(error, logger));
  }
} catch (error) {
  failToStart(error as Error, logger);
}
