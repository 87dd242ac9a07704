import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { QUEUES } from '../../jobs/queues';
import { AppointmentsCoreModule } from './appointments-core.module';
import { CalendarSyncProcessor } from './calendar-sync.processor';

/** The worker's side: appointments written to the business's calendar. */
@Module({
  imports: [AppointmentsCoreModule, BullModule.registerQueue({ name: QUEUES.calendarSync })],
  providers: [CalendarSyncProcessor],
})
export class AppointmentsWorkerModule {}
