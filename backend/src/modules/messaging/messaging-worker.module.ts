import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { QUEUES } from '../../jobs/queues';
import { MessagingCoreModule } from './messaging-core.module';
import { TextSenderProcessor } from './text-sender.processor';

/** The worker's side: each queued text handed to the SMS gateway. */
@Module({
  imports: [MessagingCoreModule, BullModule.registerQueue({ name: QUEUES.texts })],
  providers: [TextSenderProcessor],
})
export class MessagingWorkerModule {}
