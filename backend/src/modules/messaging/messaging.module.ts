import { Module, OnModuleInit } from '@nestjs/common';
import { CustomerPlansModule } from '../billing/customer-plans.module';
import { CallsCoreModule } from '../calls/calls-core.module';
import { TextUsage } from '../calls/text-usage';
import { VoiceTools } from '../calls/voice-tools';
import { ReceptionistSettingsModule } from '../receptionist-settings/receptionist-settings.module';
import { MessagingCoreModule } from './messaging-core.module';
import { SendSmsLinkTool } from './send-sms-link.tool';
import { SmsWebhookController } from './sms-webhook.controller';
import { SmsWebhooksService } from './sms-webhooks.service';
import { TextsService } from './texts.service';

/** The api's side of texts: the send_sms_link tool, the texts' count on the usage meter, and Twilio's webhooks. */
@Module({
  imports: [MessagingCoreModule, CallsCoreModule, ReceptionistSettingsModule, CustomerPlansModule],
  controllers: [SmsWebhookController],
  providers: [SendSmsLinkTool, SmsWebhooksService],
})
export class MessagingModule implements OnModuleInit {
  constructor(
    private readonly tools: VoiceTools,
    private readonly tool: SendSmsLinkTool,
    private readonly usage: TextUsage,
    private readonly texts: TextsService,
  ) {}

  onModuleInit(): void {
    this.tools.register(this.tool);
    this.usage.register((periods, em) => this.texts.sentIn(periods, em));
  }
}
