import type { NextFunction, Request, Response } from 'express';

export type Middleware = (request: Request, response: Response, next: NextFunction) => unknown;

/**
 * `steps` run in order as one Express middleware: an error (passed to next, thrown, or a rejected promise) skips the
 * rest and goes to Express's error handling, as it would between separate layers. Express's router does work of its
 * own for every layer it walks (path matching, parameters, a closure): one layer for the whole global chain instead of
 * one each (docs/operations-request-cost.md#the-middleware-chain).
 */
export function middlewareChain(steps: Middleware[]): Middleware {
  return (request, response, next) => {
    let index = 0;
    const step = (error?: unknown): void => {
      if (error) return next(error);
      const middleware = steps[index++];
      if (!middleware) return next();
      try {
        const result = middleware(request, response, step);
        if (result instanceof Promise) result.catch(next);
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  };
}
