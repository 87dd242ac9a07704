import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../users/current-user.decorator';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { IdParam } from '../../common/http/id-param.pipe';
import { PlaceTestCallDto, TestCallDto } from '../calls/dto/test-call.dto';
import { SupportRequestDto } from '../support/dto/support-request.dto';
import { User } from '../users/user.entity';
import { AdminRecordsService } from './admin-records.service';
import { AuditLog } from '../audit/audit-log.service';
import { AuditEntryDto } from '../audit/dto/audit-entry.dto';
import {
  AdminActivitiesPageDto,
  AdminActivitiesQueryDto,
  AdminContactMessageDto,
  AdminContactMessagesPageDto,
  AdminContactMessagesQueryDto,
  AdminReceptionistDto,
  AdminReceptionistsPageDto,
  AdminReceptionistsQueryDto,
  AdminSupportRequestsPageDto,
  AdminSupportRequestsQueryDto,
} from './dto/admin-lists.dto';
import { AdminUpdateReceptionistDto } from './dto/admin-update-receptionist.dto';
import { AuditQueryDto } from './dto/audit-query.dto';
import { UpdateSupportStatusDto } from './dto/admin-user-details.dto';
import { CALLS_ERRORS } from '../calls/calls.errors';
import { ApiListErrors } from '../../common/http/list-page';
import { ADMIN_ERRORS } from './admin.errors';
import { AdminOnly } from '../users/access.decorators';

@ApiTags('admin')
@Controller('admin')
@AdminOnly()
export class AdminRecordsController {
  constructor(
    private readonly records: AdminRecordsService,
    private readonly audit: AuditLog,
  ) {}

  @Get('support-requests')
  @ApiOkResponse({ type: AdminSupportRequestsPageDto })
  @ApiOperation({ summary: 'List every support ticket' })
  @ApiListErrors()
  listAllSupportRequests(@Query() query: AdminSupportRequestsQueryDto): Promise<AdminSupportRequestsPageDto> {
    return this.records.supportRequests(query);
  }

  @Patch('support-requests/:id')
  @ApiOkResponse({ type: SupportRequestDto })
  @ApiOperation({ summary: 'Set a support ticket’s status' })
  @ApiErrors(ADMIN_ERRORS.SUPPORT_REQUEST_NOT_FOUND)
  updateSupportRequestStatus(@CurrentUser() admin: User, @IdParam() id: number, @Body() dto: UpdateSupportStatusDto): Promise<SupportRequestDto> {
    return this.records.setSupportStatus(admin, id, dto.status);
  }

  @Get('contact-messages')
  @ApiOkResponse({ type: AdminContactMessagesPageDto })
  @ApiOperation({ summary: 'List contact messages' })
  @ApiListErrors()
  listContactMessages(@Query() query: AdminContactMessagesQueryDto): Promise<AdminContactMessagesPageDto> {
    return this.records.contactMessages(query);
  }

  @Patch('contact-messages/:id/read')
  @ApiOkResponse({ type: AdminContactMessageDto })
  @ApiOperation({ summary: 'Mark a contact message read' })
  @ApiErrors(ADMIN_ERRORS.CONTACT_MESSAGE_NOT_FOUND)
  markContactMessageRead(@CurrentUser() admin: User, @IdParam() id: number): Promise<AdminContactMessageDto> {
    return this.records.markContactMessageRead(admin, id);
  }

  @Get('receptionists')
  @ApiOkResponse({ type: AdminReceptionistsPageDto })
  @ApiOperation({ summary: 'List every receptionist' })
  @ApiListErrors()
  listAllReceptionists(@Query() query: AdminReceptionistsQueryDto): Promise<AdminReceptionistsPageDto> {
    return this.records.receptionistList(query);
  }

