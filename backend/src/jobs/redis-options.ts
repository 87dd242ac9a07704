import type { ConnectionOptions } from 'bullmq';
import type { RedisOptions } from 'ioredis';

/** ioredis options from a redis:// URL (BullMQ takes options, not URLs). */
export function redisOptionsFromUrl(url: string, overrides: RedisOptions = {}): RedisOptions {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    connectTimeout: 5000,
    // Reconnect forever, backing off to 5 s: Redis outages delay jobs, they never stop the app.
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
    ...overrides,
  };
}

/** The same options typed for BullMQ, whose connection type is its own. */
export function bullConnection(url: string, overrides: RedisOptions = {}): ConnectionOptions {
  return redisOptionsFromUrl(url, overrides) as ConnectionOptions;
}
