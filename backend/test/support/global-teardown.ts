import { dropDatabase } from '../../src/database/create-database';
import { templateDatabaseUrl, testRun, workerDatabaseUrl } from './test-env';

export default async function globalTeardown(): Promise<void> {
  if (process.env.KEEP_TEST_DATABASE) return;
  const run = testRun();
  for (let worker = 1; worker <= run.workers; worker++) await dropDatabase(workerDatabaseUrl(run, worker));
  await dropDatabase(templateDatabaseUrl(run));
}
