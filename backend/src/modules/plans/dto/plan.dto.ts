import { ApiProperty } from '@nestjs/swagger';
import { Plan, PLAN_IDS, PlanId } from '../plan-catalogue';

export class PlanLimitsDto {
  @ApiProperty({ type: 'integer' }) receptionists: number;
  @ApiProperty({ type: 'integer' }) languagesPerReceptionist: number;
  @ApiProperty({ type: 'integer' }) phoneLines: number;
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

  static from(plan: Plan): PlanDto {
    return { ...plan, features: [...plan.features], notIncluded: [...plan.notIncluded], limits: { ...plan.limits } };
  }
}
