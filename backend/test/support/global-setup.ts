import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createDatabaseIfMissing } from '../../src/database/create-database';
import { TEST_RUN_FILE, testDatabaseUrl } from './test-env';

/**
 * A fresh, empty database per run. Migrations run inside the test realm (migrate-once.ts): MikroORM initialised here,
 * outside it, leaves global metadata that breaks discovery in the tests (mikro-orm issue #3783).
 */
export default async function globalSetup(): Promise<void> {
  const runId = `${Date.now().toString(36)}_${process.pid}`;
  const url = testDatabaseUrl(`receptionists_test_${runId}`);
  mkdirSync(dirname(TEST_RUN_FILE), { recursive: true });
  writeFileSync(TEST_RUN_FILE, JSON.stringify({ runId, databaseUrl: url }));
  await createDatabaseIfMissing(url);
}
