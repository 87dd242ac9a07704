import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { withTimeout } from '../../common/async/with-timeout';
import { RedisClient } from '../../jobs/redis-client.service';
import { HealthDto } from './dto/health.dto';

@Injectable()
export class HealthService {
  constructor(
    private readonly em: EntityManager,
    private readonly redis: RedisClient,
  ) {}

  async check(): Promise<HealthDto> {
    const [database, redis] = await Promise.all([this.databaseUp(), this.redis.ping()]);
    return {
      status: !database ? 'down' : redis ? 'ok' : 'degraded',
      database: database ? 'up' : 'down',
      redis: redis ? 'up' : 'down',
    };
  }

  async databaseUp(): Promise<boolean> {
    try {
      await withTimeout(this.em.getConnection().execute('select 1'), 2000, 'the database');
      return true;
    } catch {
      return false;
    }
  }
}
