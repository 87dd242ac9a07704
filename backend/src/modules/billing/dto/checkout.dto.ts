import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { PLAN_IDS, PlanId } from '../../plans/plan-catalogue';
import { BILLING_PERIODS, BillingPeriod } from '../price-book';
import { UserDto } from '../../users/dto/user.dto';
import { BillingSummaryDto } from './billing-summary.dto';
import { PAYMENTS_PROVIDERS, type PaymentsProvider } from '../../../config/payments.config';

/** What the embedded checkout needs to collect the card: the intent's client secret. */
export class SubscriptionCheckoutDto {
  @ApiProperty({ description: 'For Stripe.js (Payment Element) or the sandbox card form' }) clientSecret: string;
  @ApiProperty({ description: 'The intent the browser confirms; send it to /api/subscription/confirm afterwards' }) paymentIntentId: string;
  @ApiProperty({ enum: ['payment', 'setup'], description: 'setup during a free trial: the card is verified and saved, not charged' })
  intentKind: 'payment' | 'setup';
  @ApiProperty({ enum: PLAN_IDS, enumName: 'PlanId' }) planId: PlanId;
  @ApiProperty({ enum: BILLING_PERIODS, enumName: 'BillingPeriod' }) period: BillingPeriod;
  @ApiProperty({ type: 'integer', description: 'Charged now, in cents (0 during a trial)' }) amountDueCents: number;
  @ApiProperty({ type: 'integer', description: 'The price per period after any trial, in cents' }) priceCents: number;
  @ApiProperty({ type: 'integer', description: 'Free trial days before the first charge (0: charged now)' }) trialDays: number;
  @ApiProperty({ enum: PAYMENTS_PROVIDERS, enumName: 'PaymentsProvider' }) provider: PaymentsProvider;
  @ApiProperty({ type: String, nullable: true, description: "Stripe's publishable key (null for the sandbox)" }) publishableKey: string | null;
}

export class CheckoutSessionDto {
  @ApiProperty({ format: 'uri', description: 'Where to send the browser to pay' }) url: string;
}

const PROVIDER_ID = /^[A-Za-z0-9_]+$/;

/** `POST /api/subscription/confirm`: the embedded checkout's intent, or the redirect checkout's session. */
@ApiSchema({ description: 'One of paymentIntentId (the embedded checkout) and checkoutSessionId (the redirect checkout) is required.' })
export class ConfirmSubscriptionDto {
  @ApiPropertyOptional({
    description: 'The PaymentIntent (pi_…) or, during a trial, SetupIntent (seti_…) the browser confirmed; required unless checkoutSessionId is sent',
    example: 'seti_1QEXAMPLE2aBcDeFgHiJkLmN',
  })
  // class-validator runs the decorators bottom-up: the type check reports first.
  @ValidateIf((dto: ConfirmSubscriptionDto) => dto.checkoutSessionId === undefined)
  @Matches(PROVIDER_ID, { message: 'paymentIntentId is not a valid payment id' })
  @MaxLength(255)
  @IsString({ message: 'paymentIntentId or checkoutSessionId is required' })
  paymentIntentId?: string;

  @ApiPropertyOptional({
    description: 'The redirect checkout session (cs_…) the provider sent back; required unless paymentIntentId is sent',
    example: 'cs_test_a1EXAMPLE2bCdEfGhIjKl',
  })
  @IsOptional()
  @Matches(PROVIDER_ID, { message: 'checkoutSessionId is not a valid checkout session id' })
  @MaxLength(255)
  @IsString({ message: 'checkoutSessionId is not a valid checkout session id' })
  checkoutSessionId?: string;

  @ApiProperty({ enum: PLAN_IDS, enumName: 'PlanId', example: 'professional' })
  @IsIn(PLAN_IDS, { message: 'Please select a valid subscription plan' })
  planId: PlanId;
}

export class SubscriptionResultDto {
  @ApiProperty() success: boolean;
  @ApiProperty() message: string;
  @ApiProperty({ type: UserDto }) user: UserDto;
  @ApiProperty({ type: BillingSummaryDto }) billing: BillingSummaryDto;
}
