import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { QUEUES } from '../../jobs/queues';
import { CallsCoreModule } from '../calls/calls-core.module';
import { AssistantSettingsProcessor } from './assistant-settings.processor';
import { ReceptionistSettingsModule } from './receptionist-settings.module';

/** The worker's side: each saved version sent to the receptionist's voice assistant. */
@Module({
  imports: [ReceptionistSettingsModule, CallsCoreModule, BullModule.registerQueue({ name: QUEUES.assistantSettings })],
  providers: [AssistantSettingsProcessor],
})
export class ReceptionistSettingsWorkerModule {}
