import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { stopOnSignals } from './common/lifecycle/stop-on-signals';
import { AppLogger, failToStart } from './common/logging/app-logger';
import { loggingConfig, shutdownConfig, type ShutdownConfig } from './config';
import { stopWorker } from './jobs/worker-shutdown';
import { WorkerModule } from './worker.module';

async function bootstrap(logger: AppLogger): Promise<void> {
  const app = await NestFactory.createApplicationContext(WorkerModule, { logger });
  stopOnSignals(() => stopWorker(app), app.get<ShutdownConfig>(shutdownConfig.KEY).graceMs, logger);
  logger.log('processing queues and the outbox', 'Bootstrap');
}

let logger: AppLogger | undefined;
try {
  const { pinoLevel, format } = loggingConfig();
  logger = new AppLogger({ level: pinoLevel, format, processName: 'worker' });
  bootstrap(logger).catch((error: Error) => failToStart(error, logger));
} catch (error) {
  failToStart(error as Error, logger);
}
