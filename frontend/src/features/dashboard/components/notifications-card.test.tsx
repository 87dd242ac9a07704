import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockFetch, userDto } from '../../../test/fetch-mock';
import { sentBodies } from '../../../test/form-fields';
import { renderApp } from '../../../test/render-app';

const DEFAULTS = { dailyDigest: true, usageAlerts: true, callSummaries: false, callSummaryReceptionistIds: [] as number[] };
const receptionist = (id: number, name: string) => ({ id, name });

async function openNotifications(routes: Parameters<typeof mockFetch>[0] = {}, preferences = DEFAULTS) {
  const fetchMock = mockFetch({
    'GET /api/user': () => json(200, userDto()),
    'GET /api/notifications/preferences': () => json(200, preferences),
    'GET /api/receptionists': () => json(200, [receptionist(3, 'Front desk'), receptionist(4, 'Night line')]),
    'PUT /api/notifications/preferences': async (request) => json(200, await request.clone().json()),
    ...routes,
  });
  renderApp('/dashboard?tab=account');
  const card = await screen.findByRole('region', { name: 'Notifications' });
  await within(card).findByRole('switch', { name: /Front desk/ });
  return { card, fetchMock };
}

const toggle = (card: HTMLElement, name: RegExp) => within(card).getByRole('switch', { name });

describe('the Account tab’s notifications', () => {
  it('shows the saved choices: digest and usage alerts on, call summaries off, per receptionist', async () => {
    const { card } = await openNotifications({}, { ...DEFAULTS, usageAlerts: false, callSummaryReceptionistIds: [4] });
    expect(toggle(card, /^Daily digest/)).toBeChecked();
    expect(toggle(card, /^Usage alerts/)).not.toBeChecked();
    expect(toggle(card, /^Call summaries for all receptionists/)).not.toBeChecked();
    expect(toggle(card, /^Front desk/)).not.toBeChecked();
    expect(toggle(card, /^Night line/)).toBeChecked();
  });

  it('saves each switch server-side as it is flipped, whole, and says so', async () => {
    const { card, fetchMock } = await openNotifications();
    await userEvent.click(toggle(card, /^Daily digest/));
    expect(await screen.findByText('Notifications saved')).toBeInTheDocument();
    await waitFor(() => expect(toggle(card, /^Daily digest/)).not.toBeChecked());
    await userEvent.click(toggle(card, /^Front desk/));
    await waitFor(() => expect(toggle(card, /^Front desk/)).toBeChecked());
    expect(await sentBodies(fetchMock, 'PUT', '/api/notifications/preferences')).toEqual([
      { ...DEFAULTS, dailyDigest: false },
      { ...DEFAULTS, dailyDigest: false, callSummaryReceptionistIds: [3] },
    ]);
  });

  it('turns every receptionist on, and locks their switches, while summaries are on for all', async () => {
    const { card } = await openNotifications({}, { ...DEFAULTS, callSummaries: true });
    for (const name of [/^Front desk/, /^Night line/]) {
      expect(toggle(card, name)).toBeChecked();
      expect(toggle(card, name)).toBeDisabled();
    }
    expect(within(card).getAllByText('On for all receptionists')).toHaveLength(2);
  });

  it('shows the server’s refusal and keeps the switch as it was', async () => {
    const { card } = await openNotifications({
      'PUT /api/notifications/preferences': () =>
        apiError(400, 'Call summaries can only be turned on for your own receptionists', 'NOTIFICATIONS.UNKNOWN_RECEPTIONIST'),
    });
    await userEvent.click(toggle(card, /^Night line/));
    expect(await screen.findByText('Notifications not saved')).toBeInTheDocument();
    expect(screen.getByText('Call summaries can only be turned on for your own receptionists')).toBeInTheDocument();
    expect(toggle(card, /^Night line/)).not.toBeChecked();
  });

  it('says so when the choices cannot be loaded', async () => {
    mockFetch({
      'GET /api/user': () => json(200, userDto()),
      'GET /api/notifications/preferences': () => apiError(503, 'The service is temporarily unavailable', 'SERVICE.UNAVAILABLE'),
    });
    renderApp('/dashboard?tab=account');
    const card = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(card).findByText('The service is temporarily unavailable')).toBeInTheDocument();
  });
});
