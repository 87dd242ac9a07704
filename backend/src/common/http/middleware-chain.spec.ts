import type { NextFunction, Request, Response } from 'express';
import { type Middleware, middlewareChain } from './middleware-chain';

describe('middlewareChain', () => {
  const request = {} as Request;
  const response = {} as Response;
  const run = (steps: Middleware[]) =>
    new Promise<unknown>((resolve) => middlewareChain(steps)(request, response, ((error?: unknown) => resolve(error ?? 'done')) as NextFunction));

  it('runs every step in order, then the next layer', async () => {
    const seen: number[] = [];
    const step =
      (n: number): Middleware =>
      (_request, _response, next) => (seen.push(n), next());
    expect(await run([step(1), step(2), step(3)])).toBe('done');
    expect(seen).toEqual([1, 2, 3]);
  });

  it('skips the rest on an error passed on, thrown or rejected, and hands it to Express', async () => {
    const error = new Error('refused');
    const never: Middleware = () => {
      throw new Error('should not run');
    };
    expect(await run([(_request, _response, next) => next(error), never])).toBe(error);
    expect(
      await run([
        () => {
          throw error;
        },
        never,
      ]),
    ).toBe(error);
    expect(await run([() => Promise.reject(error), never])).toBe(error);
  });

  it('lets a step answer without calling next', async () => {
    let answered = false;
    const chain = middlewareChain([() => (answered = true), () => Promise.reject(new Error('should not run'))]);
    let nextCalled = false;
    chain(request, response, () => (nextCalled = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect([answered, nextCalled]).toEqual([true, false]);
  });
});
