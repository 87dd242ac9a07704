import { Client } from 'pg';

/** Runs `work` on a connection to the server's `postgres` database (where databases are created and dropped). */
async function onServer<T>(url: string, work: (client: Client, name: string) => Promise<T>): Promise<T> {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_-]+$/.test(name)) throw new Error(`Refusing to manage a database named "${name}"`);
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new Client({ connectionString: server.toString(), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client, name);
  } finally {
    await client.end();
  }
}

/** Creates the database named in `url` when it does not exist yet; true when it did not. */
export function createDatabaseIfMissing(url: string): Promise<boolean> {
  return onServer(url, async (client, name) => {
    const existing = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (existing.rowCount) return false;
    await client.query(`create database "${name}"`);
    return true;
  });
}

export function dropDatabase(url: string): Promise<void> {
  return onServer(url, async (client, name) => {
    await client.query(`drop database if exists "${name}" with (force)`);
  });
}
