import { Logger, Module } from '@nestjs/common';
import { appConfig, type AppConfig, smsConfig, type SmsConfig } from '../../config';
import { isProduction } from '../../config/validate-config';
import { SandboxSmsGateway } from './gateways/sandbox-sms.gateway';
import { SMS_GATEWAY } from './gateways/sms-gateway';
import { TwilioSmsGateway } from './gateways/twilio-sms.gateway';
import { TextsService } from './texts.service';

/**
 * Messaging's services for both processes: the texts and opt-outs, and the SMS gateway (Twilio when TWILIO_ACCOUNT_SID,
 * TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER are set, else the sandbox, whose reports go through the same status code).
 */
@Module({
  providers: [
    TextsService,
    {
      provide: SMS_GATEWAY,
      inject: [smsConfig.KEY, appConfig.KEY, TextsService],
      useFactory: (config: SmsConfig, app: AppConfig, texts: TextsService) => {
        if (config.provider === 'twilio') return new TwilioSmsGateway(config, app.appUrl);
        // A text the caller is told was sent must not vanish unnoticed (docs/voice-platforms.md#texts).
        if (isProduction())
          new Logger('Messaging').warn('Texts go to the SMS sandbox and reach nobody: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER');
        return new SandboxSmsGateway((sid, status) => texts.applyStatus(sid, status));
      },
    },
  ],
  exports: [TextsService, SMS_GATEWAY],
})
export class MessagingCoreModule {}
