import { registerAs } from '@nestjs/config';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, Min, MinLength, ValidateIf } from 'class-validator';
import { ownOrDerivedSecrets } from './secrets';
import { env, isProduction, validateConfig } from './validate-config';

const usesVapi = (config: VoiceConfig) => config.platform === 'vapi';

/** The default the API document states (CALL_RETENTION_DAYS may set another). */
export const DEFAULT_CALL_RETENTION_DAYS = 365;

class VoiceConfig {
  /**
   * VOICE_PLATFORM, else vapi when VAPI_WEBHOOK_SECRET is set, else the built-in sandbox that simulates calls on active
   * receptionists: production runs the sandbox only when VOICE_PLATFORM=sandbox says so.
   */
  @IsIn(['vapi', 'sandbox'], { message: 'VOICE_PLATFORM must be vapi or sandbox' })
  platform: 'vapi' | 'sandbox' = 'sandbox';

  /** The secret Vapi sends with every server message (its custom credential), compared on the raw request. */
  @ValidateIf(usesVapi)
  @IsString({ message: 'VAPI_WEBHOOK_SECRET is required when VOICE_PLATFORM=vapi' })
  @MinLength(16, { message: 'VAPI_WEBHOOK_SECRET must be at least 16 characters' })
  vapiWebhookSecret?: string;

  /** Vapi's private API key: the api fetches recordings with it. */
  @ValidateIf(usesVapi)
  @IsString({ message: 'VAPI_API_KEY is required when VOICE_PLATFORM=vapi (recordings are fetched with it)' })
  vapiApiKey?: string;

  /** Where Vapi's API is; only tests point it elsewhere (a local fixture server). */
  @IsOptional()
  @IsString()
  vapiApiBaseUrl: string = 'https://api.vapi.ai';

  /**
   * Hosts a recording may also be fetched from, besides Vapi's own (VOICE_RECORDING_HOSTS, comma-separated): a bucket
   * the recordings are kept in, or where Vapi's authenticated links redirect to. ".example.com" allows any name under it.
   */
  @IsString({ each: true })
  @Matches(/^\.?[a-z0-9-]+(\.[a-z0-9-]+)*$/, { each: true, message: 'VOICE_RECORDING_HOSTS must be host names, comma-separated' })
  recordingHosts: string[] = [];

  /** Test-only (VOICE_RECORDING_TEST_LOOPBACK=true, refused in production): recordings over plain http from loopback. */
  @IsBoolean()
  recordingTestLoopback: boolean = false;

  /** What the sandbox signs its simulated server messages with: VOICE_SANDBOX_SECRET, else derived from SESSION_SECRET's first value. */
  @IsString()
  @MinLength(16)
  sandboxSecret: string;

  /** Simulated calls per active receptionist per hour, on average, more in business hours; 0 stops them. */
  @IsInt({ message: 'SANDBOX_CALLS_PER_HOUR must be a whole number' })
  @Min(0)
  @Max(600)
  sandboxCallsPerHour: number = 4;

  /** Days a call's transcript, summary and recording are kept; its facts (time, duration, outcome) stay. */
  @IsInt({ message: 'CALL_RETENTION_DAYS must be a whole number' })
  @Min(1)
  @Max(3650)
  callRetentionDays: number = DEFAULT_CALL_RETENTION_DAYS;
}

export type VoiceConfigValues = VoiceConfig;

export const voiceConfig = registerAs('voice', () => {
  const vapiWebhookSecret = env('VAPI_WEBHOOK_SECRET');
  const chosen = env('VOICE_PLATFORM');
  if (isProduction() && !chosen && !vapiWebhookSecret) {
    throw new Error(
      'Invalid voice configuration:\n  - production needs VAPI_WEBHOOK_SECRET and VAPI_API_KEY, or VOICE_PLATFORM=sandbox to run simulated calls on purpose',
    );
  }
  const recordingTestLoopback = env('VOICE_RECORDING_TEST_LOOPBACK') === 'true';
  if (isProduction() && recordingTestLoopback) {
    throw new Error(
      'Invalid voice configuration:\n  - VOICE_RECORDING_TEST_LOOPBACK is for tests only: production fetches recordings over https from public addresses',
    );
  }
  return validateConfig(
    VoiceConfig,
    {
      platform: chosen ?? (vapiWebhookSecret ? 'vapi' : 'sandbox'),
      vapiWebhookSecret,
      vapiApiKey: env('VAPI_API_KEY'),
      vapiApiBaseUrl: env('VAPI_API_BASE_URL'),
      recordingHosts: env('VOICE_RECORDING_HOSTS')
        ?.split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
      recordingTestLoopback,
      sandboxSecret: ownOrDerivedSecrets('VOICE_SANDBOX_SECRET', 'voice-sandbox')[0],
      sandboxCallsPerHour: env('SANDBOX_CALLS_PER_HOUR'),
      callRetentionDays: env('CALL_RETENTION_DAYS'),
    },
    'voice',
  );
});
