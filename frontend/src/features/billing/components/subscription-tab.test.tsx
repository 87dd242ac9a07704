import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionUserQueryKey } from '../../../api/session';
import { browserNavigation } from '../../../lib/browser-navigation';
import { billingDto, paymentDto, subscriptionResultDto, trialBillingDto } from '../../../test/billing-fixtures';
import { callUsageDto, OVERAGE_RULE } from '../../../test/call-fixtures';
import { apiError, json, mockFetch, userDto } from '../../../test/fetch-mock';
import { sentBodies } from '../../../test/form-fields';
import { plansDto } from '../../../test/plan-fixtures';
import { renderApp } from '../../../test/render-app';

type Routes = Parameters<typeof mockFetch>[0];
type Billing = ReturnType<typeof billingDto>;

const activeBusiness = trialBillingDto({
  planId: 'business',
  planName: 'Business',
  status: 'active',
  priceCents: 59900,
  trialEndsAt: null,
  currentPeriodEnd: '2026-03-02T12:00:00.000Z',
});

async function openTab(billing: Billing, routes: Routes = {}, path = '/dashboard?tab=subscription') {
  const fetchMock = mockFetch({
    'GET /api/user': () => json(200, userDto({ subscriptionPlan: billing.planId, subscriptionStatus: billing.status })),
    'GET /api/plans': () => json(200, plansDto()),
    'GET /api/billing': () => json(200, billing),
    'GET /api/billing/payments': () => json(200, []),
    ...routes,
  });
  const view = renderApp(path);
  await screen.findByRole('region', { name: 'Billing information' });
  return { ...view, fetchMock };
}

function planCard() {
  return screen.getByRole('region', { name: /plan$/ });
}

