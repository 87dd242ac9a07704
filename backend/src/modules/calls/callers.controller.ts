import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { SignedIn } from '../users/access.decorators';
import type { UserFields } from '../users/authenticated-request';
import { SignedInUser } from '../users/current-user.decorator';
import { E164_PATTERN } from '../receptionists/ai-phone-numbers';
import { CALLS_ERRORS } from './calls.errors';
import { CallersService } from './callers.service';
import { CallerDto, RenameCallerDto } from './dto/call.dto';

const NUMBER_PARAM = {
  name: 'number',
  description: 'The caller’s number in E.164 form (+ written %2B in a path)',
  schema: { type: 'string', pattern: E164_PATTERN.source, example: '+14155550123' },
} as const;

/** The customer's callers: the numbers their calls came from, and the names the owner gives them (docs/product.md#callers). */
@ApiTags('calls')
@Controller('callers')
@SignedIn()
export class CallersController {
  constructor(private readonly callers: CallersService) {}

  @Get(':number')
  @ApiOperation({
    summary: 'Get one of your callers',
    description:
      'A number your calls came from: the name you gave it, how many calls came from it, and when the first and latest started. Its calls: GET /api/calls?callerNumber=.',
  })
  @ApiParam(NUMBER_PARAM)
  @ApiOkResponse({ type: CallerDto })
  @ApiErrors(CALLS_ERRORS.INVALID_CALLER_NUMBER, CALLS_ERRORS.CALLER_NOT_FOUND)
  getCaller(@SignedInUser() user: UserFields, @Param('number') number: string): Promise<CallerDto> {
    return this.callers.caller(user.id, number);
  }

  @Put(':number/name')
  @ApiOperation({
    summary: 'Name one of your callers',
    description: 'The name the log, the call page and the caller page show for this number; null or blank forgets it.',
  })
  @ApiParam(NUMBER_PARAM)
  @ApiOkResponse({ type: CallerDto })
  @ApiErrors(CALLS_ERRORS.INVALID_CALLER_NUMBER, CALLS_ERRORS.CALLER_NOT_FOUND)
  renameCaller(@SignedInUser() user: UserFields, @Param('number') number: string, @Body() body: RenameCallerDto): Promise<CallerDto> {
    return this.callers.rename(user.id, number, body.name);
  }
}
