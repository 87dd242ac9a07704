import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { IdParam } from '../../common/http/id-param.pipe';
import { ApiListErrors } from '../../common/http/list-page';
import { SignedIn } from '../users/access.decorators';
import type { UserFields } from '../users/authenticated-request';
import { SignedInUser } from '../users/current-user.decorator';
import { FollowUpCountDto, FollowUpDto, FollowUpsPageDto, FollowUpsQueryDto } from './dto/follow-up.dto';
import { FOLLOW_UPS_ERRORS } from './follow-ups.errors';
import { FollowUpsService } from './follow-ups.service';

/** The customer's follow-ups (docs/product.md#follow-ups): what calls left them to do, marked done and reopened. */
@ApiTags('follow-ups')
@Controller('follow-ups')
@SignedIn()
export class FollowUpsController {
  constructor(private readonly followUps: FollowUpsService) {}

  @Get()
  @ApiOperation({
    summary: 'List your follow-ups',
    description:
      'What the signed-in customer’s calls left to do — messages taken, appointments booked, transfers that did not connect, failed and dropped calls with a number — open ones first, newest first unless sorted; filter by receptionist, reason and status.',
  })
  @ApiOkResponse({ type: FollowUpsPageDto })
  @ApiListErrors()
  listFollowUps(@SignedInUser() user: UserFields, @Query() query: FollowUpsQueryDto): Promise<FollowUpsPageDto> {
    return this.followUps.list(user.id, query);
  }

  @Get('open-count')
  @ApiOperation({ summary: 'Count your open follow-ups', description: 'How many of the customer’s follow-ups are not marked done: the navigation’s badge.' })
  @ApiOkResponse({ type: FollowUpCountDto })
  async countOpenFollowUps(@SignedInUser() user: UserFields): Promise<FollowUpCountDto> {
    return { open: await this.followUps.openCount(user.id) };
  }

  @Post(':id/done')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mark one of your follow-ups done',
    description: 'Records who marked it done and when; one done already keeps who and when it was done.',
  })
  @ApiOkResponse({ type: FollowUpDto })
  @ApiErrors(FOLLOW_UPS_ERRORS.NOT_FOUND)
  markFollowUpDone(@SignedInUser() user: UserFields, @IdParam() id: number): Promise<FollowUpDto> {
    return this.followUps.markDone(user.id, id, user.id);
  }

  @Post(':id/reopen')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reopen one of your follow-ups', description: 'Opens it again: who marked it done, and when, are cleared.' })
  @ApiOkResponse({ type: FollowUpDto })
  @ApiErrors(FOLLOW_UPS_ERRORS.NOT_FOUND)
  reopenFollowUp(@SignedInUser() user: UserFields, @IdParam() id: number): Promise<FollowUpDto> {
    return this.followUps.reopen(user.id, id);
  }
}
