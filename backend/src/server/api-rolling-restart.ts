import cluster, { type Worker } from 'node:cluster';

/** How long a new api process may take to listen before a roll gives up on it (start-up takes seconds). */
const START_WITHIN_MS = 60_000;
/** Past its own bound (apiStopWithinMs) and this margin, an old process that has not exited is killed. */
const KILL_MARGIN_MS = 5000;

/**
 * SIGHUP to the primary replaces the api processes one at a time (docs/operations-deploys.md#rolling-restart-on-one-machine):
 * a new one is forked and must listen — it listens only once its app has started — before one old one is sent SIGTERM
 * and waited for; so the others always serve, and each old one finishes its requests. A new one that exits or does not
 * listen in time stops the roll: the old ones keep serving, and the error is logged. A SIGHUP during a roll queues one
 * more roll after it (a newer build deployed meanwhile must not be missed); more SIGHUPs meanwhile add nothing.
 */
export class RollingRestart {
  private rolling = false;
  private queued = false;
  /** Processes the supervisor must not replace when they exit: old ones this roll retires, new ones it has not yet taken. */
  private readonly notSupervised = new Set<number>();

  constructor(
    /** How long an api process may take to stop (apiStopWithinMs). */
    private readonly stopWithinMs: number,
    private readonly stopping: () => boolean,
  ) {}

  /** Whether this exit is the roll's doing (a process it retired, or a new one it gave up on), not one to replace. */
  accountsFor(worker: Worker): boolean {
    return this.notSupervised.delete(worker.id);
  }

  request(): void {
    if (this.rolling) {
      if (!this.queued) console.log('SIGHUP during a rolling restart: another one follows it');
      this.queued = true;
      return;
    }
    void this.roll();
  }

  private async roll(): Promise<void> {
    this.rolling = true;
    try {
      do {
        this.queued = false;
        if (!(await this.replaceEach(liveWorkers()))) break; // a failed roll is not retried by itself, queued or not
      } while (this.queued && !this.stopping());
    } finally {
      this.rolling = false;
    }
  }

  /** Returns false when it stopped early: a new process failed, or the primary is stopping. */
  private async replaceEach(old: Worker[]): Promise<boolean> {
    console.log(`rolling restart: replacing ${old.length} api processes one at a time`);
    for (const [index, worker] of old.entries()) {
      if (this.stopping()) return false;
      if (worker.isDead()) continue; // died meanwhile; the supervisor has replaced it
      const fresh = cluster.fork();
      this.notSupervised.add(fresh.id);
      const started = await listening(fresh);
      if (started !== 'listening' || this.stopping()) {
        if (started !== 'listening') console.error(`rolling restart stopped: a new api process ${started}; the old ones keep serving`);
        fresh.process.kill('SIGKILL');
        return false;
      }
      this.notSupervised.delete(fresh.id);
      this.notSupervised.add(worker.id);
      worker.process.kill('SIGTERM');
      await exited(worker, this.stopWithinMs + KILL_MARGIN_MS);
      console.log(`rolling restart: ${index + 1}/${old.length}, pid ${worker.process.pid} replaced by pid ${fresh.process.pid}`);
    }
    console.log('rolling restart: done');
    return true;
  }
}

function liveWorkers(): Worker[] {
  return Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined && !worker.isDead());
}

/** 'listening', or what went wrong instead. */
function listening(worker: Worker): Promise<string> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(`did not listen within ${START_WITHIN_MS} ms`), START_WITHIN_MS);
    const onListening = () => finish('listening');
    const onExit = (code: number | null, signal: string | null) => finish(`exited before listening (${signal ?? `code ${code}`})`);
    worker.once('listening', onListening);
    worker.once('exit', onExit);
    function finish(outcome: string) {
      clearTimeout(timer);
      worker.off('listening', onListening);
      worker.off('exit', onExit);
      resolve(outcome);
    }
  });
}

/** Resolves once `worker` has exited, killing it past `limitMs`. */
function exited(worker: Worker, limitMs: number): Promise<void> {
  if (worker.isDead()) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      console.error(`rolling restart: pid ${worker.process.pid} did not stop within ${limitMs} ms; killed`);
      worker.process.kill('SIGKILL');
    }, limitMs);
    worker.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
