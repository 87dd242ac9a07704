import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What every log line written inside a request or a job carries (docs/operations-logs.md). */
export type LogContext = { requestId: string } | { queue: string; jobId: string };

const storage = new AsyncLocalStorage<LogContext>();

/** Runs `fn` as the HTTP request `requestId`: every log line written inside it carries that id. */
export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return storage.run({ requestId }, fn);
}

/** Runs `fn` as job `jobId` of BullMQ queue `queue`: every log line written inside it carries both. */
export function runAsJob<T>(queue: string, jobId: string | undefined, fn: () => T): T {
  return storage.run({ queue, jobId: jobId ?? 'unknown' }, fn);
}

/** Runs one pass of a scheduled task (a cron job, the outbox relay) as a job of its own: queue `schedule:<name>`, a fresh id. */
export function runScheduled<T>(name: string, fn: () => T): T {
  return storage.run({ queue: `schedule:${name}`, jobId: randomUUID() }, fn);
}

export function currentLogContext(): LogContext | undefined {
  return storage.getStore();
}

export function currentRequestId(): string | undefined {
  const context = storage.getStore();
  return context && 'requestId' in context ? context.requestId : undefined;
}
