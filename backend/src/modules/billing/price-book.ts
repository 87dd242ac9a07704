import { Inject, Injectable } from '@nestjs/common';
import { paymentsConfig, PaymentsConfig } from '../../config';
import { PlanId, PLANS } from '../plans/plan-catalogue';

export const BILLING_PERIODS = ['monthly', 'annual'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export interface Price {
  /** The provider's price id. */
  id: string;
  planId: PlanId;
  period: BillingPeriod;
  /** Charged per period, in cents (USD). */
  amountCents: number;
}

type PurchasablePlanId = Exclude<PlanId, 'enterprise'>;

/** The sandbox's price ids; Stripe's come from configuration (one per plan and period). */
export const sandboxPriceId = (planId: PlanId, period: BillingPeriod) => `price_sandbox_${planId}_${period}`;

/**
 * Plans and periods ↔ provider prices. Amounts always come from the plan catalogue; a provider price whose amount
 * differs is caught where payments are confirmed.
 */
@Injectable()
export class PriceBook {
  private readonly prices: Price[];

  constructor(@Inject(paymentsConfig.KEY) config: PaymentsConfig) {
    const stripeIds: Record<PurchasablePlanId, Record<BillingPeriod, string | undefined>> = {
      professional: { monthly: config.stripePriceProfessionalMonthly, annual: config.stripePriceProfessionalAnnual },
      business: { monthly: config.stripePriceBusinessMonthly, annual: config.stripePriceBusinessAnnual },
    };
    this.prices = PLANS.filter((plan) => !plan.contactSales).flatMap((plan) =>
      BILLING_PERIODS.map((period) => ({
        id: config.provider === 'stripe' ? stripeIds[plan.id as PurchasablePlanId][period]! : sandboxPriceId(plan.id, period),
        planId: plan.id,
        period,
        amountCents: 100 * (period === 'annual' ? plan.priceYearly! : plan.priceMonthly!),
      })),
    );
  }

  /** The price of a plan that can be bought at checkout; undefined for unknown and contact-sales plans. */
  find(planId: string, period: BillingPeriod): Price | undefined {
    return this.prices.find((price) => price.planId === planId && price.period === period);
  }

  byId(priceId: string): Price | undefined {
    return this.prices.find((price) => price.id === priceId);
  }

  all(): readonly Price[] {
    return this.prices;
  }

  /** Orders plans for upgrade/downgrade: the catalogue lists them from smallest to largest; no plan ranks lowest. */
  static rank(planId: string | null): number {
    return PLANS.findIndex((plan) => plan.id === planId);
  }
}
