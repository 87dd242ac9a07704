import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { SessionGuard } from '../../common/auth/session.guard';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { UserDto } from '../users/dto/user.dto';
import { User } from '../users/user.entity';
import { CheckoutService } from './checkout.service';
import { BillingSummaryDto, PaymentDto, PortalSessionDto } from './dto/billing-summary.dto';
import { CheckoutSessionDto, ConfirmSubscriptionDto, SubscriptionCheckoutDto, SubscriptionResultDto } from './dto/checkout.dto';
import { PlanChoiceDto } from './dto/plan-choice.dto';
import { PaymentAttemptsGuard } from './payment-attempts.guard';
import { PaymentLedger } from './payment-ledger.service';
import { SubscriptionsService } from './subscriptions.service';

@ApiTags('billing')
@Controller()
@UseGuards(SessionGuard)
export class BillingController {
  constructor(
    private readonly em: EntityManager,
    private readonly checkout: CheckoutService,
    private readonly subscriptions: SubscriptionsService,
    private readonly ledger: PaymentLedger,
  ) {}

  /** Starts the embedded checkout: the first subscription starts a free trial (card saved, not charged). */
  @Post('create-subscription')
  @UseGuards(PaymentAttemptsGuard)
  @ApiCreatedResponse({ type: SubscriptionCheckoutDto })
  @ApiErrors(400, 401, 409, 429)
  async createSubscription(@CurrentUser() user: User, @Body() choice: PlanChoiceDto): Promise<SubscriptionCheckoutDto> {
    const started = await this.checkout.startSubscription(user, choice);
    const { checkout } = started;
    return {
      clientSecret: started.clientSecret,
      paymentIntentId: checkout.intentId!,
      intentKind: checkout.intentKind === 'setup' ? 'setup' : 'payment',
      planId: choice.planId,
      period: checkout.period === 'annual' ? 'annual' : 'monthly',
      amountDueCents: started.amountDueCents,
      priceCents: checkout.amountCents,
      trialDays: started.trialDays,
      ...this.subscriptions.providerInfo(),
    };
  }

  /** Starts the redirect checkout on the provider's hosted page. */
  @Post('create-checkout-session')
  @UseGuards(PaymentAttemptsGuard)
  @ApiCreatedResponse({ type: CheckoutSessionDto })
  @ApiErrors(400, 401, 409, 429)
  async createCheckoutSession(@CurrentUser() user: User, @Body() choice: PlanChoiceDto): Promise<CheckoutSessionDto> {
    return { url: await this.checkout.startCheckoutSession(user, choice) };
  }

  /**
   * Grants the plan once the provider confirms the payment (or the trial's card check) for this user and plan; 409 when
   * the user already holds a subscription from another checkout (this one is then cancelled and refunded).
   */
  @Post('subscription/confirm')
  @UseGuards(PaymentAttemptsGuard) // each confirmation asks the provider
  @HttpCode(200)
  @ApiOkResponse({ type: SubscriptionResultDto })
  @ApiErrors(400, 401, 402, 404, 409, 429)
  async confirm(@CurrentUser() user: User, @Body() dto: ConfirmSubscriptionDto): Promise<SubscriptionResultDto> {
    if (dto.checkoutSessionId) await this.checkout.confirmCheckoutSession(user, dto.checkoutSessionId, dto.planId);
    else await this.checkout.confirmIntent(user, dto.paymentIntentId!, dto.planId);
    return this.result(user, (fresh, billing) => {
      if (fresh.subscriptionStatus === 'trial') return 'Your free trial has started.';
      const active = fresh.subscriptionStatus === 'past_due' ? 'but its first payment failed: please update your card.' : 'and your first payment was charged.';
      return billing.trialRefused ? `This card has already had a free trial, so no trial was applied. Your subscription has started, ${active}` : 'Your subscription is active.';
    });
  }

  /** Upgrade, downgrade or switch billing period, prorated and charged at once. */
  @Post('subscription/change')
  @UseGuards(PaymentAttemptsGuard)
  @HttpCode(200)
  @ApiOkResponse({ type: SubscriptionResultDto })
  @ApiErrors(400, 401, 402, 409, 429)
  async changePlan(@CurrentUser() user: User, @Body() choice: PlanChoiceDto): Promise<SubscriptionResultDto> {
    await this.subscriptions.changePlan(user, choice);
    return this.result(user, 'Your plan has been changed.');
  }

  /** Cancels at the end of the paid period. */
  @Post('subscription/cancel')
  @HttpCode(200)
  @ApiOkResponse({ type: SubscriptionResultDto })
  @ApiErrors(401, 409)
  async cancel(@CurrentUser() user: User): Promise<SubscriptionResultDto> {
    return this.result(user, await this.subscriptions.cancel(user));
  }

  /** Plan, status, renewal or end date, and the card on file. */
  @Get('billing')
  @ApiOkResponse({ type: BillingSummaryDto })
  @ApiErrors(401)
  getBilling(@CurrentUser() user: User): Promise<BillingSummaryDto> {
    return this.subscriptions.summary(user);
  }

  /** Payment history, newest first. */
  @Get('billing/payments')
  @ApiOkResponse({ type: [PaymentDto] })
  @ApiErrors(401)
  listPayments(@CurrentUser() user: User): Promise<PaymentDto[]> {
    return this.ledger.history(user);
  }

  /** A link to the provider's page where the card on file is changed. */
  @Post('billing/portal')
  @UseGuards(PaymentAttemptsGuard) // each link is a session created at the provider
  @HttpCode(200)
  @ApiOkResponse({ type: PortalSessionDto })
  @ApiErrors(401, 409, 429)
  async openPortal(@CurrentUser() user: User): Promise<PortalSessionDto> {
    return { url: await this.subscriptions.portalUrl(user) };
  }

  /** The user as the change left it (the services write through their own transactions). */
  private async result(user: User, message: string | ((fresh: User, billing: BillingSummaryDto) => string)): Promise<SubscriptionResultDto> {
    const fresh = await this.em.fork().findOneOrFail(User, { id: user.id });
    const billing = await this.subscriptions.summary(fresh);
    const text = typeof message === 'string' ? message : message(fresh, billing);
    return { success: true, message: text, user: UserDto.from(fresh), billing };
  }
}
