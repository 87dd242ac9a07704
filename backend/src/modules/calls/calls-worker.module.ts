import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { QUEUES } from '../../jobs/queues';
import { CustomerPlansModule } from '../billing/customer-plans.module';
import { ReceptionistsModule } from '../receptionists/receptionists.module';
import { CallUsageAlerts } from './call-usage-alerts';
import { CallEventsProcessor } from './call-events.processor';
import { CallFactsWriter } from './call-facts.writer';
import { CallRetentionJob } from './call-retention.job';
import { CallsCoreModule } from './calls-core.module';
import { SandboxCallScheduler } from './platforms/sandbox/sandbox-call-scheduler.job';

/** The worker's side: the call-events processor and its usage alerts, the sandbox's simulated calls and retention. */
@Module({
  imports: [CallsCoreModule, CustomerPlansModule, ReceptionistsModule, BullModule.registerQueue({ name: QUEUES.callEvents })],
  providers: [CallFactsWriter, CallUsageAlerts, CallEventsProcessor, CallRetentionJob, SandboxCallScheduler],
})
export class CallsWorkerModule {}
