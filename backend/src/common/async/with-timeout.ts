/** What withTimeout rejects with: the dependency did not answer (the error filter makes it a 503). */
export class TimeoutError extends Error {
  override name = 'TimeoutError';
}

/** Rejects when `promise` has not settled within `ms`, so a dependency that hangs cannot hang its caller. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what = 'operation'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
