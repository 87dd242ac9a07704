import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { QUEUES } from '../jobs/queues';
import { MailProcessor } from './mail.processor';

// registerQueue also brings @nestjs/bullmq's registrar, which starts the processor's worker.
@Module({ imports: [BullModule.registerQueue({ name: QUEUES.mail })], providers: [MailProcessor] })
export class MailWorkerModule {}
