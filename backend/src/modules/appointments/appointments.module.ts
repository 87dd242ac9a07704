import { Module } from '@nestjs/common';
import { ReceptionistsModule } from '../receptionists/receptionists.module';
import { ReceptionistSettingsModule } from '../receptionist-settings/receptionist-settings.module';
import { AppointmentChanges } from './appointment-changes.service';
import { AppointmentsController } from './appointments.controller';
import { AppointmentsCoreModule } from './appointments-core.module';
import { CalendarConnectionsController } from './calendar-connections.controller';
import { CalendarConnectionsService } from './calendar-connections.service';

/** The api's side of appointments: the business's Appointments page, and connecting its calendar. */
@Module({
  imports: [AppointmentsCoreModule, ReceptionistSettingsModule, ReceptionistsModule],
  controllers: [AppointmentsController, CalendarConnectionsController],
  providers: [AppointmentChanges, CalendarConnectionsService],
  exports: [AppointmentsCoreModule, AppointmentChanges, CalendarConnectionsService],
})
export class AppointmentsModule {}
