import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { QUEUES } from '../../jobs/queues';
import { MessagingCoreModule } from './messaging-core.module';
import { SmsStatusReportsJob } from './sms-status-reports.job';
import { TextSenderProcessor } from './text-sender.processor';

/** The worker's side: each queued text handed to the SMS gateway, and early status reports no text claimed let go. */
@Module({
  imports: [MessagingCoreModule, BullModule.registerQueue({ name: QUEUES.texts })],
  providers: [TextSenderProcessor, SmsStatusReportsJob],
})
export class MessagingWorkerModule {}
