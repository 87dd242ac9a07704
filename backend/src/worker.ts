import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppLogger } from './common/logging/app-logger';
import { WorkerModule } from './worker.module';

async function bootstrap(): Promise<void> {
  const logger = new AppLogger((process.env.LOG_LEVEL as never) ?? 'log', 'worker');
  const app = await NestFactory.createApplicationContext(WorkerModule, { logger });
  app.enableShutdownHooks();
  logger.log('processing queues and the outbox', 'Bootstrap');
}

bootstrap().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
