import { Module } from '@nestjs/common';
import { MaintenanceJob } from './maintenance.job';
import { OutboxRelay } from './outbox-relay.service';
import { QueueProducer } from './queue-producer.service';

/** The worker's side of jobs: the relay that publishes the outbox, and the scheduled clean-up. */
@Module({ providers: [OutboxRelay, QueueProducer, MaintenanceJob], exports: [OutboxRelay, QueueProducer] })
export class JobsWorkerModule {}
