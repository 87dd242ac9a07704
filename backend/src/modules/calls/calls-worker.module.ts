import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { QUEUES } from '../../jobs/queues';
import { NotificationsModule } from '../notifications/notifications.module';
import { ReceptionistsModule } from '../receptionists/receptionists.module';
import { CallDigestJob } from './call-digest.job';
import { CallEventsProcessor } from './call-events.processor';
import { CallFactsWriter } from './call-facts.writer';
import { CallNotifications } from './call-notifications.service';
import { CallRetentionJob } from './call-retention.job';
import { CallsCoreModule } from './calls-core.module';
import { SandboxCallScheduler } from './platforms/sandbox/sandbox-call-scheduler.job';

/** The worker's side: the call-events processor and the mail calls cause, the sandbox's simulated calls, digests and retention. */
@Module({
  imports: [CallsCoreModule, ReceptionistsModule, NotificationsModule, BullModule.registerQueue({ name: QUEUES.callEvents })],
  providers: [CallFactsWriter, CallNotifications, CallEventsProcessor, CallDigestJob, CallRetentionJob, SandboxCallScheduler],
})
export class CallsWorkerModule {}
