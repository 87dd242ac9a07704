import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { CurrentUser } from '../users/current-user.decorator';
import { COMMON_ERRORS } from '../../common/errors/common.errors';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { UserDto } from '../users/dto/user.dto';
import { User } from '../users/user.entity';
import { CheckoutService } from './checkout.service';
import { CustomerPlans } from './customer-plans';
import { BillingSummaryDto, PaymentDto, PortalSessionDto } from './dto/billing-summary.dto';
import { CheckoutSessionDto, ConfirmSubscriptionDto, SubscriptionCheckoutDto, SubscriptionResultDto } from './dto/checkout.dto';
import { PlanChoiceDto } from './dto/plan-choice.dto';
import { ThrottlePaymentAttempts } from './payment-attempts.guard';
import { PaymentLedger } from './payment-ledger.service';
import { SubscriptionsService } from './subscriptions.service';
import { BILLING_ERRORS } from './billing.errors';
import { SignedIn } from '../users/access.decorators';

/** Operations that ask the payment provider answer 503 while it cannot be reached (or fails on its side). */
const PROVIDER_DOWN = { ...COMMON_ERRORS.UNAVAILABLE, when: 'The payment provider is not answering' };

/** What choosing a plan to start a checkout may refuse. */
function ApiPlanChoiceErrors() {
  return ApiErrors(
    BILLING_ERRORS.INVALID_PLAN,
    BILLING_ERRORS.CONTACT_SALES,
    BILLING_ERRORS.NO_EMAIL,
    { ...BILLING_ERRORS.ALREADY_SUBSCRIBED, when: 'The customer holds a plan already: Change Plan switches it' },
    PROVIDER_DOWN,
  );
}

@ApiTags('billing')
@Controller()
@SignedIn()
export class BillingController {
  constructor(
    private readonly em: EntityManager,
    private readonly checkout: CheckoutService,
    private readonly subscriptions: SubscriptionsService,
    private readonly ledger: PaymentLedger,
    private readonly plans: CustomerPlans,
  ) {}

  /** Starts the embedded checkout: the first subscription starts a free trial (card saved, not charged). */
  @Post('create-subscription')
  @ThrottlePaymentAttempts()
  @ApiCreatedResponse({ type: SubscriptionCheckoutDto })
  @ApiOperation({
    summary: 'Start a subscription checkout (embedded)',
    description: 'Starts the embedded checkout: the first subscription starts a free trial (card saved, not charged).',
  })
  @ApiPlanChoiceErrors()
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
  @ThrottlePaymentAttempts()
  @ApiCreatedResponse({ type: CheckoutSessionDto })
  @ApiOperation({ summary: 'Start a subscription checkout (hosted page)', description: 'Starts the redirect checkout on the provider’s hosted page.' })
  @ApiPlanChoiceErrors()
  async createCheckoutSession(@CurrentUser() user: User, @Body() choice: PlanChoiceDto): Promise<CheckoutSessionDto> {
    return { url: await this.checkout.startCheckoutSession(user, choice) };
  }

  /**
   * Grants the plan once the provider confirms the payment (or the trial's card check) for this user and plan; 409 when
   * the user already holds a subscription from another checkout (this one is then cancelled and refunded).
   */
  @Post('subscription/confirm')
  @ThrottlePaymentAttempts() // each confirmation asks the provider
  @HttpCode(200)
  @ApiOkResponse({ type: SubscriptionResultDto })
  @ApiOperation({ summary: 'Confirm a subscription payment' })
  @ApiErrors(
    { ...BILLING_ERRORS.PLAN_MISMATCH, when: '`planId` is not the plan the checkout was for' },
    BILLING_ERRORS.AMOUNT_MISMATCH,
    { ...BILLING_ERRORS.PAYMENT_NOT_FOUND, when: 'No checkout of this customer has this intent or session id' },
    { ...BILLING_ERRORS.PAYMENT_NOT_COMPLETED, when: 'The provider has not completed the payment; `message` gives its status' },
    BILLING_ERRORS.CHECKOUT_REPLACED,
    BILLING_ERRORS.DUPLICATE_REFUNDED,
    BILLING_ERRORS.DUPLICATE_CANCELLED,
    PROVIDER_DOWN,
  )
  async confirm(@CurrentUser() user: User, @Body() dto: ConfirmSubscriptionDto): Promise<SubscriptionResultDto> {
    if (dto.checkoutSessionId) await this.checkout.confirmCheckoutSession(user, dto.checkoutSessionId, dto.planId);
    else await this.checkout.confirmIntent(user, dto.paymentIntentId!, dto.planId);
    return this.result(user, (billing) => {
      if (billing.status === 'trial') return 'Your free trial has started.';
      const active = billing.status === 'past_due' ? 'but its first payment failed: please update your card.' : 'and your first payment was charged.';
      return billing.trialRefused
        ? `This card has already had a free trial, so no trial was applied. Your subscription has started, ${active}`
        : 'Your subscription is active.';
    });
  }

