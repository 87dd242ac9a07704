import { ApiProperty } from '@nestjs/swagger';
import { BILLING_PERIODS, BillingPeriod } from '../../../price-book';
import { PLAN_IDS } from '../../../../plans/plan-catalogue';

export class ConfirmedIntentDto {
  @ApiProperty({ example: 'pi_3QxYz…' }) id: string;
  @ApiProperty({ example: 'succeeded', description: 'Always succeeded: a refused card answers 402' }) status: string;
}

/** What the sandbox's hosted checkout page shows before the customer pays. */
export class SandboxCheckoutSessionDto {
  @ApiProperty({ example: 'cs_test_a1B2…' }) id: string;
  @ApiProperty({ enum: PLAN_IDS, enumName: 'PlanId' }) planId: string;
  @ApiProperty({ example: 'Professional' }) planName: string;
  @ApiProperty({ enum: BILLING_PERIODS, enumName: 'BillingPeriod' }) period: BillingPeriod;
  @ApiProperty({ type: 'integer', example: 24900, description: 'Price per period, in cents' }) amountCents: number;
  @ApiProperty({ example: 'usd' }) currency: string;
  @ApiProperty({ type: 'integer', example: 14, description: 'Free days before the first charge; 0 charges now' }) trialDays: number;
  @ApiProperty({ enum: ['open', 'complete', 'expired'] }) status: 'open' | 'complete' | 'expired';
  @ApiProperty({ example: 'http://localhost:3000/pricing?checkout=cancel' }) cancelUrl: string;
}

export class CheckoutRedirectDto {
  @ApiProperty({ example: 'http://localhost:3000/dashboard?checkout=success&session_id=cs_test_a1B2…', description: "The session's success URL" })
  redirectUrl: string;
}
