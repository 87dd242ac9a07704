import { Module } from '@nestjs/common';
import { voiceConfig, VoiceConfig } from '../../config';
import { ReceptionistsModule } from '../receptionists/receptionists.module';
import { CallEventsInbox } from './call-events.inbox';
import { SandboxCallsService } from './platforms/sandbox/sandbox-calls.service';
import { SandboxVoicePlatform } from './platforms/sandbox/sandbox-voice.platform';
import { VapiPlatform } from './platforms/vapi/vapi.platform';
import { VOICE_PLATFORM } from './platforms/voice-platform';
import { UnmatchedCalls } from './unmatched-calls.service';
import { VoiceWebhooksService } from './voice-webhooks.service';

/**
 * Calls' services for both processes: the voice platform (VOICE_PLATFORM, else Vapi when VAPI_WEBHOOK_SECRET is set,
 * else the sandbox), the inbox of its messages, the webhook service they all arrive through, the sandbox's calls and the claim of unmatched reports.
 */
@Module({
  imports: [ReceptionistsModule],
  providers: [
    CallEventsInbox,
    VoiceWebhooksService,
    SandboxCallsService,
    UnmatchedCalls,
    {
      provide: VOICE_PLATFORM,
      inject: [voiceConfig.KEY],
      useFactory: (config: VoiceConfig) => (config.platform === 'vapi' ? new VapiPlatform(config) : new SandboxVoicePlatform(config)),
    },
  ],
  exports: [CallEventsInbox, VoiceWebhooksService, SandboxCallsService, UnmatchedCalls, VOICE_PLATFORM],
})
export class CallsCoreModule {}
