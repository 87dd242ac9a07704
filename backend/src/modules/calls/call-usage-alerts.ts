import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { appConfig, AppConfig } from '../../config';
import { MailService } from '../../mail/mail.service';
import { CustomerPlans } from '../billing/customer-plans';
import { NotificationsService } from '../notifications/notifications.service';
import { findPlan } from '../plans/plan-catalogue';
import { projectedCalls } from '../plans/plan-limits.policy';
import { User } from '../users/user.entity';
import { CallUsageService } from './call-usage.service';
import { usageAlertMail } from './calls.mails';

/** The shares of the allowance that mail the customer, each once per usage period (docs/product.md#usage-alerts). */
export const USAGE_ALERT_THRESHOLDS = [80, 100] as const;

/** The first key of the customers' advisory locks taken here (the second is the customer's id). */
const ALERT_LOCK = 18_0080;

/** Mails a customer whose calls reach 80% and 100% of their plan's allowance, once each per period, whatever the concurrency. */
@Injectable()
export class CallUsageAlerts {
  private readonly logger = new Logger(CallUsageAlerts.name);

  constructor(
    private readonly usage: CallUsageService,
    private readonly plans: CustomerPlans,
    private readonly mail: MailService,
    private readonly notifications: NotificationsService,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  /**
   * In the transaction that wrote a call of the customer, after the call's row: the customer's lock makes a concurrent
   * transaction's count wait for this one's commit and see its call (read committed), so the call that crosses a
   * threshold is always seen as crossing it; the alert's row, inserted once per period, makes one mail of two crossings.
   */
  async afterCall(tx: EntityManager, userId: number | null, now = new Date()): Promise<void> {
    if (userId === null) return;
    const period = this.usage.periodOf(userId, await this.plans.forUser(userId, tx), now);
    // Unlimited plans have nothing to warn of; without a plan there is no allowance to share out.
    if (!period.allowance) return;
    const run = <T>(sql: string, params: unknown[]) => tx.getConnection().execute<T[]>(sql, params, 'all', tx.getTransactionContext());
    await run('select pg_advisory_xact_lock(?, ?)', [ALERT_LOCK, userId]);
    const used = await this.usage.countedIn(tx, period);
    const reached = USAGE_ALERT_THRESHOLDS.filter((threshold) => used * 100 >= threshold * period.allowance!);
    if (reached.length === 0) return;
    const inserted = await run<{ threshold: number }>(
      `insert into call_usage_alerts (user_id, period_start, period_end, threshold) select ?, ?, ?, t from unnest(?::int[]) t
        on conflict do nothing returning threshold`,
      [userId, period.start, period.end, `{${reached.join(',')}}`],
    );
    if (inserted.length === 0) return;
    // Both at once (a small allowance, or a downgrade below this period's calls): one mail, of the higher.
    const threshold = Math.max(...inserted.map((row) => row.threshold));
    // The alert is recorded either way (the back office's near-allowance filter reads it); the mail only when wanted.
    if (!(await this.notifications.wants(tx, userId, 'usage_alerts'))) {
      this.logger.log(`usage alert ${threshold}% for user ${userId} (${used} of ${period.allowance}), not mailed: usage alerts are off`);
      return;
    }
    const owner = await tx.findOneOrFail(User, userId);
    const usage = {
      threshold,
      used,
      allowance: period.allowance,
      periodEnd: period.end,
      projected: projectedCalls(used, period, now),
      upgradeTo: findPlan(period.upgradeTo) ?? null,
    };
    const queued = this.mail.queueToUser(tx, owner, usageAlertMail(owner, usage, this.app.appUrl, this.notifications.unsubscribeLink(userId, 'usage_alerts')));
    this.logger.log(`usage alert ${threshold}% for user ${userId} (${used} of ${period.allowance})${queued ? '' : ', not mailed: address not verified'}`);
  }
}
