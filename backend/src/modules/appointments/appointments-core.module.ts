import { Module, type OnModuleInit } from '@nestjs/common';
import { calendarConfig } from '../../config';
import type { CalendarConfigValues } from '../../config/calendar.config';
import { CallsCoreModule } from '../calls/calls-core.module';
import { VoiceTools } from '../calls/voice-tools';
import { ReceptionistSettingsModule } from '../receptionist-settings/receptionist-settings.module';
import { ReceptionistSettingsService } from '../receptionist-settings/receptionist-settings.service';
import { appointmentTools } from './appointment-tools';
import { AppointmentsService } from './appointments.service';
import { CalendarDirectory } from './calendars/calendar-directory';
import { GoogleOAuth } from './calendars/google/google-oauth';
import { SandboxCalendar } from './calendars/sandbox/sandbox-calendar';
import { TokenCipher } from './calendars/token-cipher';

/**
 * Appointments' services for both processes: the appointments, each business's calendar (the sandbox calendar, or its
 * Google Calendar once connected), and the tools receptionists book, move and cancel with, registered in both: the api
 * runs them, the worker gives their definitions to the assistants.
 */
@Module({
  // Calls runs the tools and settings holds the business's rules; neither imports appointments.
  imports: [CallsCoreModule, ReceptionistSettingsModule],
  providers: [
    AppointmentsService,
    SandboxCalendar,
    CalendarDirectory,
    { provide: TokenCipher, inject: [calendarConfig.KEY], useFactory: (config: CalendarConfigValues) => new TokenCipher(config.tokenKeys) },
    { provide: GoogleOAuth, inject: [calendarConfig.KEY], useFactory: (config: CalendarConfigValues) => new GoogleOAuth(config) },
  ],
  exports: [AppointmentsService, SandboxCalendar, CalendarDirectory, TokenCipher, GoogleOAuth],
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
