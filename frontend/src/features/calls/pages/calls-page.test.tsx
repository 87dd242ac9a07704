import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callListItemDto, callsPageDto, callUsageDto } from '../../../test/call-fixtures';
import { localDayOf } from '../call-filters';
import { deferred, json, mockFetch, userDto } from '../../../test/fetch-mock';
import { liveReceptionistDto, receptionistDto } from '../../../test/receptionist-fixtures';
import { openSiteMenu, renderApp } from '../../../test/render-app';
import { SEARCH_DELAY_MS } from '../../../lib/use-search-text';

type Routes = Parameters<typeof mockFetch>[0];

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
beforeAll(() => import('./calls-page'));
afterEach(() => vi.useRealTimers());

/** /calls (or another address) for a signed-in customer with one live receptionist and no calls (override any route). */
function openCalls(path = '/calls', routes: Routes = {}) {
  const fetchMock = mockFetch({
    'GET /api/user': () => json(200, userDto()),
    'GET /api/receptionists': () => json(200, [liveReceptionistDto({ id: 1, name: 'Front desk' }), liveReceptionistDto({ id: 2, name: 'After hours' })]),
    'GET /api/calls': () => json(200, callsPageDto([])),
    'GET /api/calls/usage': () => json(200, callUsageDto()),
    ...routes,
  });
  return { ...renderApp(path), fetchMock };
}

/** /calls listing these calls. */
function openCallsListing(calls: ReturnType<typeof callListItemDto>[]) {
  return openCalls('/calls', { 'GET /api/calls': () => json(200, callsPageDto(calls)) });
}

/** The queries the page sent to GET /api/calls, in order, as plain objects. */
function callsQueries(fetchMock: ReturnType<typeof mockFetch>): Record<string, string>[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input), window.location.href))
    .filter((url) => url.pathname === '/api/calls')
    .map((url) => Object.fromEntries(url.searchParams));
}

function rows(): HTMLElement[] {
  return within(screen.getByRole('list', { name: 'Calls' })).getAllByRole('link');
}

