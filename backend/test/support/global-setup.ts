import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { createDatabaseIfMissing } from '../../src/database/create-database';
import { TEST_ADMIN, templateDatabaseUrl, testDatabaseUrl, TEST_RUN_VARIABLE, type TestRun, workerDatabaseUrl } from './test-env';

const SETUP_SCRIPT = join(__dirname, '..', '..', 'dist', 'scripts', 'setup-database.js');

/**
 * Fresh databases per run, named in an environment variable that the test workers inherit, so two runs side by side
 * never share (or drop) each other's: a template migrated once, then a copy of it for each jest worker, so files on
 * different workers never see each other's rows. The template is migrated by the built set-up script in a process of
 * its own: MikroORM initialised here, outside the test realm, leaves global metadata that breaks discovery in the tests
 * (mikro-orm issue #3783).
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  const run: TestRun = { runId: `${Date.now().toString(36)}_${process.pid}`, workers: Math.max(1, globalConfig.maxWorkers) };
  process.env[TEST_RUN_VARIABLE] = JSON.stringify(run);
  const template = templateDatabaseUrl(run);
  await createDatabaseIfMissing(template);
  await runSetupScript(template);
  for (let worker = 1; worker <= run.workers; worker++) await copyDatabase(template, workerDatabaseUrl(run, worker));
}

/** `npm start`'s set-up (migrations, administrator) on `url`. */
async function runSetupScript(url: string): Promise<void> {
  if (!existsSync(SETUP_SCRIPT)) throw new Error(`${SETUP_SCRIPT} is missing: npm run build -w backend`);
  const child = spawn(process.execPath, [SETUP_SCRIPT], {
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: url, ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password, QUIET_SETUP: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the test database set-up failed (exit ${code}):\n${output}`);
}

/** Creates `url`'s database as a copy of `template`'s (which must have no other connection, so a closing one is waited for). */
async function copyDatabase(template: string, url: string): Promise<void> {
  const name = (databaseUrl: string) => new URL(databaseUrl).pathname.slice(1);
  const client = new Client({ connectionString: testDatabaseUrl('postgres') });
  await client.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`create database "${name(url)}" template "${name(template)}"`);
        return;
      } catch (error) {
        // 55006: the template is still being accessed (the set-up's connections closing).
        if ((error as { code?: string }).code !== '55006' || attempt === 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await client.end();
  }
}
