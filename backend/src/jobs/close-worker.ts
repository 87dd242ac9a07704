import { Logger } from '@nestjs/common';
import type { Queue, Worker } from 'bullmq';

/** How long a stopping worker waits for the job in hand (and for Redis, to hand back its lock) before it lets go. */
export const WORKER_CLOSE_GRACE_MS = Number(process.env.WORKER_CLOSE_GRACE_MS ?? 15_000);

const logger = new Logger('Worker');

/** Whether `work` settled within `ms`; a timer it no longer needs is cleared. */
async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const overdue = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const settled = await Promise.race([work.then(() => true), overdue]);
  clearTimeout(timer);
  return settled;
}

type Closable = Pick<Worker | Queue, 'name' | 'close' | 'disconnect'>;

/** The closing of each worker already asked to close: asked again (the worker's stop, then its module's), it is not waited for twice. */
const closing = new WeakMap<Closable, Promise<void>>();

/**
 * Closes a BullMQ worker (or queue), finishing the job in hand; past the grace (a job stuck on a dependency, or Redis not
 * reachable again yet) its connections are dropped so that a shutdown never hangs. A job it let go of is retried once its
 * lock expires, and does nothing twice: its outbox row says whether it was done.
 */
export function closeWorker(worker: Closable, graceMs = WORKER_CLOSE_GRACE_MS): Promise<void> {
  if (!closing.has(worker)) closing.set(worker, closeWithin(worker, graceMs));
  return closing.get(worker)!;
}

async function closeWithin(worker: Closable, graceMs: number): Promise<void> {
  if (await settlesWithin(worker.close(), graceMs)) return;
  logger.warn(`${worker.name} worker did not close within ${graceMs} ms; its connections are dropped`);
  // Dropping waits for each client's 'end', which a client between two reconnect attempts never emits: bounded too
  // (a Redis-outage test's shutdown hung there, about one run in five).
  if (
    !(await settlesWithin(
      worker.disconnect().catch(() => undefined),
      graceMs,
    ))
  )
    logger.warn(`${worker.name} worker's connections did not end; left behind`);
}