describe('/calls', () => {
  it('lists the calls newest first: time, caller, receptionist, length, outcome and summary, each opening its call', async () => {
    openCallsListing([
      callListItemDto(),
      callListItemDto({ id: 40, callerNumber: null, outcome: 'hang_up', durationSeconds: 7, summary: null, receptionistName: 'After hours' }),
      callListItemDto({ id: 39, isTest: true, outcome: 'message_taken', summary: 'Test call placed by our team.' }),
    ]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Calls' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Calls · AI Receptionists'));
    const [first, second, third] = await waitFor(rows);
    expect(first).toHaveAttribute('href', '/calls/41');
    expect(first).toHaveTextContent('Nov 26, 2026, 2:05 PM');
    expect(first).toHaveTextContent('+1 (415) 555-0134');
    expect(first).toHaveTextContent('Front desk');
    expect(first).toHaveTextContent('Length 2:05');
    expect(first).toHaveTextContent('Appointment booked');
    expect(first).toHaveTextContent('Booked a cleaning for Tuesday at 10 AM.');
    expect(second).toHaveTextContent('Unknown caller');
    expect(second).toHaveTextContent('After hours');
    expect(second).toHaveTextContent('Length 0:07');
    expect(second).toHaveTextContent('Hang-up');
    expect(within(third).getByText('Test')).toBeInTheDocument();
    expect(within(first).queryByText('Test')).not.toBeInTheDocument();
    expect(screen.getByText('1–3 of 3 calls')).toBeInTheDocument();
  });

  it('says which calls are not counted against the plan, and why', async () => {
    openCallsListing([
      callListItemDto(),
      callListItemDto({ id: 40, outcome: 'spam', counted: false, notCountedReason: 'spam' }),
      callListItemDto({ id: 39, outcome: 'hang_up', durationSeconds: 9, counted: false, notCountedReason: 'short' }),
      callListItemDto({ id: 38, isTest: true, counted: false, notCountedReason: 'test' }),
    ]);

    const [counted, spam, short, test] = await waitFor(rows);
    expect(counted).not.toHaveTextContent('Not counted');
    expect(spam).toHaveTextContent('Not counted: spam');
    expect(short).toHaveTextContent('Not counted: too short');
    // A test call's own chip says it: not a second one.
    expect(within(test).getByText('Test')).toBeInTheDocument();
    expect(test).not.toHaveTextContent('Not counted');
  });

  it('asks the server for the filters and the page in the address, and offers each page as a link', async () => {
    const { fetchMock } = openCalls('/calls?page=2&receptionistId=2&outcome=spam&from=2026-11-01&to=2026-11-26&q=dentist', {
      'GET /api/calls': () => json(200, callsPageDto([callListItemDto({ outcome: 'spam' })], { total: 60, page: 2 })),
    });

    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(callsQueries(fetchMock).at(-1)).toEqual({
      page: '2',
      pageSize: '25',
      receptionistId: '2',
      outcome: 'spam',
      // The customer's days, from their first to their last moment where they are.
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 10, 27, 0, 0, 0, -1).toISOString(),
      q: 'dentist',
    });
    expect(screen.getByRole('searchbox', { name: 'Search calls' })).toHaveValue('dentist');
    expect(screen.getByRole('combobox', { name: 'Receptionist' })).toHaveTextContent('After hours');
    expect(screen.getByRole('combobox', { name: 'Outcome' })).toHaveTextContent('Spam');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(screen.getByText('26–26 of 60 calls')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'pagination navigation' });
    expect(within(pages).getByRole('link', { name: 'Go to page 3' })).toHaveAttribute(
      'href',
      '/calls?page=3&receptionistId=2&outcome=spam&from=2026-11-01&to=2026-11-26&q=dentist',
    );
    expect(within(pages).getByRole('link', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers Today, 7 days, 30 days and This period, each setting both days in the address, and clearing them when chosen again', async () => {
    const { router, fetchMock } = openCalls('/calls', { 'GET /api/calls': () => json(200, callsPageDto([callListItemDto()])) });
    await waitFor(() => expect(rows()).toHaveLength(1));
    const day = (daysAgo: number) => localDayOf(new Date(Date.now() - daysAgo * 86_400_000).toISOString());
    const presets = screen.getByRole('group', { name: 'Days' });

    await user.click(within(presets).getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?from=${day(6)}&to=${day(0)}`));
    expect(within(presets).getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('From')).toHaveValue(day(6));
    await waitFor(() => expect(callsQueries(fetchMock).at(-1)).toMatchObject({ from: expect.any(String), to: expect.any(String) }));

    await user.click(within(presets).getByRole('button', { name: 'This period' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?from=2026-11-05&to=${day(0)}`));
    await user.click(within(presets).getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?from=${day(0)}&to=${day(0)}`));
    await user.click(within(presets).getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(within(presets).getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('exports the calls the filters show, every page of them, as a CSV download', async () => {
    openCalls('/calls?outcome=spam&from=2026-11-01&to=2026-11-26&q=dentist', {
      'GET /api/calls': () => json(200, callsPageDto([callListItemDto({ outcome: 'spam' })], { total: 60 })),
    });
    const link = await screen.findByRole('link', { name: 'Export these calls (CSV)' });
    const url = new URL(link.getAttribute('href')!, window.location.href);
    expect(url.pathname).toBe('/api/calls/export.csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      outcome: 'spam',
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 10, 27, 0, 0, 0, -1).toISOString(),
      q: 'dentist',
    });
    expect(link).toHaveAttribute('download');
  });

  it('shows the calls not counted for a reason (the overview links there) and lets the filter go', async () => {
    const { router, fetchMock } = openCalls('/calls?notCounted=short', {
      'GET /api/calls': () => json(200, callsPageDto([callListItemDto({ counted: false, notCountedReason: 'short' })])),
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(callsQueries(fetchMock).at(-1)).toEqual({ page: '1', pageSize: '25', notCounted: 'short' });
    const filter = screen.getByRole('button', { name: 'Not counted: too short' });
    act(() => filter.focus());
    await user.keyboard('{Delete}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when there are more calls than the pages reach, and how to reach older ones', async () => {
    openCalls('/calls', { 'GET /api/calls': () => json(200, callsPageDto([callListItemDto()], { total: 10_000, totalCapped: true })) });

    expect(await screen.findByText('1–1 of more than 10,000 calls')).toBeInTheDocument();
    expect(screen.getByText('The pages stop here: choose a range of days to reach older calls.')).toBeInTheDocument();
  });

  it('puts a chosen filter in the address (back to the first page) and the search once typing pauses', async () => {
    const { router, fetchMock } = openCalls('/calls?page=2', {
      'GET /api/calls': () => json(200, callsPageDto([callListItemDto()], { total: 30, page: 2 })),
    });
    await waitFor(() => expect(rows()).toHaveLength(1));

    await user.click(screen.getByRole('combobox', { name: 'Outcome' }));
    await user.click(screen.getByRole('option', { name: 'Message taken' }));
    await waitFor(() => expect(router.state.location.search).toBe('?outcome=message_taken'));
    expect(router.state.historyAction).toBe('PUSH');

    await user.click(screen.getByRole('combobox', { name: 'Receptionist' }));
    await user.click(screen.getByRole('option', { name: 'Front desk' }));
    await waitFor(() => expect(router.state.location.search).toBe('?receptionistId=1&outcome=message_taken'));

    await user.type(screen.getByRole('searchbox', { name: 'Search calls' }), '555 01');
    await waitFor(() => expect(router.state.location.search).toBe('?receptionistId=1&outcome=message_taken&q=555+01'));
    // Sent once typing paused, not a request per keystroke.
    await waitFor(() =>
      expect(callsQueries(fetchMock).filter((query) => query.q)).toEqual([
        { page: '1', pageSize: '25', receptionistId: '1', outcome: 'message_taken', q: '555 01' },
      ]),
    );

    // Back undoes the search, and the box follows the address.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search calls' })).toHaveValue(''));
    expect(router.state.location.search).toBe('?receptionistId=1&outcome=message_taken');
  });

  it('shows a spinner while the calls load, then the receptionists an empty log speaks of', async () => {
    const callsAnswer = deferred<Response>();
    const receptionistsAnswer = deferred<Response>();
    openCalls('/calls', { 'GET /api/calls': () => callsAnswer.promise, 'GET /api/receptionists': () => receptionistsAnswer.promise });

    expect(await screen.findByRole('progressbar', { name: 'Loading your calls' })).toBeInTheDocument();
    callsAnswer.resolve(json(200, callsPageDto([])));
    expect(await screen.findByRole('progressbar', { name: 'Loading your receptionists' })).toBeInTheDocument();
    receptionistsAnswer.resolve(json(200, [liveReceptionistDto({ name: 'Front desk' })]));
    expect(await screen.findByRole('region', { name: 'No calls yet' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('keeps a filter chosen while a search waits for its timer, and drops that search on Clear filters', async () => {
    const { router } = openCalls('/calls', { 'GET /api/calls': () => json(200, callsPageDto([callListItemDto()])) });
    await waitFor(() => expect(rows()).toHaveLength(1));
    // The clock moves only when told, and events fire at once.
    vi.useFakeTimers();
    const search = screen.getByRole('searchbox', { name: 'Search calls' });

    fireEvent.change(search, { target: { value: 'x' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Outcome' }));
    // The outcome is chosen and the search's timer fires before the page renders the new address.
    act(() => {
      fireEvent.click(screen.getByRole('option', { name: 'Spam' }));
      vi.advanceTimersByTime(SEARCH_DELAY_MS);
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(router.state.location.search).toBe('?outcome=spam&q=x');

    fireEvent.change(search, { target: { value: '' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
    expect(router.state.location.search).toBe('?outcome=spam');

    // A search typed but not yet sent goes with the filters.
    fireEvent.change(search, { target: { value: 'y' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS * 2));
    expect(router.state.location.search).toBe('');
    expect(search).toHaveValue('');
  });

  it('says when the filters match nothing, and clears them', async () => {
    const { router } = openCalls('/calls?outcome=failed');

    const empty = await screen.findByRole('region', { name: 'No calls match these filters' });
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('offers to request a receptionist when the customer has none', async () => {
    openCalls('/calls', { 'GET /api/receptionists': () => json(200, []) });

    const empty = await screen.findByRole('region', { name: 'No receptionists yet' });
    expect(within(empty).getByRole('link', { name: 'Request a Receptionist' })).toHaveAttribute('href', '/receptionists');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it.each([
    ['pending', 'our team is reviewing your request; we set receptionists up within 24-48 hours.'],
    ['training', 'our team is training it on your business and testing it before it answers real callers.'],
  ] as const)('says calls appear once a %s receptionist goes live, and why it is not yet', async (status, why) => {
    openCalls('/calls', { 'GET /api/receptionists': () => json(200, [receptionistDto({ name: 'Front desk', status })]) });

    const empty = await screen.findByRole('region', { name: 'No calls yet' });
    expect(empty).toHaveTextContent('Calls appear here once Front desk goes live.');
    expect(empty).toHaveTextContent(`Front desk: ${why}`);
    expect(within(empty).getByRole('link', { name: 'Follow Its Progress' })).toHaveAttribute('href', '/receptionists');
  });

  it('tells a customer with a live receptionist and no calls yet where its calls will come from', async () => {
    openCalls('/calls', {
      'GET /api/receptionists': () => json(200, [liveReceptionistDto({ name: 'Front desk' }), receptionistDto({ id: 2, name: 'Spanish line' })]),
    });

    const empty = await screen.findByRole('region', { name: 'No calls yet' });
    expect(empty).toHaveTextContent('Front desk is live. Each call answered appears here a moment after it ends');
    expect(empty).toHaveTextContent(
      "Forward your business line to Front desk's AI number, +1 (415) 555-0199, to send it your callers: the steps for your phone company are on its card.",
    );
  });

  it('says disabled receptionists answer no calls', async () => {
    openCalls('/calls', { 'GET /api/receptionists': () => json(200, [receptionistDto({ status: 'inactive' })]) });

    const empty = await screen.findByRole('region', { name: 'No calls yet' });
    expect(empty).toHaveTextContent('Your receptionists are disabled, so they answer no calls.');
    expect(within(empty).getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/dashboard?tab=support');
  });

  it('is in the signed-in header as Calls, current on a call too', async () => {
    openCalls('/calls/41', { 'GET /api/calls/41': () => json(404, { statusCode: 404, code: 'CALLS.NOT_FOUND', message: 'Call not found' }) });

    const link = within(await openSiteMenu()).getByRole('link', { name: 'Calls' });
    expect(link).toHaveAttribute('href', '/calls');
    expect(link).toHaveAttribute('aria-current', 'page');
  });
});
