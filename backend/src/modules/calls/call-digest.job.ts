import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { EntityManager } from '@mikro-orm/postgresql';
import { CallNotifications } from './call-notifications.service';

/**
 * Each account's digest of the UTC day before (docs/product.md#notifications). Hourly in the worker, so a worker that
 * was down at midnight sends it when it is back; only the day before is caught up. Any number of workers may run it at
 * once: each account's day is claimed by its row in call_digests, in the transaction that queues its mail.
 */
@Injectable()
export class CallDigestJob {
  private readonly logger = new Logger(CallDigestJob.name);

  constructor(
    private readonly em: EntityManager,
    private readonly notifications: CallNotifications,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'call-digest' })
  async scheduled(): Promise<void> {
    await this.run();
  }

  /** Public for tests: returns how many accounts' digests this run decided. */
  async run(now = new Date()): Promise<number> {
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const day = new Date(today - 24 * 60 * 60 * 1000);
    let decided = 0;
    for (const userId of await this.notifications.digestsDue(this.em.fork(), day)) {
      if (await this.em.fork().transactional((tx) => this.notifications.sendDigest(tx, userId, day))) decided += 1;
    }
    if (decided) this.logger.log(`decided the digests of ${decided} accounts for ${day.toISOString().slice(0, 10)}`);
    return decided;
  }
}
