import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../../test/fetch-mock';
import type { ReceptionistCalendarDto, TextMessageDto } from '../../../../api/generated/types.gen';
import { whenText } from '../../../../lib/appointment-text';
import { appointmentDto, appointmentsPageDto, localMomentFromNow } from '../../../../test/appointment-fixtures';
import { billingDto } from '../../../../test/billing-fixtures';
import { callUsageDto } from '../../../../test/call-fixtures';
import { renderApp } from '../../../../test/render-app';
import { adminCall, adminCallDetail, adminReceptionist, adminRoutes, adminUser, page } from '../../testing/admin-fixtures';

beforeAll(() => import('../../pages/admin-page'));

function detailsOf(user: ReturnType<typeof adminUser>, receptionists: unknown[] = [], calendars: ReceptionistCalendarDto[] = []) {
  return {
    user,
    billing: billingDto({ planId: 'professional', planName: 'Professional', status: 'active' }),
    usage: callUsageDto(),
    receptionists,
    calendars,
    supportRequests: [],
    activities: [],
    audit: [],
  };
}

async function openDetails(name: string) {
  const row = (await screen.findAllByRole('row', { name: new RegExp(name) }))[0];
  await userEvent.click(within(row).getByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'View Details' }));
  return { row, dialog: await screen.findByRole('dialog') };
}

describe("receptionists over a user's plan limit in the back office", () => {
  it('shows the count in the users list and marks each one in View Details', async () => {
    const ada = adminUser({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      subscriptionPlan: 'professional',
      receptionistCount: 3,
      receptionistsOverLimit: 2,
    });
    mockFetch({
      ...adminRoutes(),
      'GET /api/admin/users': () => json(200, page([ada])),
      'GET /api/admin/users/7': () =>
        json(
          200,
          detailsOf(ada, [
            adminReceptionist({ id: 31, name: 'Front desk' }),
            adminReceptionist({ id: 32, name: 'After hours', overLimit: true, overLimitReasons: ['receptionists'] }),
            adminReceptionist({ id: 33, name: 'Spanish line', overLimit: true, overLimitReasons: ['receptionists', 'languages'] }),
          ]),
        ),
      'GET /api/admin/calls': () => json(200, page([])),
    });
    renderApp('/admin');
    const { row, dialog } = await openDetails('Ada Lovelace');
    expect(row).toHaveTextContent('2 over limit');
    expect(await within(dialog).findByText('AI receptionists (3, 2 over the plan limit)')).toBeInTheDocument();
    const items = within(dialog)
      .getAllByRole('listitem')
      .filter((item) => /Front desk|After hours|Spanish line/.test(item.textContent ?? ''));
    expect(items.map((item) => item.textContent?.includes('Over limit'))).toEqual([false, true, true]);
  });
});

