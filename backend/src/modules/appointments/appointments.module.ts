import { Module } from '@nestjs/common';
import { CallsCoreModule } from '../calls/calls-core.module';
import { ReceptionistsModule } from '../receptionists/receptionists.module';
import { ReceptionistSettingsModule } from '../receptionist-settings/receptionist-settings.module';
import { AppointmentChanges } from './appointment-changes.service';
import { AppointmentsController } from './appointments.controller';
import { AppointmentsCoreModule } from './appointments-core.module';
import { CalendarConnectionsController } from './calendar-connections.controller';
import { CalendarConnectionsService } from './calendar-connections.service';

/** The api's side of appointments: the business's Appointments page, and connecting its calendar. */
@Module({
  // Calls' caller texts tell a caller of a change; messaging registers them, and appointments never imports it.
  imports: [AppointmentsCoreModule, CallsCoreModule, ReceptionistSettingsModule, ReceptionistsModule],
  controllers: [AppointmentsController, CalendarConnectionsController],
  providers: [AppointmentChanges, CalendarConnectionsService],
  exports: [AppointmentsCoreModule, AppointmentChanges, CalendarConnectionsService],
})
export class AppointmentsModule {}
