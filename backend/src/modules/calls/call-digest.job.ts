import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { EntityManager } from '@mikro-orm/postgresql';
import { notificationsConfig, NotificationsConfig } from '../../config';
import { CallNotifications } from './call-notifications.service';
import { runScheduled } from '../../common/logging/log-context';

/**
 * Each account's digest of its day before, in its own time zone, from 7 AM there (docs/product.md#notifications). Every
 * DIGEST_INTERVAL_SECONDS (an hour) in the worker, so each owner's 7 o'clock hour has a run, and a worker that was down
 * then sends it when it is back; only the day before is caught up. Any number of workers may run it at once: each
 * account's day is claimed by its row in call_digests, in the transaction that queues its mail.
 */
@Injectable()
export class CallDigestJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(CallDigestJob.name);
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly em: EntityManager,
    private readonly notifications: CallNotifications,
    private readonly scheduler: SchedulerRegistry,
    @Inject(notificationsConfig.KEY) private readonly config: NotificationsConfig,
  ) {}

  // An interval, not a cron line, so a run's pace is configuration (the e2e journey waits seconds, not an hour).
  onApplicationBootstrap(): void {
    this.scheduler.addInterval(
      'call-digest',
      setInterval(() => {
        this.running ??= runScheduled('call-digest', () => this.run())
          .catch((error: Error) => this.logger.error(`digests not decided: ${error.message}`))
          .finally(() => (this.running = null));
      }, this.config.digestIntervalSeconds * 1000),
    );
  }

  // Before the ORM closes: a run in hand finishes its account.
  async onModuleDestroy(): Promise<void> {
    if (this.scheduler.doesExist('interval', 'call-digest')) this.scheduler.deleteInterval('call-digest');
    await this.running;
  }

  /** Public for tests: returns how many accounts' digests this run decided. */
  async run(now = new Date()): Promise<number> {
    let decided = 0;
    for (const due of await this.notifications.digestsDue(this.em.fork(), now)) {
      if (await this.em.fork().transactional((tx) => this.notifications.sendDigest(tx, due))) decided += 1;
    }
    if (decided) this.logger.log(`decided the digests of ${decided} accounts`);
    return decided;
  }
}
