import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionUserQueryKey } from '../../../api/session';
import { browserNavigation } from '../../../lib/browser-navigation';
import { subscriptionResultDto, trialBillingDto } from '../../../test/billing-fixtures';
import { apiError, json, mockFetch, userDto } from '../../../test/fetch-mock';
import { sentBodies } from '../../../test/form-fields';
import { plansDto } from '../../../test/plan-fixtures';
import { renderApp } from '../../../test/render-app';

type Routes = Parameters<typeof mockFetch>[0];

function mockPayment(routes: Routes = {}) {
  return mockFetch({
    'GET /api/user': () => json(200, userDto()),
    'GET /api/plans': () => json(200, plansDto()),
    'GET /api/billing': () => json(200, trialBillingDto()),
    'GET /api/billing/payments': () => json(200, []),
    ...routes,
  });
}

describe('/payment, the redirect checkout', () => {
  it('offers the hosted checkout page for the plan and goes to the address the server answers', async () => {
    const fetchMock = mockPayment({
      'POST /api/create-checkout-session': () => json(201, { url: 'http://localhost:3000/checkout/sandbox/cs_test_1' }),
    });
    renderApp('/payment?plan=business&period=annual');

    expect(await screen.findByRole('heading', { name: 'Pay on a secure checkout page' })).toBeInTheDocument();
    expect(screen.getByText('Business plan, billed annually')).toBeInTheDocument();
    expect(screen.getByTestId('redirect-price')).toHaveTextContent('$5,748.00/year');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Checkout' }));

    await waitFor(() => expect(browserNavigation.leaveTo).toHaveBeenCalledWith('http://localhost:3000/checkout/sandbox/cs_test_1'));
    expect(await sentBodies(fetchMock, 'POST', '/api/create-checkout-session')).toEqual([{ planId: 'business', isAnnual: true }]);
  });

  it('quotes the free trial the plan is served with', async () => {
    mockPayment({ 'GET /api/plans': () => json(200, plansDto({ trialDays: 30 })) });
    renderApp('/payment?plan=business&period=annual');

    expect(await screen.findByText('New subscriptions start with a 30-day free trial: your card is saved, not charged.')).toBeInTheDocument();
  });

  it("says 'No checkout URL returned from server' when the answer has no address", async () => {
    mockPayment({ 'POST /api/create-checkout-session': () => json(201, {}) });
    renderApp('/payment?plan=professional&period=monthly');

    await userEvent.click(await screen.findByRole('button', { name: 'Continue to Checkout' }));

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent).join(' ')).toContain('Checkout failed');
    expect(screen.getAllByText('No checkout URL returned from server').length).toBeGreaterThan(0);
    expect(browserNavigation.leaveTo).not.toHaveBeenCalled();
  });

  it("shows 'Checkout failed' with the server's message", async () => {
    mockPayment({ 'POST /api/create-checkout-session': () => apiError(503, 'Payments are unavailable right now') });
    renderApp('/payment?plan=professional&period=monthly');

    await userEvent.click(await screen.findByRole('button', { name: 'Continue to Checkout' }));

    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .map((alert) => alert.textContent)
          .join(' '),
      ).toContain('Checkout failed'),
    );
    expect(screen.getAllByText(/Payments are unavailable right now/).length).toBeGreaterThan(0);
  });

  it("says 'No plan selected. Please select a pricing plan first.' without a plan, and 'Invalid plan selected.' for an unknown one", async () => {
    mockPayment();
    const first = renderApp('/payment');
    expect(await screen.findByText('No plan selected. Please select a pricing plan first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing');
    first.unmount();

    renderApp('/payment?plan=gold');
    expect(await screen.findByText('Invalid plan selected.')).toBeInTheDocument();
  });

  it('back from the provider with success: confirms the session, refreshes the user, then opens the Subscription tab after 1.5 s', async () => {
    const fetchMock = mockPayment({
      'POST /api/subscription/confirm': () => json(200, subscriptionResultDto(trialBillingDto())),
    });
    const { router, queryClient } = renderApp('/payment?plan=professional&period=monthly&payment_status=success&session_id=cs_test_1');

    expect(await screen.findByRole('heading', { name: 'Your free trial has started' })).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'POST', '/api/subscription/confirm')).toEqual([{ checkoutSessionId: 'cs_test_1', planId: 'professional' }]);
    expect(queryClient.getQueryData(sessionUserQueryKey)).toMatchObject({ subscriptionStatus: 'trial' });
    expect(router.state.location.pathname).toBe('/payment');

    await waitFor(() => expect(router.state.location.search).toBe('?tab=subscription'), { timeout: 4000 });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it("back from the provider with success but an unpaid session: 'Payment failed' with the server's message", async () => {
    mockPayment({
      'POST /api/subscription/confirm': () => apiError(402, 'Your payment was not completed.', 'BILLING.PAYMENT_NOT_COMPLETED'),
    });
    renderApp('/payment?plan=professional&period=monthly&payment_status=success&session_id=cs_test_1');

    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getAllByText('Your payment was not completed.').length).toBeGreaterThan(0);
  });

  it('back from the provider, when another subscription was recorded first: says this one was cancelled and refunded, with no payment warning', async () => {
    const refunded = 'You already have an active subscription, so this second one has been cancelled and its payment refunded.';
    mockPayment({ 'POST /api/subscription/confirm': () => apiError(409, refunded, 'BILLING.DUPLICATE_REFUNDED') });
    renderApp('/payment?plan=professional&period=monthly&payment_status=success&session_id=cs_test_1');

    expect(await screen.findByRole('heading', { name: 'You already have a subscription' })).toBeInTheDocument();
    expect(screen.getByText(refunded)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your subscription' })).toHaveAttribute('href', '/dashboard?tab=subscription');
    expect(screen.queryByText(/Payment Processed|contact support/)).not.toBeInTheDocument();
  });

  it("back from the provider cancelled: 'Payment Cancelled' / 'Your payment was not completed.', and Try Again starts over", async () => {
    const fetchMock = mockPayment({
      'POST /api/create-checkout-session': () => json(201, { url: 'http://localhost:3000/checkout/sandbox/cs_test_2' }),
    });
    renderApp('/payment?plan=professional&period=monthly&payment_status=cancel');

    expect(await screen.findByRole('heading', { name: 'Payment Cancelled' })).toBeInTheDocument();
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Payment Cancelled');
    expect(notice).toHaveTextContent('Your payment was not completed.');
    expect(await sentBodies(fetchMock, 'POST', '/api/subscription/confirm')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(browserNavigation.leaveTo).toHaveBeenCalledWith('http://localhost:3000/checkout/sandbox/cs_test_2'));
  });
});
