import { Module } from '@nestjs/common';
import { ReceptionistsModule } from '../receptionists/receptionists.module';
import { AdminCallsController } from './admin-calls.controller';
import { CallRecordingsService } from './call-recordings.service';
import { CallsCoreModule } from './calls-core.module';
import { CallersController } from './callers.controller';
import { CallersService } from './callers.service';
import { CallsController } from './calls.controller';
import { CallsService } from './calls.service';
import { FollowUpsController } from './follow-ups.controller';
import { VoiceWebhookController } from './voice-webhook.controller';
import { AdminForwardingChecksController, ForwardingChecksController } from './forwarding-checks.controller';

/** The api's side of calls: the platform's webhook, the customer's call log, callers, follow-ups and forwarding checks, and the back office's. */
@Module({
  imports: [CallsCoreModule, ReceptionistsModule],
  controllers: [
    VoiceWebhookController,
    CallsController,
    CallersController,
    FollowUpsController,
    AdminCallsController,
    ForwardingChecksController,
    AdminForwardingChecksController,
  ],
  providers: [CallsService, CallersService, CallRecordingsService],
})
export class CallsModule {}
