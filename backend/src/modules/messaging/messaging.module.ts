import { Module } from '@nestjs/common';
import { MessagingCoreModule } from './messaging-core.module';
import { SmsWebhookController } from './sms-webhook.controller';
import { SmsWebhooksService } from './sms-webhooks.service';

/** The api's side of texts: Twilio's webhooks (the tool and the texts' count are the core module's). */
@Module({
  imports: [MessagingCoreModule],
  controllers: [SmsWebhookController],
  providers: [SmsWebhooksService],
})
export class MessagingModule {}
