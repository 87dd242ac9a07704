import { Module } from '@nestjs/common';
import { CustomerPlansModule } from '../billing/customer-plans.module';
import { ReceptionistsModule } from '../receptionists/receptionists.module';
import { ReceptionistSettingsController } from './receptionist-settings.controller';
import { ReceptionistSettingsService } from './receptionist-settings.service';
import { SettingsDeliveriesController } from './settings-deliveries.controller';

@Module({
  imports: [ReceptionistsModule, CustomerPlansModule],
  controllers: [ReceptionistSettingsController, SettingsDeliveriesController],
  providers: [ReceptionistSettingsService],
  exports: [ReceptionistSettingsService],
})
export class ReceptionistSettingsModule {}
