import { Module } from '@nestjs/common';
import { QueueProducer } from '../../jobs/queue-producer.service';
import { AuthModule } from '../auth/auth.module';
import { BillingCoreModule } from '../billing/billing-core.module';
import { CallsCoreModule } from '../calls/calls-core.module';
import { ReceptionistsModule } from '../receptionists/receptionists.module';
import { SupportModule } from '../support/support.module';
import { ContactModule } from '../contact/contact.module';
import { AdminNoticesController } from './admin-notices.controller';
import { AdminQueuesController } from './admin-queues.controller';
import { AdminQueuesService } from './admin-queues.service';
import { AdminRecordsController } from './admin-records.controller';
import { AdminRecordsService } from './admin-records.service';
import { AdminUserDetailsService } from './admin-user-details.service';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersService } from './admin-users.service';
import { AdminWorkQueueController } from './admin-work-queue.controller';
import { AdminWorkQueueService } from './admin-work-queue.service';
import { AdminReceptionistSettingsController } from './admin-receptionist-settings.controller';
import { AdminReceptionistSettingsService } from './admin-receptionist-settings.service';
import { ReceptionistSettingsModule } from '../receptionist-settings/receptionist-settings.module';
import { AuditModule } from '../audit/audit.module';
import { AppointmentsModule } from '../appointments/appointments.module';
import { AdminAppointmentsController } from './admin-appointments.controller';
import { AdminCalendarConnectionsController } from './admin-calendar-connections.controller';
import { MessagingCoreModule } from '../messaging/messaging-core.module';
import { AdminTextsController } from './admin-texts.controller';

/** The back office's API (/api/admin/*): composes the other modules' services and audits every change. */
@Module({
  imports: [
    AppointmentsModule,
    AuditModule,
    AuthModule,
    BillingCoreModule,
    CallsCoreModule,
    ContactModule,
    MessagingCoreModule,
    ReceptionistsModule,
    ReceptionistSettingsModule,
    SupportModule,
  ],
  controllers: [
    AdminAppointmentsController,
    AdminUsersController,
    AdminRecordsController,
    AdminWorkQueueController,
    AdminReceptionistSettingsController,
    AdminCalendarConnectionsController,
    AdminTextsController,
    AdminQueuesController,
    AdminNoticesController,
  ],
  // Its own producer: the api reads queue counts, while the worker's relay publishes.
  providers: [
    AdminUsersService,
    AdminRecordsService,
    AdminWorkQueueService,
    AdminReceptionistSettingsService,
    AdminUserDetailsService,
    AdminQueuesService,
    QueueProducer,
  ],
})
export class AdminModule {}
