import { Global, Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { redisConfig, RedisConfig } from '../config';
import { OutboxService } from './outbox.service';
import { bullConnection } from './redis-options';
import { RedisClient } from './redis-client.service';

/** The outbox and the shared Redis client for every process; the BullMQ connection that worker processors use. */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [redisConfig.KEY],
      useFactory: (config: RedisConfig) => ({
        prefix: config.queuePrefix,
        connection: bullConnection(config.url, { maxRetriesPerRequest: null }),
      }),
    }),
  ],
  providers: [OutboxService, RedisClient],
  exports: [OutboxService, RedisClient],
})
export class JobsModule {}
