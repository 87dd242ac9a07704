import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockFetch, signedOut, userDto } from '../../test/fetch-mock';
import { openSiteMenu, renderApp } from '../../test/render-app';

const visitorLinks: [string, string][] = [
  ['Features', '/#features'],
  ['Pricing', '/pricing'],
  ['How It Works', '/how-it-works'],
  ['About', '/about'],
  ['Contact', '/contact'],
  ['Log In', '/auth'],
  ['Sign Up', '/auth?signup=true'],
];

const userLinks: [string, string][] = [
  ['Dashboard', '/dashboard'],
  ['Receptionists', '/receptionists'],
  ['Calls', '/calls'],
  ['Follow-ups', '/follow-ups'],
  ['Appointments', '/appointments'],
  ['Product', '/product'],
  ['Subscription', '/dashboard?tab=subscription'],
];

// The site's header comes first; a page may have a <header> of its own (the pricing page does), which the role query
// also counts as a banner, once its lazy code has loaded.
function header() {
  return screen.getAllByRole('banner')[0];
}

describe('site header', () => {
  it('shows the visitor items when GET /api/user answers 401', async () => {
    mockFetch({ 'GET /api/user': signedOut });
    renderApp('/pricing');

    const banner = header();
    await within(banner).findByRole('link', { name: 'Sign Up' });
    for (const [name, href] of visitorLinks) {
      expect(within(banner).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(banner).queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
  });

  it('shows the signed-in items for a user: below 1200 px in the side drawer, not in the row', async () => {
    mockFetch({ 'GET /api/user': () => json(200, userDto()) });
    renderApp('/product');

    const banner = header();
    await within(banner).findByRole('button', { name: 'Open navigation menu' });
    expect(within(banner).queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();

    const drawer = await openSiteMenu();
    for (const [name, href] of userLinks) {
      expect(within(drawer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(drawer).getByRole('link', { name: 'Product' })).toHaveAttribute('aria-current', 'page');
    expect(within(drawer).getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('closes the side drawer when one of its items is followed', async () => {
    mockFetch({ 'GET /api/user': () => json(200, userDto()) });
    renderApp('/resources');

    const drawer = await openSiteMenu();
    await userEvent.click(within(drawer).getByRole('link', { name: 'Product' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Your AI Receptionist' })).toBeInTheDocument();
  });

  it('logs out: POST /api/logout, back to the visitor header on the home page', async () => {
    let signedIn = true;
    const fetchMock = mockFetch({
      'GET /api/user': () => (signedIn ? json(200, userDto()) : signedOut()),
      'POST /api/logout': () => {
        signedIn = false;
        return new Response(null, { status: 204 });
      },
    });
    const { router } = renderApp('/receptionists');

    await userEvent.click(within(await openSiteMenu()).getByRole('button', { name: 'Log Out' }));

    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The page is hidden from assistive technology until the drawer has slid away.
    const [banner] = await screen.findAllByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Sign Up' })).toBeInTheDocument();
    const logout = fetchMock.mock.calls.map(([request]) => request as Request).find((r) => r.method === 'POST');
    expect(new URL(logout!.url).pathname).toBe('/api/logout');
    expect(logout!.credentials).toBe('include');
  });

  it("reports a failed logout with the server's message", async () => {
    mockFetch({
      'GET /api/user': () => json(200, userDto()),
      'POST /api/logout': () => apiError(500, 'Session store unavailable'),
    });
    renderApp('/receptionists');

    await userEvent.click(within(await openSiteMenu()).getByRole('button', { name: 'Log Out' }));

    // The page behind the header may show an alert of its own: take the one that reports the logout.
    const alert = (await screen.findByText('Logout failed')).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toBeInTheDocument();
    expect(alert).toHaveTextContent('Session store unavailable');
    expect(alert).not.toHaveTextContent('500');
  });
});
