import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { CoreModule } from './core.module';
import { JobsWorkerModule } from './jobs/jobs-worker.module';
import { MailWorkerModule } from './mail/mail-worker.module';
import { WorkerMetricsModule } from './metrics/metrics.module';
import { AuthWorkerModule } from './modules/auth/auth-worker.module';
import { BillingWorkerModule } from './modules/billing/billing-worker.module';
import { CallsWorkerModule } from './modules/calls/calls-worker.module';
import { AppointmentsWorkerModule } from './modules/appointments/appointments-worker.module';
import { MessagingWorkerModule } from './modules/messaging/messaging-worker.module';
import { ReceptionistSettingsWorkerModule } from './modules/receptionist-settings/receptionist-settings-worker.module';

/** The worker process: queue processors, the outbox relay and scheduled jobs, without HTTP. */
@Module({
  imports: [
    CoreModule,
    ScheduleModule.forRoot(),
    JobsWorkerModule,
    MailWorkerModule,
    BillingWorkerModule,
    CallsWorkerModule,
    ReceptionistSettingsWorkerModule,
    AppointmentsWorkerModule,
    MessagingWorkerModule,
    AuthWorkerModule,
    WorkerMetricsModule,
  ],
})
export class WorkerModule {}
