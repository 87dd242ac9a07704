import { Module, type OnModuleInit } from '@nestjs/common';
import { CallsCoreModule } from '../calls/calls-core.module';
import { VoiceTools } from '../calls/voice-tools';
import { ReceptionistsModule } from '../receptionists/receptionists.module';
import { ReceptionistSettingsModule } from '../receptionist-settings/receptionist-settings.module';
import { ReceptionistSettingsService } from '../receptionist-settings/receptionist-settings.service';
import { appointmentTools } from './appointment-tools';
import { AppointmentsCoreModule } from './appointments-core.module';
import { AppointmentsService } from './appointments.service';
import { CalendarConnectionsController } from './calendar-connections.controller';
import { CalendarConnectionsService } from './calendar-connections.service';

/** The api's side of appointments: the tools receptionists book, move and cancel with during calls, and connecting a business's calendar. */
@Module({
  // Calls runs the tools and settings holds the business's rules; neither imports appointments.
  imports: [AppointmentsCoreModule, CallsCoreModule, ReceptionistSettingsModule, ReceptionistsModule],
  controllers: [CalendarConnectionsController],
  providers: [CalendarConnectionsService],
  exports: [CalendarConnectionsService],
})
export class AppointmentsModule implements OnModuleInit {
  constructor(
    private readonly tools: VoiceTools,
    private readonly appointments: AppointmentsService,
    private readonly settings: ReceptionistSettingsService,
  ) {}

  onModuleInit(): void {
    this.tools.register(...appointmentTools({ appointments: this.appointments, settingsOf: (id, tx) => this.settings.rulesOf(id, tx) }));
  }
}
