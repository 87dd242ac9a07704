import { InjectQueue, Processor } from '@nestjs/bullmq';
import { EntityManager } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import { OutboxJobProcessor } from '../../jobs/outbox-job.processor';
import { QUEUES } from '../../jobs/queues';
import { AppointmentsService, type CalendarSyncJob } from './appointments.service';

/**
 * Writes each booked, moved or cancelled appointment to the business's calendar (docs/product.md#appointments), in
 * the transaction that marks its outbox row; the calendar's timeouts and 5xx are retried with backoff. The event's id
 * is ours, so a retry after a write that did land writes it once.
 */
@Processor(QUEUES.calendarSync)
export class CalendarSyncProcessor extends OutboxJobProcessor<CalendarSyncJob> {
  constructor(
    em: EntityManager,
    private readonly appointments: AppointmentsService,
    @InjectQueue(QUEUES.calendarSync) queue: Queue,
  ) {
    super(QUEUES.calendarSync, queue, em);
  }

  protected async apply(tx: EntityManager, job: CalendarSyncJob): Promise<void> {
    await this.appointments.writeToCalendar(tx, job);
  }
}
