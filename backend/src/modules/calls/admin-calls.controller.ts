import { Controller, Get, Headers, Param, Query, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminGuard } from '../../common/auth/admin.guard';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { CallRecordingsService } from './call-recordings.service';
import { ApiRecording } from './recording-response';
import { CallsService } from './calls.service';
import { AdminCallDetailDto, AdminCallsPageDto } from './dto/call.dto';
import { AdminCallsQueryDto } from './dto/calls-query.dto';

/** The back office's Calls tab: every customer's calls and the unmatched reports (here, so admin does not import calls). */
@ApiTags('admin')
@Controller('admin/calls')
@UseGuards(AdminGuard)
export class AdminCallsController {
  constructor(
    private readonly calls: CallsService,
    private readonly recordings: CallRecordingsService,
  ) {}

  @Get()
  @ApiOkResponse({ type: AdminCallsPageDto })
  @ApiErrors(400, 401, 403)
  listAllCalls(@Query() query: AdminCallsQueryDto): Promise<AdminCallsPageDto> {
    return this.calls.adminList(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminCallDetailDto })
  @ApiErrors(400, 401, 403, 404)
  getAnyCall(@Param('id', IdParamPipe) id: number): Promise<AdminCallDetailDto> {
    return this.calls.adminDetail(id);
  }

  @Get(':id/recording')
  @ApiRecording()
  @ApiErrors(400, 401, 403, 404, 416)
  async getAnyCallRecording(@Param('id', IdParamPipe) id: number, @Headers('range') range: string | undefined, @Res() response: Response): Promise<void> {
    await this.recordings.send(await this.calls.recordingOf(id), range, response);
  }
}
