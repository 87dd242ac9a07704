import { Controller, Headers, HttpCode, Post, RawBodyRequest, Req } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { BillingWebhooksService } from './billing-webhooks.service';
import { WebhookReceiptDto } from './dto/billing-summary.dto';

@ApiTags('billing')
@Controller('webhooks')
export class StripeWebhookController {
  constructor(private readonly webhooks: BillingWebhooksService) {}

  /** Stripe's events, authenticated by their signature over the raw body (no session, no origin). */
  @Post('stripe')
  @HttpCode(200)
  @ApiHeader({ name: 'stripe-signature', required: true })
  @ApiOkResponse({ type: WebhookReceiptDto })
  @ApiErrors(400)
  receive(@Req() request: RawBodyRequest<Request>, @Headers('stripe-signature') signature?: string): Promise<WebhookReceiptDto> {
    return this.webhooks.receive(request.rawBody, signature);
  }
}
