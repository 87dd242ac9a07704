import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from '@mikro-orm/core';

/** What every log line written inside a request or a job carries (docs/operations-logs.md). */
export type LogContext = { requestId: string } | { queue: string; jobId: string };

/** A request's entity manager: forked from the root on first use (database/request-entity-manager.ts). */
export interface LazyEntityManager {
  readonly root: EntityManager;
  fork?: EntityManager;
  forking?: boolean;
}

/** What a request or a job carries through its asynchronous calls. */
export interface AsyncScope {
  readonly log: LogContext;
  /** A request's own entity manager; jobs have MikroORM's request context instead. */
  readonly entityManager?: LazyEntityManager;
}

/** One AsyncLocalStorage for all of it: a request or a job enters one scope, and finds everything it carries there. */
const storage = new AsyncLocalStorage<AsyncScope>();

/** Runs `fn` (the rest of a request, a job) in `scope`. */
export function runInScope<T>(scope: AsyncScope, fn: () => T): T {
  return storage.run(scope, fn);
}

export function currentScope(): AsyncScope | undefined {
  return storage.getStore();
}
