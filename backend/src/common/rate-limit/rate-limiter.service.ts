import { Injectable, Logger } from '@nestjs/common';
import { RedisClient } from '../../jobs/redis-client.service';

export interface RateLimit {
  /** Counter key, e.g. `login:account:owner@example.com`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in Redis, shared by every api instance. While Redis is down the limiter lets requests
 * through (and says so in the log): refusing every sign-in because a cache is down would be the worse failure.
 */
@Injectable()
export class RateLimiter {
  private readonly logger = new Logger(RateLimiter.name);

  constructor(private readonly redis: RedisClient) {}

  /** Seconds until the first exhausted limit frees up, or 0 when none is exhausted. */
  async retryAfter(limits: RateLimit[]): Promise<number> {
    try {
      const counts = await this.redis.redis.mget(...limits.map((limit) => this.redisKey(limit)));
      const exhausted = limits.filter((limit, index) => Number(counts[index] ?? 0) >= limit.limit);
      if (exhausted.length === 0) return 0;
      const ttls = await Promise.all(exhausted.map((limit) => this.redis.redis.ttl(this.redisKey(limit))));
      return Math.max(1, ...ttls.map((ttl, index) => (ttl > 0 ? ttl : exhausted[index].windowSeconds)));
    } catch (error) {
      this.logger.warn(`rate limits not checked (Redis unavailable): ${(error as Error).message}`);
      return 0;
    }
  }

  /** Counts one event against each limit (the window starts with the first event). */
  async hit(limits: RateLimit[]): Promise<void> {
    try {
      const pipeline = this.redis.redis.multi();
      for (const limit of limits) pipeline.incr(this.redisKey(limit)).expire(this.redisKey(limit), limit.windowSeconds, 'NX');
      await pipeline.exec();
    } catch (error) {
      this.logger.warn(`rate limit not counted (Redis unavailable): ${(error as Error).message}`);
    }
  }

  async reset(limits: RateLimit[]): Promise<void> {
    try {
      await this.redis.redis.del(...limits.map((limit) => this.redisKey(limit)));
    } catch {
      // the counter expires by itself
    }
  }

  private redisKey(limit: RateLimit): string {
    return `${this.redis.keyPrefix}:rate:${limit.key}`;
  }
}

/** "15 minutes", "1 minute", "30 seconds": for messages telling people when to try again. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
