import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { EntityManager } from '@mikro-orm/postgresql';
import { appConfig, AppConfig, paymentsConfig, PaymentsConfig } from '../../../../config';
import { BillingEventsInbox } from '../../billing-events.inbox';
import { chargeSavedCard, endSubscription, renewSubscription, saveSubscription, trialWillEndAt } from './sandbox-billing';
import { itemOf, SANDBOX_TIME, SandboxTime, SubscriptionDoc, unix } from './sandbox-documents';
import { SandboxStore } from './sandbox-store';

export interface ClockScope {
  /** Only this customer's subscriptions (tests share one database). */
  customerId?: string;
}

/** A bound on one run, so a bug that keeps a subscription due can never spin forever. */
const MAX_STEPS_PER_RUN = 10_000;

/**
 * Time in the sandbox, as Stripe's own clock moves subscriptions: trial notices, trial ends, renewals, payment retries
 * and cancellations at period end. Every subscription keeps the next moment it is due (`_sandbox.next_due`); a run
 * claims due subscriptions one at a time with `for update skip locked` and plays each due moment in order, each in its
 * own transaction with its events. Any number of workers may run it at once: a subscription is charged once.
 */
@Injectable()
export class SandboxClock {
  private readonly logger = new Logger(SandboxClock.name);
  private readonly time: SandboxTime;
  private running = false;

  constructor(
    private readonly em: EntityManager,
    private readonly inbox: BillingEventsInbox,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
    @Inject(paymentsConfig.KEY) private readonly payments: PaymentsConfig,
    @Optional() @Inject(SANDBOX_TIME) time?: SandboxTime,
  ) {
    this.time = time ?? (() => new Date());
  }

  @Cron(CronExpression.EVERY_MINUTE, { name: 'sandbox-clock' })
  async tick(): Promise<void> {
    if (this.payments.provider !== 'sandbox' || this.running) return;
    this.running = true;
    try {
      const steps = await this.advance(this.time());
      if (steps > 0) this.logger.log(`sandbox clock: ${steps} subscription change(s)`);
    } catch (error) {
      this.logger.error('sandbox clock run failed', error instanceof Error ? error.stack : String(error));
    } finally {
      this.running = false;
    }
  }

  /** Plays everything due up to `now` (tests pass a future date); returns how many steps it took. */
  async advance(now: Date, scope: ClockScope = {}): Promise<number> {
    const failed: string[] = [];
    let steps = 0;
    while (steps < MAX_STEPS_PER_RUN) {
      let claimed: string | null;
      try {
        claimed = await this.em.fork().transactional(async (tx) => {
          const due = await this.claimDue(tx, unix(now), scope, failed);
          if (!due) return null;
          const store = new SandboxStore(tx, this.inbox, due.at);
          await this.step(store, await store.get('subscription', due.id));
          return due.id;
        });
      } catch (error) {
        // One broken subscription must not stop the others; it is tried again on the next run.
        const id = (error as { subscriptionId?: string }).subscriptionId;
        this.logger.error(`sandbox clock step failed${id ? ` for ${id}` : ''}`, error instanceof Error ? error.stack : String(error));
        if (!id) throw error;
        failed.push(id);
        continue;
      }
      if (!claimed) break;
      steps++;
    }
    return steps;
  }

  /** The subscription due first, locked; those other runs hold are skipped, those that failed in this run excluded. */
  private async claimDue(tx: EntityManager, now: number, scope: ClockScope, failed: string[]): Promise<{ id: string; at: number } | null> {
    const params: unknown[] = [now];
    let filters = '';
    if (scope.customerId) {
      filters += " and data->>'customer' = ?";
      params.push(scope.customerId);
    }
    if (failed.length > 0) {
      filters += ` and id not in (${failed.map(() => '?').join(', ')})`;
      params.push(...failed);
    }
    const rows = await tx.getConnection().execute<{ id: string; at: string }[]>(
      `select id, (data->'_sandbox'->>'next_due')::bigint as at from sandbox_objects
       where type = 'subscription' and (data->'_sandbox'->>'next_due')::bigint <= ?${filters}
       order by at, id limit 1 for update skip locked`,
      params,
      'all',
      tx.getTransactionContext(),
    );
    return rows[0] ? { id: rows[0].id, at: Number(rows[0].at) } : null;
  }

  /** Plays the one moment the subscription is due at (`store.now`). */
  private async step(store: SandboxStore, subscription: SubscriptionDoc): Promise<void> {
    try {
      const item = itemOf(subscription);
      if (
        subscription.status === 'trialing' &&
        !subscription._sandbox.trial_will_end_sent &&
        trialWillEndAt(subscription) <= store.now &&
        store.now < (subscription.trial_end ?? 0)
      ) {
        subscription._sandbox.trial_will_end_sent = true;
        await saveSubscription(store, subscription);
        await store.emit('customer.subscription.trial_will_end', subscription);
      } else if (item.current_period_end <= store.now) {
        const missingCard = subscription.status === 'trialing' && !subscription.default_payment_method;
        if (subscription.cancel_at_period_end || missingCard) await endSubscription(store, subscription, item.current_period_end);
        else await renewSubscription(store, subscription, this.app.appUrl);
      } else {
        await this.retry(store, subscription);
      }
    } catch (error) {
      throw Object.assign(error instanceof Error ? error : new Error(String(error)), { subscriptionId: subscription.id });
    }
  }

  /** Another attempt at the open invoice; after the last one the subscription is cancelled. */
  private async retry(store: SandboxStore, subscription: SubscriptionDoc): Promise<void> {
    const invoice = await store.find('invoice', subscription.latest_invoice, true);
    if (subscription.status !== 'past_due' || invoice?.status !== 'open') {
      await saveSubscription(store, subscription, invoice); // nothing due after all: only the schedule was stale
      return;
    }
    const { refusal, exhausted } = await chargeSavedCard(store, invoice, subscription);
    if (!refusal) {
      subscription.status = 'active';
      await saveSubscription(store, subscription, invoice);
      await store.emit('customer.subscription.updated', subscription);
    } else if (exhausted) {
      await endSubscription(store, subscription, store.now);
    } else {
      await saveSubscription(store, subscription, invoice);
    }
  }
}
