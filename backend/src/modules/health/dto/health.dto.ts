import { ApiProperty } from '@nestjs/swagger';

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'degraded', 'down'], description: 'degraded: Redis is down, so mail and payment events wait in the outbox' })
  status: 'ok' | 'degraded' | 'down';

  @ApiProperty({ enum: ['up', 'down'] })
  database: 'up' | 'down';

  @ApiProperty({ enum: ['up', 'down'] })
  redis: 'up' | 'down';
}
