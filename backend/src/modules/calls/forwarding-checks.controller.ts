import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { IdParam } from '../../common/http/id-param.pipe';
import { AdminOnly, SignedIn } from '../users/access.decorators';
import type { UserFields } from '../users/authenticated-request';
import { SignedInUser } from '../users/current-user.decorator';
import { CALLS_ERRORS } from './calls.errors';
import { ForwardingCheckDto } from './dto/forwarding-check.dto';
import { ForwardingChecksService } from './forwarding-checks.service';

/** The customer's "Call me to check" on a live receptionist's card (docs/product.md#call-me-to-check). */
@ApiTags('receptionists')
@Controller()
@SignedIn()
export class ForwardingChecksController {
  constructor(private readonly checks: ForwardingChecksService) {}

  @Post('receptionists/:id/forwarding-checks')
  @HttpCode(201)
  @ApiCreatedResponse({ type: ForwardingCheckDto })
  @ApiOperation({
    summary: 'Check call forwarding',
    description:
      'The voice platform calls your business line from the receptionist’s number; the check is reached when the call comes through to the receptionist. Answers the check calling (or failed when the platform would not place it); read the result from GET /api/forwarding-checks.',
  })
  @ApiErrors(
    CALLS_ERRORS.RECEPTIONIST_NOT_FOUND,
    { ...CALLS_ERRORS.CHECK_NEEDS_LIVE, when: 'The receptionist is not live yet; `message` names it' },
    CALLS_ERRORS.CHECK_NEEDS_BUSINESS_NUMBER,
    CALLS_ERRORS.CHECK_IN_PROGRESS,
    { ...CALLS_ERRORS.CHECKS_THROTTLED, when: 'Five checks of this receptionist in the last hour; Retry-After says when the next may start', retryAfter: true },
  )
  checkForwarding(@SignedInUser() user: UserFields, @IdParam() id: number): Promise<ForwardingCheckDto> {
    return this.checks.start(user, id, user);
  }

  @Get('forwarding-checks')
  @ApiOkResponse({ type: [ForwardingCheckDto] })
  @ApiOperation({ summary: 'List your latest forwarding checks', description: 'The latest check of each of your receptionists that has one.' })
  listForwardingChecks(@SignedInUser() user: UserFields): Promise<ForwardingCheckDto[]> {
    return this.checks.latest(user.id);
  }
}

/** What our team sees of a receptionist's forwarding checks (the back office's Edit dialog). */
@ApiTags('admin')
@Controller('admin/receptionists')
@AdminOnly()
export class AdminForwardingChecksController {
  constructor(private readonly checks: ForwardingChecksService) {}

  @Get(':id/forwarding-checks')
  @ApiOkResponse({ type: [ForwardingCheckDto] })
  @ApiOperation({ summary: 'List a receptionist’s forwarding checks', description: 'Its last ten checks, newest first; none for an unknown id.' })
  listReceptionistForwardingChecks(@IdParam() id: number): Promise<ForwardingCheckDto[]> {
    return this.checks.ofReceptionist(id);
  }
}
