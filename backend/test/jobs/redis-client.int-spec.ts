import { RedisClient } from '../../src/jobs/redis-client.service';

const client = (url: string) => new RedisClient({ url, queuePrefix: 'redis-client-test' } as ConstructorParameters<typeof RedisClient>[0]);

describe('RedisClient at start-up', () => {
  it('is connected before the app takes requests, so the first requests after a start are counted by the limits', async () => {
    const redis = client(process.env.REDIS_URL!);
    try {
      await redis.onModuleInit();
      expect(redis.redis.status).toBe('ready');
    } finally {
      redis.onModuleDestroy();
    }
  });

  it('starts anyway when Redis does not answer (the wait is bounded)', async () => {
    const redis = client('redis://127.0.0.1:1');
    try {
      await redis.onModuleInit();
      expect(redis.redis.status).not.toBe('ready');
    } finally {
      redis.onModuleDestroy();
    }
  });
});
