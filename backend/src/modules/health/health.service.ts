import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { databaseAnswers } from '../../common/health/database-answers';
import { RedisClient } from '../../jobs/redis-client.service';
import { HealthDto } from './dto/health.dto';

@Injectable()
export class HealthService {
  constructor(
    private readonly em: EntityManager,
    private readonly redis: RedisClient,
  ) {}

  async check(): Promise<HealthDto> {
    const [database, redis] = await Promise.all([databaseAnswers(this.em), this.redis.ping()]);
    return {
      status: !database ? 'down' : redis ? 'ok' : 'degraded',
      database: database ? 'up' : 'down',
      redis: redis ? 'up' : 'down',
    };
  }

  /** Readiness asks only this: Redis down delays background work, it does not stop the api serving. */
  databaseUp(): Promise<boolean> {
    return databaseAnswers(this.em);
  }
}
