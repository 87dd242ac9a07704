import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { Queue } from 'bullmq';
import { withTimeout } from '../common/async/with-timeout';
import { redisConfig, RedisConfig } from '../config';
import { OutboxJobData, QUEUE_NAMES, QueueName, jobOptions } from './queues';
import { closeWorker } from './close-worker';
import { bullConnection } from './redis-options';

/**
 * The relay's handle on the queues. Commands fail at once while Redis is down (no offline queue), so an outage shows up
 * as a failed publish and the work simply stays in the outbox.
 */
const PUBLISH_TIMEOUT_MS = Number(process.env.QUEUE_PUBLISH_TIMEOUT_MS ?? 3000);

@Injectable()
export class QueueProducer implements OnModuleDestroy {
  private readonly logger = new Logger(QueueProducer.name);
  private readonly queues = new Map<QueueName, Queue>();

  constructor(@Inject(redisConfig.KEY) private readonly config: RedisConfig) {}

  async publish(queue: QueueName, name: string, data: OutboxJobData): Promise<void> {
    await this.command(queue, PUBLISH_TIMEOUT_MS, (target) => target.add(name, data, jobOptions(data.outboxId)));
  }

  /** How many jobs the queue holds in each state (waiting, active, delayed, failed, completed…), within `timeoutMs`. */
  jobCounts(queue: QueueName, timeoutMs: number): Promise<Record<string, number>> {
    return this.command(queue, timeoutMs, (target) => target.getJobCounts());
  }

  private async command<T>(queue: QueueName, timeoutMs: number, run: (target: Queue) => Promise<T>): Promise<T> {
    const target = this.queue(queue);
    try {
      return await withTimeout(run(target), timeoutMs, 'the queue');
    } catch (error) {
      // A queue whose connection failed may never recover on its own: the next command starts a fresh one. This one is
      // disconnected, not closed: a close waits for Redis, and its connection would otherwise back off and retry for ever.
      if (this.queues.get(queue) === target) this.queues.delete(queue);
      void target.disconnect().catch(() => undefined);
      throw error;
    }
  }

  queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        prefix: this.config.queuePrefix,
        connection: bullConnection(this.config.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }),
      });
      queue.on('error', (error) => this.logger.debug(`queue ${name}: ${error.message}`));
      this.queues.set(name, queue);
    }
    return queue;
  }

  isKnown(name: string): name is QueueName {
    return (QUEUE_NAMES as string[]).includes(name);
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => closeWorker(queue).catch(() => undefined)));
  }
}
