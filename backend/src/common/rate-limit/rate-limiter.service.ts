import { Injectable, Logger } from '@nestjs/common';
import { ErrorDefinition } from '../errors/app.exception';
import { ThrottledException } from '../errors/throttled.exception';
import { RedisClient } from '../../jobs/redis-client.service';

/**
 * What a limit does while Redis cannot count (docs/architecture.md#while-redis-is-down): 'allow' lets the event through
 * (logged), `{ refuse }` answers that 503 catalogue error with Retry-After, for limits where an uncounted guess is worse.
 */
export type WhileRedisDown = 'allow' | { refuse: ErrorDefinition };

/** How long a refusal while Redis is down asks the client to wait: about what the client takes to reconnect. */
export const REDIS_DOWN_RETRY_SECONDS = 30;

export interface RateLimit {
  /** Counter key, e.g. `login:account:owner@example.com`. */
  key: string;
  limit: number;
  windowSeconds: number;
  whileRedisDown: WhileRedisDown;
}

/** A limit's rule, apart from whose counter it is. */
export type LimitRule = Pick<RateLimit, 'limit' | 'windowSeconds' | 'whileRedisDown'>;

/** A limit in words, for the API document: `describeLimit({ limit: 5, windowSeconds: 900 }, 'per account')` is "5 per account every 15 minutes". */
export function describeLimit({ limit, windowSeconds }: Pick<LimitRule, 'limit' | 'windowSeconds'>, per: string): string {
  const window =
    windowSeconds === 3600
      ? 'an hour'
      : windowSeconds % 3600 === 0
        ? `every ${windowSeconds / 3600} hours`
        : windowSeconds % 60 === 0
          ? `every ${windowSeconds / 60} minutes`
          : `every ${windowSeconds} seconds`;
  return `${limit} ${per} ${window}`;
}

// Kept over rate-limiter-flexible: its RateLimiterUnion consumes one key per limiter, one round trip each, and keeps
// what the passing limiters counted when another refuses; here an account's and an address's counters are counted in one
// MULTI and all given back when one is exhausted, so a refused attempt never uses up a limit.
/**
 * Fixed-window counters in Redis, shared by every api instance. While Redis is down each limit does what its
 * `whileRedisDown` says: most let requests through (and the log says so), since refusing every sign-in because a cache
 * is down would be the worse failure; the administrator's second factor refuses instead.
 */
@Injectable()
export class RateLimiter {
  private readonly logger = new Logger(RateLimiter.name);

  constructor(private readonly redis: RedisClient) {}

  /**
   * Counts one event against each limit and answers the seconds until the first exhausted one frees up (0 when none is),
   * counting nothing when a limit is exhausted. One INCR per key both counts and checks, so requests arriving together
   * cannot all pass, as they could between a separate check and count. A caller whose event then fails can give it back
   * with release. While Redis is down it answers 0, or throws the 503 of the first limit that refuses then.
   */
  async consume(limits: RateLimit[]): Promise<number> {
    try {
      const results = (await this.add(limits, 1)) ?? [];
      const exhausted = limits.filter((limit, index) => Number(results[2 * index]?.[1]) > limit.limit);
      if (exhausted.length === 0) return 0;
      await this.release(limits);
      return await this.waitFor(exhausted);
    } catch (error) {
      const refusal = limits.map((limit) => limit.whileRedisDown).find((choice): choice is { refuse: ErrorDefinition } => choice !== 'allow');
      this.logger.warn(`rate limits not checked (Redis unavailable), request ${refusal ? 'refused' : 'let through'}: ${(error as Error).message}`);
      if (refusal) throw new ThrottledException(refusal.refuse, REDIS_DOWN_RETRY_SECONDS);
      return 0;
    }
  }

  /** consume, refusing with `refusal` (a 429 carrying the wait, hence Retry-After) when a limit is exhausted. */
  async enforce(limits: RateLimit[], refusal: ErrorDefinition): Promise<void> {
    const wait = await this.consume(limits);
    if (wait > 0) throw new ThrottledException(refusal, wait);
  }

  /** Gives back one event that consume counted (the expiry keeps a counter recreated by a window's end from living on). */
  async release(limits: RateLimit[]): Promise<void> {
    try {
      await this.add(limits, -1);
    } catch {
      // the counter expires by itself
    }
  }

  async reset(limits: RateLimit[]): Promise<void> {
    try {
      await this.redis.redis.del(...limits.map((limit) => this.redisKey(limit)));
    } catch {
      // the counter expires by itself
    }
  }

  /** Adds to each limit's counter in one transaction; the answers are [error, value] pairs, the counter's at 2 × index. */
  private add(limits: RateLimit[], amount: 1 | -1) {
    const pipeline = this.redis.redis.multi();
    for (const limit of limits) pipeline.incrby(this.redisKey(limit), amount).expire(this.redisKey(limit), limit.windowSeconds, 'NX');
    return pipeline.exec();
  }

  /** Seconds until the first of these exhausted limits frees up. */
  private async waitFor(exhausted: RateLimit[]): Promise<number> {
    const ttls = await Promise.all(exhausted.map((limit) => this.redis.redis.ttl(this.redisKey(limit))));
    return Math.max(1, ...ttls.map((ttl, index) => (ttl > 0 ? ttl : exhausted[index].windowSeconds)));
  }

  private redisKey(limit: RateLimit): string {
    return `${this.redis.keyPrefix}:rate:${limit.key}`;
  }
}
