import { TimeoutError } from '../async/with-timeout';

/** Which dependency a failure says is unreachable — 'database', 'service' (Redis, or anything that did not answer in time) — or null for a real fault. */
export function unavailableDependency(error: unknown): 'database' | 'service' | null {
  if (isDatabaseUnavailable(error)) return 'database';
  if (error instanceof TimeoutError) return 'service';
  const type = (error as { type?: unknown } | null)?.type;
  if (typeof type === 'string' && PROVIDER_DOWN_TYPES.has(type)) return 'service';
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && REDIS_DOWN_MESSAGES.some((pattern) => pattern.test(message)) ? 'service' : null;
}

/**
 * Whether an error means PostgreSQL could not be reached, was going away or did not answer in time — refused or dropped
 * connections, a server shutting down or starting up, no connection made or free in time, a statement past its timeout
 * — rather than a fault in a query. Such a request is worth retrying in a moment: it answers 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || (code.startsWith('08') && code !== PROTOCOL_VIOLATION))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

// Node's socket errors, and PostgreSQL's SQLSTATEs for shutdown, crash, start-up, too many connections and a statement
// cancelled (57014: past statement_timeout) (class 08, connection exceptions, is matched by prefix above). MikroORM's
// DriverException copies `code` from the driver's error. Redis commands do not fail with socket errors here (no offline
// queue): they fail with ioredis's messages below.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
]);

// 08P01 is in class 08 but says the message we sent was malformed (a null character in the SQL): our fault, not an outage.
const PROTOCOL_VIOLATION = '08P01';

// By message only: pg a lost connection, a connect timeout ('timeout expired') and its own query_timeout ('Query read
// timeout', which MikroORM prefixes with the SQL); pg-pool a connect timeout or no client free in time; knex a pool with
// no connection free in time.
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout expired$/,
  /Query read timeout$/,
  /timeout exceeded when trying to connect/,
  /is not queryable/,
  /Timeout acquiring a connection/,
];

// The payment provider's SDK (by its errors' `type`, so common code imports no provider): Stripe not reached after its
// retries, failing on its side (5xx), or refusing our rate. A card declined or a bad request stays the caller's error.
const PROVIDER_DOWN_TYPES = new Set(['StripeConnectionError', 'StripeAPIError', 'StripeRateLimitError']);

// ioredis while disconnected: commands refused at once (enableOfflineQueue: false), or given up after their retries.
const REDIS_DOWN_MESSAGES = [/^Stream isn't writeable/, /^Connection is closed/, /^Reached the max retries per request limit/];
