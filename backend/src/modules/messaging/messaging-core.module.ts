import { Inject, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { appConfig, type AppConfig, smsConfig, type SmsConfig } from '../../config';
import { isProduction } from '../../config/validate-config';
import { CustomerPlansModule } from '../billing/customer-plans.module';
import { CallsCoreModule } from '../calls/calls-core.module';
import { CallerTexts } from '../calls/caller-texts';
import { VoiceTools } from '../calls/voice-tools';
import { ReceptionistSettingsModule } from '../receptionist-settings/receptionist-settings.module';
import { SandboxSmsGateway } from './gateways/sandbox-sms.gateway';
import { SMS_GATEWAY, type SmsGateway } from './gateways/sms-gateway';
import { TwilioSmsGateway } from './gateways/twilio-sms.gateway';
import { SendSmsLinkTool } from './send-sms-link.tool';
import { TextsService } from './texts.service';

/**
 * Messaging's services for both processes: the texts and opt-outs, the SMS gateway (Twilio when TWILIO_ACCOUNT_SID,
 * TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER are set, else the sandbox, whose reports go through the same status code),
 * and `send_sms_link` with the caller texts (caller-texts.ts), registered in both: the api runs the tool, shows the
 * texts and sends the business's, the worker gives the tool's definition to the assistants.
 */
@Module({
  // Calls runs the tools and shows the usage, settings holds the links; neither imports messaging.
  imports: [CallsCoreModule, ReceptionistSettingsModule, CustomerPlansModule],
  providers: [
    TextsService,
    SendSmsLinkTool,
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
export class MessagingCoreModule implements OnModuleInit {
  constructor(
    private readonly tools: VoiceTools,
    private readonly tool: SendSmsLinkTool,
    private readonly callerTexts: CallerTexts,
    private readonly texts: TextsService,
    @Inject(SMS_GATEWAY) private readonly gateway: SmsGateway,
  ) {}

  onModuleInit(): void {
    this.tools.register(this.tool);
    this.callerTexts.register({
      sentIn: (periods, em) => this.texts.sentIn(periods, em),
      ofCall: (userId, platformCallId) => this.texts.ofCall(userId, platformCallId),
      send: async (tx, text, now) =>
        (await this.texts.queue(tx, { ...text, platformCallId: null, toolCallId: null, linkName: null }, now, this.gateway.senderNumber)).outcome,
    });
  }
}
