import { registerAs } from '@nestjs/config';
import { IsString, Matches } from 'class-validator';
import { env, validateConfig } from './validate-config';

class RedisConfig {
  @IsString()
  @Matches(/^rediss?:\/\//, { message: 'REDIS_URL must be a redis:// URL' })
  url: string = 'redis://127.0.0.1:6379';

  /** Key prefix of every queue, so several deployments (or test runs) can share one Redis. */
  @IsString()
  @Matches(/^[a-zA-Z0-9_-]+$/, { message: 'QUEUE_PREFIX may contain letters, digits, _ and - only' })
  queuePrefix: string = 'receptionists';
}

export type RedisConfigValues = RedisConfig;

export const redisConfig = registerAs('redis', () => validateConfig(RedisConfig, { url: env('REDIS_URL'), queuePrefix: env('QUEUE_PREFIX') }, 'redis'));
