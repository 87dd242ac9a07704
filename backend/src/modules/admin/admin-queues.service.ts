import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { withTimeout } from '../../common/async/with-timeout';
import { appError } from '../../common/errors/app.exception';
import { QUEUE_NAMES, QueueName } from '../../jobs/queues';
import { QueueProducer } from '../../jobs/queue-producer.service';
import { User } from '../users/user.entity';
import { ADMIN_ERRORS } from './admin.errors';
import { AuditLog } from '../audit/audit-log.service';
import { QueueHealthDto } from './dto/queue-health.dto';

const REDIS_TIMEOUT_MS = 2000;

/** Background work at a glance: jobs per queue and state, work still in the outbox, and a retry for failed jobs. */
@Injectable()
export class AdminQueuesService {
  constructor(
    private readonly em: EntityManager,
    private readonly queues: QueueProducer,
    private readonly audit: AuditLog,
  ) {}

  async health(): Promise<QueueHealthDto[]> {
    const outbox = await this.em
      .getConnection()
      .execute<{ queue: string; unpublished: number; unprocessed: number }[]>(
        'select queue, count(*) filter (where published_at is null)::int as unpublished, count(*) filter (where processed_at is null)::int as unprocessed from outbox where processed_at is null group by queue',
      );
    return Promise.all(
      QUEUE_NAMES.map(async (name) => {
        const waitingInOutbox = outbox.find((row) => row.queue === name)?.unpublished ?? 0;
        try {
          const counts = await withTimeout(
            this.queues.queue(name).getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed'),
            REDIS_TIMEOUT_MS,
            'Redis',
          );
          return {
            name,
            available: true,
            waitingInOutbox,
            waiting: counts.waiting ?? 0,
            active: counts.active ?? 0,
            delayed: counts.delayed ?? 0,
            failed: counts.failed ?? 0,
            completed: counts.completed ?? 0,
          };
        } catch {
          return { name, available: false, waitingInOutbox, waiting: 0, active: 0, delayed: 0, failed: 0, completed: 0 };
        }
      }),
    );
  }

  /** Moves every failed job of a queue back to waiting; processors are idempotent, so a retry never does work twice. */
  async retryFailed(admin: User, name: string): Promise<number> {
    if (!this.queues.isKnown(name)) throw appError(ADMIN_ERRORS.UNKNOWN_QUEUE);
    const queue = this.queues.queue(name as QueueName);
    const failed = await withTimeout(queue.getJobCountByTypes('failed'), REDIS_TIMEOUT_MS, 'Redis');
    await withTimeout(queue.retryJobs({ state: 'failed' }), REDIS_TIMEOUT_MS, 'Redis');
    await this.em
      .fork()
      .transactional(async (tx) => this.audit.record(tx, admin, 'queue.retry_failed', { type: 'queue', id: name }, { failed }, { failed: 0 }));
    return failed;
  }
}
