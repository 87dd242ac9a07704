import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { ApiSort, OptionalIdQuery, PageQueryDto, SortSpec } from '../../../common/http/page-query.dto';
import { SUBSCRIPTION_ACTIONS, SubscriptionAction } from '../../billing/subscription-actions';
import { RECEPTIONIST_STATUSES, ReceptionistStatus } from '../../receptionists/receptionist-statuses';
import { ReceptionistDto } from '../../receptionists/dto/receptionist.dto';
import { SUPPORT_STATUSES, SupportStatus } from '../../support/support-statuses';
import { SupportRequestDto } from '../../support/dto/support-request.dto';
import { UserDto } from '../../users/dto/user.dto';
import { LIST_ROW_LIMIT, SEARCH_ROW_LIMIT } from '../../../common/http/list-page';
import { BILLING_PERIODS } from '../../billing/price-book';
import { INTERESTS } from '../../contact/dto/create-contact-message.dto';
import { PLAN_IDS } from '../../plans/plan-catalogue';
import { COMPANY_SIZES } from '../../users/company-sizes';

export class AdminUserDto extends UserDto {
  @ApiProperty({ type: Date, nullable: true }) emailVerifiedAt: Date | null;
  @ApiProperty({ type: 'integer' }) receptionistCount: number;
  @ApiProperty({ type: 'integer', description: "Receptionists past the user's current plan limits (our team pauses them)" }) receptionistsOverLimit: number;
  @ApiProperty({ enum: BILLING_PERIODS, enumName: 'BillingPeriod', nullable: true }) billingPeriod: string | null;
  @ApiProperty({ type: Date, nullable: true }) currentPeriodEnd: Date | null;
  @ApiProperty({ description: 'Paid through the payment provider: Edit User may only remove the plan, which cancels the subscription there' })
  managedByProvider: boolean;
  @ApiProperty({ type: 'integer', description: 'Calls counted against the plan in the current usage period' }) callsThisPeriod: number;
  @ApiProperty({ type: 'integer', nullable: true, description: "The current plan's calls per period; null: unlimited; 0 without a plan" })
  callAllowance: number | null;
}

export class AdminSupportRequestDto extends SupportRequestDto {
  @ApiProperty({ type: 'integer' }) userId: number;
  @ApiProperty({ format: 'email' }) userEmail: string;
  @ApiProperty({ type: String, nullable: true }) userName: string | null;
}

export class AdminContactMessageDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty() companyName: string;
  @ApiProperty({ enum: COMPANY_SIZES, enumName: 'CompanySize' }) companySize: string;
  @ApiProperty({ enum: INTERESTS, enumName: 'Interest' }) interestedIn: string;
  @ApiProperty() message: string;
  @ApiProperty() isRead: boolean;
  @ApiProperty() createdAt: Date;

  /** The message's fields as the back office shows them (a contact message has more: the sender's address). */
  static from(this: void, message: AdminContactMessageDto): AdminContactMessageDto {
    const { id, firstName, lastName, email, phone, companyName, companySize, interestedIn, isRead, createdAt } = message;
    return { id, firstName, lastName, email, phone, companyName, companySize, interestedIn, message: message.message, isRead, createdAt };
  }
}

export class AdminReceptionistDto extends ReceptionistDto {
  @ApiProperty({ type: 'integer' }) userId: number;
  @ApiProperty({ type: String, nullable: true, description: 'The owner’s name, or username' }) userName: string | null;
  @ApiProperty({ format: 'email' }) userEmail: string;
  @ApiProperty({ type: String, nullable: true }) userCompany: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The voice platform's assistant that answers as this receptionist; calls find it by this id" })
  voiceAssistantId: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The voice platform's id of the phone number it answers on" })
  voicePhoneNumberId: string | null;
}

export class ActivityUserDto {
  @ApiProperty({ type: String, nullable: true }) firstName: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName: string | null;
  @ApiProperty({ type: String, nullable: true }) username: string | null;
  @ApiProperty({ format: 'email' }) email: string;
}

