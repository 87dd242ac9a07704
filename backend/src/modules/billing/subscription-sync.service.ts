import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager, LoadStrategy, LockMode } from '@mikro-orm/postgresql';
import { appConfig, AppConfig, paymentsConfig, PaymentsConfig } from '../../config';
import { MailService } from '../../mail/mail.service';
import { BillingCheckout } from './billing-checkout.entity';
import { formatDate, planName, subscriptionStartedMail } from './billing.mails';
import { PaymentLedger } from './payment-ledger.service';
import { PriceBook } from './price-book';
import { CardDetails, PAYMENT_PROVIDER, PaymentProvider, ProviderSubscription } from './providers/payment-provider';
import { SubscriptionActivity } from './subscription-activity.entity';
import { SubscriptionAction } from './subscription-actions';
import { Subscription } from './subscription.entity';
import { holdsPlan, PLAN_HOLDING, SubscriptionStatus } from './subscription-statuses';

/** The user holds a plan through a provider subscription other than this one: a second subscription would charge twice. */
export const holdsAnotherSubscription = (
  customer: Pick<Subscription, 'subscriptionPlan' | 'subscriptionStatus' | 'stripeSubscriptionId'>,
  subscriptionId: string,
) => customer.stripeSubscriptionId !== null && customer.stripeSubscriptionId !== subscriptionId && holdsPlan(customer);

/** What became of a subscription that must not be the plan: ended, and its payment refunded unless it had charged nothing (a trial). */
export type CancelOutcome = 'refunded' | 'cancelled';

/** The provider's status in our words. A trial only counts once a card is saved: before that the checkout is unfinished. */
export function statusOf(subscription: ProviderSubscription, card: CardDetails | null): SubscriptionStatus {
  switch (subscription.status) {
    case 'trialing':
      if (!card) return 'pending';
      return subscription.cancelAtPeriodEnd ? 'cancelled' : 'trial';
    case 'active':
      return subscription.cancelAtPeriodEnd ? 'cancelled' : 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'incomplete':
    case 'paused':
      return 'pending';
    case 'incomplete_expired':
    case 'canceled':
      return 'none';
  }
}

export interface SyncSource {
  /** The provider event that brought the change, recorded on the activity; null for a confirmation by the customer. */
  eventId: string | null;
  /** A card the confirmation just verified, used while the provider has not yet attached it to the subscription. */
  verifiedCard?: CardDetails | null;
  /** The first payment was verified with the provider: an `incomplete` subscription is only waiting to catch up. */
  paymentVerified?: boolean;
  /** Its trial was just ended because the card had one before: it is not checked again. */
  trialRefused?: boolean;
}

type PlanState = Pick<Subscription, 'subscriptionPlan' | 'subscriptionStatus' | 'billingPeriod' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'>;

/**
 * The one place where the provider's view of a subscription becomes the customer's plan, status, dates and card, and
 * where new subscriptions, upgrades, downgrades and cancellations are recorded. Callers lock the customer's
 * subscription row first (`lock`), so concurrent confirmations and events apply one after another and each change is
 * recorded once.
 */
@Injectable()
export class SubscriptionSync {
  private readonly logger = new Logger(SubscriptionSync.name);

  private readonly appUrl: string;

  constructor(
    private readonly prices: PriceBook,
    private readonly mail: MailService,
    private readonly ledger: PaymentLedger,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(appConfig.KEY) app: AppConfig,
    @Inject(paymentsConfig.KEY) private readonly payments: PaymentsConfig,
  ) {
    this.appUrl = app.appUrl;
  }

  /** The customer's subscription row as it is now, without a lock (in `em`'s transaction when it has one). */
  current(em: EntityManager, userId: number): Promise<Subscription> {
    return em.findOneOrFail(Subscription, { user: userId }, { disableIdentityMap: true });
  }

