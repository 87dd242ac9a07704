import { Inject, Injectable } from '@nestjs/common';
import { paymentsConfig, PaymentsConfig } from '../../config';
import { EntityManager } from '@mikro-orm/postgresql';
import { SubscriptionStatus } from './subscription-statuses';

/** What other modules may know of a customer's subscription (billing keeps the rest: provider ids, card, trial). */
export interface CustomerPlan {
  /** professional | business | enterprise; null means no plan. */
  subscriptionPlan: string | null;
  subscriptionStatus: SubscriptionStatus;
  billingPeriod: string | null;
  currentPeriodEnd: Date | null;
  /** Paid through the payment provider: only billing changes it (docs/billing.md#an-administrators-change). */
  managedByProvider: boolean;
  /** When the free trial began (its end less the trial's length); null outside a trial. */
  trialStartedAt: Date | null;
}

/** The part every signed-in request carries (the session guard joins it to the user). */
export type AccountPlan = Pick<CustomerPlan, 'subscriptionPlan' | 'subscriptionStatus'>;

export const NO_PLAN: CustomerPlan = {
  subscriptionPlan: null,
  subscriptionStatus: 'none',
  billingPeriod: null,
  currentPeriodEnd: null,
  managedByProvider: false,
  trialStartedAt: null,
};

/**
 * For a statement over the users table (under the alias `users`) that needs their plan in the same query: the join
 * (every user has a subscription row) and the plan's and status's columns. The back office sorts users by them; the
 * session guard reads them with the user.
 */
export function planJoin(users: string) {
  const plan = `${users}_plan`;
  return { join: `join subscriptions ${plan} on ${plan}.user_id = ${users}.id`, plan: `${plan}.subscription_plan`, status: `${plan}.subscription_status` };
}

const signedIn = planJoin('users');
/** The session guard's one statement for the signed-in user: the join and the columns `accountPlanOf` takes out of its row. */
export const ACCOUNT_PLAN_JOIN = {
  join: signedIn.join,
  columns: `${signedIn.plan} as account_plan_plan, ${signedIn.status} as account_plan_status`,
};

/** Splits a row read with ACCOUNT_PLAN_JOIN into the plan and the users row. */
export function accountPlanOf<Row extends Record<string, unknown>>(row: Row): { plan: AccountPlan; rest: Row } {
  const { account_plan_plan, account_plan_status, ...rest } = row;
  return { plan: { subscriptionPlan: account_plan_plan as string | null, subscriptionStatus: account_plan_status as SubscriptionStatus }, rest: rest as Row };
}

/** Customers' plans, read by the modules that decide by them (limits, the back office, the account). */
@Injectable()
export class CustomerPlans {
  constructor(
    private readonly em: EntityManager,
    @Inject(paymentsConfig.KEY) private readonly payments: PaymentsConfig,
  ) {}

  /**
   * In `em`'s transaction when given (a caller holding a lock reads what it locked). `share`: the row stays share-locked
   * until that transaction ends, so a plan change (which locks it for update) waits for a decision taken on the plan,
   * and a decision waits for a change under way: a receptionist created during a downgrade counts against the new plan.
   */
  async forUser(userId: number, em: EntityManager = this.em, { share = false } = {}): Promise<CustomerPlan> {
    return (await this.forUsers([userId], em, { share })).get(userId) ?? NO_PLAN;
  }

  /** Every asked user's plan; a user with none (or unknown) gets NO_PLAN. */
  async forUsers(userIds: number[], em: EntityManager = this.em, { share = false } = {}): Promise<Map<number, CustomerPlan>> {
    const plans = new Map<number, CustomerPlan>(userIds.map((id) => [id, NO_PLAN]));
    if (userIds.length === 0) return plans;
    // Plain rows, not entities: the receptionists' and the back office's reads make this call on every request.
    const rows = await em.getConnection().execute<Record<string, unknown>[]>(
      `select user_id, subscription_plan, subscription_status, billing_period, current_period_end, stripe_subscription_id, trial_ends_at
         from subscriptions where user_id in (?)${share ? ' for share' : ''}`,
      [[...new Set(userIds)]],
      'all',
      em.getTransactionContext(),
    );
    for (const row of rows) {
      plans.set(row.user_id as number, {
        subscriptionPlan: row.subscription_plan as string | null,
        subscriptionStatus: row.subscription_status as SubscriptionStatus,
        billingPeriod: row.billing_period as string | null,
        // A raw row's timestamp is text: a Date again, as the type says (the usage period computes with it).
        currentPeriodEnd: row.current_period_end === null ? null : new Date(row.current_period_end as string),
        managedByProvider: row.stripe_subscription_id !== null,
        trialStartedAt:
          row.subscription_status === 'trial' && row.trial_ends_at !== null
            ? new Date(new Date(row.trial_ends_at as string).getTime() - this.payments.trialDays * 86_400_000)
            : null,
      });
    }
    return plans;
  }
}
