import { Module } from '@nestjs/common';
import { BillingCoreModule } from './billing-core.module';
import { BillingWebhooksService } from './billing-webhooks.service';
import { BillingController } from './billing.controller';
import { SandboxController } from './providers/sandbox/sandbox.controller';
import { StripeWebhookController } from './stripe-webhook.controller';

/** The api's side of billing: checkout, subscription management, payment history and the provider's webhook. */
@Module({
  imports: [BillingCoreModule],
  controllers: [BillingController, StripeWebhookController, SandboxController],
  providers: [BillingWebhooksService],
})
export class BillingModule {}