  /** The customer's subscription row, locked for the transaction, with its user (for mail and records). */
  lock(tx: EntityManager, where: { userId: number } | { stripeCustomerId: string }): Promise<Subscription | null> {
    return tx.findOne(Subscription, 'userId' in where ? { user: where.userId } : where, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
      populate: ['user'],
      strategy: LoadStrategy.SELECT_IN, // the lock is on this row; a joined user would be on the nullable side of the join
    });
  }

  /**
   * Reads the subscription from the provider while the customer's row is locked, then applies it: whatever committed
   * before this lock was taken, the provider's answer is at least as new, so a slow event can never write back an
   * older state over a newer one. Returns the subscription (null when the provider does not know it).
   */
  async syncFromProvider(tx: EntityManager, locked: Subscription, subscriptionId: string, source: SyncSource): Promise<ProviderSubscription | null> {
    const subscription = await this.provider.retrieveSubscription(subscriptionId);
    if (subscription && subscription.customerId === locked.stripeCustomerId) await this.apply(tx, locked, subscription, source);
    return subscription;
  }

  /** Applies `subscription` to the (locked) customer; returns whether anything changed. Read it under the lock (syncFromProvider). */
  async apply(tx: EntityManager, customer: Subscription, subscription: ProviderSubscription, source: SyncSource): Promise<boolean> {
    const price = this.prices.byId(subscription.priceId);
    if (!price || price.amountCents !== subscription.unitAmountCents) {
      // Never grant a plan for a price we do not sell at the catalogue's amount (a misconfigured or foreign price).
      this.logger.error(`subscription ${subscription.id} has price ${subscription.priceId} (${subscription.unitAmountCents} cents), which matches no plan`);
      return false;
    }
    const card = subscription.card ?? source.verifiedCard ?? null;
    const status = source.paymentVerified && subscription.status === 'incomplete' ? 'active' : statusOf(subscription, card);
    const isCurrent = customer.stripeSubscriptionId === subscription.id;
    // Another subscription of this customer (an abandoned checkout, an old or detached one) changes nothing until it holds a plan.
    if (!isCurrent && !PLAN_HOLDING.includes(status)) {
      this.logger.log(
        `${source.eventId ?? 'confirmation'}: subscription ${subscription.id} (${subscription.status}) is not user ${customer.user.id}'s (${customer.stripeSubscriptionId ?? 'none'}): nothing changed`,
      );
      return false;
    }
    // Nor while the user holds a plan through another one: that would charge twice, so this one ends and is refunded.
    if (holdsAnotherSubscription(customer, subscription.id)) {
      await this.cancelAndRefund(tx, customer, subscription.id);
      return false;
    }
    // One free trial per card, whichever account uses it: a card that had one gets its first invoice charged now.
    if (
      subscription.status === 'trialing' &&
      card?.fingerprint &&
      !source.trialRefused &&
      this.payments.trialPerCard === 'once' &&
      !(await this.claimTrial(tx, card.fingerprint, customer.user.id, subscription.id))
    ) {
      const charged = await this.provider.endTrialNow(subscription.id, `trial-${subscription.id}-end`);
      await tx
        .getConnection()
        .execute(
          'insert into trial_refusals (subscription_id, user_id) values (?, ?) on conflict do nothing',
          [subscription.id, customer.user.id],
          'all',
          tx.getTransactionContext(),
        );
      this.logger.log(
        `subscription ${subscription.id} of user ${customer.user.id}: its card already had a free trial, so the trial was ended and the first invoice charged`,
      );
      return this.apply(tx, customer, charged, { ...source, verifiedCard: card, trialRefused: true });
    }

    const before: PlanState = { ...pick(customer) };
    if (status === 'none') {
      Object.assign(customer, {
        subscriptionPlan: null,
        subscriptionStatus: 'none',
        stripeSubscriptionId: null,
        billingPeriod: null,
        currentPeriodEnd: null,
        trialEndsAt: null,
        cancelAtPeriodEnd: false,
      });
    } else {
      Object.assign(customer, {
        subscriptionPlan: price.planId,
        subscriptionStatus: status,
        stripeSubscriptionId: subscription.id,
        billingPeriod: price.period,
        currentPeriodEnd: subscription.currentPeriodEnd,
        trialEndsAt: subscription.status === 'trialing' ? subscription.trialEnd : null,
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      });
      if (card) rememberCard(customer, card);
    }

    const actions = this.record(tx, customer, before, source.eventId);
    if (PLAN_HOLDING.includes(status)) {
      // Its checkout completed even if it was abandoned first (a paid hosted page confirmed late): trials count completed ones.
      await tx.nativeUpdate(
        BillingCheckout,
        { providerSubscriptionId: subscription.id, status: { $ne: 'completed' } },
        { status: 'completed', completedAt: new Date() },
      );
    }
    if (actions.includes('new')) this.mail.queueToUser(tx, customer.user, subscriptionStartedMail(customer, price.amountCents, this.appUrl));
    return actions.length > 0 || JSON.stringify(before) !== JSON.stringify(pick(customer));
  }

  /**
   * Ends a subscription that must not be the plan and refunds what its first invoice charged: a second one while the
   * (locked) user holds another (a hosted checkout paid before a newer checkout was recorded), or an abandoned
   * checkout's (its payment went through at the provider, its confirmation never reached us). The ledger says so and
   * its open checkout is abandoned. Keyed by the subscription, so every path that finds it (abandoning, the
   * confirmation, any of its events, a retry) ends and refunds it once.
   */
  async cancelAndRefund(tx: EntityManager, customer: Subscription, subscriptionId: string): Promise<CancelOutcome> {
    await this.provider.cancelNow(subscriptionId, `end-${subscriptionId}-cancel`);
    const refunded = await this.provider.refundLatestInvoice(subscriptionId, `end-${subscriptionId}-refund`);
    if (refunded) await this.ledger.recordRefund(tx, customer, refunded);
    await tx.nativeUpdate(BillingCheckout, { providerSubscriptionId: subscriptionId, status: 'open' }, { status: 'abandoned' });
    const outcome = `subscription ${subscriptionId} of user ${customer.user.id} cancelled${refunded ? ' and refunded' : ''}; the plan is held through ${customer.stripeSubscriptionId ?? 'none'}`;
    if (refunded) this.logger.warn(outcome);
    else this.logger.log(outcome);
    return refunded ? 'refunded' : 'cancelled';
  }

  /**
   * An administrator removed the plan of a customer who pays through the provider (docs/billing.md): the subscription
   * ends at the provider now, without a refund, and is no longer the customer's, so its events, however late, find it
   * ended and change nothing, and the customer may subscribe again at once. Changes the (locked) row in place.
   */
  async detach(tx: EntityManager, customer: Subscription): Promise<void> {
    const subscriptionId = customer.stripeSubscriptionId;
    if (!subscriptionId) return;
    await this.provider.cancelNow(subscriptionId, `end-${subscriptionId}-cancel`);
    await tx.nativeUpdate(BillingCheckout, { providerSubscriptionId: subscriptionId, status: 'open' }, { status: 'abandoned' });
    Object.assign(customer, { stripeSubscriptionId: null, billingPeriod: null, currentPeriodEnd: null, trialEndsAt: null, cancelAtPeriodEnd: false });
    this.logger.log(`subscription ${subscriptionId} of user ${customer.user.id} detached by an administrator and cancelled at the provider`);
  }

  /**
   * Records that this card's free trial is this subscription's, unless another subscription (of any account) had it
   * first; answers whether the trial is this subscription's. Concurrent claims of one card wait on its primary key.
   */
  private async claimTrial(tx: EntityManager, fingerprint: string, userId: number, subscriptionId: string): Promise<boolean> {
    const run = (sql: string, params: unknown[]) => tx.getConnection().execute<{ subscription_id: string }[]>(sql, params, 'all', tx.getTransactionContext());
    await run('insert into trial_cards (fingerprint, user_id, subscription_id) values (?, ?, ?) on conflict (fingerprint) do nothing', [
      fingerprint,
      userId,
      subscriptionId,
    ]);
    const [owner] = await run('select subscription_id from trial_cards where fingerprint = ?', [fingerprint]);
    return owner.subscription_id === subscriptionId;
  }

  /** Records what changed for the business, once: the customer's row is locked, so a replay sees no change. */
  record(tx: EntityManager, customer: Subscription, before: PlanState, eventId: string | null): SubscriptionAction[] {
    const actions = activityFor(before, customer);
    for (const action of actions) {
      tx.create(SubscriptionActivity, {
        user: customer.user,
        action,
        previousPlan: before.subscriptionPlan,
        newPlan: action === 'cancellation' ? before.subscriptionPlan : customer.subscriptionPlan,
        details: describe(action, before, customer),
        stripeEventId: eventId,
      });
    }
    return actions;
  }
}

