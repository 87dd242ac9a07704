import { Controller, Headers, HttpCode, Post, RawBodyRequest, Req } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { BillingWebhooksService } from './billing-webhooks.service';
import { WebhookReceiptDto } from './dto/billing-summary.dto';
import { BILLING_ERRORS } from './billing.errors';

@ApiTags('billing')
@Controller('webhooks')
export class StripeWebhookController {
  constructor(private readonly webhooks: BillingWebhooksService) {}

  /** Stripe's events, authenticated by their signature over the raw body (no session, no origin). */
  @Post('stripe')
  @HttpCode(200)
  @ApiHeader({ name: 'stripe-signature', required: true })
  @ApiOkResponse({ type: WebhookReceiptDto })
  @ApiOperation({
    summary: 'Receive a Stripe event',
    description:
      'Stripe’s events, authenticated by their signature over the raw body (no session; the origin check does not apply). An event already received is answered the same and not applied twice.',
  })
  @ApiErrors({ ...BILLING_ERRORS.INVALID_SIGNATURE, when: 'The stripe-signature header is missing, wrong or too old' })
  receiveStripeEvent(@Req() request: RawBodyRequest<Request>, @Headers('stripe-signature') signature?: string): Promise<WebhookReceiptDto> {
    return this.webhooks.receive(request.rawBody, signature);
  }
}
