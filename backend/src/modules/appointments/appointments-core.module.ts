import { Module } from '@nestjs/common';
import { calendarConfig } from '../../config';
import type { CalendarConfigValues } from '../../config/calendar.config';
import { AppointmentsService } from './appointments.service';
import { CalendarDirectory } from './calendars/calendar-directory';
import { GoogleOAuth } from './calendars/google/google-oauth';
import { SandboxCalendar } from './calendars/sandbox/sandbox-calendar';
import { TokenCipher } from './calendars/token-cipher';

/**
 * Appointments' services for both processes: the appointments and each business's calendar (the sandbox calendar, or
 * its Google Calendar once connected).
 */
@Module({
  providers: [
    AppointmentsService,
    SandboxCalendar,
    CalendarDirectory,
    { provide: TokenCipher, inject: [calendarConfig.KEY], useFactory: (config: CalendarConfigValues) => new TokenCipher(config.tokenKeys) },
    { provide: GoogleOAuth, inject: [calendarConfig.KEY], useFactory: (config: CalendarConfigValues) => new GoogleOAuth(config) },
  ],
  exports: [AppointmentsService, SandboxCalendar, CalendarDirectory, TokenCipher, GoogleOAuth],
})
export class AppointmentsCoreModule {}
