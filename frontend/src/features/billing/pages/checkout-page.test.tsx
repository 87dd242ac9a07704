import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionUserQueryKey } from '../../../api/session';
import { rememberChosenPlan, rememberedPlan } from '../../../lib/chosen-plan';
import { billingDto, checkoutDto, subscriptionResultDto, trialBillingDto } from '../../../test/billing-fixtures';
import { apiError, json, mockFetch, userDto } from '../../../test/fetch-mock';
import { field, sentBodies } from '../../../test/form-fields';
import { plansDto } from '../../../test/plan-fixtures';
import { renderApp } from '../../../test/render-app';
import { formatDate } from '../../../lib/format';
import { trialEndDate } from '../components/order-summary';

type Routes = Parameters<typeof mockFetch>[0];

const declined = () => json(402, { statusCode: 402, code: 'SANDBOX.CARD_DECLINED', message: 'Your card was declined.', requestId: 'req-test' });

function mockCheckout(routes: Routes = {}) {
  return mockFetch({
    'GET /api/user': () => json(200, userDto()),
    'GET /api/plans': () => json(200, plansDto()),
    'POST /api/create-subscription': () => json(201, checkoutDto()),
    'POST /api/sandbox/intents/confirm': () => json(200, { id: 'seti_test_1', status: 'succeeded' }),
    'POST /api/subscription/confirm': () => json(200, subscriptionResultDto(trialBillingDto())),
    ...routes,
  });
}

async function openCheckout(path = '/checkout?plan=professional&period=monthly', routes: Routes = {}) {
  const fetchMock = mockCheckout(routes);
  const view = renderApp(path);
  await screen.findByRole('form', { name: 'Card details' });
  return { ...view, fetchMock };
}

async function payWith(cardNumber: string, button = 'Start Free Trial') {
  await userEvent.clear(field('Card number'));
  await userEvent.type(field('Card number'), cardNumber);
  await userEvent.clear(field('Expiry'));
  await userEvent.type(field('Expiry'), '1234');
  await userEvent.clear(field('CVC'));
  await userEvent.type(field('CVC'), '123');
  await userEvent.click(screen.getByRole('button', { name: button }));
}

