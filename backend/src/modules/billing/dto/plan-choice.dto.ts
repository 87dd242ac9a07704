import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { PLAN_IDS, PlanId } from '../../plans/plan-catalogue';

/** A plan and how it is paid: `POST /api/create-subscription`, `/api/create-checkout-session`, `/api/subscription/change`. */
export class PlanChoiceDto {
  @ApiProperty({ enum: PLAN_IDS, enumName: 'PlanId', example: 'professional' })
  @IsIn(PLAN_IDS, { message: 'Please select a valid subscription plan' })
  planId: PlanId;

  @ApiPropertyOptional({ description: 'Billed yearly (true) or monthly (false, the default)', default: false, example: false })
  @IsOptional()
  @IsBoolean({ message: 'isAnnual must be true or false' })
  isAnnual?: boolean;
}
