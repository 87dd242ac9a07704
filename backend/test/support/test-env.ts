import { join } from 'node:path';

export const TEST_RUN_FILE = join(__dirname, '..', '..', '.test-run.json');
export const TEST_ADMIN = { email: 'admin@example.com', password: 'admin-password-for-tests' };

/** The machine's PostgreSQL unless TEST_DATABASE_SERVER_URL names another server. */
export function testDatabaseUrl(name: string): string {
  const server = new URL(process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  server.pathname = `/${name}`;
  return server.toString();
}
