import { Controller, Get, Headers, Param, Query, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { UserFields } from '../../common/auth/authenticated-request';
import { SignedInUser } from '../../common/auth/current-user.decorator';
import { SessionGuard } from '../../common/auth/session.guard';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { CallRecordingsService } from './call-recordings.service';
import { ApiRecording } from './recording-response';
import { CallsService } from './calls.service';
import { CallDetailDto, CallsPageDto, ReceptionistCallCountDto } from './dto/call.dto';
import { CallCountsQueryDto, CallsQueryDto } from './dto/calls-query.dto';

@ApiTags('calls')
@Controller('calls')
@UseGuards(SessionGuard)
export class CallsController {
  constructor(
    private readonly calls: CallsService,
    private readonly recordings: CallRecordingsService,
  ) {}

  /** The signed-in customer's calls, newest first unless sorted otherwise, filtered and searched on the server. */
  @Get()
  @ApiOkResponse({ type: CallsPageDto })
  @ApiErrors(400, 401)
  listCalls(@SignedInUser() user: UserFields, @Query() query: CallsQueryDto): Promise<CallsPageDto> {
    return this.calls.list(user.id, query);
  }

  /** Each of the customer's receptionists: its calls this month (from `since`, the month's start where they are) and its latest call. */
  @Get('by-receptionist')
  @ApiOkResponse({ type: [ReceptionistCallCountDto] })
  @ApiErrors(400, 401)
  countCallsByReceptionist(@SignedInUser() user: UserFields, @Query() query: CallCountsQueryDto): Promise<ReceptionistCallCountDto[]> {
    return this.calls.countsByReceptionist(user.id, query);
  }

  /** One of the customer's calls with its transcript; another customer's call is not found. */
  @Get(':id')
  @ApiOkResponse({ type: CallDetailDto })
  @ApiErrors(400, 401, 404)
  getCall(@SignedInUser() user: UserFields, @Param('id', IdParamPipe) id: number): Promise<CallDetailDto> {
    return this.calls.detail(id, user.id);
  }

  /** The call's recording, streamed after checking it is the customer's (HTTP Range for seeking). */
  @Get(':id/recording')
  @ApiRecording()
  @ApiErrors(400, 401, 404, 416, 503)
  async getCallRecording(
    @SignedInUser() user: UserFields,
    @Param('id', IdParamPipe) id: number,
    @Headers('range') range: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    await this.recordings.send(await this.calls.recordingOf(id, user.id), range, response);
  }
}
