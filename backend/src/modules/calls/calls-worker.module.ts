import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { QUEUES } from '../../jobs/queues';
import { CallsCoreModule } from './calls-core.module';
import { SandboxCallScheduler } from './platforms/sandbox/sandbox-call-scheduler.job';

/** The worker's side: the call-events processor, the sandbox's simulated calls and retention. */
@Module({
  imports: [CallsCoreModule, BullModule.registerQueue({ name: QUEUES.callEvents })],
  providers: [SandboxCallScheduler],
})
export class CallsWorkerModule {}
