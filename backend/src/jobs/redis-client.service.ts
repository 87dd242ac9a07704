import { Inject, Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import Redis from 'ioredis';
import { withTimeout } from '../common/async/with-timeout';
import { redisConfig, RedisConfig } from '../config';
import { redisOptionsFromUrl } from './redis-options';

const READY_WAIT_MS = 2000;

/** One shared connection for health checks and counters; commands fail fast while Redis is down instead of queueing. */
@Injectable()
export class RedisClient implements OnModuleInit, OnModuleDestroy {
  readonly redis: Redis;
  /** Prefix of every key this app writes outside the queues (shares QUEUE_PREFIX so deployments and test runs stay apart). */
  readonly keyPrefix: string;

  constructor(@Inject(redisConfig.KEY) config: RedisConfig) {
    this.keyPrefix = config.queuePrefix;
    this.redis = new Redis(redisOptionsFromUrl(config.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false }));
    this.redis.on('error', () => undefined); // reported by the health check, not as unhandled events
  }

  /**
   * Waits (a little) for the connection before the app takes requests: commands fail fast until it is ready, and the
   * rate limiter lets requests through uncounted when Redis does not answer, so the first requests after a start would
   * otherwise escape every limit. An unreachable Redis only delays the start by this bound.
   */
  async onModuleInit(): Promise<void> {
    if (this.redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, READY_WAIT_MS);
      this.redis.once('ready', done);
      function done() {
        clearTimeout(timer);
        resolve();
      }
    });
  }

  async ping(timeoutMs = 1000): Promise<boolean> {
    try {
      return (await withTimeout(this.redis.ping(), timeoutMs, 'redis')) === 'PONG';
    } catch {
      return false;
    }
  }

  /** The server's run_id: a new one means Redis restarted (and, without persistence, forgot every job); null while unreachable. */
  async runId(timeoutMs = 1000): Promise<string | null> {
    try {
      const info = await withTimeout(this.redis.info('server'), timeoutMs, 'redis');
      return /^run_id:(\w+)/m.exec(info)?.[1] ?? null;
    } catch {
      return null;
    }
  }

  onModuleDestroy(): void {
    this.redis.disconnect();
  }
}
