import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, deferred, json, mockFetch, signedOut, userDto } from '../test/fetch-mock';
import { openSiteMenu, renderApp } from '../test/render-app';

describe('signed-in routes', () => {
  it('show a spinner while the session loads, then send a signed-out visitor to /auth', async () => {
    const session = deferred<Response>();
    mockFetch({ 'GET /api/user': () => session.promise });

    const { router } = renderApp('/dashboard?tab=support');

    expect(await screen.findByRole('progressbar', { name: 'Checking your session' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');

    session.resolve(signedOut());

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to your account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.state).toEqual({
      from: { pathname: '/dashboard', search: '?tab=support', hash: '' },
    });
    expect(screen.queryByRole('heading', { name: /Welcome/ })).not.toBeInTheDocument();
  });

  it.each(['/payment', '/checkout', '/resources', '/product', '/receptionists'])('redirect %s to /auth when signed out', async (path) => {
    mockFetch({ 'GET /api/user': signedOut });

    const { router } = renderApp(path);

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('let a signed-in user in, with the signed-in header', async () => {
    mockFetch({ 'GET /api/user': () => json(200, userDto()) });

    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
    expect(within(await openSiteMenu()).getByRole('navigation', { name: 'Main' })).toHaveTextContent('Receptionists');
  });

  it("switch the dashboard tab in place from the header's Subscription item", async () => {
    mockFetch({ 'GET /api/user': () => json(200, userDto()) });
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada!' });
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(within(await openSiteMenu()).getByRole('link', { name: 'Subscription' }));

    expect(await screen.findByRole('tab', { name: 'Subscription' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Subscription' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.location.search).toBe('?tab=subscription');
  });
});

describe('the admin route', () => {
  it('sends a visitor to /admin-login', async () => {
    mockFetch({ 'GET /api/user': signedOut, 'GET /api/admin/me': signedOut });

    const { router } = renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Administrator Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin-login');
  });

  it('sends a signed-in customer to /admin-login', async () => {
    mockFetch({
      'GET /api/user': () => json(200, userDto()),
      'GET /api/admin/me': () => apiError(403, 'Administrators only', 'AUTH.FORBIDDEN'),
    });

    const { router } = renderApp('/admin');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'));
  });

  it('lets an administrator in', async () => {
    const admin = userDto({ role: 'admin', firstName: 'Grace' });
    mockFetch({ 'GET /api/user': () => json(200, admin), 'GET /api/admin/me': () => json(200, admin) });

    renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
  });

  it('moves /admin/login to /admin-login', async () => {
    mockFetch({ 'GET /api/user': signedOut });

    const { router } = renderApp('/admin/login');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'));
  });
});
