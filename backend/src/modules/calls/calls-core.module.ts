import { Module } from '@nestjs/common';
import { voiceConfig, VoiceConfig } from '../../config';
import { CustomerPlansModule } from '../billing/customer-plans.module';
import { ReceptionistsModule } from '../receptionists/receptionists.module';
import { CallScreeningService } from './call-screening.service';
import { CallUsageService } from './call-usage.service';
import { CallEventsInbox } from './call-events.inbox';
import { SandboxAssistants } from './platforms/sandbox/sandbox-assistants';
import { SandboxCallsService } from './platforms/sandbox/sandbox-calls.service';
import { SandboxVoicePlatform } from './platforms/sandbox/sandbox-voice.platform';
import { VapiPlatform } from './platforms/vapi/vapi.platform';
import { VOICE_PLATFORM } from './platforms/voice-platform';
import { UnmatchedCalls } from './unmatched-calls.service';
import { ForwardingChecksService } from './forwarding-checks.service';
import { FollowUpsService } from './follow-ups.service';
import { KnowledgeGapsService } from './knowledge-gaps.service';
import { CallerTexts } from './caller-texts';
import { VoiceToolCallsService } from './voice-tool-calls.service';
import { VoiceTools } from './voice-tools';
import { VoiceWebhooksService } from './voice-webhooks.service';

/**
 * Calls' services for both processes: the voice platform (VOICE_PLATFORM, else Vapi when VAPI_WEBHOOK_SECRET is set,
 * else the sandbox), the inbox of its messages, the webhook service they all arrive through, the sandbox's calls, the claim of unmatched reports, the forwarding checks, the usage counts, the questions receptionists could not answer, the follow-ups calls leave, the tools they run during calls and the count of texts (both registered by the modules that own them).
 */
@Module({
  imports: [ReceptionistsModule, CustomerPlansModule],
  providers: [
    CallScreeningService,
    CallUsageService,
    CallEventsInbox,
    VoiceWebhooksService,
    SandboxAssistants,
    SandboxCallsService,
    UnmatchedCalls,
    ForwardingChecksService,
    KnowledgeGapsService,
    FollowUpsService,
    VoiceTools,
    VoiceToolCallsService,
    CallerTexts,
    {
      provide: VOICE_PLATFORM,
      inject: [voiceConfig.KEY, SandboxAssistants],
      useFactory: (config: VoiceConfig, assistants: SandboxAssistants) =>
        config.platform === 'vapi' ? new VapiPlatform(config) : new SandboxVoicePlatform(config, assistants),
    },
  ],
  exports: [
    CallScreeningService,
    CallUsageService,
    CallEventsInbox,
    VoiceWebhooksService,
    SandboxCallsService,
    UnmatchedCalls,
    ForwardingChecksService,
    KnowledgeGapsService,
    FollowUpsService,
    VoiceTools,
    VoiceToolCallsService,
    CallerTexts,
    VOICE_PLATFORM,
  ],
})
export class CallsCoreModule {}