/** The card on file, as the provider describes it (brand, last 4, expiry; never the number). */
export function rememberCard(customer: Subscription, card: CardDetails): void {
  Object.assign(customer, { cardBrand: card.brand, cardLast4: card.last4, cardExpMonth: card.expMonth, cardExpYear: card.expYear });
}

function pick(customer: PlanState): PlanState {
  const { subscriptionPlan, subscriptionStatus, billingPeriod, cancelAtPeriodEnd, currentPeriodEnd } = customer;
  return { subscriptionPlan, subscriptionStatus, billingPeriod, cancelAtPeriodEnd, currentPeriodEnd };
}

/** new, upgrade, downgrade, cancellation: what a change of plan state means to the business. */
export function activityFor(before: PlanState, after: PlanState): SubscriptionAction[] {
  const had = holdsPlan(before);
  const has = holdsPlan(after);
  if (!had && has) return after.subscriptionStatus === 'cancelled' ? ['new', 'cancellation'] : ['new'];
  if (had && !has) return before.subscriptionStatus === 'cancelled' ? [] : ['cancellation']; // ended without notice (e.g. unpaid)
  if (!had || !has) return [];
  const actions: SubscriptionAction[] = [];
  const planMove = PriceBook.rank(after.subscriptionPlan) - PriceBook.rank(before.subscriptionPlan);
  if (planMove !== 0) actions.push(planMove > 0 ? 'upgrade' : 'downgrade');
  else if (before.billingPeriod && after.billingPeriod && before.billingPeriod !== after.billingPeriod) {
    actions.push(after.billingPeriod === 'annual' ? 'upgrade' : 'downgrade');
  }
  if (after.subscriptionStatus === 'cancelled' && before.subscriptionStatus !== 'cancelled') actions.push('cancellation');
  return actions;
}

function describe(action: SubscriptionAction, before: PlanState, after: PlanState): string {
  switch (action) {
    case 'new':
      return `${planName(after.subscriptionPlan)}, billed ${after.billingPeriod ?? 'by arrangement'}`;
    case 'upgrade':
    case 'downgrade':
      return before.subscriptionPlan === after.subscriptionPlan
        ? `${planName(after.subscriptionPlan)}: billing changed from ${before.billingPeriod} to ${after.billingPeriod}`
        : `${planName(before.subscriptionPlan)} → ${planName(after.subscriptionPlan)}, billed ${after.billingPeriod ?? 'by arrangement'}`;
    case 'cancellation':
      return holdsPlan(after) ? `Cancelled; access until ${formatDate(after.currentPeriodEnd)}` : 'Subscription ended';
  }
}
