import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../scripts/lib/chromium.mjs';
import { E2E_ADMIN, E2E_BASE_URL, E2E_MAIL_WEB_PORT, E2E_PORT, E2E_VOICE_SANDBOX_SECRET, e2eDatabaseUrl } from './support/e2e-env';

// One run id for the config's evaluations in the runner and its workers (they inherit this variable).
process.env.E2E_RUN_ID ??= `${Date.now().toString(36)}_${process.pid}`;
process.env.E2E_DATABASE_URL ??= e2eDatabaseUrl(process.env.E2E_RUN_ID);

const executablePath = await chromiumExecutable();

export default defineConfig({
  testDir: './tests',
  // Every journey signs up its own customers and each worker signs in as its own administrator (support/admin.ts), so
  // journeys run in any order and side by side: two at a time unless E2E_WORKERS says otherwise.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: 0,
  // Two journeys share one server on a busy machine: a page's first data took over the default 5 s (seen twice in six runs).
  expect: { timeout: 10_000 },
  // A journey signs up, waits for mail and runs axe several times; on a slow two-core machine that took 27-35 s of the
  // default 30, and the back office's six tabs over 60 s. A budget, not a speed check: bench/ measures speed.
  timeout: 120_000,
  forbidOnly: !!process.env.CI,
  // CI keeps only its log, so it builds no HTML report.
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: E2E_BASE_URL,
    // Recording a trace's screencast tripled Chromium's work (its software GPU process drew every frame): a failed
    // journey keeps a trace of DOM snapshots, action by action, and its screenshot. CI keeps no files, only its log
    // (the error, the call log and the page's aria snapshot), so it records none (bench/RESULTS.md#the-test-loop).
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    // Only with SCREENSHOTS=1 (npm run screenshots): pictures to look at, not assertions.
    ...(process.env.SCREENSHOTS ? [{ name: 'screenshots', testMatch: /\.shots\.ts$/, use: { ...devices['Desktop Chrome'] } }] : []),
  ],
  // The production build, started the way users start it, on its own port with a fresh database.
  webServer: {
    command: 'node ../scripts/start.mjs --skip-install --skip-build',
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: process.env.E2E_SERVER_LOGS ? 'pipe' : 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      APP_URL: E2E_BASE_URL,
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      REDIS_URL: process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/2',
      QUEUE_PREFIX: `e2e-${process.env.E2E_RUN_ID}`,
      MAILDEV_SMTP_PORT: String(Number(process.env.E2E_MAILDEV_SMTP_PORT ?? 1125)),
      MAILDEV_WEB_PORT: String(E2E_MAIL_WEB_PORT),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // Every journey signs up its own customers, all from this machine's address.
      REGISTER_LIMIT_PER_HOUR: '1000',
      // Every journey pays with card 4242 and expects its new account's trial (integration tests cover one trial per card).
      TRIAL_PER_CARD: 'every-account',
      // Only the journeys' own test calls: the voice sandbox's random calls would make the calls pages unpredictable.
      SANDBOX_CALLS_PER_HOUR: '0',
      // The usage journey sends the platform's report itself, signed as the sandbox signs its own.
      VOICE_SANDBOX_SECRET: E2E_VOICE_SANDBOX_SECRET,
      // The usage journey waits for the day before's digest: seconds, not the hour production waits.
      DIGEST_INTERVAL_SECONDS: '3',
    },
  },
});
