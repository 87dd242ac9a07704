import type { PlanDto } from '../api/generated/types.gen';
import { OVERAGE_RULE } from './call-fixtures';

/** GET /api/plans as the backend's catalogue answers it (docs/product.md#plans-and-what-they-allow), trimmed to what screens read. */
/** `trialDays` (14, as configured by default) lets a test show that a text quotes the served trial, not a number of its own. */
export function plansDto({ trialDays = 14 }: { trialDays?: number } = {}): PlanDto[] {
  return [
    {
      id: 'professional',
      name: 'Professional',
      description: 'One AI receptionist for a single location.',
      priceMonthly: 249,
      priceYearly: 2388,
      features: ['1 AI receptionist', '1 phone line', 'Up to 1,000 calls per month'],
      notIncluded: ['Unlimited calls', 'Dedicated account manager'],
      popular: true,
      contactSales: false,
      limits: {
        receptionists: 1,
        languagesPerReceptionist: 3,
        phoneLines: 1,
        callsPerPeriod: 1000,
        answersPerReceptionist: 25,
        transferPeoplePerReceptionist: 3,
        textsPerPeriod: 200,
      },
      annualDiscountPercent: 20,
      overageRule: OVERAGE_RULE,
      trialDays,
    },
    {
      id: 'business',
      name: 'Business',
      description: 'Several receptionists and lines for growing teams.',
      priceMonthly: 599,
      priceYearly: 5748,
      features: ['Up to 3 AI receptionists', 'Up to 3 phone lines', 'Unlimited calls'],
      notIncluded: ['Dedicated account manager'],
      popular: false,
      contactSales: false,
      limits: {
        receptionists: 3,
        languagesPerReceptionist: 5,
        phoneLines: 3,
        callsPerPeriod: null,
        answersPerReceptionist: 100,
        transferPeoplePerReceptionist: 10,
        textsPerPeriod: 1000,
      },
      annualDiscountPercent: 20,
      overageRule: null,
      trialDays,
    },
    {
      id: 'enterprise',
      name: 'Enterprise',
      description: 'Receptionists across every location, integrated with your systems.',
      priceMonthly: null,
      priceYearly: null,
      features: ['Up to 10 AI receptionists', '4+ phone lines', 'Dedicated account manager'],
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
      annualDiscountPercent: null,
      overageRule: null,
      trialDays,
    },
  ];
}
