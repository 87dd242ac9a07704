import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { apiProcessCount } from '../../src/server/api-processes';
import { childrenOf } from '../support/built-process';
import { waitUntil } from '../support/wait';

const MAIN = join(__dirname, '..', '..', 'dist', 'main.js');
const PORT = 3000 + 700 + Number(process.env.JEST_WORKER_ID ?? 1);

async function answers(): Promise<boolean> {
  try {
    // Bounded: a connection the primary hands to a process just killed is never answered (docs/operations-deploys.md).
    return (await fetch(`http://127.0.0.1:${PORT}/api/health/live`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

describe('API_PROCESSES', () => {
  it('accepts 1 to 64, and nothing else', () => {
    expect(apiProcessCount(undefined)).toBe(1);
    expect(apiProcessCount('2')).toBe(2);
    for (const wrong of ['0', '65', '1.5', 'two'])
      expect(() => apiProcessCount(wrong)).toThrow(`API_PROCESSES must be a whole number from 1 to 64, not "${wrong}"`);
  });

  it('serves from that many processes on one port, replaces one that dies, and stops them all on SIGTERM', async () => {
    expect(existsSync(MAIN)).toBe(true); // `npm test` builds first; alone: npm run build -w backend
    const primary: ChildProcess = spawn(process.execPath, [MAIN], { env: { ...process.env, API_PROCESSES: '2', PORT: String(PORT) }, stdio: 'ignore' });
    const exited = new Promise<number | null>((resolve) => primary.once('exit', resolve));
    try {
      await waitUntil(async () => childrenOf(primary.pid!).length === 2 && (await answers()), 30_000, 'two api processes answering');
      const [first] = childrenOf(primary.pid!);
      process.kill(first, 'SIGKILL');
      await waitUntil(
        async () => childrenOf(primary.pid!).length === 2 && !childrenOf(primary.pid!).includes(first) && (await answers()),
        30_000,
        'a replacement',
      );
      primary.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      primary.kill('SIGKILL');
    }
  }, 90_000);

  it('stops, with an error, when its processes cannot start', async () => {
    const primary = spawn(process.execPath, [MAIN], {
      env: { ...process.env, API_PROCESSES: '2', PORT: String(PORT), SESSION_SECRET: 'short' },
      stdio: 'ignore',
    });
    expect(await new Promise((resolve) => primary.once('exit', resolve))).not.toBe(0);
  }, 60_000);
});
