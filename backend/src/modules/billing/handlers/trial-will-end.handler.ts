import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { appConfig, AppConfig } from '../../../config';
import { MailService } from '../../../mail/mail.service';
import { trialEndingMail } from '../billing.mails';
import { PriceBook } from '../price-book';
import type { ProviderEvent } from '../providers/payment-provider';
import { Subscription } from '../subscription.entity';
import { BillingEventHandler, objectId } from './billing-event-handler';

/** customer.subscription.trial_will_end (three days before): remind the customer what will be charged, and when. */
@Injectable()
export class TrialWillEndHandler implements BillingEventHandler {
  readonly types = ['customer.subscription.trial_will_end'];

  constructor(
    private readonly prices: PriceBook,
    private readonly mail: MailService,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  async handle(tx: EntityManager, event: ProviderEvent): Promise<void> {
    const customer = await tx.findOne(Subscription, { stripeSubscriptionId: objectId(event) }, { populate: ['user'] });
    if (!customer || customer.subscriptionStatus !== 'trial') return; // cancelled or replaced since: nothing will be charged
    const price = this.prices.find(customer.subscriptionPlan ?? '', customer.billingPeriod === 'annual' ? 'annual' : 'monthly');
    if (price) this.mail.queueToUser(tx, customer.user, trialEndingMail(customer, price.amountCents, this.app.appUrl));
  }
}
