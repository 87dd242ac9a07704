import { createDatabaseIfMissing } from '../../src/database/create-database';
import { testDatabaseUrl, TEST_RUN_VARIABLE } from './test-env';

/**
 * A fresh, empty database per run, named in an environment variable that the test workers inherit, so two runs side
 * by side never share (or drop) each other's database. Migrations run inside the test realm (migrate-once.ts): MikroORM
 * initialised here, outside it, leaves global metadata that breaks discovery in the tests (mikro-orm issue #3783).
 */
export default async function globalSetup(): Promise<void> {
  const runId = `${Date.now().toString(36)}_${process.pid}`;
  const databaseUrl = testDatabaseUrl(`receptionists_test_${runId}`);
  process.env[TEST_RUN_VARIABLE] = JSON.stringify({ runId, databaseUrl });
  await createDatabaseIfMissing(databaseUrl);
}
