import { readFileSync, rmSync } from 'node:fs';
import { dropDatabase } from '../../src/database/create-database';
import { TEST_RUN_FILE } from './test-env';

export default async function globalTeardown(): Promise<void> {
  const { databaseUrl } = JSON.parse(readFileSync(TEST_RUN_FILE, 'utf8')) as { databaseUrl: string };
  if (!process.env.KEEP_TEST_DATABASE) await dropDatabase(databaseUrl);
  rmSync(TEST_RUN_FILE, { force: true });
}
