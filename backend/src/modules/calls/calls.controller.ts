import { Controller, Get, Headers, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { SignedIn } from '../users/access.decorators';
import type { UserFields } from '../users/authenticated-request';
import { SignedInUser } from '../users/current-user.decorator';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { ApiListErrors } from '../../common/http/list-page';
import { IdParam } from '../../common/http/id-param.pipe';
import { CallRecordingsService } from './call-recordings.service';
import { ApiRecording } from './recording-response';
import { CALLS_ERRORS } from './calls.errors';
import { CallsService } from './calls.service';
import { CallUsageService } from './call-usage.service';
import { CallsOverviewDto, CallUsageDto } from './dto/call-usage.dto';
import { CallDetailDto, CallsPageDto, ReceptionistCallCountDto } from './dto/call.dto';
import { CallCountsQueryDto, CallsExportQueryDto, CallsQueryDto } from './dto/calls-query.dto';
import { CALLS_EXPORT_ROW_LIMIT, callsCsv } from './calls-csv';
import { localDate } from '../../common/time-zones';
import { writeStreamed } from '../../common/http/write-streamed';

@ApiTags('calls')
@Controller('calls')
@SignedIn()
export class CallsController {
  constructor(
    private readonly calls: CallsService,
    private readonly recordings: CallRecordingsService,
    private readonly usage: CallUsageService,
  ) {}

  /** The signed-in customer's calls, newest first unless sorted otherwise, filtered and searched on the server. */
  @Get()
  @ApiOperation({
    summary: 'List your calls',
    description:
      'The signed-in customer’s calls, newest first unless sorted, one page at a time: filter by receptionist, outcome and dates; search the caller’s number or the summary.',
  })
  @ApiOkResponse({ type: CallsPageDto })
  @ApiListErrors()
  listCalls(@SignedInUser() user: UserFields, @Query() query: CallsQueryDto): Promise<CallsPageDto> {
    return this.calls.list(user.id, query);
  }

  /** Each of the customer's receptionists: its calls this month (from `since`, the month's start where they are) and its latest call. */
  @Get('by-receptionist')
  @ApiOperation({
    summary: 'Count your calls per receptionist',
    description:
      'For each of the customer’s receptionists: the calls started since the month began (`since`, or the start of the UTC month) and when the latest started.',
  })
  @ApiOkResponse({ type: [ReceptionistCallCountDto] })
  countCallsByReceptionist(@SignedInUser() user: UserFields, @Query() query: CallCountsQueryDto): Promise<ReceptionistCallCountDto[]> {
    return this.calls.countsByReceptionist(user.id, query);
  }

  /** The usage meter: this period's counted calls against the plan's allowance (docs/product.md#usage-periods). */
  @Get('usage')
  @ApiOperation({
    summary: 'Get your calls used this period',
    description:
      'The customer’s current usage period (the subscription’s month, or the UTC calendar month for a plan set up by our team), the calls counted in it against the current plan’s allowance, the overage above it, and the calls not counted by reason.',
  })
  @ApiOkResponse({ type: CallUsageDto })
  getCallUsage(@SignedInUser() user: UserFields): Promise<CallUsageDto> {
    return this.usage.usage(user.id);
  }

  /** The dashboard's overview in one request: the meter, this period's calls, the last 30 days and each receptionist. */
  @Get('overview')
  @ApiOperation({
    summary: 'Get your calls overview',
    description:
      'For the dashboard: the usage meter; this period’s calls answered, appointments booked, messages taken and average duration; calls per day of the account’s time zone over the last 30 days by outcome; and this period by receptionist.',
  })
  @ApiOkResponse({ type: CallsOverviewDto })
  getCallsOverview(@SignedInUser() user: UserFields): Promise<CallsOverviewDto> {
    return this.usage.overview(user.id, user.timeZone);
  }

  /** The filtered log as a spreadsheet: written as its rows are read, never held whole (docs/product.md#exporting-the-call-log). */
  @Get('export.csv')
  @ApiOperation({
    summary: 'Export your calls as CSV',
    description: `The customer’s calls the log’s filters and search select, newest first, as CSV (UTF-8 with a byte-order mark, a header row; each start in the account’s time zone and in UTC), at most ${CALLS_EXPORT_ROW_LIMIT.toLocaleString('en-US')} calls. Cells a spreadsheet would run as a formula (starting with = + - @) start with an apostrophe.`,
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The calls, one a row', content: { 'text/csv': { schema: { type: 'string' } } } })
  async exportCalls(@SignedInUser() user: UserFields, @Query() query: CallsExportQueryDto, @Res() response: Response): Promise<void> {
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="calls-${localDate(new Date(), user.timeZone)}.csv"`);
    response.setHeader('Cache-Control', 'private, no-store');
    const csv = callsCsv(user.timeZone);
    await writeStreamed(response, csv.header, this.calls.exportRows(user.id, query), (calls) => calls.map(csv.line).join(''));
  }

  /** One of the customer's calls with its transcript; another customer's call is not found. */
  @Get(':id')
  @ApiOperation({
    summary: 'Get one of your calls',
    description:
      'One of the customer’s calls with its transcript, summary and outcome; content past the retention period is removed (contentRemovedAt says when).',
  })
  @ApiOkResponse({ type: CallDetailDto })
  @ApiErrors(CALLS_ERRORS.CALL_NOT_FOUND)
  getCall(@SignedInUser() user: UserFields, @IdParam() id: number): Promise<CallDetailDto> {
    return this.calls.detail(id, user.id);
  }

  /** The call's recording, streamed after checking it is the customer's (HTTP Range for seeking). */
  @Get(':id/recording')
  @ApiOperation({
    summary: 'Play one of your call recordings',
    description:
      'The recording’s audio, fetched from the voice platform as it plays; a Range asks for part of it (206), as a browser’s player does when seeking.',
  })
  @ApiRecording()
  async getCallRecording(
    @SignedInUser() user: UserFields,
    @IdParam() id: number,
    @Headers('range') range: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    await this.recordings.send(await this.calls.recordingOf(id, user.id), range, response);
  }
}
