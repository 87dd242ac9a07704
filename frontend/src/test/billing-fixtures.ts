import type { BillingSummaryDto, PaymentDto, SubscriptionCheckoutDto, SubscriptionResultDto } from '../api/generated/types.gen';
import { userDto } from './fetch-mock';

/** POST /api/create-subscription for a first subscription: a 14-day trial through the sandbox. */
export function checkoutDto(overrides: Partial<SubscriptionCheckoutDto> = {}): SubscriptionCheckoutDto {
  return {
    clientSecret: 'seti_test_1_secret_abc',
    paymentIntentId: 'seti_test_1',
    intentKind: 'setup',
    planId: 'professional',
    period: 'monthly',
    amountDueCents: 0,
    priceCents: 24900,
    trialDays: 14,
    provider: 'sandbox',
    publishableKey: null,
    ...overrides,
  };
}

/** GET /api/billing: no plan unless overridden. Noon UTC keeps the dates on their day in every time zone. */
export function billingDto(overrides: Partial<BillingSummaryDto> = {}): BillingSummaryDto {
  return {
    planId: null,
    planName: null,
    status: 'none',
    period: null as unknown as BillingSummaryDto['period'],
    priceCents: null,
    currentPeriodEnd: null,
    trialEndsAt: null,
    cancelAtPeriodEnd: false,
    managedByProvider: false,
    card: null,
    canUpdateCard: false,
    provider: 'sandbox',
    trialRefused: false,
    ...overrides,
  };
}

/** A Professional monthly plan in its trial, paid through the sandbox with Visa 4242. */
export function trialBillingDto(overrides: Partial<BillingSummaryDto> = {}): BillingSummaryDto {
  return billingDto({
    planId: 'professional',
    planName: 'Professional',
    status: 'trial',
    period: 'monthly',
    priceCents: 24900,
    currentPeriodEnd: '2026-02-02T12:00:00.000Z',
    trialEndsAt: '2026-02-02T12:00:00.000Z',
    managedByProvider: true,
    card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    ...overrides,
  });
}

export function paymentDto(overrides: Partial<PaymentDto> = {}): PaymentDto {
  return {
    id: 1,
    date: '2026-01-19T12:00:00.000Z',
    amountCents: 24900,
    currency: 'usd',
    status: 'succeeded',
    description: 'Professional plan (monthly)',
    invoiceUrl: 'https://example.com/invoices/in_1',
    ...overrides,
  };
}

/** What confirm, change and cancel answer: the user and the billing summary after the change. */
export function subscriptionResultDto(billing: BillingSummaryDto, message = 'Your subscription is active.'): SubscriptionResultDto {
  return {
    success: true,
    message,
    user: userDto({ subscriptionPlan: billing.planId, subscriptionStatus: billing.status }) as SubscriptionResultDto['user'],
    billing,
  };
}
