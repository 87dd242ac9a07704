import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionUserQueryKey } from '../../../api/session';
import { apiError, deferred, json, mockFetch, signedOut, userDto } from '../../../test/fetch-mock';
import { sentBodies } from '../../../test/form-fields';
import { rememberChosenPlan } from '../../../lib/chosen-plan';
import { renderApp } from '../../../test/render-app';

describe('verify email page', () => {
  it('posts the token once (in the body, never the URL), says the address is verified and refreshes the session user', async () => {
    let verified = false;
    const fetchMock = mockFetch({
      'GET /api/user': () => json(200, userDto({ emailVerified: verified })),
      'POST /api/verify-email': () => {
        verified = true;
        return json(200, { success: true, message: 'Your email address is verified.' });
      },
    });
    const { queryClient } = renderApp('/verify-email?token=abc123');

    expect(await screen.findByRole('heading', { name: 'Email Verified' })).toBeInTheDocument();
    expect(screen.getByText('Your email address is verified.')).toBeInTheDocument();
    expect(await within(screen.getByRole('main')).findByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(await sentBodies(fetchMock, 'POST', '/api/verify-email')).toEqual([{ token: 'abc123' }]);
    await waitFor(() => expect((queryClient.getQueryData(sessionUserQueryKey) as { emailVerified: boolean }).emailVerified).toBe(true));
  });

  it('leads on to the checkout of the plan chosen before signing up, while no plan is held', async () => {
    rememberChosenPlan({ planId: 'business', period: 'annual' });
    mockFetch({
      'GET /api/user': () => json(200, userDto()),
      'POST /api/verify-email': () => json(200, { success: true, message: 'Your email address is verified.' }),
    });
    renderApp('/verify-email?token=abc123');

    const next = await within(await screen.findByRole('main')).findByRole('link', { name: 'Continue to Checkout' });
    expect(next).toHaveAttribute('href', '/checkout?plan=business&period=annual');
  });

  it('reads the session user again when its first read, made at the same time, answers after the verification', async () => {
    // The page asks for the session user and posts the token at once: the server may read the user before the
    // verification commits and answer after it. That answer must not be the one the dashboard then shows.
    let verified = false;
    const firstRead = deferred<Response>();
    let reads = 0;
    mockFetch({
      'GET /api/user': () => {
        reads += 1;
        if (reads > 1) return json(200, userDto({ emailVerified: verified }));
        const unverified = json(200, userDto({ emailVerified: false }));
        return firstRead.promise.then(() => unverified);
      },
      'POST /api/verify-email': () => {
        verified = true;
        queueMicrotask(() => firstRead.resolve(new Response()));
        return json(200, { success: true, message: 'Your email address is verified.' });
      },
    });
    const { queryClient } = renderApp('/verify-email?token=abc123');

    expect(await screen.findByRole('heading', { name: 'Email Verified' })).toBeInTheDocument();
    await waitFor(() => expect((queryClient.getQueryData(sessionUserQueryKey) as { emailVerified: boolean }).emailVerified).toBe(true));
    expect(reads).toBe(2);
  });

  it('shows the invalid-or-expired state with a way forward for a used or expired link', async () => {
    mockFetch({
      'GET /api/user': signedOut,
      'POST /api/verify-email': () =>
        apiError(400, 'This verification link is invalid or has expired. Sign in to send a new one.', 'AUTH.VERIFICATION_LINK_INVALID'),
    });
    renderApp('/verify-email?token=used');

    expect(await screen.findByRole('heading', { name: 'Invalid or Expired Link' })).toBeInTheDocument();
    expect(screen.getByText(/Log in to send a new one\./)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth');
  });

  it('treats a link without a token as invalid without asking the server', async () => {
    const fetchMock = mockFetch({ 'GET /api/user': () => json(200, userDto({ emailVerified: false })) });
    renderApp('/verify-email');
    expect(await screen.findByRole('heading', { name: 'Invalid or Expired Link' })).toBeInTheDocument();
    expect(await screen.findByText(/Send a new one from your dashboard\./)).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'POST', '/api/verify-email')).toEqual([]);
  });

  it('says so when another account took the new address before the link was opened', async () => {
    mockFetch({
      'GET /api/user': signedOut,
      'POST /api/verify-email': () => apiError(409, 'Another account now uses this email address, so your email was not changed', 'AUTH.EMAIL_CHANGE_TAKEN'),
    });
    renderApp('/verify-email?token=late');
    expect(await screen.findByRole('heading', { name: 'Email Already in Use' })).toBeInTheDocument();
    expect(screen.getByText('Another account now uses this email address, so your email was not changed')).toBeInTheDocument();
  });
});
