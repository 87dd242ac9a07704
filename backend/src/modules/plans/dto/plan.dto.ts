import { ApiProperty } from '@nestjs/swagger';
import { annualDiscountPercent, OVERAGE_RULE, Plan, PLAN_IDS, PlanId } from '../plan-catalogue';
import { overageRuleOf } from '../plan-limits.policy';

export class PlanLimitsDto {
  @ApiProperty({ type: 'integer' }) receptionists: number;
  @ApiProperty({ type: 'integer' }) languagesPerReceptionist: number;
  @ApiProperty({ type: 'integer' }) phoneLines: number;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 1000,
    description: 'Calls counted per billing period (ended calls, not spam, test calls or under 15 seconds); null: unlimited. Calls above it are still answered',
  })
  callsPerPeriod: number | null;
  @ApiProperty({ type: 'integer', description: 'Question-and-answer entries each receptionist’s settings may hold', example: 25 })
  answersPerReceptionist: number;
  @ApiProperty({ type: 'integer', description: 'People each receptionist may put callers through to', example: 3 })
  transferPeoplePerReceptionist: number;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 200,
    description: 'Texts receptionists may send callers per billing period (a link a caller asked for); null: unlimited. At it, no more are sent that period',
  })
  textsPerPeriod: number | null;
}

export class PlanDto {
  @ApiProperty({ enum: PLAN_IDS, enumName: 'PlanId' }) id: PlanId;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: Number, nullable: true, description: 'USD per month; null for custom pricing' }) priceMonthly: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'USD per year paid annually; null for custom pricing' }) priceYearly: number | null;
  @ApiProperty({ type: [String] }) features: string[];
  @ApiProperty({ type: [String] }) notIncluded: string[];
  @ApiProperty() popular: boolean;
  @ApiProperty({ description: 'Custom pricing: talk to sales (/contact) instead of checkout' }) contactSales: boolean;
  @ApiProperty({ type: PlanLimitsDto }) limits: PlanLimitsDto;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 20,
    description: 'What paying annually saves against twelve monthly payments, in whole percent; null for custom pricing',
  })
  annualDiscountPercent: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: OVERAGE_RULE,
    description: 'What becomes of calls above the allowance, in the words the site shows; null when the plan has no allowance (unlimited)',
  })
  overageRule: string | null;
  @ApiProperty({
    type: 'integer',
    example: 14,
    description: 'The free days a first subscription starts with (the same for every plan); later subscriptions are charged at once',
  })
  trialDays: number;

  static from(plan: Plan, trialDays: number): PlanDto {
    return {
      ...plan,
      features: [...plan.features],
      notIncluded: [...plan.notIncluded],
      limits: { ...plan.limits },
      annualDiscountPercent: annualDiscountPercent(plan),
      overageRule: overageRuleOf(plan.limits.callsPerPeriod),
      trialDays,
    };
  }
}
