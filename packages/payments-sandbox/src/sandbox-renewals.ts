import { chargeSavedCard, endSubscription, renewSubscription, saveSubscription, type SandboxSettings, trialWillEndAt } from './sandbox-billing';
import { unix } from './sandbox-clock';
import { itemOf, type SubscriptionDoc } from './sandbox-documents';
import { type SandboxDatabase, SandboxStore } from './sandbox-store';

export interface ClockScope {
  /** Only this customer's subscriptions (tests share one database). */
  customerId?: string;
}

/** What one run did: the steps it played, and the subscriptions whose step failed (left for the next run). */
export interface RenewalsRun {
  steps: number;
  failures: { subscriptionId: string; error: unknown }[];
}

/** A bound on one run, so a bug that keeps a subscription due can never spin forever. */
const MAX_STEPS_PER_RUN = 10_000;

/**
 * Time in the sandbox, as Stripe's own clock moves subscriptions: trial notices, trial ends, renewals, payment retries
 * and cancellations at period end. Every subscription keeps the next moment it is due (`_sandbox.next_due`); a run
 * claims due subscriptions one at a time (the database skips those another run holds) and plays each due moment in
 * order, each in its own transaction with its events. Any number of runs may go at once: a subscription is charged once.
 */
export class SandboxRenewals {
  constructor(
    private readonly database: SandboxDatabase,
    private readonly settings: SandboxSettings,
  ) {}

  /** Plays everything due up to `now` (tests pass a future date). */
  async advance(now: Date, scope: ClockScope = {}): Promise<RenewalsRun> {
    const failures: RenewalsRun['failures'] = [];
    const failed: string[] = [];
    let steps = 0;
    while (steps < MAX_STEPS_PER_RUN) {
      let claimed: string | null;
      try {
        claimed = await this.database.transaction(async (rows) => {
          const due = await rows.claimDue(unix(now), scope.customerId, failed);
          if (!due) return null;
          const store = new SandboxStore(rows, due.at);
          await this.step(store, await store.get('subscription', due.id));
          return due.id;
        });
      } catch (error) {
        // One broken subscription must not stop the others; it is tried again on the next run.
        const id = (error as { subscriptionId?: string }).subscriptionId;
        if (!id) throw error;
        failures.push({ subscriptionId: id, error });
        failed.push(id);
        continue;
      }
      if (!claimed) break;
      steps++;
    }
    return { steps, failures };
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
        else await renewSubscription(store, subscription, this.settings);
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
