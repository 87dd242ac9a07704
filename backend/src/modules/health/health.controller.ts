import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Draining } from '../../common/lifecycle/draining';
import { HealthDto } from './dto/health.dto';
import { ReadinessDto } from './dto/readiness.dto';
import { HealthService } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthService,
    private readonly draining: Draining,
  ) {}

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

  /**
   * For a load balancer: 503 from the moment the process starts stopping (it finishes what it has and takes nothing
   * new), and while the database is not answering (docs/operations-deploys.md#how-a-process-stops).
   */
  @Get('ready')
  @ApiOperation({
    summary: 'Readiness for new traffic',
    description: '200 while the database answers and the process is not stopping; 503 from the moment it starts stopping, and while the database is down.',
  })
  @ApiOkResponse({ type: ReadinessDto })
  @ApiServiceUnavailableResponse({ type: ReadinessDto, description: 'Stopping, or the database is not answering' })
  async getReadiness(@Res({ passthrough: true }) response: Response): Promise<ReadinessDto> {
    const status = this.draining.active ? 'draining' : (await this.health.databaseUp()) ? 'ready' : 'down';
    response.status(status === 'ready' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return { status };
  }

  /** Liveness: the process answers (while it stops too: it is finishing its requests, not stuck). */
  @Get('live')
  @ApiOperation({ summary: 'Liveness', description: 'The process answers; nothing else is checked.' })
  @ApiOkResponse({ schema: { type: 'object', properties: { status: { type: 'string', enum: ['ok'] } }, required: ['status'] } })
  getLiveness(): { status: 'ok' } {
    return { status: 'ok' };
  }
}