describe("the user's recent calls in View Details", () => {
  it('lists the five latest calls with a link to all of them in the Calls tab', async () => {
    const ada = adminUser({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
    const fetchMock = mockFetch({
      ...adminRoutes(),
      'GET /api/admin/users': () => json(200, page([ada])),
      'GET /api/admin/users/7': () => json(200, detailsOf(ada)),
      'GET /api/admin/calls': () => json(200, page([adminCall(), adminCall({ id: 82, isTest: true, outcome: 'spam', callerNumber: null })], { total: 12 })),
      'GET /api/admin/calls/81': () => json(200, adminCallDetail()),
    });
    const { router } = renderApp('/admin');
    const { dialog } = await openDetails('Ada Lovelace');

    const section = await within(dialog).findByRole('region', { name: 'Recent calls (12)' });
    const items = within(section).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Jan 6, 2025');
    expect(items[0]).toHaveTextContent('Appointment booked+1 (415) 555-0188 · Front desk · 2:05');
    expect(items[1]).toHaveTextContent('SpamTestUnknown caller');
    const asked = fetchMock.mock.calls.map(([request]) => new URL((request as Request).url)).find((url) => url.pathname === '/api/admin/calls');
    expect(Object.fromEntries(asked!.searchParams)).toMatchObject({ userId: '7', pageSize: '5', page: '1', sort: 'startedAt:desc' });

    await userEvent.click(within(section).getByRole('link', { name: "See all of this user's calls in the Calls tab" }));
    expect(router.state.location.search).toBe('?tab=calls&userId=7');
    expect(await screen.findByRole('table', { name: 'Calls' })).toBeInTheDocument();
  });

  it('says when the user has had no calls yet', async () => {
    const ada = adminUser({ firstName: 'Ada', lastName: 'Lovelace' });
    mockFetch({
      ...adminRoutes(),
      'GET /api/admin/users': () => json(200, page([ada])),
      'GET /api/admin/users/7': () => json(200, detailsOf(ada)),
      'GET /api/admin/calls': () => json(200, page([])),
    });
    renderApp('/admin');
    const { dialog } = await openDetails('Ada Lovelace');
    const section = await within(dialog).findByRole('region', { name: 'Recent calls (0)' });
    expect(section).toHaveTextContent('No calls yet.');
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('calls this period in the back office', () => {
  const customers = [
    adminUser({ id: 7, firstName: 'Ada', lastName: 'Lovelace', callsThisPeriod: 1120, callAllowance: 1000 }),
    adminUser({ id: 8, firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', callsThisPeriod: 850, callAllowance: 1000 }),
    adminUser({ id: 9, firstName: 'Alan', lastName: 'Turing', email: 'alan@example.com', callsThisPeriod: 412, callAllowance: null }),
    adminUser({ id: 10, firstName: 'Edsger', lastName: 'Dijkstra', email: 'edsger@example.com', callsThisPeriod: 120, callAllowance: 1000 }),
    adminUser({ id: 11, firstName: 'Barbara', lastName: 'Liskov', email: 'barbara@example.com' }),
  ];

  function callsCell(name: string) {
    const table = screen.getByRole('table', { name: 'Users' });
    const column = within(table)
      .getAllByRole('columnheader')
      .findIndex((header) => header.textContent === 'Calls this period');
    const row = within(table).getByRole('row', { name: new RegExp(name) });
    return within(row).getAllByRole('cell')[column].textContent;
  }

  it('shows each customer’s calls of their allowance, the share from 80% and the overage', async () => {
    mockFetch({ ...adminRoutes(), 'GET /api/admin/users': () => json(200, page(customers)) });
    renderApp('/admin');
    await screen.findByRole('row', { name: /Ada Lovelace/ });

    expect(callsCell('Ada Lovelace')).toBe('1,120 / 1,000120 over');
    expect(callsCell('Grace Hopper')).toBe('850 / 1,00085% used');
    expect(callsCell('Alan Turing')).toBe('412 / Unlimited');
    expect(callsCell('Edsger Dijkstra')).toBe('120 / 1,000');
    expect(callsCell('Barbara Liskov')).toBe('0 / No plan');
  });

  it('filters the customers at or above 80%, from the first page', async () => {
    const fetchMock = mockFetch({
      ...adminRoutes(),
      'GET /api/admin/users': (request) =>
        json(200, page(new URL(request.url).searchParams.get('nearAllowance') === 'true' ? customers.slice(0, 2) : customers)),
    });
    renderApp('/admin');
    await screen.findByRole('row', { name: /Barbara Liskov/ });

    await userEvent.click(screen.getByRole('combobox', { name: 'Calls this period' }));
    await userEvent.click(await screen.findByRole('option', { name: 'At or above 80% of their calls' }));

    await waitFor(() => expect(screen.queryByRole('row', { name: /Barbara Liskov/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /Grace Hopper/ })).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([request]) => new URL((request as Request).url)).filter((url) => url.pathname === '/api/admin/users');
    expect(Object.fromEntries(asked.at(-1)!.searchParams)).toMatchObject({ nearAllowance: 'true', page: '1' });
    expect(asked[0].searchParams.has('nearAllowance')).toBe(false);
  });

  it('shows the period, the calls counted, the overage and what did not count in View Details', async () => {
    const ada = customers[0];
    mockFetch({
      ...adminRoutes(),
      'GET /api/admin/users': () => json(200, page([ada])),
      'GET /api/admin/users/7': () => json(200, { ...detailsOf(ada), usage: callUsageDto({ callsCounted: 1120, overage: 120, percentUsed: 112 }) }),
      'GET /api/admin/calls': () => json(200, page([])),
    });
    renderApp('/admin');
    const { dialog } = await openDetails('Ada Lovelace');

    const section = await within(dialog).findByRole('region', { name: 'Calls this period' });
    const facts = within(section)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(facts).toEqual([
      'Period: Nov 5, 2026 – Dec 5, 2026',
      'Counted: 1,120 of 1,000 calls (112%)',
      'Overage: 120 calls',
      'Not counted: Spam: 12 · Too short to count: 31',
    ]);
    const bar = within(section).getByRole('progressbar', { name: 'Calls used this period' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar.className).toContain('colorWarning');
  });
});

/** The parameters of the requests the dialog sent to `pathname`. */
function askedOf(fetchMock: ReturnType<typeof mockFetch>, pathname: string) {
  return fetchMock.mock.calls
    .map(([request]) => new URL((request as Request).url))
    .filter((url) => url.pathname === pathname)
    .map((url) => Object.fromEntries(url.searchParams));
}

const ada = adminUser({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });

/** Ada's View Details, opened from the users list, with `routes` answering the sections' own requests. */
async function adasDetails(routes: Parameters<typeof mockFetch>[0], details: ReturnType<typeof detailsOf> = detailsOf(ada)) {
  const fetchMock = mockFetch({
    ...adminRoutes(),
    'GET /api/admin/users': () => json(200, page([ada])),
    'GET /api/admin/users/7': () => json(200, details),
    ...routes,
  });
  renderApp('/admin');
  const { dialog } = await openDetails('Ada Lovelace');
  return { dialog, fetchMock };
}

describe("the user's appointments in View Details", () => {
  const soon = appointmentDto({ id: 1, calendarState: 'pending' });
  const later = appointmentDto({ id: 2, typeName: 'Filling', callerName: 'Grace Hopper', callerNumber: null, receptionistName: 'After hours' });
  const lastWeek = localMomentFromNow(-7, 14);
  const lastWeeks = { startsAt: lastWeek.toISOString(), endsAt: new Date(lastWeek.getTime() + 30 * 60_000).toISOString() };
  const past = [
    appointmentDto({ id: 3, ...lastWeeks, calendarState: 'failed' }),
    appointmentDto({ id: 4, ...lastWeeks, status: 'cancelled', calendarState: 'pending' }),
    ...[5, 6, 7].map((id) => appointmentDto({ id, ...lastWeeks })),
  ];

  it('shows the upcoming ones first, then the latest past ones, five in all, with the counts', async () => {
    const { dialog, fetchMock } = await adasDetails({
      'GET /api/admin/appointments': (request) =>
        new URL(request.url).searchParams.get('when') === 'upcoming'
          ? json(200, appointmentsPageDto([soon, later]))
          : json(200, appointmentsPageDto(past, { total: 14 })),
    });

    const section = await within(dialog).findByRole('region', { name: 'Appointments (2 upcoming, 14 past)' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent(`${whenText(soon)}BookedNot in their calendar yetCleaning · Jane Doe · +1 (415) 555-0134 · Front desk`);
    expect(items[1]).toHaveTextContent(`${whenText(later)}BookedFilling · Grace Hopper · Unknown caller · After hours`);
    expect(items[2]).toHaveTextContent('PastNot written to their calendar');
    // A cancelled appointment never goes to the calendar: nothing to say about it.
    expect(items[3]).toHaveTextContent('CancelledCleaning');
    expect(items[3]).not.toHaveTextContent('calendar');
    expect(askedOf(fetchMock, '/api/admin/appointments')).toEqual([
      { userId: '7', when: 'upcoming', sort: 'startsAt:asc', page: '1', pageSize: '5' },
      { userId: '7', when: 'past', sort: 'startsAt:desc', page: '1', pageSize: '5' },
    ]);
  });

  it('says when the user has no appointments, and when they could not be loaded', async () => {
    const { dialog } = await adasDetails({ 'GET /api/admin/appointments': () => json(200, appointmentsPageDto([])) });
    expect(await within(dialog).findByRole('region', { name: 'Appointments (0 upcoming, 0 past)' })).toHaveTextContent('No appointments yet.');
    // Without texts to list (this test answers none), the section says so rather than spinning.
    expect(await within(dialog).findByRole('region', { name: 'Texts' })).toHaveTextContent('Cannot GET /api/admin/texts');
  });
});

describe("the user's texts in View Details", () => {
  const text = (overrides: Partial<TextMessageDto>): TextMessageDto => ({
    id: 1,
    createdAt: '2025-01-06T16:21:00.000Z',
    updatedAt: '2025-01-06T16:21:04.000Z',
    receptionistId: 31,
    receptionistName: 'Front desk',
    toNumber: '+14155550188',
    linkName: 'Directions',
    body: 'Harbor Dental: here is the Directions link you asked for: https://maps.example.com/harbor-dental',
    status: 'delivered',
    errorCode: null,
    platformCallId: 'call-1',
    ...overrides,
  });

  it('lists the latest five: when, status (failed ones with the provider’s error), to whom, from which receptionist and what they carried', async () => {
    const { dialog, fetchMock } = await adasDetails({
      'GET /api/admin/texts': () =>
        json(
          200,
          page(
            [
              text({ id: 3, status: 'failed', errorCode: 21610, toNumber: '+14155550199', linkName: 'Booking page' }),
              text({
                id: 2,
                status: 'undelivered',
                receptionistId: null,
                receptionistName: null,
                linkName: null,
                body: 'Harbor Dental: your Cleaning on Tue, Dec 1 at 9:30 AM is cancelled. Call us to book another time.',
              }),
              text({ id: 1, status: 'queued', linkName: null, body: '' }),
            ],
            { total: 12 },
          ),
        ),
    });

    const section = await within(dialog).findByRole('region', { name: 'Texts (12)' });
    const items = within(section).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Jan 6, 2025');
    expect(items[0]).toHaveTextContent('Failed · error 21610To +1 (415) 555-0199 · Front desk · Booking page link');
    expect(items[1]).toHaveTextContent(
      'UndeliveredTo +1 (415) 555-0188 · N/A · Appointment notice: “Harbor Dental: your Cleaning on Tue, Dec 1 at 9:30 AM is…”',
    );
    expect(items[2]).toHaveTextContent('QueuedTo +1 (415) 555-0188 · Front desk · Appointment notice');
    expect(askedOf(fetchMock, '/api/admin/texts')).toEqual([{ userId: '7', sort: 'createdAt:desc', page: '1', pageSize: '5' }]);
  });

  it('says when the user’s receptionists have texted no one yet', async () => {
    const { dialog } = await adasDetails({ 'GET /api/admin/texts': () => json(200, page([])) });
    expect(await within(dialog).findByRole('region', { name: 'Texts (0)' })).toHaveTextContent('No texts yet.');
  });
});

describe("each receptionist's calendar in View Details", () => {
  it('says the built-in calendar, the Google account, or warns that Google Calendar was disconnected', async () => {
    const builtIn = { provider: 'sandbox', state: 'connected', disconnectedReason: null, accountEmail: null, calendarId: null, connectedAt: null } as const;
    const google = {
      ...builtIn,
      provider: 'google',
      accountEmail: 'owner@example.com',
      calendarId: 'primary',
      connectedAt: '2025-01-05T15:04:00.000Z',
    } as const;
    const receptionists = ['Front desk', 'After hours', 'Weekend line'].map((name, index) => adminReceptionist({ id: 31 + index, name }));
    const calendars: ReceptionistCalendarDto[] = [
      { receptionistId: 31, ...builtIn },
      { receptionistId: 32, ...google },
      { receptionistId: 33, ...google, state: 'disconnected', disconnectedReason: 'revoked' },
    ];
    const { dialog } = await adasDetails({}, detailsOf(ada, receptionists, calendars));

    const section = await within(dialog).findByRole('region', { name: 'AI receptionists (3)' });
    const items = within(section).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Calendar: built-in');
    expect(items[1]).toHaveTextContent('Calendar: Google (owner@example.com)');
    expect(items[2]).not.toHaveTextContent('Calendar:');
    const warning = within(items[2]).getByText('Google Calendar disconnected');
    await userEvent.hover(warning);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('owner@example.com: Google refused its access');
  });
});
