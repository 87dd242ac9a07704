import { Module, type OnModuleInit } from '@nestjs/common';
import { CustomerPlansModule } from '../billing/customer-plans.module';
import { CallsCoreModule } from '../calls/calls-core.module';
import { VoiceTools } from '../calls/voice-tools';
import { ReceptionistsModule } from '../receptionists/receptionists.module';
import { KnowledgeGapAnswers } from './knowledge-gap-answers.service';
import { KnowledgeGapsController } from './knowledge-gaps.controller';
import { ReceptionistSettingsController } from './receptionist-settings.controller';
import { ReceptionistSettingsService } from './receptionist-settings.service';
import { SettingsDeliveriesController } from './settings-deliveries.controller';
import { transferTool } from './transfer-tool';

@Module({
  // Calls keeps the questions callers asked (knowledge gaps); settings answers them. Calls never imports settings.
  imports: [ReceptionistsModule, CustomerPlansModule, CallsCoreModule],
  controllers: [ReceptionistSettingsController, SettingsDeliveriesController, KnowledgeGapsController],
  providers: [ReceptionistSettingsService, KnowledgeGapAnswers],
  exports: [ReceptionistSettingsService],
})
export class ReceptionistSettingsModule implements OnModuleInit {
  constructor(
    private readonly tools: VoiceTools,
    private readonly settings: ReceptionistSettingsService,
  ) {}

  /** The transfer rules are the settings': `transfer_call` answers from them. */
  onModuleInit(): void {
    this.tools.register(transferTool((id, tx) => this.settings.rulesOf(id, tx)));
  }
}
