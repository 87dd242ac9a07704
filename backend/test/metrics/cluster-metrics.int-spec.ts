import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parsePrometheusText, type Scrape } from '../support/prometheus-text';
import { waitUntil } from '../support/wait';

const MAIN = join(__dirname, '..', '..', 'dist', 'main.js');
const PORT = 3000 + 800 + Number(process.env.JEST_WORKER_ID ?? 1);
const METRICS_PORT = 9464 + 100 + Number(process.env.JEST_WORKER_ID ?? 1);
const LIVE = { method: 'GET', route: '/api/health/live', status: '200' };
const COUNT = 'receptionists_http_request_duration_seconds_count';

async function scrape(): Promise<Scrape> {
  const response = await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`);
  expect(response.status).toBe(200);
  return parsePrometheusText(await response.text());
}

async function answers(): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${PORT}/api/health/live`)).ok && (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).ok;
  } catch {
    return false;
  }
}

describe('metrics with API_PROCESSES=2', () => {
  it('are served by the primary on METRICS_PORT as the sum of both api processes', async () => {
    expect(existsSync(MAIN)).toBe(true); // `npm test` builds first; alone: npm run build -w backend
    const primary: ChildProcess = spawn(process.execPath, [MAIN], {
      env: { ...process.env, API_PROCESSES: '2', PORT: String(PORT), METRICS_PORT: String(METRICS_PORT) },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => primary.once('exit', resolve));
    try {
      // Both processes have started once the pool gauges of two processes add up: 2 × DATABASE_POOL_MAX (10).
      await waitUntil(async () => (await answers()) && (await scrape()).value('receptionists_db_pool_max') === 20, 30_000, 'two api processes counted');

      const before = await scrape();
      for (let request = 0; request < 20; request++) expect((await fetch(`http://127.0.0.1:${PORT}/api/health/live`)).status).toBe(200);
      // Every scrape is the primary's sum, never one process's own metrics (neither binds the port itself).
      for (let scrapes = 0; scrapes < 4; scrapes++) {
        const after = await scrape();
        expect(after.value('receptionists_db_pool_max')).toBe(20);
        expect(after.value(COUNT, LIVE)! - (before.value(COUNT, LIVE) ?? 0)).toBe(20);
        expect(after.value('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
      }

      primary.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      primary.kill('SIGKILL');
    }
  }, 90_000);
});
