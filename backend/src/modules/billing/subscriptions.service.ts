import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { appError } from '../../common/errors/app.exception';
import { appConfig, AppConfig, paymentsConfig, PaymentsConfig } from '../../config';
import { findPlan } from '../plans/plan-catalogue';
import type { User } from '../users/user.entity';
import { TrialRefusal } from './trial-refusal.entity';
import { BILLING_ERRORS } from './billing.errors';
import { formatDate } from './billing.mails';
import { BillingSummaryDto } from './dto/billing-summary.dto';
import { PlanChoiceDto } from './dto/plan-choice.dto';
import { PriceBook } from './price-book';
import { CardError, PAYMENT_PROVIDER, PaymentProvider, ProviderSubscription } from './providers/payment-provider';
import { SubscriptionSync } from './subscription-sync.service';
import { Subscription } from './subscription.entity';
import { holdsPlan, SubscriptionStatus } from './subscription-statuses';

/** The customer's subscription once it exists: what the Subscription tab shows, plan changes and cancellation. */
@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly prices: PriceBook,
    private readonly sync: SubscriptionSync,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(paymentsConfig.KEY) private readonly payments: PaymentsConfig,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  async summary(account: Pick<User, 'id'>): Promise<BillingSummaryDto> {
    const customer = await this.sync.current(this.em, account.id);
    const plan = findPlan(customer.subscriptionPlan);
    const price = plan && customer.billingPeriod ? this.prices.find(plan.id, customer.billingPeriod === 'annual' ? 'annual' : 'monthly') : undefined;
    const managedByProvider = customer.stripeSubscriptionId !== null;
    return {
      planId: plan?.id ?? null,
      planName: plan?.name ?? null,
      status: customer.subscriptionStatus,
      period: customer.billingPeriod,
      priceCents: price?.amountCents ?? null,
      currentPeriodEnd: customer.currentPeriodEnd,
      trialEndsAt: customer.trialEndsAt,
      cancelAtPeriodEnd: customer.cancelAtPeriodEnd,
      managedByProvider,
      card: customer.cardLast4
        ? { brand: customer.cardBrand ?? 'card', last4: customer.cardLast4, expMonth: customer.cardExpMonth ?? 0, expYear: customer.cardExpYear ?? 0 }
        : null,
      canUpdateCard: this.provider.name === 'stripe' && customer.stripeCustomerId !== null,
      provider: this.provider.name,
      trialRefused: customer.stripeSubscriptionId !== null && (await this.em.count(TrialRefusal, { subscriptionId: customer.stripeSubscriptionId })) > 0,
    };
  }

  /**
   * The back office's Edit User sets a plan and a status (docs/billing.md#an-administrators-change), in the caller's
   * transaction: a plan the provider bills may only be removed, which detaches its subscription; any other change of
   * it is refused, naming the field, and nothing changes. The activity is recorded; the audited fields before and after
   * are answered for the caller's audit entry. Null: there is no such customer.
   */
  async changeByAdministrator(tx: EntityManager, userId: number, change: AdministratorPlanChange): Promise<AdministratorPlanResult | null> {
    const customer = await this.sync.lock(tx, { userId });
    if (!customer) return null;
    const before = audited(customer);
    if (change.subscriptionPlan !== undefined) customer.subscriptionPlan = change.subscriptionPlan === 'none' ? null : change.subscriptionPlan;
    if (change.subscriptionStatus !== undefined) customer.subscriptionStatus = change.subscriptionStatus;
    if (customer.subscriptionPlan === null && before.subscriptionPlan !== null && change.subscriptionStatus === undefined) customer.subscriptionStatus = 'none';
    const field =
      customer.subscriptionPlan !== before.subscriptionPlan
        ? 'subscriptionPlan'
        : customer.subscriptionStatus !== before.subscriptionStatus
          ? 'subscriptionStatus'
          : null;
    // The provider's next event would undo any other change of a plan it bills.
    if (field && customer.stripeSubscriptionId && holdsPlan(customer)) return { refused: field };
    if (field) await this.sync.detach(tx, customer);
    this.sync.record(tx, customer, before, null);
    return { before, after: audited(customer) };
  }

  /** What the browser needs to load the provider's card form. */
  providerInfo(): { provider: 'stripe' | 'sandbox'; publishableKey: string | null } {
    return { provider: this.provider.name, publishableKey: this.payments.stripePublishableKey ?? null };
  }

  /** Upgrade or downgrade (or switch billing period) with proration, charged at once; also resumes a cancelled plan. */
  async changePlan(account: Pick<User, 'id'>, choice: PlanChoiceDto): Promise<void> {
    const customer = await this.sync.current(this.em, account.id);
    if (findPlan(choice.planId)?.contactSales) throw appError(BILLING_ERRORS.CONTACT_SALES);
    const price = this.prices.find(choice.planId, choice.isAnnual ? 'annual' : 'monthly');
    if (!price) throw appError(BILLING_ERRORS.INVALID_PLAN);
    if (!customer.stripeSubscriptionId || !holdsPlan(customer)) throw appError(BILLING_ERRORS.NO_SUBSCRIPTION);
    const current = await this.provider.retrieveSubscription(customer.stripeSubscriptionId);
    if (!current) throw appError(BILLING_ERRORS.NO_SUBSCRIPTION);
    if (current.priceId === price.id && !current.cancelAtPeriodEnd) throw appError(BILLING_ERRORS.SAME_PLAN);
    const changed = await this.callProvider(() => this.provider.changeSubscriptionPrice(current.id, price.id, `change-${current.id}-${randomUUID()}`));
    await this.applyToUser(account.id, changed);
  }

  /**
   * Cancels at the end of the paid period (status cancelled, access until then). A plan our team granted by hand has no
   * paid period behind it, so it ends now. The end day is written in the customer's own time zone, as their mails are.
   */
  async cancel(account: Pick<User, 'id' | 'timeZone'>): Promise<string> {
    const customer = await this.sync.current(this.em, account.id);
    if (customer.subscriptionStatus === 'cancelled') {
      throw appError({
        ...BILLING_ERRORS.ALREADY_CANCELLED,
        message: `Your subscription is already cancelled and ends on ${formatDate(customer.currentPeriodEnd, account.timeZone)}`,
      });
    }
    if (!holdsPlan(customer)) throw appError(BILLING_ERRORS.NOTHING_TO_CANCEL);
    if (!customer.stripeSubscriptionId) {
      await this.em.fork().transactional(async (tx) => {
        const locked = (await this.sync.lock(tx, { userId: account.id }))!;
        const before = { ...locked };
        Object.assign(locked, { subscriptionPlan: null, subscriptionStatus: 'none', billingPeriod: null, currentPeriodEnd: null, cancelAtPeriodEnd: false });
        this.sync.record(tx, locked, before, null);
      });
      return 'Your plan has been cancelled.';
    }
    const cancelled = await this.callProvider(() =>
      this.provider.cancelAtPeriodEnd(customer.stripeSubscriptionId!, `cancel-${customer.stripeSubscriptionId}-${randomUUID()}`),
    );
    await this.applyToUser(account.id, cancelled);
    return `Your subscription has been cancelled. You keep access until ${formatDate(cancelled.currentPeriodEnd, account.timeZone)}.`;
  }

  /** Stripe's customer portal, where the card on file is changed. */
  async portalUrl(account: Pick<User, 'id'>): Promise<string> {
    const customer = await this.sync.current(this.em, account.id);
    const url = customer.stripeCustomerId
      ? await this.provider.createPortalSession(customer.stripeCustomerId, `${this.app.appUrl}/dashboard?tab=subscription`)
      : null;
    if (!url) throw appError(BILLING_ERRORS.NO_PORTAL);
    return url;
  }

  /** The provider's answer is re-read under the lock of the customer's row, so an event applied meanwhile is never overwritten. */
  private async applyToUser(userId: number, subscription: ProviderSubscription): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const customer = (await this.sync.lock(tx, { userId }))!;
      await this.sync.syncFromProvider(tx, customer, subscription.id, { eventId: null });
    });
  }

  private async callProvider<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof CardError) throw appError({ ...BILLING_ERRORS.CARD_DECLINED, message: error.message });
      throw error;
    }
  }
}

/** Edit User's plan fields, as the dialog sends them (none removes the plan). */
export interface AdministratorPlanChange {
  subscriptionPlan?: string;
  subscriptionStatus?: SubscriptionStatus;
}

/** The audited subscription fields before and after an administrator's change, or the field whose change was refused. */
export type AdministratorPlanResult = { refused: 'subscriptionPlan' | 'subscriptionStatus' } | { before: AuditedSubscription; after: AuditedSubscription };

export type AuditedSubscription = Pick<
  Subscription,
  'subscriptionPlan' | 'subscriptionStatus' | 'billingPeriod' | 'cancelAtPeriodEnd' | 'currentPeriodEnd' | 'trialEndsAt' | 'stripeSubscriptionId'
>;

/** What the audit trail keeps of an administrator's change of plan (docs/billing.md#what-the-back-office-shows). */
function audited(customer: Subscription): AuditedSubscription {
  const { subscriptionPlan, subscriptionStatus, billingPeriod, cancelAtPeriodEnd, currentPeriodEnd, trialEndsAt, stripeSubscriptionId } = customer;
  return { subscriptionPlan, subscriptionStatus, billingPeriod, cancelAtPeriodEnd, currentPeriodEnd, trialEndsAt, stripeSubscriptionId };
}
