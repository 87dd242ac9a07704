import { Module } from '@nestjs/common';
import { CustomerPlansModule } from '../billing/customer-plans.module';
import { CallsCoreModule } from '../calls/calls-core.module';
import { ReceptionistsModule } from '../receptionists/receptionists.module';
import { KnowledgeGapAnswers } from './knowledge-gap-answers.service';
import { KnowledgeGapsController } from './knowledge-gaps.controller';
import { ReceptionistSettingsController } from './receptionist-settings.controller';
import { ReceptionistSettingsService } from './receptionist-settings.service';
import { SettingsDeliveriesController } from './settings-deliveries.controller';

@Module({
  // Calls keeps the questions callers asked (knowledge gaps); settings answers them. Calls never imports settings.
  imports: [ReceptionistsModule, CustomerPlansModule, CallsCoreModule],
  controllers: [ReceptionistSettingsController, SettingsDeliveriesController, KnowledgeGapsController],
  providers: [ReceptionistSettingsService, KnowledgeGapAnswers],
  exports: [ReceptionistSettingsService],
})
export class ReceptionistSettingsModule {}
