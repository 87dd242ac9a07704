import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { ReceptionistCalendarDto } from '../../appointments/dto/calendar-connection.dto';
import { BillingSummaryDto } from '../../billing/dto/billing-summary.dto';
import { CallUsageDto } from '../../calls/dto/call-usage.dto';
import { ReceptionistDto } from '../../receptionists/dto/receptionist.dto';
import { SupportRequestDto } from '../../support/dto/support-request.dto';
import { SUPPORT_STATUSES, SupportStatus } from '../../support/support-statuses';
import { AdminActivityDto, AdminUserDto } from './admin-lists.dto';
import { AuditEntryDto } from '../../audit/dto/audit-entry.dto';

/** View Details: everything about one customer on one screen (docs/product.md#every-back-office-action-does-something-real). */
export class AdminUserDetailsDto {
  @ApiProperty({ type: AdminUserDto }) user: AdminUserDto;
  @ApiProperty({ type: BillingSummaryDto }) billing: BillingSummaryDto;
  @ApiProperty({ type: CallUsageDto, description: 'Calls this usage period against the plan’s allowance, with the overage' }) usage: CallUsageDto;
  @ApiProperty({ type: [ReceptionistDto] }) receptionists: ReceptionistDto[];
  @ApiProperty({ type: [ReceptionistCalendarDto], description: 'Where each receptionist’s appointments go, in the order of receptionists' })
  calendars: ReceptionistCalendarDto[];
  @ApiProperty({ type: [SupportRequestDto] }) supportRequests: SupportRequestDto[];
  @ApiProperty({ type: [AdminActivityDto] }) activities: AdminActivityDto[];
  @ApiProperty({ type: [AuditEntryDto], description: 'Administrator changes to this user, newest first' }) audit: AuditEntryDto[];
}

export class UpdateSupportStatusDto {
  @ApiProperty({ enum: SUPPORT_STATUSES, enumName: 'SupportStatus', example: 'resolved' })
  @IsIn(SUPPORT_STATUSES, { message: `status must be one of: ${SUPPORT_STATUSES.join(', ')}` })
  status: SupportStatus;
}

export class AdminActionResultDto {
  @ApiProperty() success: boolean;
  @ApiProperty() message: string;
}
