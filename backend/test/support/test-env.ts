/** Set by global-setup for this run's processes: `{ runId, workers }`. */
export const TEST_RUN_VARIABLE = 'RECEPTIONISTS_TEST_RUN';

export interface TestRun {
  runId: string;
  /** How many jest workers have a database of their own (1 to `workers`, by JEST_WORKER_ID). */
  workers: number;
}

export function testRun(): TestRun {
  const value = process.env[TEST_RUN_VARIABLE];
  if (!value) throw new Error(`${TEST_RUN_VARIABLE} is not set: run the integration tests through jest (global-setup sets it)`);
  return JSON.parse(value) as TestRun;
}

export const TEST_ADMIN = { email: 'admin@example.com', password: 'admin-password-for-tests' };

/** The machine's PostgreSQL unless TEST_DATABASE_SERVER_URL names another server. */
export function testDatabaseUrl(name: string): string {
  const server = new URL(process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  server.pathname = `/${name}`;
  return server.toString();
}

/** The run's migrated database that each worker's is copied from. */
export function templateDatabaseUrl(run: TestRun): string {
  return testDatabaseUrl(`receptionists_test_${run.runId}_template`);
}

/** The database of jest worker `worker` (JEST_WORKER_ID, 1 when a run is in band). */
export function workerDatabaseUrl(run: TestRun, worker = Number(process.env.JEST_WORKER_ID ?? 1)): string {
  if (!Number.isInteger(worker) || worker < 1 || worker > run.workers) throw new Error(`jest worker ${worker} has no database: the run made ${run.workers}`);
  return testDatabaseUrl(`receptionists_test_${run.runId}_w${worker}`);
}
