import { Module, type OnModuleInit } from '@nestjs/common';
import { CallsCoreModule } from '../calls/calls-core.module';
import { VoiceTools } from '../calls/voice-tools';
import { ReceptionistSettingsModule } from '../receptionist-settings/receptionist-settings.module';
import { ReceptionistSettingsService } from '../receptionist-settings/receptionist-settings.service';
import { appointmentTools } from './appointment-tools';
import { AppointmentsService } from './appointments.service';
import { CALENDAR } from './calendars/calendar';
import { SandboxCalendar } from './calendars/sandbox/sandbox-calendar';

/**
 * Appointments' services for both processes: the appointments, the business's calendar (the sandbox calendar by
 * default), and the tools receptionists book, move and cancel with, registered in both: the api runs them, the worker
 * gives their definitions to the assistants.
 */
@Module({
  // Calls runs the tools and settings holds the business's rules; neither imports appointments.
  imports: [CallsCoreModule, ReceptionistSettingsModule],
  providers: [AppointmentsService, SandboxCalendar, { provide: CALENDAR, useExisting: SandboxCalendar }],
  exports: [AppointmentsService, SandboxCalendar, CALENDAR],
})
export class AppointmentsCoreModule implements OnModuleInit {
  constructor(
    private readonly tools: VoiceTools,
    private readonly appointments: AppointmentsService,
    private readonly settings: ReceptionistSettingsService,
  ) {}

  onModuleInit(): void {
    this.tools.register(...appointmentTools({ appointments: this.appointments, settingsOf: (id, tx) => this.settings.rulesOf(id, tx) }));
  }
}
