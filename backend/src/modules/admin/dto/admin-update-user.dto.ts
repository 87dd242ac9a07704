import { ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import { UpdateUserDto } from '../../users/dto/update-user.dto';
import { SUBSCRIPTION_STATUSES, SubscriptionStatus } from '../../billing/subscription-statuses';

export const ADMIN_PLAN_CHOICES = ['none', 'professional', 'business', 'enterprise'] as const;

/**
 * The Edit User dialog: profile fields, plan and status, and the receptionist limit override
 * (docs/product.md#the-back-office); an e-mail set here must be proven again.
 */
export class AdminUpdateUserDto extends OmitType(UpdateUserDto, ['currentPassword'] as const) {
  @ApiPropertyOptional({ enum: ADMIN_PLAN_CHOICES, enumName: 'AdminPlanChoice', description: 'none removes the plan', example: 'business' })
  @IsOptional()
  @IsIn(ADMIN_PLAN_CHOICES, { message: `subscriptionPlan must be one of: ${ADMIN_PLAN_CHOICES.join(', ')}` })
  subscriptionPlan?: (typeof ADMIN_PLAN_CHOICES)[number];

  @ApiPropertyOptional({ enum: SUBSCRIPTION_STATUSES, enumName: 'SubscriptionStatus', example: 'active' })
  @IsOptional()
  @IsIn(SUBSCRIPTION_STATUSES, { message: `subscriptionStatus must be one of: ${SUBSCRIPTION_STATUSES.join(', ')}` })
  subscriptionStatus?: SubscriptionStatus;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 0, description: 'Used while receptionistLimitActive is true; null otherwise', example: 5 })
  @Transform(({ value }) => (value === '' ? null : value))
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @Max(10_000, { message: 'Receptionist limit must be at most 10000' })
  @Min(0, { message: 'Receptionist limit cannot be negative' })
  @IsInt({ message: 'Receptionist limit must be a whole number' })
  receptionistLimit?: number | null;

  @ApiPropertyOptional({ example: true })
  @IsOptional()
  @IsBoolean({ message: 'receptionistLimitActive must be true or false' })
  receptionistLimitActive?: boolean;
}
