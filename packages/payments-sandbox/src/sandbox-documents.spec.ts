import { checkoutSessionAt } from './sandbox-payments';
import { type CheckoutSessionDoc, newCheckoutSession, publicObject, type SubscriptionDoc } from './sandbox-documents';

const PRICE = { id: 'price_sandbox_professional_monthly', planId: 'professional', planName: 'Professional', period: 'monthly', amountCents: 24900 } as const;

function session(now: number): CheckoutSessionDoc {
  return newCheckoutSession(
    { customer: 'cus_1', price: PRICE, trialDays: 0, successUrl: 'http://app/ok', cancelUrl: 'http://app/cancel', metadata: {}, appUrl: 'http://app' },
    now,
  );
}

describe('Stripe-shaped documents', () => {
  it('are typed by the stripe package: a value Stripe does not have fails to compile (checked by tsc in `npm test`)', () => {
    // @ts-expect-error Stripe's subscriptions have no status 'halted'
    const status: SubscriptionDoc['status'] = 'halted';
    // @ts-expect-error Stripe's customer id is a string, never a number
    const customer: SubscriptionDoc['customer'] = 42;
    expect([status, customer]).toHaveLength(2);
  });

  it('leave the sandbox bookkeeping out of what Stripe would send', () => {
    const sent = publicObject(session(1_000));
    expect(sent).toMatchObject({ object: 'checkout.session', status: 'open' });
    expect(sent).not.toHaveProperty('_sandbox');
  });

  it('read a hosted checkout still open past its expiry as expired, without its URL', () => {
    const open = session(1_000);
    expect(checkoutSessionAt(open, 1_000 + 60)).toBe(open);
    expect(checkoutSessionAt(open, open.expires_at)).toMatchObject({ status: 'expired', url: null });
    expect(checkoutSessionAt({ ...open, status: 'complete' }, 1_000)).toMatchObject({ status: 'complete', url: null });
  });
});
