/** The plans we sell: the one source of truth for names, prices, marketing lists and enforced limits (docs/product.md#plans-and-what-they-allow). */
export const PLAN_IDS = ['professional', 'business', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface PlanLimits {
  receptionists: number;
  languagesPerReceptionist: number;
  phoneLines: number;
  /** Calls counted per billing period (docs/product.md#what-counts-as-a-call); null: unlimited. Above it, calls are still answered. */
  callsPerPeriod: number | null;
  /** Question-and-answer entries a receptionist's settings may hold (docs/product.md#receptionist-settings). */
  answersPerReceptionist: number;
  /** People a receptionist may put callers through to. */
  transferPeoplePerReceptionist: number;
  /** Texts receptionists may send callers per billing period (docs/voice-platforms.md#texts); null: unlimited. At it, no more are sent until the next period. */
  textsPerPeriod: number | null;
}

/**
 * What becomes of the calls above a plan's allowance (docs/product.md#what-counts-as-a-call): the one sentence the
 * pricing page, the meters, the usage alerts and the Subscription tab all say. Were overage ever priced, the price would
 * go here and every one of them would say it.
 */
export const OVERAGE_RULE = 'Calls above your allowance are still answered, at no extra charge.';

/** Professional's calls per billing period: its limit and the feature line that sells it, from one number. */
const PROFESSIONAL_CALLS = 1_000;

export interface Plan {
  id: PlanId;
  name: string;
  description: string;
  /** USD per month; null for custom pricing. */
  priceMonthly: number | null;
  /** USD per year when paid annually; null for custom pricing. */
  priceYearly: number | null;
  features: string[];
  notIncluded: string[];
  popular: boolean;
  /** Custom pricing: sold through a conversation with sales (/contact), not checkout. */
  contactSales: boolean;
  limits: PlanLimits;
}

export const PLANS: readonly Plan[] = [
  {
    id: 'professional',
    name: 'Professional',
    description: 'One AI receptionist for a single location, set up and maintained by our team.',
    priceMonthly: 249,
    priceYearly: 2388,
    features: [
      '1 AI receptionist',
      '1 phone line',
      `Up to ${PROFESSIONAL_CALLS.toLocaleString('en-US')} calls per month`,
      'Up to 3 languages',
      '24/7 call answering',
      'Appointment scheduling',
      'SMS links to callers',
      'White-glove setup within 24-48 hours',
      'Email support, response within 24 hours',
    ],
    notIncluded: ['Unlimited calls', 'Dedicated account manager', 'Custom API integration'],
    popular: true,
    contactSales: false,
    limits: {
      receptionists: 1,
      languagesPerReceptionist: 3,
      phoneLines: 1,
      callsPerPeriod: PROFESSIONAL_CALLS,
      answersPerReceptionist: 25,
      transferPeoplePerReceptionist: 3,
      textsPerPeriod: 200,
    },
  },
  {
    id: 'business',
    name: 'Business',
    description: 'Several receptionists and lines for growing teams and busy front desks.',
    priceMonthly: 599,
    priceYearly: 5748,
    features: [
      'Up to 3 AI receptionists',
      'Up to 3 phone lines',
      'Unlimited calls',
      'Up to 5 languages per receptionist',
      '24/7 call answering',
      'Appointment scheduling',
      'SMS links to callers',
      'White-glove setup within 24-48 hours',
      'Priority support',
    ],
    notIncluded: ['Dedicated account manager', 'Custom API integration'],
    popular: false,
    contactSales: false,
    limits: {
      receptionists: 3,
      languagesPerReceptionist: 5,
      phoneLines: 3,
      callsPerPeriod: null,
      answersPerReceptionist: 100,
      transferPeoplePerReceptionist: 10,
      textsPerPeriod: 1_000,
    },
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    description: 'Receptionists across every location, integrated with your systems.',
    priceMonthly: null,
    priceYearly: null,
    features: [
      'Up to 10 AI receptionists',
      '4+ phone lines',
      'Unlimited calls',
      'Up to 10 languages per receptionist',
      'Dedicated account manager',
      'Custom API integration',
      '24/7 call answering',
      'White-glove setup and ongoing optimization',
    ],
    notIncluded: [],
    popular: false,
    contactSales: true,
    limits: {
      receptionists: 10,
      languagesPerReceptionist: 10,
      phoneLines: 10,
      callsPerPeriod: null,
      answersPerReceptionist: 500,
      transferPeoplePerReceptionist: 50,
      textsPerPeriod: null,
    },
  },
];

/**
 * What paying annually saves against twelve monthly payments, in whole percent (the prices are set so this is 20 for
 * every priced plan); null for custom pricing.
 */
export function annualDiscountPercent(plan: Pick<Plan, 'priceMonthly' | 'priceYearly'>): number | null {
  if (plan.priceMonthly === null || plan.priceYearly === null) return null;
  return Math.round((1 - plan.priceYearly / (plan.priceMonthly * 12)) * 100);
}

export function findPlan(id: string | null | undefined): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}
