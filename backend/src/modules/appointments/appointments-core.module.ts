import { Module } from '@nestjs/common';
import { AppointmentsService } from './appointments.service';
import { CALENDAR } from './calendars/calendar';
import { SandboxCalendar } from './calendars/sandbox/sandbox-calendar';

/** Appointments' services for both processes: the appointments and the business's calendar (the sandbox calendar by default). */
@Module({
  providers: [AppointmentsService, SandboxCalendar, { provide: CALENDAR, useExisting: SandboxCalendar }],
  exports: [AppointmentsService, SandboxCalendar, CALENDAR],
})
export class AppointmentsCoreModule {}