  /** Upgrade, downgrade or switch billing period, prorated and charged at once. */
  @Post('subscription/change')
  @ThrottlePaymentAttempts()
  @HttpCode(200)
  @ApiOkResponse({ type: SubscriptionResultDto })
  @ApiOperation({ summary: 'Change your plan or billing period' })
  @ApiErrors(
    BILLING_ERRORS.INVALID_PLAN,
    BILLING_ERRORS.CONTACT_SALES,
    BILLING_ERRORS.NO_SUBSCRIPTION,
    BILLING_ERRORS.SAME_PLAN,
    { ...BILLING_ERRORS.CARD_DECLINED, when: 'The prorated charge was declined; `message` is the provider’s reason' },
    PROVIDER_DOWN,
  )
  async changePlan(@CurrentUser() user: User, @Body() choice: PlanChoiceDto): Promise<SubscriptionResultDto> {
    await this.subscriptions.changePlan(user, choice);
    return this.result(user, 'Your plan has been changed.');
  }

  /** Cancels at the end of the paid period. */
  @Post('subscription/cancel')
  @HttpCode(200)
  @ApiOkResponse({ type: SubscriptionResultDto })
  @ApiOperation({ summary: 'Cancel your subscription', description: 'Cancels at the end of the paid period.' })
  @ApiErrors({ ...BILLING_ERRORS.ALREADY_CANCELLED, when: '`message` says when it ends' }, BILLING_ERRORS.NOTHING_TO_CANCEL, PROVIDER_DOWN)
  async cancel(@CurrentUser() user: User): Promise<SubscriptionResultDto> {
    return this.result(user, await this.subscriptions.cancel(user));
  }

  /** Plan, status, renewal or end date, and the card on file. */
  @Get('billing')
  @ApiOkResponse({ type: BillingSummaryDto })
  @ApiOperation({ summary: 'Get your billing summary', description: 'Plan, status, renewal or end date, and the card on file.' })
  getBilling(@CurrentUser() user: User): Promise<BillingSummaryDto> {
    return this.subscriptions.summary(user);
  }

  /** Payment history, newest first. */
  @Get('billing/payments')
  @ApiOkResponse({ type: [PaymentDto] })
  @ApiOperation({ summary: 'List your payments', description: 'Payment history, newest first.' })
  listPayments(@CurrentUser() user: User): Promise<PaymentDto[]> {
    return this.ledger.history(user);
  }

  /** A link to the provider's page where the card on file is changed. */
  @Post('billing/portal')
  @ThrottlePaymentAttempts() // each link is a session created at the provider
  @HttpCode(200)
  @ApiOkResponse({ type: PortalSessionDto })
  @ApiOperation({ summary: 'Open the card update page', description: 'A link to the provider’s page where the card on file is changed.' })
  @ApiErrors(BILLING_ERRORS.NO_PORTAL, PROVIDER_DOWN)
  async openPortal(@CurrentUser() user: User): Promise<PortalSessionDto> {
    return { url: await this.subscriptions.portalUrl(user) };
  }

  /** The user as the change left it (the services write through their own transactions). */
  private async result(user: User, message: string | ((billing: BillingSummaryDto) => string)): Promise<SubscriptionResultDto> {
    const fresh = await this.em.fork().findOneOrFail(User, { id: user.id });
    const billing = await this.subscriptions.summary(fresh);
    const text = typeof message === 'string' ? message : message(billing);
    return { success: true, message: text, user: UserDto.from(fresh, await this.plans.forUser(user.id)), billing };
  }
}
