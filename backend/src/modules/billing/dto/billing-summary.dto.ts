import { ApiProperty } from '@nestjs/swagger';
import { SUBSCRIPTION_STATUSES, SubscriptionStatus } from '../subscription-statuses';
import { PAYMENTS_PROVIDERS, type PaymentsProvider } from '../../../config/payments.config';
import { PLAN_IDS } from '../../plans/plan-catalogue';
import { BILLING_PERIODS } from '../price-book';

export class CardDto {
  @ApiProperty({ example: 'visa' }) brand: string;
  @ApiProperty({ example: '4242' }) last4: string;
  @ApiProperty({ type: 'integer', example: 12 }) expMonth: number;
  @ApiProperty({ type: 'integer', example: 2030 }) expYear: number;
}

/** The Subscription tab: plan, status, dates and the card on file. */
export class BillingSummaryDto {
  @ApiProperty({ enum: PLAN_IDS, enumName: 'PlanId', nullable: true, description: 'null when no plan' }) planId: string | null;
  @ApiProperty({ type: String, nullable: true }) planName: string | null;
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES, enumName: 'SubscriptionStatus' }) status: SubscriptionStatus;
  @ApiProperty({ enum: BILLING_PERIODS, enumName: 'BillingPeriod', nullable: true }) period: string | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Per period, in cents; null for custom pricing or no plan' }) priceCents: number | null;
  @ApiProperty({ type: Date, nullable: true, description: 'Next charge, or the end of access once cancelled' }) currentPeriodEnd: Date | null;
  @ApiProperty({ type: Date, nullable: true }) trialEndsAt: Date | null;
  @ApiProperty() cancelAtPeriodEnd: boolean;
  @ApiProperty({ description: 'Paid through the payment provider (false for a plan our team set up by hand)' }) managedByProvider: boolean;
  @ApiProperty({ type: CardDto, nullable: true }) card: CardDto | null;
  @ApiProperty({ description: 'The card can be changed online (Stripe customer portal)' }) canUpdateCard: boolean;
  @ApiProperty({ enum: PAYMENTS_PROVIDERS, enumName: 'PaymentsProvider' }) provider: PaymentsProvider;
  @ApiProperty({ description: 'The checkout offered a free trial, but the card had one before: none was applied and the first payment was charged' })
  trialRefused: boolean;
}

export class PaymentDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty() date: Date;
  @ApiProperty({ type: 'integer', description: 'In cents' }) amountCents: number;
  @ApiProperty({ example: 'usd' }) currency: string;
  @ApiProperty({ enum: ['succeeded', 'failed', 'pending', 'refunded'] }) status: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The provider's invoice page" }) invoiceUrl: string | null;
}

export class PortalSessionDto {
  @ApiProperty({ format: 'uri' }) url: string;
}

export class WebhookReceiptDto {
  @ApiProperty() received: boolean;
  @ApiProperty({ required: false, description: 'This event id was received before; nothing was done again' }) duplicate?: boolean;
}