describe('/checkout', () => {
  it('starts a checkout for the plan and period, and shows the order with its free trial and the sandbox card form', async () => {
    const { fetchMock } = await openCheckout();

    expect(screen.getByRole('heading', { level: 1, name: 'Subscribe to Professional' })).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'POST', '/api/create-subscription')).toEqual([{ planId: 'professional', isAnnual: false }]);
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Professional plan');
    expect(summary).toHaveTextContent('Billed monthly');
    expect(within(summary).getByTestId('order-price')).toHaveTextContent('$249.00/month');
    expect(within(summary).getByTestId('trial-line')).toHaveTextContent(
      `14-day free trial — $0.00 today, then $249.00/month from ${formatDate(trialEndDate(14))}`,
    );
    expect(within(summary).getByTestId('order-due-today')).toHaveTextContent('$0.00');
    expect(summary).toHaveTextContent('Up to 1,000 calls per month');

    const sandbox = screen.getByRole('region', { name: 'Sandbox mode' });
    expect(sandbox).toHaveTextContent('4242 4242 4242 4242 succeeds');
    expect(sandbox).toHaveTextContent('4000 0000 0000 0002 is declined');
    expect(sandbox).toHaveTextContent('4000 0000 0000 9995 fails for insufficient funds');
    expect(screen.getByRole('link', { name: 'Pay on a secure checkout page' })).toHaveAttribute('href', '/payment?plan=professional&period=monthly');
    await waitFor(() => expect(document.title).toBe('Checkout · AI Receptionists'));
  });

  it('asks for the annual price when the period is annual', async () => {
    const { fetchMock } = await openCheckout('/checkout?plan=business&period=annual', {
      'POST /api/create-subscription': () => json(201, checkoutDto({ planId: 'business', period: 'annual', priceCents: 574800 })),
    });

    expect(await sentBodies(fetchMock, 'POST', '/api/create-subscription')).toEqual([{ planId: 'business', isAnnual: true }]);
    expect(screen.getByTestId('order-price')).toHaveTextContent('$5,748.00/year');
    expect(screen.getByText('Billed annually')).toBeInTheDocument();
  });

  it('starts the trial: the sandbox confirms the card, the server confirms the intent, and the user is refreshed', async () => {
    rememberChosenPlan({ planId: 'professional', period: 'monthly' });
    const { fetchMock, queryClient } = await openCheckout();

    await payWith('4242424242424242');

    expect(await screen.findByRole('heading', { name: 'Your free trial has started' })).toHaveFocus();
    expect(await sentBodies(fetchMock, 'POST', '/api/sandbox/intents/confirm')).toEqual([
      { clientSecret: 'seti_test_1_secret_abc', cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
    ]);
    expect(await sentBodies(fetchMock, 'POST', '/api/subscription/confirm')).toEqual([{ paymentIntentId: 'seti_test_1', planId: 'professional' }]);
    expect(screen.getByText(/first payment of \$249\.00\/month is on Feb 2, 2026/)).toBeInTheDocument();
    expect(queryClient.getQueryData(sessionUserQueryKey)).toMatchObject({ subscriptionPlan: 'professional', subscriptionStatus: 'trial' });
    expect(screen.getByRole('link', { name: 'View your subscription' })).toHaveAttribute('href', '/dashboard?tab=subscription');
    // On to the first receptionist; the plan chosen before signing up has done its work.
    expect(screen.getByRole('link', { name: 'Request your receptionist' })).toHaveAttribute('href', '/receptionists?request=new');
    expect(rememberedPlan()).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Free trial started');
  });

  it('says no trial was applied when the card had one before, and that the first payment was charged', async () => {
    const billing = trialBillingDto({ status: 'active', trialEndsAt: null, trialRefused: true });
    await openCheckout(undefined, {
      'POST /api/subscription/confirm': () => json(200, subscriptionResultDto(billing, 'This card has already had a free trial, so no trial was applied.')),
    });

    await payWith('4242424242424242');

    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toHaveFocus();
    expect(screen.getByText('No free trial: this card has already had one, so your first payment was charged at once.')).toBeInTheDocument();
  });

  it("shows 'Payment failed' with the card's message; 'Try Again' returns to the form and the same intent is paid", async () => {
    let attempts = 0;
    const { fetchMock } = await openCheckout(undefined, {
      'POST /api/sandbox/intents/confirm': () => (++attempts === 1 ? declined() : json(200, { id: 'seti_test_1', status: 'succeeded' })),
    });

    await payWith('4000000000000002');

    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'POST', '/api/subscription/confirm')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await payWith('4242424242424242');

    expect(await screen.findByRole('heading', { name: 'Your free trial has started' })).toBeInTheDocument();
    const confirms = (await sentBodies(fetchMock, 'POST', '/api/sandbox/intents/confirm')) as { clientSecret: string }[];
    expect(confirms.map((body) => body.clientSecret)).toEqual(['seti_test_1_secret_abc', 'seti_test_1_secret_abc']);
    expect(await sentBodies(fetchMock, 'POST', '/api/create-subscription')).toHaveLength(1);
  });

  it("charges at once when there is no trial: 'Pay $249.00', then 'Payment successful'", async () => {
    const paid = trialBillingDto({ status: 'active', trialEndsAt: null, currentPeriodEnd: '2026-02-19T12:00:00.000Z' });
    await openCheckout(undefined, {
      'POST /api/create-subscription': () =>
        json(201, checkoutDto({ intentKind: 'payment', clientSecret: 'pi_1_secret', paymentIntentId: 'pi_1', amountDueCents: 24900, trialDays: 0 })),
      'POST /api/sandbox/intents/confirm': () => json(200, { id: 'pi_1', status: 'succeeded' }),
      'POST /api/subscription/confirm': () => json(200, subscriptionResultDto(paid)),
    });

    expect(screen.queryByTestId('trial-line')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-due-today')).toHaveTextContent('$249.00');
    await payWith('4242424242424242', 'Pay $249.00');

    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.getByText(/renews on Feb 19, 2026/)).toBeInTheDocument();
  });

  it("says 'Payment status: {status}. Please try again.' when the server finds the payment unfinished", async () => {
    await openCheckout(undefined, {
      'POST /api/subscription/confirm': () => apiError(402, 'Payment status: requires_payment_method. Please try again.', 'BILLING.PAYMENT_NOT_COMPLETED'),
    });

    await payWith('4242424242424242');

    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByText('Payment status: requires_payment_method. Please try again.')).toBeInTheDocument();
  });

  it("warns 'Payment Processed' when the account update fails after the card went through, and Try Again confirms again", async () => {
    let confirms = 0;
    const { fetchMock } = await openCheckout(undefined, {
      'POST /api/subscription/confirm': () => (++confirms === 1 ? apiError(500, 'Internal server error') : json(200, subscriptionResultDto(trialBillingDto()))),
    });

    await payWith('4242424242424242');

    expect(await screen.findByRole('heading', { name: 'Payment Processed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('contact support');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('heading', { name: 'Your free trial has started' })).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'POST', '/api/sandbox/intents/confirm')).toHaveLength(1);
    expect(await sentBodies(fetchMock, 'POST', '/api/subscription/confirm')).toHaveLength(2);
  });

  it('says so, without a payment warning, when the server cancelled this second subscription because another was recorded first', async () => {
    const refunded = 'You already have an active subscription, so this second one has been cancelled and its payment refunded.';
    await openCheckout(undefined, { 'POST /api/subscription/confirm': () => apiError(409, refunded, 'BILLING.DUPLICATE_REFUNDED') });

    await payWith('4242424242424242');

    expect(await screen.findByRole('heading', { name: 'You already have a subscription' })).toBeInTheDocument();
    expect(screen.getByText(refunded)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your subscription' })).toHaveAttribute('href', '/dashboard?tab=subscription');
    expect(screen.queryByText(/Payment Processed/)).not.toBeInTheDocument();
  });

  describe('when this checkout was cancelled by a newer one', () => {
    const cancelled = () =>
      apiError(409, 'This payment was cancelled and can no longer be completed. Please start the checkout again.', 'SANDBOX.INTENT_CANCELED');

    it('says the customer already has a subscription when they subscribed meanwhile (another window)', async () => {
      await openCheckout(undefined, { 'POST /api/sandbox/intents/confirm': cancelled, 'GET /api/billing': () => json(200, trialBillingDto()) });

      await payWith('4242424242424242');

      expect(await screen.findByRole('heading', { name: 'You already have a subscription' })).toBeInTheDocument();
      expect(screen.getByText('Your account already has a subscription, so this checkout was closed.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to your subscription' })).toHaveAttribute('href', '/dashboard?tab=subscription');
      expect(screen.queryByRole('heading', { name: 'Payment failed' })).not.toBeInTheDocument();
    });

    it('says the payment failed, and Try Again starts a new checkout, when they hold no subscription (or one our team set up)', async () => {
      for (const billing of [billingDto(), trialBillingDto({ managedByProvider: false })]) {
        const { fetchMock, unmount } = await openCheckout(undefined, {
          'POST /api/sandbox/intents/confirm': cancelled,
          'GET /api/billing': () => json(200, billing),
        });

        await payWith('4242424242424242');

        expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeInTheDocument();
        expect(screen.getByText('This payment was cancelled and can no longer be completed. Please start the checkout again.')).toBeInTheDocument();
        await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
        await waitFor(async () => expect(await sentBodies(fetchMock, 'POST', '/api/create-subscription')).toHaveLength(2));
        unmount();
      }
    });
  });

  it.each([
    ['no plan', '/checkout'],
    ['an unknown plan', '/checkout?plan=gold&period=monthly'],
  ])("with %s, says 'Invalid plan selection' and goes to /pricing", async (_case, path) => {
    const fetchMock = mockCheckout();
    const { router } = renderApp(path);

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid plan selection');
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a valid subscription plan');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(await sentBodies(fetchMock, 'POST', '/api/create-subscription')).toEqual([]);
  });

  it("without an e-mail, says 'Unable to process payment' and goes to /auth", async () => {
    mockCheckout({
      'POST /api/create-subscription': () => apiError(400, 'Please log in or complete your profile with an email address', 'BILLING.NO_EMAIL'),
    });
    const { router } = renderApp('/checkout?plan=professional&period=monthly');

    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to process payment');
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in or complete your profile with an email address');
    // /auth sends a signed-in user on to the dashboard.
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/checkout'));
  });

  it("shows 'Payment Setup Failed' when the checkout cannot start, and Try Again asks again", async () => {
    let calls = 0;
    const fetchMock = mockCheckout({
      'POST /api/create-subscription': () => (++calls === 1 ? apiError(503, 'Payments are unavailable') : json(201, checkoutDto())),
    });
    renderApp('/checkout?plan=professional&period=monthly');

    expect(await screen.findByRole('heading', { name: 'Payment Setup Failed' })).toBeInTheDocument();
    expect(screen.getByText('Failed to initialize payment. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Payment Setup Failed');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('form', { name: 'Card details' })).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'POST', '/api/create-subscription')).toHaveLength(2);
  });

  it('sends a customer who already has a subscription to the Subscription tab', async () => {
    mockCheckout({
      'POST /api/create-subscription': () => apiError(409, 'You already have a subscription. Use Change Plan to switch plans.', 'BILLING.ALREADY_SUBSCRIBED'),
    });
    renderApp('/checkout?plan=business&period=monthly');

    expect(await screen.findByText('You already have a subscription. Use Change Plan to switch plans.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your subscription' })).toHaveAttribute('href', '/dashboard?tab=subscription');
  });

  it('sends Enterprise to the sales team without starting a checkout', async () => {
    const fetchMock = mockCheckout();
    renderApp('/checkout?plan=enterprise&period=monthly');

    expect(await screen.findByRole('heading', { name: 'Enterprise plan is arranged with our team' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact');
    expect(await sentBodies(fetchMock, 'POST', '/api/create-subscription')).toEqual([]);
  });
});
