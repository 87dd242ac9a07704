import pg from 'pg';

/** Drops the run's database (the app has stopped or is stopping; FORCE ends its connections). */
export default async function globalTeardown(): Promise<void> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url || process.env.KEEP_TEST_DATABASE) return;
  const name = new URL(url).pathname.slice(1);
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}
