import { Module } from '@nestjs/common';
import { voiceConfig, VoiceConfig } from '../../config';
import { CallEventsInbox } from './call-events.inbox';
import { VapiPlatform } from './platforms/vapi/vapi.platform';
import { VOICE_PLATFORM } from './platforms/voice-platform';
import { VoiceWebhooksService } from './voice-webhooks.service';

/**
 * Calls' services for both processes: the voice platform (VOICE_PLATFORM, else Vapi when VAPI_WEBHOOK_SECRET is set,
 * else the sandbox), the inbox of its messages and the webhook service they all arrive through.
 */
@Module({
  providers: [
    CallEventsInbox,
    VoiceWebhooksService,
    {
      provide: VOICE_PLATFORM,
      inject: [voiceConfig.KEY],
      useFactory: (config: VoiceConfig) => {
        if (config.platform === 'vapi') return new VapiPlatform(config);
        // SANDBOX_VOICE_PLATFORM: calls-sandbox binds SandboxVoicePlatform here. Until then the sandbox platform is an
        // unconfigured Vapi adapter, which refuses every request (no secret) and so stores nothing.
        return new VapiPlatform({ vapiApiBaseUrl: config.vapiApiBaseUrl });
      },
    },
  ],
  exports: [CallEventsInbox, VoiceWebhooksService, VOICE_PLATFORM],
})
export class CallsCoreModule {}
