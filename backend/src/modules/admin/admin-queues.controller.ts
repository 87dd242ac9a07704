import { Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../../common/auth/admin.guard';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { User } from '../users/user.entity';
import { AdminQueuesService } from './admin-queues.service';
import { QueueHealthDto, RetriedJobsDto } from './dto/queue-health.dto';

@ApiTags('admin')
@Controller('admin/queues')
@UseGuards(AdminGuard)
export class AdminQueuesController {
  constructor(private readonly queues: AdminQueuesService) {}

  /** Jobs per queue: waiting in the outbox, waiting, active, delayed (retrying), failed, completed. */
  @Get()
  @ApiOkResponse({ type: [QueueHealthDto] })
  @ApiErrors(401, 403)
  getQueueHealth(): Promise<QueueHealthDto[]> {
    return this.queues.health();
  }

  /** Retries every failed job of a queue. */
  @Post(':name/retry')
  @HttpCode(200)
  @ApiOkResponse({ type: RetriedJobsDto })
  @ApiErrors(401, 403, 404, 503)
  async retryFailedJobs(@CurrentUser() admin: User, @Param('name') name: string): Promise<RetriedJobsDto> {
    return { retried: await this.queues.retryFailed(admin, name) };
  }
}
