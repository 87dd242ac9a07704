import { Logger } from '@nestjs/common';
import type { Queue, Worker } from 'bullmq';

/** How long a stopping worker waits for the job in hand (and for Redis, to hand back its lock) before it lets go. */
export const WORKER_CLOSE_GRACE_MS = Number(process.env.WORKER_CLOSE_GRACE_MS ?? 15_000);

const logger = new Logger('Worker');

/**
 * Closes a BullMQ worker (or queue), finishing the job in hand; past the grace (a job stuck on a dependency, or Redis not
 * reachable again yet) its connections are dropped so that a shutdown never hangs. A job it let go of is retried once its
 * lock expires, and does nothing twice: its outbox row says whether it was done.
 */
export async function closeWorker(worker: Pick<Worker | Queue, 'name' | 'close' | 'disconnect'>, graceMs = WORKER_CLOSE_GRACE_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const overdue = new Promise<'overdue'>((resolve) => (timer = setTimeout(() => resolve('overdue'), graceMs)));
  const outcome = await Promise.race([worker.close().then(() => 'closed' as const), overdue]);
  clearTimeout(timer);
  if (outcome === 'overdue') {
    logger.warn(`${worker.name} worker did not close within ${graceMs} ms; its connections are dropped`);
    await worker.disconnect().catch(() => undefined);
  }
}
