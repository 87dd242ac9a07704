import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { childrenOf, spawnBuilt } from '../support/built-process';
import { waitUntil } from '../support/wait';

const PORT = 3000 + 760 + Number(process.env.JEST_WORKER_ID ?? 1);

/** `loops` clients requesting back to back (fetch, keep-alive) until stopped; every outcome is kept. */
function steadyLoad(loops: number) {
  const outcomes: string[] = [];
  let running = true;
  const loop = async () => {
    while (running) {
      try {
        const response = await fetch(`http://127.0.0.1:${PORT}/api/plans`, { signal: AbortSignal.timeout(30_000) });
        await response.arrayBuffer();
        outcomes.push(String(response.status));
      } catch (error) {
        outcomes.push(`error: ${(error as Error).cause ? String((error as Error).cause) : (error as Error).message}`);
      }
    }
  };
  const all = Array.from({ length: loops }, loop);
  return {
    outcomes,
    stop: async () => {
      running = false;
      await Promise.all(all);
      return outcomes;
    },
  };
}

describe('SIGHUP to the api primary (API_PROCESSES=2)', () => {
  // A web app of its own, so that breaking it (as a bad deploy would) breaks only the processes started afterwards.
  const webDist = mkdtempSync(join(tmpdir(), 'rolling-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>app</title>');
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  it('replaces the processes one at a time with every request answered, and stops a roll whose new process cannot start', async () => {
    const api = spawnBuilt('main.js', { PORT: String(PORT), API_PROCESSES: '2', WEB_DIST: webDist });
    const primary = api.child.pid!;
    try {
      await waitUntil(() => (api.output().match(/listening on/g) ?? []).length === 2, 60_000, 'two api processes listening');
      const before = childrenOf(primary);
      expect(before).toHaveLength(2);

      const load = steadyLoad(4);
      await waitUntil(() => load.outcomes.length > 20, 30_000, 'the load under way');
      api.child.kill('SIGHUP');
      await api.said('rolling restart: done', 120_000);
      const during = await load.stop();

      const after = childrenOf(primary);
      expect(after).toHaveLength(2);
      expect(after.filter((pid) => before.includes(pid))).toEqual([]);
      expect(during.filter((outcome) => outcome !== '200')).toEqual([]);
      expect(api.output()).not.toContain('exited before any was listening');

      // A deploy that cannot start: the first new process fails, and the roll leaves the old ones serving.
      rmSync(join(webDist, 'index.html'));
      api.child.kill('SIGHUP');
      await api.said('rolling restart stopped: a new api process exited before listening', 120_000);
      expect(childrenOf(primary).sort()).toEqual([...after].sort());
      expect((await fetch(`http://127.0.0.1:${PORT}/api/plans`)).status).toBe(200);

      api.child.kill('SIGTERM');
      expect(await api.exited).toEqual({ code: 0, signal: null });
    } finally {
      api.child.kill('SIGKILL');
    }
  }, 300_000);
});
