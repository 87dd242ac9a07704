import { Module } from '@nestjs/common';
import { ReceptionistSettingsModule } from '../receptionist-settings/receptionist-settings.module';
import { AppointmentChanges } from './appointment-changes.service';
import { AppointmentsController } from './appointments.controller';
import { AppointmentsCoreModule } from './appointments-core.module';

/** The api's side of appointments: the business's Appointments page. */
@Module({
  imports: [AppointmentsCoreModule, ReceptionistSettingsModule],
  controllers: [AppointmentsController],
  providers: [AppointmentChanges],
  exports: [AppointmentChanges],
})
export class AppointmentsModule {}
