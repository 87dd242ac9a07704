import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { appError } from '../../common/errors/app.exception';
import { appConfig, AppConfig, paymentsConfig, PaymentsConfig } from '../../config';
import { findPlan } from '../plans/plan-catalogue';
import { User } from '../users/user.entity';
import { TrialRefusal } from './trial-refusal.entity';
import { BILLING_ERRORS } from './billing.errors';
import { formatDate } from './billing.mails';
import { BillingSummaryDto } from './dto/billing-summary.dto';
import { PlanChoiceDto } from './dto/plan-choice.dto';
import { PriceBook } from './price-book';
import { CardError, PAYMENT_PROVIDER, PaymentProvider, ProviderSubscription } from './providers/payment-provider';
import { holdsPlan, SubscriptionSync } from './subscription-sync.service';

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

  async summary(user: User): Promise<BillingSummaryDto> {
    const plan = findPlan(user.subscriptionPlan);
    const price = plan && user.billingPeriod ? this.prices.find(plan.id, user.billingPeriod === 'annual' ? 'annual' : 'monthly') : undefined;
    const managedByProvider = user.stripeSubscriptionId !== null;
    return {
      planId: plan?.id ?? null,
      planName: plan?.name ?? null,
      status: user.subscriptionStatus,
      period: user.billingPeriod,
      priceCents: price?.amountCents ?? null,
      currentPeriodEnd: user.currentPeriodEnd,
      trialEndsAt: user.trialEndsAt,
      cancelAtPeriodEnd: user.cancelAtPeriodEnd,
      managedByProvider,
      card: user.cardLast4
        ? { brand: user.cardBrand ?? 'card', last4: user.cardLast4, expMonth: user.cardExpMonth ?? 0, expYear: user.cardExpYear ?? 0 }
        : null,
      canUpdateCard: this.provider.name === 'stripe' && user.stripeCustomerId !== null,
      provider: this.provider.name,
      trialRefused: user.stripeSubscriptionId !== null && (await this.em.count(TrialRefusal, { subscriptionId: user.stripeSubscriptionId })) > 0,
    };
  }

  /** What the browser needs to load the provider's card form. */
  providerInfo(): { provider: 'stripe' | 'sandbox'; publishableKey: string | null } {
    return { provider: this.provider.name, publishableKey: this.payments.stripePublishableKey ?? null };
  }

  /** Upgrade or downgrade (or switch billing period) with proration, charged at once; also resumes a cancelled plan. */
  async changePlan(user: User, choice: PlanChoiceDto): Promise<void> {
    if (findPlan(choice.planId)?.contactSales) throw appError(BILLING_ERRORS.CONTACT_SALES);
    const price = this.prices.find(choice.planId, choice.isAnnual ? 'annual' : 'monthly');
    if (!price) throw appError(BILLING_ERRORS.INVALID_PLAN);
    if (!user.stripeSubscriptionId || !holdsPlan(user)) throw appError(BILLING_ERRORS.NO_SUBSCRIPTION);
    const current = await this.provider.retrieveSubscription(user.stripeSubscriptionId);
    if (!current) throw appError(BILLING_ERRORS.NO_SUBSCRIPTION);
    if (current.priceId === price.id && !current.cancelAtPeriodEnd) throw appError(BILLING_ERRORS.SAME_PLAN);
    const changed = await this.callProvider(() => this.provider.changeSubscriptionPrice(current.id, price.id, `change-${current.id}-${randomUUID()}`));
    await this.applyToUser(user.id, changed);
  }

  /**
   * Cancels at the end of the paid period (status cancelled, access until then). A plan our team granted by hand has no
   * paid period behind it, so it ends now.
   */
  async cancel(user: User): Promise<string> {
    if (user.subscriptionStatus === 'cancelled') {
      throw appError({
        ...BILLING_ERRORS.ALREADY_CANCELLED,
        message: `Your subscription is already cancelled and ends on ${formatDate(user.currentPeriodEnd)}`,
      });
    }
    if (!holdsPlan(user)) throw appError(BILLING_ERRORS.NOTHING_TO_CANCEL);
    if (!user.stripeSubscriptionId) {
      await this.em.fork().transactional(async (tx) => {
        const locked = (await this.sync.lockUser(tx, { id: user.id }))!;
        const before = { ...locked };
        Object.assign(locked, { subscriptionPlan: null, subscriptionStatus: 'none', billingPeriod: null, currentPeriodEnd: null, cancelAtPeriodEnd: false });
        this.sync.record(tx, locked, before, null);
      });
      return 'Your plan has been cancelled.';
    }
    const cancelled = await this.callProvider(() =>
      this.provider.cancelAtPeriodEnd(user.stripeSubscriptionId!, `cancel-${user.stripeSubscriptionId}-${randomUUID()}`),
    );
    await this.applyToUser(user.id, cancelled);
    return `Your subscription has been cancelled. You keep access until ${formatDate(cancelled.currentPeriodEnd)}.`;
  }

  /** Stripe's customer portal, where the card on file is changed. */
  async portalUrl(user: User): Promise<string> {
    const url = user.stripeCustomerId ? await this.provider.createPortalSession(user.stripeCustomerId, `${this.app.appUrl}/dashboard?tab=subscription`) : null;
    if (!url) throw appError(BILLING_ERRORS.NO_PORTAL);
    return url;
  }

  /** The provider's answer is re-read under the user's lock, so an event applied meanwhile is never overwritten. */
  private async applyToUser(userId: number, subscription: ProviderSubscription): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const user = (await this.sync.lockUser(tx, { id: userId }))!;
      await this.sync.syncFromProvider(tx, user, subscription.id, { eventId: null });
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
