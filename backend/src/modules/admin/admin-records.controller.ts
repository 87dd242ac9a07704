import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../../common/auth/admin.guard';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { TestCallDto } from '../calls/dto/test-call.dto';
import { SupportRequestDto } from '../support/dto/support-request.dto';
import { User } from '../users/user.entity';
import { AdminRecordsService } from './admin-records.service';
import { AuditLog } from './audit-log.service';
import { AuditEntryDto } from './dto/audit-entry.dto';
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

@ApiTags('admin')
@Controller('admin')
@UseGuards(AdminGuard)
export class AdminRecordsController {
  constructor(
    private readonly records: AdminRecordsService,
    private readonly audit: AuditLog,
  ) {}

  @Get('support-requests')
  @ApiOkResponse({ type: AdminSupportRequestsPageDto })
  @ApiErrors(400, 401, 403)
  listAllSupportRequests(@Query() query: AdminSupportRequestsQueryDto): Promise<AdminSupportRequestsPageDto> {
    return this.records.supportRequests(query);
  }

  @Patch('support-requests/:id')
  @ApiOkResponse({ type: SupportRequestDto })
  @ApiErrors(400, 401, 403, 404)
  updateSupportRequestStatus(@CurrentUser() admin: User, @Param('id', IdParamPipe) id: number, @Body() dto: UpdateSupportStatusDto): Promise<SupportRequestDto> {
    return this.records.setSupportStatus(admin, id, dto.status);
  }

  @Get('contact-messages')
  @ApiOkResponse({ type: AdminContactMessagesPageDto })
  @ApiErrors(400, 401, 403)
  listContactMessages(@Query() query: AdminContactMessagesQueryDto): Promise<AdminContactMessagesPageDto> {
    return this.records.contactMessages(query);
  }

  @Patch('contact-messages/:id/read')
  @ApiOkResponse({ type: AdminContactMessageDto })
  @ApiErrors(400, 401, 403, 404)
  markContactMessageRead(@CurrentUser() admin: User, @Param('id', IdParamPipe) id: number): Promise<AdminContactMessageDto> {
    return this.records.markContactMessageRead(admin, id);
  }

  @Get('receptionists')
  @ApiOkResponse({ type: AdminReceptionistsPageDto })
  @ApiErrors(400, 401, 403)
  listAllReceptionists(@Query() query: AdminReceptionistsQueryDto): Promise<AdminReceptionistsPageDto> {
    return this.records.receptionistList(query);
  }

  @Patch('receptionists/:id')
  @ApiOkResponse({ type: AdminReceptionistDto })
  @ApiErrors(400, 401, 403, 404, 409)
  updateAnyReceptionist(@CurrentUser() admin: User, @Param('id', IdParamPipe) id: number, @Body() dto: AdminUpdateReceptionistDto): Promise<AdminReceptionistDto> {
    return this.records.updateReceptionist(admin, id, dto);
  }

  /**
   * A simulated call to the receptionist, marked as a test, through the same webhook pipeline as real calls: accepted
   * now, in its calls once the worker has processed it. Any status: our team tries a receptionist before it goes live.
   */
  @Post('receptionists/:id/test-call')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: TestCallDto })
  @ApiErrors(400, 401, 403, 404, 409)
  placeTestCall(@CurrentUser() admin: User, @Param('id', IdParamPipe) id: number): Promise<TestCallDto> {
    return this.records.placeTestCall(admin, id);
  }

  @Delete('receptionists/:id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiErrors(400, 401, 403, 404)
  deleteAnyReceptionist(@CurrentUser() admin: User, @Param('id', IdParamPipe) id: number): Promise<void> {
    return this.records.deleteReceptionist(admin, id);
  }

  @Get('subscription-activities')
  @ApiOkResponse({ type: AdminActivitiesPageDto })
  @ApiErrors(400, 401, 403)
  listSubscriptionActivities(@Query() query: AdminActivitiesQueryDto): Promise<AdminActivitiesPageDto> {
    return this.records.activities(query);
  }

  /** The administrator changes made to one record, newest first. */
  @Get('audit-log')
  @ApiOkResponse({ type: [AuditEntryDto] })
  @ApiErrors(400, 401, 403)
  listAuditEntries(@Query() query: AuditQueryDto): Promise<AuditEntryDto[]> {
    return this.audit.history(query.targetType, query.targetId);
  }
}
