import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { stopOnSignals } from './common/lifecycle/stop-on-signals';
import { AppLogger } from './common/logging/app-logger';
import { shutdownConfig, type ShutdownConfig } from './config';
import { stopWorker } from './jobs/worker-shutdown';
import { WorkerModule } from './worker.module';

async function bootstrap(): Promise<void> {
  const logger = new AppLogger((process.env.LOG_LEVEL as never) ?? 'log', 'worker');
  const app = await NestFactory.createApplicationContext(WorkerModule, { logger });
  stopOnSignals(() => stopWorker(app), app.get<ShutdownConfig>(shutdownConfig.KEY).graceMs, logger);
  logger.log('processing queues and the outbox', 'Bootstrap');
}

bootstrap().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
