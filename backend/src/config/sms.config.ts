import { registerAs } from '@nestjs/config';
import { IsIn, IsString, Matches, ValidateIf } from 'class-validator';
import { env, isProduction, validateConfig } from './validate-config';

const usesTwilio = (config: SmsConfig) => config.provider === 'twilio';

/** Twilio's account SIDs: AC and 32 hexadecimal digits. */
const ACCOUNT_SID = /^AC[0-9a-fA-F]{32}$/;
/** A sending number in E.164, or a Messaging Service's SID (MG and 32 hexadecimal digits), which picks the number itself. */
const SENDER = /^(\+[1-9]\d{7,14}|MG[0-9a-fA-F]{32})$/;

class SmsConfig {
  /**
   * SMS_PROVIDER, else Twilio when any of TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER is set, else the
   * built-in sandbox, which sends nothing: production runs the sandbox only when SMS_PROVIDER=sandbox says so.
   */
  @IsIn(['twilio', 'sandbox'], { message: 'SMS_PROVIDER must be twilio or sandbox' })
  provider: 'twilio' | 'sandbox' = 'sandbox';

  @ValidateIf(usesTwilio)
  @Matches(ACCOUNT_SID, { message: 'TWILIO_ACCOUNT_SID must be an account SID: AC followed by 32 hexadecimal digits' })
  twilioAccountSid?: string;

  /** Authenticates our requests to Twilio (Basic auth) and Twilio's to us (X-Twilio-Signature). */
  @ValidateIf(usesTwilio)
  @IsString({ message: 'TWILIO_AUTH_TOKEN is required with TWILIO_ACCOUNT_SID' })
  @Matches(/^\S{16,}$/, { message: 'TWILIO_AUTH_TOKEN must be at least 16 characters, without spaces' })
  twilioAuthToken?: string;

  @ValidateIf(usesTwilio)
  @Matches(SENDER, { message: 'TWILIO_FROM_NUMBER must be a number in E.164 (+14155550100) or a Messaging Service SID (MG…)' })
  twilioFromNumber?: string;

  /** Where Twilio's API is; only tests point it elsewhere (a local stand-in). */
  @IsString()
  twilioApiBaseUrl: string = 'https://api.twilio.com';
}

export type SmsConfigValues = SmsConfig;

export const smsConfig = registerAs('sms', () => {
  const twilio = { twilioAccountSid: env('TWILIO_ACCOUNT_SID'), twilioAuthToken: env('TWILIO_AUTH_TOKEN'), twilioFromNumber: env('TWILIO_FROM_NUMBER') };
  const chosen = env('SMS_PROVIDER');
  // Any one of them set means Twilio was meant: the other two missing is a mistake to report, not a reason to text nobody.
  const twilioMeant = Object.values(twilio).some((value) => value !== undefined);
  // A receptionist tells the caller "I've texted you the link": in production the sandbox, which texts nobody, is chosen, never fallen into.
  if (isProduction() && !chosen && !twilioMeant) {
    throw new Error(
      'Invalid sms configuration:\n  - production needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER, or SMS_PROVIDER=sandbox to run the SMS sandbox (texts reach nobody) on purpose',
    );
  }
  const provider = chosen ?? (twilioMeant ? 'twilio' : 'sandbox');
  return validateConfig(SmsConfig, { provider, ...twilio, twilioApiBaseUrl: env('TWILIO_API_BASE_URL') }, 'sms');
});