export class AdminActivityDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ type: 'integer' }) userId: number;
  @ApiProperty({ enum: SUBSCRIPTION_ACTIONS, enumName: 'SubscriptionAction' }) action: SubscriptionAction;
  @ApiProperty({ enum: PLAN_IDS, enumName: 'PlanId', nullable: true, description: 'null: no plan before' }) previousPlan: string | null;
  @ApiProperty({ enum: PLAN_IDS, enumName: 'PlanId', nullable: true, description: 'null: no plan after (a cancellation)' }) newPlan: string | null;
  @ApiProperty() date: Date;
  @ApiProperty({ type: String, nullable: true }) details: string | null;
  @ApiProperty({ type: String, nullable: true }) stripeEventId: string | null;
  @ApiProperty({ type: ActivityUserDto }) user: ActivityUserDto;
}

export class PageDto {
  @ApiProperty({ type: 'integer', description: `The matching rows over every page, counted up to ${LIST_ROW_LIMIT} (${SEARCH_ROW_LIMIT} with a search, q)` })
  total: number;
  @ApiProperty({ description: `More rows match than total says; pages stop there too (a deeper page answers 400)` }) totalCapped: boolean;
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) pageSize: number;
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

export const ADMIN_USERS_SORT = {
  fields: ['createdAt', 'email', 'name', 'plan', 'status', 'receptionistCount'],
  defaultSort: 'createdAt:desc',
} as const satisfies SortSpec;

/** Search: e-mail, names, username, company; nearAllowance=true: only customers at or above 80% of their calls. */
export class AdminUsersQueryDto extends PageQueryDto {
  @ApiSort(ADMIN_USERS_SORT) override sort?: string;

  @ApiPropertyOptional({
    type: Boolean,
    description:
      'true: only customers at or above 80% of their plan’s calls this period, known by the usage alert recorded when their calls reached it (so a plan changed since shows from their next call)',
  })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'nearAllowance must be true or false' })
  nearAllowance?: boolean;
}

export const SUPPORT_REQUESTS_SORT = {
  fields: ['createdAt', 'ticketNumber', 'status', 'priority', 'resolvedAt'],
  defaultSort: 'createdAt:desc',
} as const satisfies SortSpec;

/** Search: ticket number, subject, e-mail. */
export class AdminSupportRequestsQueryDto extends PageQueryDto {
  @ApiSort(SUPPORT_REQUESTS_SORT) override sort?: string;

  @ApiPropertyOptional({ enum: SUPPORT_STATUSES, enumName: 'SupportStatus' })
  @IsOptional()
  @IsIn(SUPPORT_STATUSES, { message: `status must be one of: ${SUPPORT_STATUSES.join(', ')}` })
  status?: SupportStatus;
}

export const CONTACT_MESSAGES_SORT = { fields: ['createdAt', 'name', 'email', 'isRead'], defaultSort: 'createdAt:desc' } as const satisfies SortSpec;

/** Search: names, e-mail, company, message. */
export class AdminContactMessagesQueryDto extends PageQueryDto {
  @ApiSort(CONTACT_MESSAGES_SORT) override sort?: string;
}

export const ADMIN_RECEPTIONISTS_SORT = { fields: ['createdAt', 'name', 'status', 'user'], defaultSort: 'createdAt:desc' } as const satisfies SortSpec;

/** Search: name, numbers, owner e-mail and company. */
export class AdminReceptionistsQueryDto extends PageQueryDto {
  @ApiSort(ADMIN_RECEPTIONISTS_SORT) override sort?: string;

  @ApiPropertyOptional({ enum: RECEPTIONIST_STATUSES, enumName: 'ReceptionistStatus' })
  @IsOptional()
  @IsIn(RECEPTIONIST_STATUSES, { message: `status must be one of: ${RECEPTIONIST_STATUSES.join(', ')}` })
  status?: ReceptionistStatus;
}

export const ACTIVITIES_SORT = { fields: ['date', 'action'], defaultSort: 'date:desc' } as const satisfies SortSpec;

/** Search: e-mail, names, details. */
export class AdminActivitiesQueryDto extends PageQueryDto {
  @ApiSort(ACTIVITIES_SORT) override sort?: string;

  @ApiPropertyOptional({ enum: SUBSCRIPTION_ACTIONS, enumName: 'SubscriptionAction' })
  @IsOptional()
  @IsIn(SUBSCRIPTION_ACTIONS, { message: `action must be one of: ${SUBSCRIPTION_ACTIONS.join(', ')}` })
  action?: SubscriptionAction;

  @OptionalIdQuery('userId', 'Only this user’s activities')
  userId?: number;
}
