/** Set by global-setup for this run's processes: `{ runId, databaseUrl }`. */
export const TEST_RUN_VARIABLE = 'RECEPTIONISTS_TEST_RUN';

export function testRun(): { runId: string; databaseUrl: string } {
  const value = process.env[TEST_RUN_VARIABLE];
  if (!value) throw new Error(`${TEST_RUN_VARIABLE} is not set: run the integration tests through jest (global-setup sets it)`);
  return JSON.parse(value) as { runId: string; databaseUrl: string };
}
export const TEST_ADMIN = { email: 'admin@example.com', password: 'admin-password-for-tests' };

/** The machine's PostgreSQL unless TEST_DATABASE_SERVER_URL names another server. */
export function testDatabaseUrl(name: string): string {
  const server = new URL(process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  server.pathname = `/${name}`;
  return server.toString();
}
