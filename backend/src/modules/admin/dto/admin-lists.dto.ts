import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { OptionalIdQuery, PageQueryDto } from '../../../common/http/page-query.dto';
import { SUBSCRIPTION_ACTIONS, SubscriptionAction } from '../../billing/subscription-activity.entity';
import { ContactMessage } from '../../contact/contact-message.entity';
import { RECEPTIONIST_STATUSES, ReceptionistStatus } from '../../receptionists/receptionist.entity';
import { ReceptionistDto } from '../../receptionists/dto/receptionist.dto';
import { SUPPORT_STATUSES, SupportStatus } from '../../support/support-request.entity';
import { SupportRequestDto } from '../../support/dto/support-request.dto';
import { UserDto } from '../../users/dto/user.dto';
import { LIST_ROW_LIMIT, SEARCH_ROW_LIMIT } from '../../../common/http/list-page';

export class AdminUserDto extends UserDto {
  @ApiProperty({ type: Date, nullable: true }) emailVerifiedAt: Date | null;
  @ApiProperty() receptionistCount: number;
  @ApiProperty({ description: "Receptionists past the user's current plan limits (our team pauses them)" }) receptionistsOverLimit: number;
  @ApiProperty({ type: String, nullable: true, enum: ['monthly', 'annual'] }) billingPeriod: string | null;
  @ApiProperty({ type: Date, nullable: true }) currentPeriodEnd: Date | null;
}

export class AdminSupportRequestDto extends SupportRequestDto {
  @ApiProperty() userId: number;
  @ApiProperty() userEmail: string;
  @ApiProperty({ type: String, nullable: true }) userName: string | null;
}

export class AdminContactMessageDto {
  @ApiProperty() id: number;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty() companyName: string;
  @ApiProperty() companySize: string;
  @ApiProperty() interestedIn: string;
  @ApiProperty() message: string;
  @ApiProperty() isRead: boolean;
  @ApiProperty() createdAt: Date;

  static from(message: ContactMessage): AdminContactMessageDto {
    const { id, firstName, lastName, email, phone, companyName, companySize, interestedIn, isRead, createdAt } = message;
    return { id, firstName, lastName, email, phone, companyName, companySize, interestedIn, message: message.message, isRead, createdAt };
  }
}

export class AdminReceptionistDto extends ReceptionistDto {
  @ApiProperty() userId: number;
  @ApiProperty({ type: String, nullable: true, description: 'The owner’s name, or username' }) userName: string | null;
  @ApiProperty() userEmail: string;
  @ApiProperty({ type: String, nullable: true }) userCompany: string | null;
}

export class ActivityUserDto {
  @ApiProperty({ type: String, nullable: true }) firstName: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName: string | null;
  @ApiProperty({ type: String, nullable: true }) username: string | null;
  @ApiProperty() email: string;
}

export class AdminActivityDto {
  @ApiProperty() id: number;
  @ApiProperty() userId: number;
  @ApiProperty({ enum: SUBSCRIPTION_ACTIONS, enumName: 'SubscriptionAction' }) action: SubscriptionAction;
  @ApiProperty({ type: String, nullable: true }) previousPlan: string | null;
  @ApiProperty({ type: String, nullable: true }) newPlan: string | null;
  @ApiProperty() date: Date;
  @ApiProperty({ type: String, nullable: true }) details: string | null;
  @ApiProperty({ type: String, nullable: true }) stripeEventId: string | null;
  @ApiProperty({ type: ActivityUserDto }) user: ActivityUserDto;
}

class PageDto {
  @ApiProperty({ description: `The matching rows over every page, counted up to ${LIST_ROW_LIMIT} (${SEARCH_ROW_LIMIT} with a search, q)` }) total: number;
  @ApiProperty({ description: `More rows match than total says; pages stop there too (a deeper page answers 400)` }) totalCapped: boolean;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}
export class AdminUsersPageDto extends PageDto {
  @ApiProperty({ type: [AdminUserDto] }) items: AdminUserDto[];
}
export class AdminSupportRequestsPageDto extends PageDto {
  @ApiProperty({ type: [AdminSupportRequestDto] }) items: AdminSupportRequestDto[];
}
export class AdminContactMessagesPageDto extends PageDto {
  @ApiProperty({ type: [AdminContactMessageDto] }) items: AdminContactMessageDto[];
}
export class AdminReceptionistsPageDto extends PageDto {
  @ApiProperty({ type: [AdminReceptionistDto] }) items: AdminReceptionistDto[];
}
export class AdminActivitiesPageDto extends PageDto {
  @ApiProperty({ type: [AdminActivityDto] }) items: AdminActivityDto[];
}

/** Sort fields: createdAt, email, name, plan, status, receptionistCount. Search: e-mail, names, username, company. */
export class AdminUsersQueryDto extends PageQueryDto {}

/** Sort fields: createdAt, ticketNumber, status, priority, resolvedAt. Search: ticket number, subject, e-mail. */
export class AdminSupportRequestsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: SUPPORT_STATUSES })
  @IsOptional()
  @IsIn(SUPPORT_STATUSES, { message: `status must be one of: ${SUPPORT_STATUSES.join(', ')}` })
  status?: SupportStatus;
}

/** Sort fields: createdAt, name, email, isRead. Search: names, e-mail, company, message. */
export class AdminContactMessagesQueryDto extends PageQueryDto {}

/** Sort fields: createdAt, name, status, user. Search: name, numbers, owner e-mail and company. */
export class AdminReceptionistsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: RECEPTIONIST_STATUSES })
  @IsOptional()
  @IsIn(RECEPTIONIST_STATUSES, { message: `status must be one of: ${RECEPTIONIST_STATUSES.join(', ')}` })
  status?: ReceptionistStatus;
}

/** Sort fields: date, action. Search: e-mail, names, details. */
export class AdminActivitiesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: SUBSCRIPTION_ACTIONS, description: 'upgrade, downgrade, cancellation or new' })
  @IsOptional()
  @IsIn(SUBSCRIPTION_ACTIONS, { message: `action must be one of: ${SUBSCRIPTION_ACTIONS.join(', ')}` })
  action?: SubscriptionAction;

  @OptionalIdQuery('userId', 'Only this user’s activities')
  userId?: number;
}
