import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { NextFunction, Request, Response } from 'express';

/** A request's entity manager: forked from the root on first use, so requests that never touch the database make none. */
interface RequestEntityManager {
  readonly root: EntityManager;
  fork?: EntityManager;
  forking?: boolean;
}

const storage = new AsyncLocalStorage<RequestEntityManager>();

/** Runs `fn` (the rest of a request) with an entity manager of its own, made when first asked for. */
export function runWithRequestEntityManager<T>(root: EntityManager, fn: () => T): T {
  return storage.run({ root }, fn);
}

/** The current request's entity manager (MikroORM's `context` option asks for it), or undefined outside a request. */
export function requestEntityManager(): EntityManager | undefined {
  const context = storage.getStore();
  if (!context || context.forking) return undefined; // while forking, the new manager asks too: it gets the root, as it would outside a request
  if (!context.fork) {
    context.forking = true;
    context.fork = context.root.fork({ useContext: true });
    context.forking = false;
  }
  return context.fork;
}

/**
 * The middleware that gives each request its entity manager, mounted instead of @mikro-orm/nestjs's: that one forked
 * the root on every request, the many that never reach the database included (7% of a public read's CPU).
 */
export function requestEntityManagers(orm: MikroORM): (request: Request, response: Response, next: NextFunction) => void {
  return (_request, _response, next) => runWithRequestEntityManager(orm.em, next);
}
