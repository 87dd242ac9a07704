import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { HealthDto } from './dto/health.dto';
import { HealthService } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** Readiness: 200 while the database answers (Redis down only delays background work), 503 otherwise. */
  @Get()
  @ApiOperation({
    summary: 'Readiness',
    description: '200 while the database answers (Redis down only delays background work), 503 otherwise; each dependency’s state is in the body.',
  })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto, description: 'The database is not answering' })
  async getHealth(@Res({ passthrough: true }) response: Response): Promise<HealthDto> {
    const health = await this.health.check();
    response.status(health.database === 'up' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return health;
  }

  /** Liveness: the process answers. */
  @Get('live')
  @ApiOperation({ summary: 'Liveness', description: 'The process answers; nothing else is checked.' })
  @ApiOkResponse({ schema: { type: 'object', properties: { status: { type: 'string', enum: ['ok'] } }, required: ['status'] } })
  getLiveness(): { status: 'ok' } {
    return { status: 'ok' };
  }
}
