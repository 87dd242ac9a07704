import { Module } from '@nestjs/common';
import { ReceptionistsModule } from '../receptionists/receptionists.module';
import { AdminCallsController } from './admin-calls.controller';
import { CallRecordingsService } from './call-recordings.service';
import { CallsCoreModule } from './calls-core.module';
import { CallsController } from './calls.controller';
import { CallsService } from './calls.service';
import { FollowUpsController } from './follow-ups.controller';
import { VoiceWebhookController } from './voice-webhook.controller';
import { AdminForwardingChecksController, ForwardingChecksController } from './forwarding-checks.controller';

/** The api's side of calls: the platform's webhook, the customer's call log, follow-ups and forwarding checks, and the back office's. */
@Module({
  imports: [CallsCoreModule, ReceptionistsModule],
  controllers: [
    VoiceWebhookController,
    CallsController,
    FollowUpsController,
    AdminCallsController,
    ForwardingChecksController,
    AdminForwardingChecksController,
  ],
  providers: [CallsService, CallRecordingsService],
})
export class CallsModule {}
