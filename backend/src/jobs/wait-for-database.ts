import { DelayedError, type Job } from 'bullmq';
import { isDatabaseUnavailable } from '../common/errors/dependency-unavailable';

const DATABASE_WAIT_MS = 5000;

/**
 * Runs a job's work; while the database is unreachable the job is put back for a few seconds without spending one of
 * its attempts, so a database outage longer than the backoff schedule delays jobs but never fails them for good.
 */
export async function waitingForDatabase(job: Job, token: string | undefined, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!token || !isDatabaseUnavailable(error)) throw error;
    await job.moveToDelayed(Date.now() + DATABASE_WAIT_MS, token);
    throw new DelayedError(); // tells BullMQ the job was moved, not failed
  }
}
