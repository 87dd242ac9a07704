/** A write as first made under its idempotency key, with its response once it has committed. */
export interface StoredRequest {
  method: string;
  params: unknown;
  response?: unknown;
}

/**
 * The idempotency store, inside the write's transaction. `claim` holds the key for this request and returns null, or,
 * when the key is taken, waits for the request that took it to commit and returns it (the backend: a unique column).
 * A write that fails rolls back and so releases its key.
 */
export interface IdempotencyStore {
  claim(key: string, request: { method: string; params: unknown }): Promise<StoredRequest | null>;
  complete(key: string, response: unknown): Promise<void>;
}

/**
 * Runs a write once per idempotency key, as Stripe does: a later or concurrent call with the same key gets the first
 * call's response; the same key with another method or other parameters is refused (a programmer's error).
 */
export async function idempotent<T>(requests: IdempotencyStore, key: string, method: string, params: unknown, work: () => Promise<T>): Promise<T> {
  const first = await requests.claim(key, { method, params });
  if (first) {
    if (first.method !== method || canonical(first.params) !== canonical(params)) {
      throw new Error(`Idempotency key '${key}' was already used for another request`);
    }
    return first.response as T;
  }
  const result = await work();
  await requests.complete(key, result ?? null);
  return result;
}

/** JSON with sorted keys: a stored request (jsonb) does not keep the order in which its keys were written. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}
