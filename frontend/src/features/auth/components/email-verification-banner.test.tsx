import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockFetch, userDto } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const banner = () => screen.findByRole('region', { name: 'Email verification' });

describe('email verification banner', () => {
  it('tells an unverified customer where the link went, and resends it, then says how long to wait past the limit', async () => {
    let sent = 0;
    const fetchMock = mockFetch({
      'GET /api/user': () => json(200, userDto({ emailVerified: false })),
      'POST /api/user/resend-verification': () =>
        ++sent === 1
          ? json(200, { success: true, message: 'We sent a new verification link to ada@example.com.' })
          : apiError(429, 'Too many verification emails. Please try again in 59 minutes.', 'AUTH.VERIFICATION_THROTTLED'),
    });
    renderApp('/dashboard');

    const alert = await banner();
    expect(alert).toHaveTextContent('Please verify your email address');
    expect(alert).toHaveTextContent('We sent a verification link to ada@example.com. Until you open it, we send no other email to this address.');

    await userEvent.click(within(alert).getByRole('button', { name: 'Resend' }));
    expect(await within(alert).findByRole('status')).toHaveTextContent('We sent a new verification link to ada@example.com.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Resend' }));
    expect(await within(alert).findByText('Too many verification emails. Please try again in 59 minutes.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([request]) => (request as Request).url.endsWith('/api/user/resend-verification'))).toHaveLength(2);
  });

  it('names the pending address when a change waits for its link', async () => {
    mockFetch({ 'GET /api/user': () => json(200, userDto({ emailVerified: false, pendingEmail: 'grace@example.com' })) });
    renderApp('/receptionists');
    expect(await banner()).toHaveTextContent('We sent a verification link to grace@example.com.');
  });

  it('is not shown once the address is verified', async () => {
    mockFetch({ 'GET /api/user': () => json(200, userDto({ emailVerified: true })) });
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada!' });
    expect(screen.queryByRole('region', { name: 'Email verification' })).toBeNull();
  });
});