  @Patch('receptionists/:id')
  @ApiOkResponse({ type: AdminReceptionistDto })
  @ApiOperation({
    summary: 'Edit any receptionist',
    description:
      'Set-up fields, status, and the voice platform linkage (assistant and phone-number ids, each held by one receptionist). Linking brings the calls reported earlier for those ids to the customer.',
  })
  @ApiErrors(
    ADMIN_ERRORS.RECEPTIONIST_NOT_FOUND,
    ADMIN_ERRORS.RECEPTIONIST_OVER_LIMIT,
    {
      ...ADMIN_ERRORS.RECEPTIONIST_LINE_INCOMPLETE,
      when: 'Going live (or changing a live line) without an E.164 AI number, assistant id and phone-number id; `message` and `errors` name what is missing',
    },
    ADMIN_ERRORS.AI_NUMBER_TAKEN,
    ADMIN_ERRORS.VOICE_ASSISTANT_TAKEN,
    ADMIN_ERRORS.VOICE_PHONE_NUMBER_TAKEN,
  )
  updateAnyReceptionist(@CurrentUser() admin: User, @IdParam() id: number, @Body() dto: AdminUpdateReceptionistDto): Promise<AdminReceptionistDto> {
    return this.records.updateReceptionist(admin, id, dto);
  }

  /** Fills what the receptionist's line lacks with the sandbox's: a free sandbox number and ids; what it has stays. */
  @Post('receptionists/:id/sandbox-line')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminReceptionistDto })
  @ApiOperation({
    summary: 'Give a receptionist a sandbox line',
    description:
      'With the sandbox voice platform: a free sandbox number (+1 AAA 555-01NN) and the sandbox’s assistant and phone-number ids, each only where the receptionist has none, so it can go live and take simulated calls. Audited like an edit.',
  })
  @ApiErrors(
    ADMIN_ERRORS.RECEPTIONIST_NOT_FOUND,
    CALLS_ERRORS.SANDBOX_LINE_NEEDS_SANDBOX,
    CALLS_ERRORS.NO_SANDBOX_NUMBER,
    ADMIN_ERRORS.AI_NUMBER_TAKEN,
    ADMIN_ERRORS.VOICE_ASSISTANT_TAKEN,
    ADMIN_ERRORS.VOICE_PHONE_NUMBER_TAKEN,
  )
  assignSandboxLine(@CurrentUser() admin: User, @IdParam() id: number): Promise<AdminReceptionistDto> {
    return this.records.assignSandboxLine(admin, id);
  }

  /**
   * A simulated call to the receptionist, marked as a test, through the same webhook pipeline as real calls: accepted
   * now, in its calls once the worker has processed it. Any status: our team tries a receptionist before it goes live.
   */
  @Post('receptionists/:id/test-call')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: TestCallDto })
  @ApiOperation({ summary: 'Place a test call to a receptionist' })
  @ApiErrors(CALLS_ERRORS.RECEPTIONIST_NOT_FOUND, CALLS_ERRORS.TEST_CALL_NEEDS_SANDBOX, CALLS_ERRORS.SANDBOX_ID_TAKEN)
  placeTestCall(@CurrentUser() admin: User, @IdParam() id: number, @Body() body: PlaceTestCallDto): Promise<TestCallDto> {
    return this.records.placeTestCall(admin, id, body.outcome);
  }

  @Delete('receptionists/:id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiOperation({ summary: 'Delete any receptionist' })
  @ApiErrors(ADMIN_ERRORS.RECEPTIONIST_NOT_FOUND)
  deleteAnyReceptionist(@CurrentUser() admin: User, @IdParam() id: number): Promise<void> {
    return this.records.deleteReceptionist(admin, id);
  }

  @Get('subscription-activities')
  @ApiOkResponse({ type: AdminActivitiesPageDto })
  @ApiOperation({ summary: 'List subscription activities' })
  @ApiListErrors()
  listSubscriptionActivities(@Query() query: AdminActivitiesQueryDto): Promise<AdminActivitiesPageDto> {
    return this.records.activities(query);
  }

  /** The administrator changes made to one record, newest first. */
  @Get('audit-log')
  @ApiOkResponse({ type: [AuditEntryDto] })
  @ApiOperation({ summary: 'Get a record’s audit trail' })
  listAuditEntries(@Query() query: AuditQueryDto): Promise<AuditEntryDto[]> {
    return this.audit.history(query.targetType, query.targetId);
  }
}
