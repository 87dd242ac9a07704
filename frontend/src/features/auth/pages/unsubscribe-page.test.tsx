import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockFetch, signedOut } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

/** The requests the page sent to the unsubscribe route, as "METHOD ?query". */
const unsubscribeRequests = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([request]) => request as Request)
    .filter((request) => new URL(request.url).pathname === '/api/notifications/unsubscribe')
    .map((request) => `${request.method} ${new URL(request.url).search}`);

describe('unsubscribe page', () => {
  it('POSTs the token once as it loads, says what was turned off and leads to the Account tab', async () => {
    const fetchMock = mockFetch({ 'GET /api/user': signedOut, 'POST /api/notifications/unsubscribe': () => json(200, { kind: 'daily_digest' }) });
    renderApp('/unsubscribe?token=42.daily_digest.1.n.s');

    expect(await screen.findByRole('heading', { name: 'You Are Unsubscribed' })).toBeInTheDocument();
    expect(
      screen.getByText('You will no longer get the daily digest of your calls. You can turn it back on, and choose your other e-mails, in your Account tab.'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Manage E-mail Preferences' })).toHaveAttribute('href', '/dashboard?tab=account');
    expect(unsubscribeRequests(fetchMock)).toEqual(['POST ?token=42.daily_digest.1.n.s']);
  });

  it.each([
    [
      409,
      'NOTIFICATIONS.USED_UNSUBSCRIBE_LINK',
      'Link Already Used',
      'This unsubscribe link has already been used. Change your e-mail preferences in the Account tab.',
    ],
    [
      410,
      'NOTIFICATIONS.EXPIRED_UNSUBSCRIBE_LINK',
      'Link Expired',
      'This unsubscribe link has expired. Change your e-mail preferences in the Account tab instead.',
    ],
    [
      400,
      'NOTIFICATIONS.INVALID_UNSUBSCRIBE_LINK',
      'Invalid Link',
      'This unsubscribe link is not valid. Change your e-mail preferences in the Account tab instead.',
    ],
  ])('says why a refused link (%i) changed nothing', async (status, code, title, message) => {
    mockFetch({ 'GET /api/user': signedOut, 'POST /api/notifications/unsubscribe': () => apiError(status, message, code) });
    renderApp('/unsubscribe?token=refused');
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('treats a link without a token as invalid without asking the server', async () => {
    const fetchMock = mockFetch({ 'GET /api/user': signedOut });
    renderApp('/unsubscribe');
    expect(await screen.findByRole('heading', { name: 'Invalid Link' })).toBeInTheDocument();
    expect(unsubscribeRequests(fetchMock)).toEqual([]);
  });
});
