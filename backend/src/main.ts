import 'reflect-metadata';
import cluster from 'node:cluster';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { apiProcessCount, superviseApiProcesses } from './api-processes';
import { AppModule } from './app.module';
import { AppLogger, failToStart } from './common/logging/app-logger';
import { appConfig, type AppConfig, loggingConfig } from './config';
import { configureHttpApp } from './http-app';

async function bootstrap(logger: AppLogger): Promise<void> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { logger, rawBody: true, bodyParser: false });
  configureHttpApp(app);
  const { port } = app.get<AppConfig>(appConfig.KEY);
  await app.listen(port);
  logger.log(`listening on http://localhost:${port}`, 'Bootstrap');
}

let logger: AppLogger | undefined;
try {
  const { pinoLevel, format } = loggingConfig();
  logger = new AppLogger({ level: pinoLevel, format, processName: 'api' });
  // The supervisor of several api processes logs through it too (Nest's Logger delegates to it).
  Logger.overrideLogger(logger);
  const processes = apiProcessCount();
  if (processes > 1 && cluster.isPrimary) superviseApiProcesses(processes);
  else bootstrap(logger).catch((error: Error) => failToStart(error, logger));
} catch (error) {
  failToStart(error as Error, logger);
}