describe('dashboard Subscription tab', () => {
  it('shows a trial: plan, Trial, price per month, the trial end, the card on file, and Change Plan / Cancel Subscription', async () => {
    await openTab(trialBillingDto());

    expect(screen.getByRole('tab', { name: 'Subscription' })).toHaveAttribute('aria-selected', 'true');
    const card = planCard();
    expect(within(card).getByRole('heading', { name: 'Professional plan' })).toBeInTheDocument();
    expect(within(card).getByText('Trial')).toBeInTheDocument();
    expect(within(card).getByTestId('current-plan-price')).toHaveTextContent('$249.00/month');
    expect(within(card).getByTestId('current-plan-date')).toHaveTextContent('Trial ends Feb 2, 2026');
    expect(within(card).getByRole('button', { name: 'Change Plan' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();

    const billing = screen.getByRole('region', { name: 'Billing information' });
    expect(within(billing).getByTestId('card-on-file')).toHaveTextContent('Visa •••• 4242');
    expect(within(billing).getByTestId('card-on-file')).toHaveTextContent('Expires 12/30');
    // The sandbox has no card portal.
    expect(within(billing).queryByRole('button', { name: 'Update card' })).not.toBeInTheDocument();
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
  });

  it('shows an active plan with its renewal date and the payment history', async () => {
    await openTab(activeBusiness, {
      'GET /api/billing/payments': () =>
        json(200, [
          paymentDto({ id: 2, amountCents: 35000, description: 'Upgrade to Business', date: '2026-02-10T12:00:00.000Z' }),
          paymentDto({ id: 1, status: 'failed', invoiceUrl: null }),
        ]),
    });

    expect(within(planCard()).getByText('Active')).toBeInTheDocument();
    expect(within(planCard()).getByTestId('current-plan-price')).toHaveTextContent('$599.00/month');
    expect(within(planCard()).getByTestId('current-plan-date')).toHaveTextContent('Renews on Mar 2, 2026');

    const history = within(screen.getByRole('region', { name: 'Payment history' }));
    const rows = await history.findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Feb 10, 2026');
    expect(rows[1]).toHaveTextContent('Upgrade to Business');
    expect(rows[1]).toHaveTextContent('$350.00');
    expect(rows[1]).toHaveTextContent('Paid');
    const invoice = within(rows[1]).getByRole('link', { name: /View invoice/ });
    expect(invoice).toHaveAttribute('href', 'https://example.com/invoices/in_1');
    expect(invoice).toHaveAttribute('target', '_blank');
    expect(rows[2]).toHaveTextContent('Jan 19, 2026');
    expect(rows[2]).toHaveTextContent('Failed');
    expect(within(rows[2]).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says on the plan when its trial was not applied because the card had one before', async () => {
    await openTab({ ...activeBusiness, trialRefused: true });
    expect(within(planCard()).getByText('No free trial: this card has already had one, so your first payment was charged at once.')).toBeInTheDocument();
  });

  it("shows a cancelled plan as 'Cancelled — access until …' with Resume instead of Change Plan and Cancel", async () => {
    await openTab(trialBillingDto({ status: 'cancelled', cancelAtPeriodEnd: true, trialEndsAt: null }));

    expect(within(planCard()).getByText('Cancelled')).toBeInTheDocument();
    expect(within(planCard()).getByTestId('current-plan-date')).toHaveTextContent('Cancelled — access until Feb 2, 2026');
    expect(within(planCard()).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change Plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });

  it('resumes a cancelled plan through a plan change to the same plan and period', async () => {
    const cancelled = trialBillingDto({ status: 'cancelled', cancelAtPeriodEnd: true, trialEndsAt: null });
    const resumed = trialBillingDto({ status: 'active', trialEndsAt: null });
    const { fetchMock } = await openTab(cancelled, {
      'POST /api/subscription/change': () => json(200, subscriptionResultDto(resumed, 'Your plan has been changed.')),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resume your subscription' });
    expect(within(dialog).getByRole('radio', { name: /Professional/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resume Subscription' }));

    expect(await screen.findByText('Subscription resumed')).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'POST', '/api/subscription/change')).toEqual([{ planId: 'professional', isAnnual: false }]);
    await waitFor(() => expect(within(planCard()).getByText('Active')).toBeInTheDocument());
  });

  it('shows a past-due warning', async () => {
    await openTab(trialBillingDto({ status: 'past_due', trialEndsAt: null }));

    expect(screen.getByRole('alert')).toHaveTextContent('Your last payment failed');
    expect(within(planCard()).getByText('Past due')).toBeInTheDocument();
  });

  it("shows 'Ready to Subscribe' for the plan chosen on the way here, with Subscribe to the checkout for the period", async () => {
    await openTab(billingDto(), {}, '/dashboard?tab=subscription&plan=business');

    const ready = await screen.findByRole('region', { name: 'Ready to Subscribe' });
    expect(within(ready).getByTestId('ready-price')).toHaveTextContent('$599.00/month');
    expect(within(ready).getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/checkout?plan=business&period=monthly');

    await userEvent.click(within(ready).getByRole('button', { name: 'Annual' }));
    expect(within(ready).getByTestId('ready-price')).toHaveTextContent('$5,748.00/year');
    expect(within(ready).getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/checkout?plan=business&period=annual');
    expect(screen.getByRole('region', { name: 'Billing information' })).toHaveTextContent('No card on file');
  });

  it('quotes the free trial the plans are served with, with or without a chosen plan', async () => {
    const longTrial = { 'GET /api/plans': () => json(200, plansDto({ trialDays: 30 })) };
    const { unmount } = await openTab(billingDto(), longTrial);
    expect(await screen.findByRole('region', { name: 'No Active Subscription' })).toHaveTextContent(
      'Choose a plan to get your AI receptionist. Every new subscription starts with a 30-day free trial, and you can cancel anytime.',
    );
    unmount();

    await openTab(billingDto(), longTrial, '/dashboard?tab=subscription&plan=business');
    expect(await screen.findByRole('region', { name: 'Ready to Subscribe' })).toHaveTextContent(
      'You chose the Business plan. New subscriptions start with a 30-day free trial.',
    );
  });

  it("shows 'No Active Subscription' with the way to the plans", async () => {
    await openTab(billingDto());

    const none = screen.getByRole('region', { name: 'No Active Subscription' });
    expect(within(none).getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: 'Change Plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });

  it('changes the plan: the dialog offers the two plans per period, explains proration, and the new plan shows', async () => {
    const changed = { ...activeBusiness, status: 'active' as const };
    const { fetchMock, queryClient } = await openTab(trialBillingDto({ status: 'active', trialEndsAt: null }), {
      'POST /api/subscription/change': () => json(200, subscriptionResultDto(changed, 'Your plan has been changed.')),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Change Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your plan' });
    const options = within(dialog).getAllByRole('radio');
    expect(options.map((option) => option.getAttribute('value'))).toEqual(['monthly', 'annual', 'professional', 'business']);
    expect(within(dialog).getByTestId('proration-note')).toHaveTextContent('prorated difference');
    // Nothing to change yet: the current plan and period are selected.
    expect(within(dialog).getByRole('button', { name: 'Change Plan' })).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('radio', { name: /Business/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Plan' }));

    expect(await screen.findByText('Plan changed')).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'POST', '/api/subscription/change')).toEqual([{ planId: 'business', isAnnual: false }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(planCard()).getByRole('heading', { name: 'Business plan' })).toBeInTheDocument();
    expect(queryClient.getQueryData(sessionUserQueryKey)).toMatchObject({ subscriptionPlan: 'business' });
  });

  it('opens the plan change with the plan an Upgrade button offered chosen, once, and drops it from the address', async () => {
    const { router } = await openTab(trialBillingDto({ status: 'active', trialEndsAt: null }), {}, '/dashboard?tab=subscription&plan=business');

    const dialog = await screen.findByRole('dialog', { name: 'Change your plan' });
    expect(within(dialog).getByRole('radio', { name: /Business/ })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Change Plan' })).toBeEnabled();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=subscription'));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Change Plan' }));
    expect(within(await screen.findByRole('dialog', { name: 'Change your plan' })).getByRole('radio', { name: /Professional/ })).toBeChecked();
  });

  it('says this period’s calls under the price, and above the allowance what becomes of them', async () => {
    await openTab(trialBillingDto(), { 'GET /api/calls/usage': () => json(200, callUsageDto({ callsCounted: 1005, overage: 5, percentUsed: 100 })) });

    const calls = await within(planCard()).findByTestId('current-plan-calls');
    expect(calls).toHaveTextContent(`1,005 of 1,000 calls this period. 5 calls over your allowance. ${OVERAGE_RULE}`);
  });

  it("says 'Payment failed' with the card's message in the dialog when the prorated charge is declined", async () => {
    await openTab(trialBillingDto({ status: 'active', trialEndsAt: null }), {
      'POST /api/subscription/change': () => apiError(402, 'Your card was declined.', 'BILLING.CARD_DECLINED'),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Change Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your plan' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Annual (save 20%)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Plan' }));

    // In the dialog, which stays open to choose again (while it is open, notices are hidden from screen readers).
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Payment failed');
    expect(alert).toHaveTextContent('Your card was declined.');
  });

  it('cancels after confirmation, shows the server message, and reloads the page after 1.5 s', async () => {
    const cancelled = trialBillingDto({ status: 'cancelled', cancelAtPeriodEnd: true });
    const message = 'Your subscription has been cancelled. You keep access until Feb 2, 2026.';
    const { fetchMock } = await openTab(trialBillingDto(), {
      'POST /api/subscription/cancel': () => json(200, subscriptionResultDto(cancelled, message)),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog).toHaveTextContent('You keep access to the Professional plan until Feb 2, 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Subscription cancelled');
    expect(notice).toHaveTextContent(message);
    expect(fetchMock.mock.calls.some(([request]) => new URL((request as Request).url).pathname === '/api/subscription/cancel')).toBe(true);
    expect(within(planCard()).getByTestId('current-plan-date')).toHaveTextContent('Cancelled — access until Feb 2, 2026');
    expect(browserNavigation.reloadPage).not.toHaveBeenCalled();
    await waitFor(() => expect(browserNavigation.reloadPage).toHaveBeenCalledTimes(1), { timeout: 4000 });
  });

  it("says 'Failed to cancel subscription' when the cancellation fails", async () => {
    await openTab(trialBillingDto(), {
      'POST /api/subscription/cancel': () => apiError(409, 'You have no active subscription to cancel'),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to cancel subscription');
    expect(alert).toHaveTextContent('You have no active subscription to cancel');
    expect(browserNavigation.reloadPage).not.toHaveBeenCalled();
  });

  it('offers no online changes for a plan our team set up by hand', async () => {
    await openTab(trialBillingDto({ status: 'active', managedByProvider: false, card: null, trialEndsAt: null }));

    expect(within(planCard()).getByText(/Our team set up this plan/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change Plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });

  it("opens the provider's card page with 'Update card' when the card can be changed online", async () => {
    const { fetchMock } = await openTab(trialBillingDto({ canUpdateCard: true, provider: 'stripe' }), {
      'POST /api/billing/portal': () => json(200, { url: 'https://billing.stripe.com/p/session/test_1' }),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Update card' }));

    await waitFor(() => expect(browserNavigation.leaveTo).toHaveBeenCalledWith('https://billing.stripe.com/p/session/test_1'));
    expect(fetchMock.mock.calls.some(([request]) => new URL((request as Request).url).pathname === '/api/billing/portal')).toBe(true);
  });
});
