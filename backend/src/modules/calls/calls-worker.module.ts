import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { QUEUES } from '../../jobs/queues';
import { CustomerPlansModule } from '../billing/customer-plans.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ReceptionistsModule } from '../receptionists/receptionists.module';
import { CallDigestJob } from './call-digest.job';
import { CallUsageAlerts } from './call-usage-alerts';
import { CallEventsProcessor } from './call-events.processor';
import { CallFactsWriter } from './call-facts.writer';
import { CallNotifications } from './call-notifications.service';
import { CallRetentionJob } from './call-retention.job';
import { CallsCoreModule } from './calls-core.module';
import { SandboxCallScheduler } from './platforms/sandbox/sandbox-call-scheduler.job';
import { ForwardingCheckTimeoutsJob } from './forwarding-check-timeouts.job';

/** The worker's side: the call-events processor with the mail calls cause (summaries, usage alerts), the sandbox's simulated calls, digests and retention. */
@Module({
  imports: [CallsCoreModule, CustomerPlansModule, ReceptionistsModule, NotificationsModule, BullModule.registerQueue({ name: QUEUES.callEvents })],
  providers: [
    CallFactsWriter,
    CallNotifications,
    CallUsageAlerts,
    CallEventsProcessor,
    CallDigestJob,
    CallRetentionJob,
    SandboxCallScheduler,
    ForwardingCheckTimeoutsJob,
  ],
})
export class CallsWorkerModule {}
