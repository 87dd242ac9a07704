import { TEST_ADMIN, testRun, workerDatabaseUrl } from './test-env';

// Every test file runs against its jest worker's copy of the run's migrated database, with the worker's Redis key prefix
// (every key the app writes is under QUEUE_PREFIX), and fast retries.
const run = testRun();
Object.assign(process.env, {
  NODE_ENV: 'test',
  DATABASE_URL: workerDatabaseUrl(run),
  REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/1',
  QUEUE_PREFIX: `test-${run.runId}-${process.env.JEST_WORKER_ID ?? '1'}`,
  OUTBOX_POLL_MS: '50',
  JOB_BACKOFF_MS: '100',
  JOB_ATTEMPTS: '5',
  // A closing app lets go of a job in hand after 3 s, not 15: a file's teardown after a Redis outage stays well within its hook's time.
  WORKER_CLOSE_GRACE_MS: '3000',
  ADMIN_EMAIL: TEST_ADMIN.email,
  ADMIN_PASSWORD: TEST_ADMIN.password,
  APP_URL: 'http://localhost:3000',
  // Set as production sets it: the sandbox and unsubscribe keys derive from it, and no suite logs a development secret.
  SESSION_SECRET: 'a-test-session-secret-of-at-least-32-characters',
  // Every suite pays with the same few test cards; the suites about trials per card turn the rule back on.
  TRIAL_PER_CARD: 'every-account',
  LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error',
  // argon2's minimum: the suites make thousands of accounts (docs/development.md#tests); the seeded administrator keeps the baseline.
  PASSWORD_HASH_COST: 'minimum',
  // The suites play many clients from this machine, each naming its address in X-Forwarded-For as a local proxy would.
  TRUST_PROXY: 'loopback',
  // The voice sandbox calls nobody on its own: the calls suites place their calls explicitly, with a fixed clock and seed.
  SANDBOX_CALLS_PER_HOUR: '0',
  // No metrics server unless a suite asks for one (on port 0): files run side by side and would share the default ports.
  METRICS_PORT: 'off',
  WORKER_METRICS_PORT: 'off',
});
