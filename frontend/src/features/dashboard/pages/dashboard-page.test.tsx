import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { switchDashboardTab } from '../../../lib/dashboard-tabs';
import { callsOverviewDto } from '../../../test/call-fixtures';
import { json, mockFetch, userDto } from '../../../test/fetch-mock';
import { openSiteMenu, renderApp } from '../../../test/render-app';

function openDashboard(path: string) {
  mockFetch({
    'GET /api/user': () => json(200, userDto()),
    'GET /api/support-requests': () => json(200, []),
    'GET /api/contact-details': () => json(200, { salesEmail: 'sales@example.com', supportEmail: 'support@example.com' }),
    'GET /api/calls/overview': () => json(200, callsOverviewDto()),
  });
  return renderApp(path);
}

function selectedTab() {
  return within(screen.getByRole('tablist', { name: 'Dashboard sections' })).getByRole('tab', { selected: true });
}

describe('dashboard tabs', () => {
  it('welcomes the customer by first name, with the way to the product overview', async () => {
    openDashboard('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Product overview' })).toHaveAttribute('href', '/product');
    expect(selectedTab()).toHaveTextContent('Overview');
  });

  it('welcomes by username when there is no first name', async () => {
    mockFetch({ 'GET /api/user': () => json(200, userDto({ firstName: null, username: 'ada99' })) });
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, ada99!' })).toBeInTheDocument();
  });

  it('opens the tab the address names', async () => {
    openDashboard('/dashboard?tab=support');
    expect(await screen.findByRole('form', { name: 'Support request' })).toBeInTheDocument();
    expect(selectedTab()).toHaveTextContent('Support');
  });

  it('keeps the address in step with the tabs, one history entry each, so Back returns to the previous tab', async () => {
    const { router } = openDashboard('/dashboard?tab=nonsense');
    await screen.findByRole('heading', { level: 2, name: 'Overview' });

    await userEvent.click(screen.getByRole('tab', { name: 'Support' }));
    expect(router.state.location.search).toBe('?tab=support');
    expect(await screen.findByRole('form', { name: 'Support request' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Account' }));
    expect(router.state.location.search).toBe('?tab=account');
    expect(await screen.findByRole('form', { name: 'Personal information' })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(selectedTab()).toHaveTextContent('Support');
    expect(router.state.location.search).toBe('?tab=support');
    await act(() => router.navigate(-1));
    expect(selectedTab()).toHaveTextContent('Overview');
  });

  it('switches tabs through the in-page event, with a plan for the Subscription tab', async () => {
    const { router } = openDashboard('/dashboard');
    await screen.findByRole('heading', { level: 2, name: 'Overview' });

    let taken = false;
    act(() => {
      taken = switchDashboardTab('subscription', 'business');
    });

    expect(taken).toBe(true);
    expect(selectedTab()).toHaveTextContent('Subscription');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.location.search).toBe('?tab=subscription&plan=business');
    expect(router.state.historyAction).toBe('PUSH');

    // The plan goes with the Subscription tab.
    act(() => void switchDashboardTab('support', 'business'));
    expect(router.state.location.search).toBe('?tab=support');
    expect(await screen.findByRole('form', { name: 'Support request' })).toBeInTheDocument();

    // Asking for the tab already shown adds no history entry.
    const key = router.state.location.key;
    act(() => void switchDashboardTab('support'));
    expect(router.state.location.key).toBe(key);
  });

  it('stops listening once the customer leaves the dashboard', async () => {
    const { router } = openDashboard('/dashboard');
    await screen.findByRole('heading', { level: 2, name: 'Overview' });

    await act(() => router.navigate('/product'));
    await waitFor(() => expect(screen.queryByRole('tablist', { name: 'Dashboard sections' })).not.toBeInTheDocument());

    expect(switchDashboardTab('support')).toBe(false);
    expect(router.state.location.pathname).toBe('/product');
  });

  it("switches in place from the header's Subscription item, through the event", async () => {
    const { router } = openDashboard('/dashboard?tab=subscription&plan=business');
    await screen.findByRole('heading', { level: 2, name: 'Subscription' });
    const requests: unknown[] = [];
    const record = (event: Event) => requests.push((event as CustomEvent).detail);
    window.addEventListener('dashboard:switch-tab', record);

    await userEvent.click(within(await openSiteMenu()).getByRole('link', { name: 'Subscription' }));

    window.removeEventListener('dashboard:switch-tab', record);
    expect(requests).toEqual([{ tab: 'subscription' }]);
    expect(router.state.location.search).toBe('?tab=subscription');
  });

  it("does the same from the side drawer's Subscription item, and closes the drawer", async () => {
    const { router } = openDashboard('/dashboard?tab=account');
    await screen.findByRole('form', { name: 'Personal information' });
    let requests = 0;
    const count = () => void (requests += 1);
    window.addEventListener('dashboard:switch-tab', count);

    await userEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Subscription' }));

    window.removeEventListener('dashboard:switch-tab', count);
    expect(requests).toBe(1);
    expect(router.state.location.search).toBe('?tab=subscription');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(selectedTab()).toHaveTextContent('Subscription');
  });
});
