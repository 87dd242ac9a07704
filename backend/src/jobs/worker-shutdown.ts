import { type INestApplicationContext, Logger } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { WorkerHost } from '@nestjs/bullmq';
import { SchedulerRegistry } from '@nestjs/schedule';
import { closeWorker } from './close-worker';

const logger = new Logger('Shutdown');

/**
 * The worker's stop (docs/operations-deploys.md#how-a-process-stops): every queue stops taking jobs at once and finishes
 * the ones in hand side by side (Nest would close them module by module, the later ones taking new jobs meanwhile), the
 * scheduled jobs start no new run and finish the one under way, then the app closes (the outbox relay's last pass, the
 * pools). A job cut off by the grace is taken over by another worker once its lock expires; its outbox row makes the
 * second run find it done or undone, never half done.
 */
export async function stopWorker(app: INestApplicationContext): Promise<void> {
  const queues = app
    .get(DiscoveryService)
    .getProviders()
    .map((wrapper) => wrapper.instance as unknown)
    .filter((instance): instance is WorkerHost => instance instanceof WorkerHost);
  logger.log(`closing ${queues.length} queue workers and the scheduled jobs`);
  await Promise.all([...queues.map((host) => closeWorker(host.worker)), stopScheduledJobs(app.get(SchedulerRegistry))]);
  await app.close();
}

/** Every cron job is declared with waitForCompletion, so its stop waits for the run under way. */
async function stopScheduledJobs(scheduler: SchedulerRegistry): Promise<void> {
  await Promise.all([...scheduler.getCronJobs().values()].map(async (job) => await job.stop()));
}
