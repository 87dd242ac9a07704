import { ApiProperty } from '@nestjs/swagger';
import { SUBSCRIPTION_STATUSES, SubscriptionStatus } from '../../users/user.entity';

export class CardDto {
  @ApiProperty({ example: 'visa' }) brand: string;
  @ApiProperty({ example: '4242' }) last4: string;
  @ApiProperty({ example: 12 }) expMonth: number;
  @ApiProperty({ example: 2030 }) expYear: number;
}

/** The Subscription tab: plan, status, dates and the card on file. */
export class BillingSummaryDto {
  @ApiProperty({ type: String, nullable: true, description: 'professional, business or enterprise; null when no plan' }) planId: string | null;
  @ApiProperty({ type: String, nullable: true }) planName: string | null;
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES, enumName: 'SubscriptionStatus' }) status: SubscriptionStatus;
  @ApiProperty({ type: String, nullable: true, enum: ['monthly', 'annual'] }) period: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Per period, in cents; null for custom pricing or no plan' }) priceCents: number | null;
  @ApiProperty({ type: Date, nullable: true, description: 'Next charge, or the end of access once cancelled' }) currentPeriodEnd: Date | null;
  @ApiProperty({ type: Date, nullable: true }) trialEndsAt: Date | null;
  @ApiProperty() cancelAtPeriodEnd: boolean;
  @ApiProperty({ description: 'Paid through the payment provider (false for a plan our team set up by hand)' }) managedByProvider: boolean;
  @ApiProperty({ type: CardDto, nullable: true }) card: CardDto | null;
  @ApiProperty({ description: 'The card can be changed online (Stripe customer portal)' }) canUpdateCard: boolean;
  @ApiProperty({ enum: ['stripe', 'sandbox'] }) provider: 'stripe' | 'sandbox';
  @ApiProperty({ description: 'The checkout offered a free trial, but the card had one before: none was applied and the first payment was charged' })
  trialRefused: boolean;
}

export class PaymentDto {
  @ApiProperty() id: number;
  @ApiProperty() date: Date;
  @ApiProperty({ description: 'In cents' }) amountCents: number;
  @ApiProperty({ example: 'usd' }) currency: string;
  @ApiProperty({ enum: ['succeeded', 'failed', 'pending', 'refunded'] }) status: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The provider's invoice page" }) invoiceUrl: string | null;
}

export class PortalSessionDto {
  @ApiProperty() url: string;
}

export class WebhookReceiptDto {
  @ApiProperty() received: boolean;
  @ApiProperty({ required: false, description: 'This event id was received before; nothing was done again' }) duplicate?: boolean;
}
