import { registerAs } from '@nestjs/config';
import { IsEmail, IsString, Matches } from 'class-validator';
import { env, validateConfig } from './validate-config';

class MailConfig {
  @IsString()
  @Matches(/^smtps?:\/\//, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  smtpUrl: string = 'smtp://127.0.0.1:1025';

  @IsString()
  from: string = 'AI Receptionists <no-reply@example.com>';

  @IsEmail({ require_tld: false }, { message: 'SALES_EMAIL must be an e-mail address' })
  salesEmail: string = 'sales@example.com';

  @IsEmail({ require_tld: false }, { message: 'SUPPORT_EMAIL must be an e-mail address' })
  supportEmail: string = 'support@example.com';

  /** Where our team hears of what waits for it: new requests, tickets, changes to live receptionists, failed checks. */
  @IsEmail({ require_tld: false }, { message: 'TEAM_EMAIL must be an e-mail address' })
  teamEmail: string = 'team@example.com';
}

export type MailConfigValues = MailConfig;

export const mailConfig = registerAs('mail', () =>
  validateConfig(
    MailConfig,
    { smtpUrl: env('SMTP_URL'), from: env('MAIL_FROM'), salesEmail: env('SALES_EMAIL'), supportEmail: env('SUPPORT_EMAIL'), teamEmail: env('TEAM_EMAIL') },
    'mail',
  ),
);
