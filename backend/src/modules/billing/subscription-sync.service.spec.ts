import type { SubscriptionStatus } from './subscription-statuses';
import { activityFor, statusOf } from './subscription-sync.service';
import type { ProviderSubscription } from './providers/payment-provider';

type State = Parameters<typeof activityFor>[0];
const state = (overrides: Partial<State>): State => ({
  subscriptionPlan: 'professional',
  subscriptionStatus: 'active',
  billingPeriod: 'monthly',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: new Date('2026-12-22T00:00:00Z'),
  ...overrides,
});
const none = state({ subscriptionPlan: null, subscriptionStatus: 'none', billingPeriod: null, currentPeriodEnd: null });

describe('activityFor', () => {
  it('records a new subscription when a plan starts, trial included', () => {
    expect(activityFor(none, state({ subscriptionStatus: 'trial' }))).toEqual(['new']);
    expect(activityFor(none, state({}))).toEqual(['new']);
  });

  it('records nothing while a checkout is unfinished (pending) or when nothing changed', () => {
    expect(activityFor(none, state({ subscriptionStatus: 'pending' }))).toEqual([]);
    expect(activityFor(state({}), state({}))).toEqual([]);
    expect(activityFor(state({ subscriptionStatus: 'trial' }), state({}))).toEqual([]); // trial → first charge
  });

  it('tells upgrades from downgrades by the catalogue order, and by billing period on the same plan', () => {
    expect(activityFor(state({}), state({ subscriptionPlan: 'business' }))).toEqual(['upgrade']);
    expect(activityFor(state({ subscriptionPlan: 'business' }), state({}))).toEqual(['downgrade']);
    expect(activityFor(state({ subscriptionPlan: 'business' }), state({ subscriptionPlan: 'enterprise', billingPeriod: null }))).toEqual(['upgrade']);
    expect(activityFor(state({}), state({ billingPeriod: 'annual' }))).toEqual(['upgrade']);
    expect(activityFor(state({ billingPeriod: 'annual' }), state({}))).toEqual(['downgrade']);
  });

  it('records a cancellation when the customer cancels, not again when the period then ends', () => {
    const cancelled = state({ subscriptionStatus: 'cancelled', cancelAtPeriodEnd: true });
    expect(activityFor(state({}), cancelled)).toEqual(['cancellation']);
    expect(activityFor(cancelled, none)).toEqual([]);
  });

  it('records a cancellation when a plan ends without notice (unpaid)', () => {
    expect(activityFor(state({ subscriptionStatus: 'past_due' }), none)).toEqual(['cancellation']);
  });

  it('keeps the plan through past_due (no activity)', () => {
    expect(activityFor(state({}), state({ subscriptionStatus: 'past_due' }))).toEqual([]);
  });
});

describe('statusOf', () => {
  const subscription = (overrides: Partial<ProviderSubscription>): ProviderSubscription => ({
    id: 'sub_1',
    customerId: 'cus_1',
    status: 'active',
    priceId: 'price_sandbox_professional_monthly',
    unitAmountCents: 24900,
    currentPeriodEnd: null,
    trialEnd: null,
    cancelAtPeriodEnd: false,
    card: null,
    metadata: {},
    ...overrides,
  });
  const card = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, fingerprint: null };

  it.each([
    [{ status: 'trialing' }, null, 'pending'],
    [{ status: 'trialing' }, card, 'trial'],
    [{ status: 'trialing', cancelAtPeriodEnd: true }, card, 'cancelled'],
    [{ status: 'active' }, card, 'active'],
    [{ status: 'active', cancelAtPeriodEnd: true }, card, 'cancelled'],
    [{ status: 'past_due' }, card, 'past_due'],
    [{ status: 'unpaid' }, card, 'past_due'],
    [{ status: 'incomplete' }, null, 'pending'],
    [{ status: 'incomplete_expired' }, null, 'none'],
    [{ status: 'canceled' }, card, 'none'],
  ] as const)('maps %j (card %j) to %s', (overrides, withCard, expected) => {
    expect(statusOf(subscription(overrides as Partial<ProviderSubscription>), withCard)).toBe(expected as SubscriptionStatus);
  });
});
