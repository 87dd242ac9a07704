import { Controller, Get, Headers, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly } from '../users/access.decorators';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { ApiListErrors } from '../../common/http/list-page';
import { IdParam } from '../../common/http/id-param.pipe';
import { CallRecordingsService } from './call-recordings.service';
import { ApiRecording } from './recording-response';
import { CALLS_ERRORS } from './calls.errors';
import { CallsService } from './calls.service';
import { AdminCallDetailDto, AdminCallsPageDto } from './dto/call.dto';
import { AdminCallsQueryDto } from './dto/calls-query.dto';

/** The back office's Calls tab: every customer's calls and the unmatched reports (here, so admin does not import calls). */
@ApiTags('admin')
@Controller('admin/calls')
@AdminOnly()
export class AdminCallsController {
  constructor(
    private readonly calls: CallsService,
    private readonly recordings: CallRecordingsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List every call', description: 'Customers’ calls and the unmatched reports (for an assistant no receptionist is linked to).' })
  @ApiOkResponse({ type: AdminCallsPageDto })
  @ApiListErrors()
  listAllCalls(@Query() query: AdminCallsQueryDto): Promise<AdminCallsPageDto> {
    return this.calls.adminList(query);
  }

  @Get(':id')
  @ApiOperation({
    summary: 'Get any call',
    description: 'Any call, or an unmatched report, with its transcript, summary, outcome and whose receptionist answered it.',
  })
  @ApiOkResponse({ type: AdminCallDetailDto })
  @ApiErrors(CALLS_ERRORS.CALL_NOT_FOUND)
  getAnyCall(@IdParam() id: number): Promise<AdminCallDetailDto> {
    return this.calls.adminDetail(id);
  }

  @Get(':id/recording')
  @ApiOperation({
    summary: 'Play any call recording',
    description: 'Any call’s recording, as its customer hears it: whole, or the part a Range asks for (206).',
  })
  @ApiRecording()
  async getAnyCallRecording(@IdParam() id: number, @Headers('range') range: string | undefined, @Res() response: Response): Promise<void> {
    await this.recordings.send(await this.calls.recordingOf(id), range, response);
  }
}
