import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockFetch, userDto } from '../../../test/fetch-mock';
import { calendarConnectionDto, receptionistSettingsDto } from '../../../test/receptionist-settings-fixtures';
import { renderApp } from '../../../test/render-app';

const CALENDAR = '/api/receptionists/5/calendar';
type Routes = Parameters<typeof mockFetch>[0];

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
afterEach(() => vi.restoreAllMocks());
beforeAll(() => import('../pages/receptionist-settings-page'));

async function openCalendar(calendar: ReturnType<typeof calendarConnectionDto>, routes: Routes = {}, path = '/receptionists/5/settings') {
  const fetchMock = mockFetch({
    'GET /api/user': () => json(200, userDto()),
    'GET /api/receptionists/5/settings': () => json(200, receptionistSettingsDto()),
    'GET /api/receptionists/5/settings/versions': () => json(200, []),
    'GET /api/receptionists/5/knowledge-gaps': () => json(200, []),
    [`GET ${CALENDAR}`]: () => json(200, calendar),
    ...routes,
  });
  renderApp(path);
  const section = await screen.findByRole('region', { name: 'Calendar' });
  return { section, fetchMock };
}

describe('the settings page’s Calendar section', () => {
  it('offers to connect Google Calendar, and sends the browser to Google’s consent page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { section } = await openCalendar(calendarConnectionDto(), {
      [`POST ${CALENDAR}/connect`]: () => json(200, { url: 'https://accounts.google.com/o/oauth2/v2/auth?client_id=test' }),
    });
    expect(await within(section).findByText(/Appointments go to the built-in calendar/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Connect Google Calendar' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?client_id=test'));
    vi.unstubAllGlobals();
  });

  it('says so when this server has no Google client', async () => {
    const { section } = await openCalendar(calendarConnectionDto(), {
      [`POST ${CALENDAR}/connect`]: () =>
        apiError(409, 'Google Calendar is not set up on this server. Appointments go to the built-in calendar.', 'CALENDAR.NOT_SET_UP'),
    });
    await user.click(await within(section).findByRole('button', { name: 'Connect Google Calendar' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Google Calendar is not set up on this server.');
  });

  it('shows the connected account and disconnects it', async () => {
    let connected = true;
    const { section, fetchMock } = await openCalendar(calendarConnectionDto(), {
      [`GET ${CALENDAR}`]: () =>
        json(
          200,
          connected
            ? calendarConnectionDto({
                provider: 'google',
                accountEmail: 'frontdesk@example.com',
                calendarId: 'primary',
                connectedAt: '2026-11-20T15:00:00.000Z',
              })
            : calendarConnectionDto(),
        ),
      [`DELETE ${CALENDAR}`]: () => {
        connected = false;
        return new Response(null, { status: 204 });
      },
    });
    expect(await within(section).findByText(/Connected to Google Calendar \(frontdesk@example.com\) since Nov 20, 2026/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Disconnect' }));
    expect(await within(section).findByRole('button', { name: 'Connect Google Calendar' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([request]) => (request as Request).method === 'DELETE')).toBe(true);
  });

  it('shows a calendar Google stopped accepting as disconnected, with Reconnect', async () => {
    const { section } = await openCalendar(
      calendarConnectionDto({ provider: 'google', state: 'disconnected', disconnectedReason: 'revoked', accountEmail: 'frontdesk@example.com' }),
    );
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Google Calendar (frontdesk@example.com) is disconnected: access to it was removed in Google.',
    );
    expect(within(section).getByRole('button', { name: 'Reconnect Google Calendar' })).toBeInTheDocument();
  });

  it('says how the connection went when Google sends the browser back', async () => {
    await openCalendar(
      calendarConnectionDto({ provider: 'google', accountEmail: 'frontdesk@example.com' }),
      {},
      '/receptionists/5/settings?calendar=connected',
    );
    expect(await screen.findByText('Google Calendar connected')).toBeInTheDocument();
  });
});
