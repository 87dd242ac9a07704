import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockFetch, userDto } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const session = (id: string, device: string, current = false) => ({
  id,
  current,
  device,
  address: '203.0.113.7',
  createdAt: '2025-01-05T12:00:00.000Z',
  lastActiveAt: '2025-01-06T12:00:00.000Z',
});
const HERE = session('11111111-1111-4111-8111-111111111111', 'Chrome on macOS', true);
const PHONE = session('22222222-2222-4222-8222-222222222222', 'Safari on iOS');
const DESKTOP = session('33333333-3333-4333-8333-333333333333', 'Firefox on Linux');

/** The Account tab with these sessions; each sign-out removes what it ended from the next read, as the server does. */
async function openSessions(routes: Parameters<typeof mockFetch>[0] = {}) {
  let listed = [HERE, PHONE, DESKTOP];
  const fetchMock = mockFetch({
    'GET /api/user': () => json(200, userDto()),
    'GET /api/notifications/preferences': () => json(200, { dailyDigest: true, usageAlerts: true, callSummaries: false, callSummaryReceptionistIds: [] }),
    'GET /api/receptionists': () => json(200, []),
    'GET /api/sessions': () => json(200, listed),
    [`DELETE /api/sessions/${PHONE.id}`]: () => {
      listed = listed.filter((candidate) => candidate.id !== PHONE.id);
      return new Response(null, { status: 204 });
    },
    'POST /api/sessions/sign-out-others': () => {
      listed = [HERE];
      return json(200, { success: true, message: 'Signed out everywhere else' });
    },
    ...routes,
  });
  renderApp('/dashboard?tab=account');
  const card = await screen.findByRole('region', { name: "Where you're signed in" });
  await within(card).findByText('Safari on iOS');
  return { card, fetchMock };
}

const sent = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([input, init]) => {
    const request = input instanceof Request ? input : new Request(input, init);
    return `${request.method} ${new URL(request.url).pathname}`;
  });

describe("the Account tab's sessions", () => {
  it('lists each device with its address and last activity, this one marked instead of a sign-out button', async () => {
    const { card } = await openSessions();
    expect(within(card).getByText('Chrome on macOS')).toBeInTheDocument();
    expect(within(card).getByText('This device')).toBeInTheDocument();
    expect(within(card).getAllByText(/^203\.0\.113\.7 · last active /)).toHaveLength(3);
    expect(within(card).queryByRole('button', { name: 'Sign out Chrome on macOS' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Sign out Safari on iOS' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Sign out everywhere else' })).toBeInTheDocument();
  });

  it('lists this device first, whatever its place in the answer', async () => {
    const { card } = await openSessions({ 'GET /api/sessions': () => json(200, [PHONE, HERE, DESKTOP]) });
    const devices = within(card)
      .getAllByRole('listitem')
      .map((item) => within(item).getByText(/ on /).textContent);
    expect(devices).toEqual(['Chrome on macOS', 'Safari on iOS', 'Firefox on Linux']);
  });

  it('signs one session out, says so, and reads the list again', async () => {
    const { card, fetchMock } = await openSessions();
    await userEvent.click(within(card).getByRole('button', { name: 'Sign out Safari on iOS' }));
    expect(await screen.findByText('Safari on iOS is signed out')).toBeInTheDocument();
    await waitFor(() => expect(within(card).queryByText('Safari on iOS')).not.toBeInTheDocument());
    expect(within(card).getByText('Firefox on Linux')).toBeInTheDocument();
    expect(sent(fetchMock)).toContain(`DELETE /api/sessions/${PHONE.id}`);
  });

  it('signs out everywhere else, leaving this device alone in the list', async () => {
    const { card, fetchMock } = await openSessions();
    await userEvent.click(within(card).getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('Only this device is still signed in')).toBeInTheDocument();
    await waitFor(() => expect(within(card).queryByText('Firefox on Linux')).not.toBeInTheDocument());
    expect(within(card).getByText('Chrome on macOS')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Sign out everywhere else' })).not.toBeInTheDocument();
    expect(sent(fetchMock)).toContain('POST /api/sessions/sign-out-others');
  });

  it("shows the server's refusal", async () => {
    const { card } = await openSessions({
      [`DELETE /api/sessions/${PHONE.id}`]: () => apiError(404, 'This session was not found. It may have ended already.', 'AUTH.SESSION_NOT_FOUND'),
    });
    await userEvent.click(within(card).getByRole('button', { name: 'Sign out Safari on iOS' }));
    expect(await screen.findByText('Not signed out')).toBeInTheDocument();
    expect(screen.getByText('This session was not found. It may have ended already.')).toBeInTheDocument();
  });

  it('says so when the sessions cannot be loaded', async () => {
    mockFetch({
      'GET /api/user': () => json(200, userDto()),
      'GET /api/sessions': () => apiError(503, 'The service is temporarily unavailable', 'SERVICE.UNAVAILABLE'),
    });
    renderApp('/dashboard?tab=account');
    const card = await screen.findByRole('region', { name: "Where you're signed in" });
    expect(await within(card).findByText('The service is temporarily unavailable')).toBeInTheDocument();
  });
});
