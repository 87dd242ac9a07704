import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { IdParam } from '../../common/http/id-param.pipe';
import { ApiListErrors, ListPage } from '../../common/http/list-page';
import { AdminOnly } from '../users/access.decorators';
import { CurrentUser } from '../users/current-user.decorator';
import { User } from '../users/user.entity';
import { ADMIN_ERRORS } from './admin.errors';
import { AdminWorkQueueService } from './admin-work-queue.service';
import { ReceptionistChangeDto, WorkItemDto, WorkQueuePageDto, WorkQueueQueryDto, WorkQueueSummaryDto } from './dto/work-queue.dto';

@ApiTags('admin')
@Controller('admin')
@AdminOnly()
export class AdminWorkQueueController {
  constructor(private readonly workQueue: AdminWorkQueueService) {}

  @Get('work-queue')
  @ApiOkResponse({ type: WorkQueuePageDto })
  @ApiOperation({
    summary: 'List the work waiting on our team',
    description:
      'Receptionists in set-up, open and in-progress tickets, and customers’ changes to live receptionists not yet done; oldest first, each with when our promise runs out (docs/product.md#the-work-queue).',
  })
  @ApiListErrors()
  listWorkQueue(@Query() query: WorkQueueQueryDto): Promise<ListPage<WorkItemDto>> {
    return this.workQueue.list(query);
  }

  @Get('work-queue/summary')
  @ApiOkResponse({ type: WorkQueueSummaryDto })
  @ApiOperation({ summary: 'Count the work waiting on our team', description: 'For the back office’s header: everything waiting, the overdue, and each kind.' })
  getWorkQueueSummary(): Promise<WorkQueueSummaryDto> {
    return this.workQueue.summary();
  }

  @Post('receptionist-changes/:id/done')
  @HttpCode(200)
  @ApiOkResponse({ type: ReceptionistChangeDto })
  @ApiOperation({
    summary: 'Mark a customer’s change done',
    description: 'The live receptionist’s assistant now answers from the changed details; the change leaves the work queue. Marking it again changes nothing.',
  })
  @ApiErrors(ADMIN_ERRORS.RECEPTIONIST_CHANGE_NOT_FOUND)
  markReceptionistChangeDone(@CurrentUser() admin: User, @IdParam() id: number): Promise<ReceptionistChangeDto> {
    return this.workQueue.markChangeDone(admin, id);
  }
}
