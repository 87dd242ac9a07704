import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, deferred, json, mockFetch, signedOut } from '../../../test/fetch-mock';
import { field, sentBodies } from '../../../test/form-fields';
import { renderApp } from '../../../test/render-app';

const TOKEN = 'b3f1c2d4e5';
const valid = () => json(200, { success: true });
const done = () => json(200, { success: true, message: 'Your password has been reset.' });

describe('/reset-password', () => {
  it('verifies the link, then shows the form', async () => {
    const validity = deferred<Response>();
    const fetchMock = mockFetch({ 'GET /api/user': signedOut, 'GET /api/validate-reset-token': () => validity.promise });
    renderApp(`/reset-password?token=${TOKEN}`);

    expect(await screen.findByText('Verifying your reset link...')).toBeInTheDocument();
    // The request may leave a tick after the verifying screen appears.
    await waitFor(() => {
      const check = fetchMock.mock.calls.map(([r]) => new URL((r as Request).url)).find((url) => url.pathname === '/api/validate-reset-token');
      expect(check?.searchParams.get('token')).toBe(TOKEN);
    });

    validity.resolve(valid());

    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(field('New password')).toHaveAttribute('type', 'password');
    expect(screen.queryByText('Verifying your reset link...')).not.toBeInTheDocument();
  });

  it("shows 'Invalid or Expired Link' when the server says the token is not valid", async () => {
    mockFetch({ 'GET /api/user': signedOut, 'GET /api/validate-reset-token': () => json(200, { success: false }) });
    renderApp(`/reset-password?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid or Expired Link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request New Link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText(/New password/)).not.toBeInTheDocument();
  });

  it('shows the invalid screen at once without a token, asking nothing', async () => {
    const fetchMock = mockFetch({ 'GET /api/user': signedOut, 'GET /api/validate-reset-token': valid });
    renderApp('/reset-password');

    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid or Expired Link' })).toBeInTheDocument();
    expect(screen.queryByText('Verifying your reset link...')).not.toBeInTheDocument();
    const asked = fetchMock.mock.calls.some(([r]) => new URL((r as Request).url).pathname === '/api/validate-reset-token');
    expect(asked).toBe(false);
  });

  it("shows the product's messages", async () => {
    const fetchMock = mockFetch({ 'GET /api/user': signedOut, 'GET /api/validate-reset-token': valid });
    renderApp(`/reset-password?token=${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });

    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(field('Confirm new password')).toHaveAccessibleDescription('Please confirm your password');

    await userEvent.type(field('New password'), 'short');
    await userEvent.type(field('Confirm new password'), 'shorter!!');

    expect(field('New password')).toHaveAccessibleDescription('Password must be at least 8 characters');
    expect(field('Confirm new password')).toHaveAccessibleDescription("Passwords don't match");

    await userEvent.clear(field('New password'));
    await userEvent.type(field('New password'), 'x'.repeat(101));
    expect(field('New password')).toHaveAccessibleDescription('Password is too long');
    expect(await sentBodies(fetchMock, 'POST', '/api/reset-password')).toEqual([]);
  });

  it("sends only { token, newPassword }, then shows 'Password Reset Complete'", async () => {
    const fetchMock = mockFetch({
      'GET /api/user': signedOut,
      'GET /api/validate-reset-token': valid,
      'POST /api/reset-password': done,
    });
    renderApp(`/reset-password?token=${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });

    await userEvent.type(field('New password'), 'a new secret');
    await userEvent.type(field('Confirm new password'), 'a new secret');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Password Reset Complete' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login Now' })).toHaveAttribute('href', '/auth');
    expect(screen.getByText('Password reset successful')).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'POST', '/api/reset-password')).toEqual([{ token: TOKEN, newPassword: 'a new secret' }]);
  });

  it("shows 'Password reset failed' with the server's message", async () => {
    mockFetch({
      'GET /api/user': signedOut,
      'GET /api/validate-reset-token': valid,
      'POST /api/reset-password': () => apiError(400, 'The reset link is invalid or has expired'),
    });
    renderApp(`/reset-password?token=${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });

    await userEvent.type(field('New password'), 'a new secret');
    await userEvent.type(field('Confirm new password'), 'a new secret');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Password reset failed');
    expect(alert).toHaveTextContent('The reset link is invalid or has expired');
    expect(screen.queryByRole('heading', { name: 'Password Reset Complete' })).not.toBeInTheDocument();
  });
});
