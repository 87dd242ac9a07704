import { randomUUID } from 'node:crypto';
import { currentScope, type LogContext, runInScope } from '../async-scope';

/** Runs `fn` as job `jobId` of BullMQ queue `queue`: every log line written inside it carries both. */
export function runAsJob<T>(queue: string, jobId: string | undefined, fn: () => T): T {
  return runInScope({ log: { queue, jobId: jobId ?? 'unknown' } }, fn);
}

/** Runs one pass of a scheduled task (a cron job, the outbox relay) as a job of its own: queue `schedule:<name>`, a fresh id. */
export function runScheduled<T>(name: string, fn: () => T): T {
  return runInScope({ log: { queue: `schedule:${name}`, jobId: randomUUID() } }, fn);
}

export function currentLogContext(): LogContext | undefined {
  return currentScope()?.log;
}

/** The id of the request this runs in (its scope is entered by requestScopes, common/http/request-scope.ts). */
export function currentRequestId(): string | undefined {
  const context = currentScope()?.log;
  return context && 'requestId' in context ? context.requestId : undefined;
}
