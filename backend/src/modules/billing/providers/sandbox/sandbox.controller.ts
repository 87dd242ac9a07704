import { EntityManager } from '@mikro-orm/postgresql';
import { type CardInput, renderInvoiceHtml } from '@receptionists/payments-sandbox';
import type { Response } from 'express';
import { Body, CanActivate, Controller, Get, Header, HttpCode, Inject, Injectable, Param, Post, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../users/current-user.decorator';
import { appError, ErrorDefinition } from '../../../../common/errors/app.exception';
import { COMMON_ERRORS } from '../../../../common/errors/common.errors';
import { ApiErrors } from '../../../../common/http/api-errors.decorator';
import { paymentsConfig, PaymentsConfig } from '../../../../config';
import type { User } from '../../../users/user.entity';
import { Subscription } from '../../subscription.entity';
import { SandboxPaymentProvider } from './sandbox-payment.provider';
import { rethrowCardError, SANDBOX_ERRORS } from './sandbox.errors';
import { CardFieldsDto, CompleteCheckoutDto, ConfirmIntentDto } from './dto/card-fields.dto';
import { CheckoutRedirectDto, ConfirmedIntentDto, SandboxCheckoutSessionDto } from './dto/sandbox-responses.dto';
import { ThrottlePaymentAttempts } from '../../payment-attempts.guard';
import { SignedIn } from '../../../users/access.decorators';

/** The sandbox's routes exist only while it is the payment provider; with Stripe they answer 404 like unknown routes. */
@Injectable()
export class SandboxEnabledGuard implements CanActivate {
  constructor(@Inject(paymentsConfig.KEY) private readonly payments: PaymentsConfig) {}

  canActivate(): boolean {
    if (this.payments.provider !== 'sandbox') throw appError(COMMON_ERRORS.NOT_FOUND);
    return true;
  }
}

const toCard = (dto: CardFieldsDto): CardInput => ({ number: dto.cardNumber, expiry: dto.expiry, cvc: dto.cvc });

/** A card the sandbox refuses, as Stripe would: `message` is Stripe's text. */
const CARD_REFUSED = [
  { ...SANDBOX_ERRORS.CARD_INVALID, when: 'A field failed the card checks; `errors` names it' },
  { ...SANDBOX_ERRORS.CARD_DECLINED, when: 'One of the test cards that are declined' },
];

/** Where the hosted invoice pages are: pages, not API JSON, for the headers each answer gets (http-app.ts). */
export const SANDBOX_INVOICE_PAGES = '/api/sandbox/invoices/';

/**
 * What Stripe's own pages do in test mode, for the sandbox provider: the card form confirming an intent, the hosted
 * checkout page, and the hosted invoice. Each object must belong to the signed-in user's customer.
 */
@ApiTags('sandbox')
@Controller('sandbox')
@SignedIn()
@UseGuards(SandboxEnabledGuard)
@ApiErrors({ ...COMMON_ERRORS.NOT_FOUND, when: 'Stripe is the payment provider: the sandbox’s routes do not exist' })
export class SandboxController {
  constructor(
    private readonly sandbox: SandboxPaymentProvider,
    private readonly em: EntityManager,
  ) {}

  /** Confirms a payment or setup intent with a card, as Stripe.js confirmPayment/confirmSetup would. */
  @Post('intents/confirm')
  @ThrottlePaymentAttempts()
  @HttpCode(200)
  @ApiOkResponse({ type: ConfirmedIntentDto })
  @ApiOperation({
    summary: 'Pay a sandbox intent with a card',
    description: 'Confirms a payment or setup intent with a card, as Stripe.js confirmPayment/confirmSetup would.',
  })
  @ApiErrors(SANDBOX_ERRORS.INTENT_NOT_FOUND, SANDBOX_ERRORS.INTENT_CANCELED, ...CARD_REFUSED)
  async confirmIntent(@CurrentUser() user: User, @Body() dto: ConfirmIntentDto): Promise<ConfirmedIntentDto> {
    const intent = await this.sandbox
      .confirmIntentWithCard(dto.clientSecret, toCard(dto), await this.customerOf(user, SANDBOX_ERRORS.INTENT_NOT_FOUND))
      .catch(rethrowCardError);
    return { id: intent.id, status: intent.status };
  }

  /** What the hosted checkout page shows: plan, period, price and trial. */
  @Get('checkout-sessions/:id')
  @ApiParam({ name: 'id', example: 'cs_test_a1B2…' })
  @ApiOkResponse({ type: SandboxCheckoutSessionDto })
  @ApiOperation({ summary: 'Get a sandbox checkout page', description: 'What the hosted checkout page shows: plan, period, price and trial.' })
  @ApiErrors(SANDBOX_ERRORS.CHECKOUT_NOT_FOUND)
  async getCheckoutSession(@CurrentUser() user: User, @Param('id') id: string): Promise<SandboxCheckoutSessionDto> {
    return this.sandbox.checkoutPage(id, await this.customerOf(user, SANDBOX_ERRORS.CHECKOUT_NOT_FOUND));
  }

  /** Pays the hosted checkout with a card and answers where to send the browser (the session's success URL). */
  @Post('checkout-sessions/:id/complete')
  @ThrottlePaymentAttempts()
  @HttpCode(200)
  @ApiParam({ name: 'id', example: 'cs_test_a1B2…' })
  @ApiOkResponse({ type: CheckoutRedirectDto })
  @ApiOperation({
    summary: 'Pay a sandbox checkout page',
    description: 'Pays the hosted checkout with a card and answers where to send the browser (the session’s success URL).',
  })
  @ApiErrors(SANDBOX_ERRORS.CHECKOUT_NOT_FOUND, SANDBOX_ERRORS.CHECKOUT_COMPLETED, SANDBOX_ERRORS.CHECKOUT_EXPIRED, ...CARD_REFUSED)
  async completeCheckoutSession(@CurrentUser() user: User, @Param('id') id: string, @Body() dto: CompleteCheckoutDto): Promise<CheckoutRedirectDto> {
    const redirectUrl = await this.sandbox
      .completeCheckoutSession(id, toCard(dto), await this.customerOf(user, SANDBOX_ERRORS.CHECKOUT_NOT_FOUND))
      .catch(rethrowCardError);
    return { redirectUrl };
  }

  /** The hosted invoice: a printable HTML page. */
  @Get('invoices/:id')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'private, no-store')
  @ApiParam({ name: 'id', example: 'in_1QxYz…' })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'A printable HTML invoice', content: { 'text/html': { schema: { type: 'string' } } } })
  @ApiOperation({ summary: 'Open a sandbox invoice', description: 'The hosted invoice: a printable HTML page.' })
  @ApiErrors(SANDBOX_ERRORS.INVOICE_NOT_FOUND)
  async getInvoice(@CurrentUser() user: User, @Param('id') id: string, @Res({ passthrough: true }) response: Response): Promise<string> {
    const invoice = await this.sandbox.customerInvoice(id, await this.customerOf(user, SANDBOX_ERRORS.INVOICE_NOT_FOUND));
    if (!invoice) throw appError(SANDBOX_ERRORS.INVOICE_NOT_FOUND);
    return renderInvoiceHtml(invoice, response.locals.cspNonce as string | undefined);
  }

  /** The signed-in user's provider customer; without one, nothing of the sandbox's is theirs. */
  private async customerOf(user: User, notFound: ErrorDefinition): Promise<string> {
    const customer = await this.em.findOne(Subscription, { user: user.id }, { disableIdentityMap: true });
    if (!customer?.stripeCustomerId) throw appError(notFound);
    return customer.stripeCustomerId;
  }
}
