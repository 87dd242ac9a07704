import { Cron } from '@nestjs/schedule';

/**
 * A cron job of the worker: a run never starts while the last is under way, and the worker's stop waits for the run
 * under way (jobs/worker-shutdown.ts); @Cron alone would do neither.
 */
export function Scheduled(cronTime: string, name: string): MethodDecorator {
  return Cron(cronTime, { name, waitForCompletion: true });
}
