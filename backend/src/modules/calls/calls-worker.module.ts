import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { QUEUES } from '../../jobs/queues';
import { ReceptionistsModule } from '../receptionists/receptionists.module';
import { CallEventsProcessor } from './call-events.processor';
import { CallFactsWriter } from './call-facts.writer';
import { CallRetentionJob } from './call-retention.job';
import { CallsCoreModule } from './calls-core.module';

/** The worker's side: the call-events processor, the sandbox's simulated calls and retention. */
@Module({
  imports: [CallsCoreModule, ReceptionistsModule, BullModule.registerQueue({ name: QUEUES.callEvents })],
  providers: [CallFactsWriter, CallEventsProcessor, CallRetentionJob],
})
export class CallsWorkerModule {}
