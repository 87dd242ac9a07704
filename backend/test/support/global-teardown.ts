import { dropDatabase } from '../../src/database/create-database';
import { testRun } from './test-env';

export default async function globalTeardown(): Promise<void> {
  if (!process.env.KEEP_TEST_DATABASE) await dropDatabase(testRun().databaseUrl);
}
