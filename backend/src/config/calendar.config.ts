import { registerAs } from '@nestjs/config';
import { ArrayNotEmpty, IsInt, IsOptional, IsString, IsUrl, Max, Min, MinLength, ValidateIf } from 'class-validator';
import { ownOrDerivedSecrets } from './secrets';
import { env, validateConfig } from './validate-config';

const url = { require_tld: false, require_protocol: true };

class CalendarConfig {
  /** The OAuth client of the Google Cloud project (GOOGLE_CLIENT_ID); unset, every receptionist stays on the sandbox calendar. */
  @IsOptional()
  @IsString()
  googleClientId?: string;

  @ValidateIf((config: CalendarConfig) => config.googleClientId !== undefined)
  @IsString({ message: 'GOOGLE_CLIENT_SECRET is required when GOOGLE_CLIENT_ID is set' })
  googleClientSecret?: string;

  /** Where Google's Calendar API and OAuth endpoints are; only tests point them elsewhere (a local stand-in server). */
  @IsUrl(url, { message: 'GOOGLE_API_BASE_URL must be an absolute URL' })
  googleApiBaseUrl: string = 'https://www.googleapis.com';

  @IsUrl(url, { message: 'GOOGLE_OAUTH_BASE_URL must be an absolute URL' })
  googleOAuthBaseUrl: string = 'https://oauth2.googleapis.com';

  /** Google's consent page, where the customer's browser is sent to allow access to their calendar. */
  @IsUrl(url)
  googleConsentUrl: string = 'https://accounts.google.com/o/oauth2/v2/auth';

  /** The longest one request to Google may take: a tool call during a phone call never waits longer. */
  @IsInt({ message: 'GOOGLE_TIMEOUT_MS must be a whole number' })
  @Min(100)
  @Max(30_000)
  googleTimeoutMs: number = 5_000;

  /**
   * What the stored Google tokens are encrypted with (the first) and read with (every one, for rotation):
   * CALENDAR_TOKEN_KEY, else keys derived from each value of SESSION_SECRET.
   */
  @ArrayNotEmpty({ message: 'CALENDAR_TOKEN_KEY or SESSION_SECRET is required in production' })
  @IsString({ each: true })
  @MinLength(32, { each: true, message: 'CALENDAR_TOKEN_KEY must be at least 32 characters' })
  tokenKeys!: string[];
}

export type CalendarConfigValues = CalendarConfig;

export const calendarConfig = registerAs('calendar', () =>
  validateConfig(
    CalendarConfig,
    {
      googleClientId: env('GOOGLE_CLIENT_ID'),
      googleClientSecret: env('GOOGLE_CLIENT_SECRET'),
      googleApiBaseUrl: env('GOOGLE_API_BASE_URL')?.replace(/\/+$/, ''),
      googleOAuthBaseUrl: env('GOOGLE_OAUTH_BASE_URL')?.replace(/\/+$/, ''),
      googleConsentUrl: env('GOOGLE_CONSENT_URL'),
      googleTimeoutMs: env('GOOGLE_TIMEOUT_MS'),
      tokenKeys: ownOrDerivedSecrets('CALENDAR_TOKEN_KEY', 'calendar-tokens'),
    },
    'calendar',
  ),
);
