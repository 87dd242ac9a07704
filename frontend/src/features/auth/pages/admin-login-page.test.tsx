import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getAdminMeQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import { sessionUserQueryKey } from '../../../api/session';
import { apiError, json, mockFetch, signedOut, userDto } from '../../../test/fetch-mock';
import { field, sentBodies } from '../../../test/form-fields';
import { renderApp } from '../../../test/render-app';

const grace = userDto({ id: 1, role: 'admin', firstName: 'Grace', email: 'grace@example.com' });

async function openPage() {
  const view = renderApp('/admin-login');
  await screen.findByRole('heading', { level: 1, name: 'Administrator Login' });
  return view;
}

describe('/admin-login', () => {
  it('warns that attempts are logged and shows the spec messages', async () => {
    const fetchMock = mockFetch({ 'GET /api/user': signedOut });
    await openPage();

    expect(screen.getByText(/Unauthorized access attempts are logged/)).toBeInTheDocument();
    await userEvent.type(field('Email'), 'grace');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email');
    expect(field('Password')).toHaveAccessibleDescription('Password is required');
    expect(await sentBodies(fetchMock, 'POST', '/api/admin/login')).toEqual([]);
  });

  it('signs the administrator in and opens /admin', async () => {
    const fetchMock = mockFetch({
      'GET /api/user': signedOut,
      'POST /api/admin/login': () => json(200, grace),
      'GET /api/admin/me': () => json(200, grace),
    });
    const { router, queryClient } = await openPage();

    await userEvent.type(field('Email'), 'grace@example.com');
    await userEvent.type(field('Password'), 'back office');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.getByText('Login successful')).toBeInTheDocument();
    expect(queryClient.getQueryData(sessionUserQueryKey)).toEqual(grace);
    expect(queryClient.getQueryData(getAdminMeQueryKey())).toEqual(grace);
    expect(await sentBodies(fetchMock, 'POST', '/api/admin/login')).toEqual([{ email: 'grace@example.com', password: 'back office' }]);
  });

  it("shows 'Login failed' with the server's message", async () => {
    mockFetch({ 'GET /api/user': signedOut, 'POST /api/admin/login': () => apiError(401, 'Invalid email or password') });
    const { router } = await openPage();

    await userEvent.type(field('Email'), 'ada@example.com');
    await userEvent.type(field('Password'), 'not an admin');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login failed');
    expect(alert).toHaveTextContent('Invalid email or password');
    expect(router.state.location.pathname).toBe('/admin-login');
  });

  it("falls back to 'Invalid credentials' when the server cannot be reached", async () => {
    mockFetch({ 'GET /api/user': signedOut, 'POST /api/admin/login': () => Promise.reject(new TypeError('Failed to fetch')) });
    await openPage();

    await userEvent.type(field('Email'), 'grace@example.com');
    await userEvent.type(field('Password'), 'back office');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
  });

  it('sends a signed-in administrator on to /admin', async () => {
    mockFetch({ 'GET /api/user': () => json(200, grace), 'GET /api/admin/me': () => json(200, grace) });
    const { router } = renderApp('/admin-login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('keeps the form for an administrator signed in through the customer login', async () => {
    mockFetch({
      'GET /api/user': () => json(200, grace),
      'GET /api/admin/me': () => apiError(403, 'Administrators only', 'AUTH.FORBIDDEN'),
    });
    const { router } = await openPage();

    expect(field('Email')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin-login');
  });
});
