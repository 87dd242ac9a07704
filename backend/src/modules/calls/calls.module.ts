import { Module } from '@nestjs/common';
import { CallsCoreModule } from './calls-core.module';
import { VoiceWebhookController } from './voice-webhook.controller';

/** The api's side of calls: the platform's webhook, the customer's call log and the back office's. */
@Module({
  imports: [CallsCoreModule],
  controllers: [VoiceWebhookController],
  providers: [],
  exports: [],
})
export class CallsModule {}
