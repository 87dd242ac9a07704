export interface RetryOptions {
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** After this long the last error is thrown even when it is retryable. */
  giveUpAfterMs?: number;
}

// Kept over p-retry: p-retry is ESM-only since v5, which the backend's CommonJS build and jest cannot load, and this is
// a dozen lines; queue jobs retry with BullMQ's own attempts and backoff (jobs/queues.ts).
/** Runs `operation` until it succeeds, waiting between attempts (doubling up to `maxDelayMs`) while its error is `retryable`. */
export async function retryWhile<T>(operation: () => Promise<T>, retryable: (error: unknown) => boolean, options: RetryOptions = {}): Promise<T> {
  const { firstDelayMs = 200, maxDelayMs = 5000, giveUpAfterMs = 10 * 60_000 } = options;
  const deadline = Date.now() + giveUpAfterMs;
  for (let delay = firstDelayMs; ; delay = Math.min(delay * 2, maxDelayMs)) {
    try {
      return await operation();
    } catch (error) {
      if (!retryable(error) || Date.now() + delay > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
