import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { COMMON_ERRORS } from '../../common/errors/common.errors';
import { CurrentUser } from '../users/current-user.decorator';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { User } from '../users/user.entity';
import { AdminQueuesService } from './admin-queues.service';
import { QueueHealthDto, RetriedJobsDto } from './dto/queue-health.dto';
import { ADMIN_ERRORS } from './admin.errors';
import { AdminOnly } from '../users/access.decorators';

@ApiTags('admin')
@Controller('admin/queues')
@AdminOnly()
export class AdminQueuesController {
  constructor(private readonly queues: AdminQueuesService) {}

  /** Jobs per queue: waiting in the outbox, waiting, active, delayed (retrying), failed, completed. */
  @Get()
  @ApiOkResponse({ type: [QueueHealthDto] })
  @ApiOperation({
    summary: 'Get the queues’ health',
    description: 'Jobs per queue: waiting in the outbox, waiting, active, delayed (retrying), failed and completed.',
  })
  getQueueHealth(): Promise<QueueHealthDto[]> {
    return this.queues.health();
  }

  /** Retries every failed job of a queue. */
  @Post(':name/retry')
  @HttpCode(200)
  @ApiOkResponse({ type: RetriedJobsDto })
  @ApiOperation({ summary: 'Retry a queue’s failed jobs' })
  @ApiErrors(ADMIN_ERRORS.UNKNOWN_QUEUE, { ...COMMON_ERRORS.UNAVAILABLE, when: 'Redis, which holds the jobs, is not answering' })
  async retryFailedJobs(@CurrentUser() admin: User, @Param('name') name: string): Promise<RetriedJobsDto> {
    return { retried: await this.queues.retryFailed(admin, name) };
  }
}
