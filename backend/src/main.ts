import 'reflect-metadata';
import cluster from 'node:cluster';
import { NestFactory } from '@nestjs/core';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { apiProcessCount, superviseApiProcesses } from './api-processes';
import { AppModule } from './app.module';
import { AppLogger } from './common/logging/app-logger';
import { appConfig, type AppConfig } from './config';
import { configureHttpApp } from './http-app';
import { shareMetricsWithPrimary } from './metrics/cluster-metrics';

async function bootstrap(): Promise<void> {
  const logger = new AppLogger((process.env.LOG_LEVEL as never) ?? 'log', 'api');
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { logger, rawBody: true, bodyParser: false });
  configureHttpApp(app);
  const { port } = app.get<AppConfig>(appConfig.KEY);
  await app.listen(port);
  logger.log(`listening on http://localhost:${port}`, 'Bootstrap');
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
