import cluster from 'node:cluster';
import { Logger } from '@nestjs/common';
import { RollingRestart } from './api-rolling-restart';
import { apiStopWithinMs, shutdownConfig } from '../config';
import { serveClusterMetrics } from '../metrics/cluster-metrics';

const logger = new Logger('ApiProcesses');

/**
 * API_PROCESSES: how many api processes share the port (node:cluster), e.g. one per core. A Node process uses one core,
 * and all state (sessions, rate limits, jobs) is in PostgreSQL or Redis, so the processes share nothing else.
 */
export function apiProcessCount(value = process.env.API_PROCESSES): number {
  if (value === undefined || value === '') return 1;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64) throw new Error(`API_PROCESSES must be a whole number from 1 to 64, not "${value}"`);
  return count;
}

/**
 * The primary process: forks `count` api processes and replaces one that dies once any has served. One that dies
 * before any listens (a configuration error) stops them all rather than being retried for ever. A stop signal goes to
 * each, and the primary exits once they have. SIGHUP replaces them one at a time (api-rolling-restart.ts).
 */
export function superviseApiProcesses(count: number): void {
  let anyListened = false;
  let stopping = false;
  const roll = new RollingRestart(apiStopWithinMs(shutdownConfig()), () => stopping);
  const live = () => Object.values(cluster.workers ?? {}).filter((worker) => worker && !worker.isDead());
  const stopAll = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of live()) worker!.process.kill(signal);
  };
  cluster.on('listening', () => (anyListened = true));
  cluster.on('exit', (worker, code, signal) => {
    const cause = signal ?? `code ${code}`;
    if (!stopping && roll.accountsFor(worker)) return;
    if (!stopping && anyListened) {
      logger.error(`an api process exited (${cause}): starting another in a second`);
      setTimeout(() => stopping || cluster.fork(), 1000);
      return;
    }
    if (!stopping) {
      logger.error(`an api process exited before any was listening (${cause}): stopping`);
      process.exitCode = code || 1;
      stopAll('SIGTERM');
    }
    if (live().length === 0) process.exit();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(signal));
  process.on('SIGHUP', () => roll.request());
  for (let index = 0; index < count; index++) cluster.fork();
  serveClusterMetrics(); // the api processes' summed metrics on METRICS_PORT
}
