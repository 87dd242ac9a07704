import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALL_IN_PROGRESS } from '../../../../test/call-fixtures';
import { json, mockFetch } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { adminCall, adminCallDetail, adminRoutes, page } from '../../testing/admin-fixtures';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
beforeAll(() => import('../../pages/admin-page'));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const matched = [adminCall(), adminCall({ id: 82, isTest: true, outcome: 'message_taken', callerNumber: null, durationSeconds: 14, summary: null })];
const unmatched = [
  adminCall({ id: 90, customer: null, receptionistId: null, receptionistName: null, platform: 'vapi', assistantId: 'asst-7f3c', phoneNumberId: 'pn-91d2' }),
];

/** The query each GET /api/admin/calls asked for. */
function callQueries(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls
    .map(([request]) => new URL((request as Request).url))
    .filter((url) => url.pathname === '/api/admin/calls')
    .map((url) => Object.fromEntries(url.searchParams));
}

/** The Calls table once its rows are in. */
async function callsTable(name = 'Calls') {
  const table = await screen.findByRole('table', { name });
  await within(table).findAllByRole('link', { name: /View the call/ });
  return table;
}

function serve() {
  return mockFetch({
    ...adminRoutes(),
    'GET /api/admin/calls': (request) => json(200, page(new URL(request.url).searchParams.get('matched') === 'false' ? unmatched : matched)),
    'GET /api/admin/calls/81': () => json(200, adminCallDetail()),
  });
}

describe('the Calls tab', () => {
  it("lists every customer's calls newest first: time, customer, receptionist, caller, duration, outcome, summary and the test mark", async () => {
    const fetchMock = serve();
    const { router } = renderApp('/admin?tab=calls');
    const table = await callsTable();
    const [first, second] = within(table).getAllByRole('row').slice(1);

    for (const text of [
      'Jan 6, 2025',
      'ada@example.com',
      'Ada Lovelace',
      'Front desk',
      '+1 (415) 555-0188',
      '2:05',
      'Appointment booked',
      'booked a cleaning',
    ]) {
      expect(first).toHaveTextContent(text);
    }
    expect(within(first).queryByText('Test')).not.toBeInTheDocument();
    for (const text of ['Unknown caller', '0:14', 'Message taken', 'No summary', 'Test']) expect(second).toHaveTextContent(text);
    expect(callQueries(fetchMock)[0]).toMatchObject({ matched: 'true', sort: 'startedAt:desc', page: '1' });

    await user.click(within(table).getByRole('button', { name: 'Duration' }));
    await waitFor(() => expect(callQueries(fetchMock).at(-1)).toMatchObject({ sort: 'durationSeconds:desc' }));
    expect(router.state.location.search).toBe('?tab=calls');
  });

  it('shows the unmatched reports apart, with the platform ids to link them', async () => {
    const fetchMock = serve();
    const { router } = renderApp('/admin?tab=calls');
    await screen.findByRole('table', { name: 'Calls' });

    await user.click(screen.getByRole('button', { name: 'Unmatched reports' }));
    const table = await callsTable('Unmatched call reports');
    const row = within(table).getAllByRole('row')[1];
    for (const text of ['asst-7f3c', 'Platform: vapi', 'pn-91d2']) expect(row).toHaveTextContent(text);
    expect(within(row).getByText('asst-7f3c').tagName).toBe('CODE');
    expect(within(table).queryByRole('columnheader', { name: 'Customer' })).not.toBeInTheDocument();
    expect(callQueries(fetchMock).at(-1)).toMatchObject({ matched: 'false' });
    expect(router.state.location.search).toBe('?tab=calls&view=unmatched');
    expect(screen.getByRole('button', { name: 'Unmatched reports' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens a call as the customer sees it, with its customer and platform ids, at its own address', async () => {
    serve();
    const { router } = renderApp('/admin?tab=calls');
    const table = await callsTable();

    await user.click(within(table).getByRole('link', { name: /View the call from \+1 \(415\) 555-0188/ }));
    const dialog = await screen.findByRole('dialog', { name: /Call from \+1 \(415\) 555-0188/ });
    expect(router.state.location.search).toBe('?tab=calls&call=81');
    expect(await within(dialog).findByRole('list', { name: 'Transcript' })).toHaveTextContent('I would like to book a cleaning.');
    expect(dialog).toHaveTextContent('The caller booked a cleaning for Thursday at 10am.');
    // A long word in a summary wraps on a phone instead of widening the dialog.
    expect(within(dialog).getByText('The caller booked a cleaning for Thursday at 10am.')).toHaveStyle({ overflowWrap: 'anywhere' });
    const player = within(dialog).getByLabelText('Recording', { selector: 'audio' }) as HTMLAudioElement;
    expect(player).toHaveAttribute('src', '/api/admin/calls/81/recording');
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    await user.click(within(dialog).getByRole('button', { name: 'Play from 0:04' }));
    expect(player.currentTime).toBe(4);
    expect(play).toHaveBeenCalledOnce();
    for (const text of ['Ada Lovelace, ada@example.com (ID: 7)', 'Front desk (ID: 31)', 'sandbox-assistant-31', 'sandbox-number-31', 'customer-ended-call']) {
      expect(dialog).toHaveTextContent(text);
    }
    expect(within(dialog).getByText('sandbox-number-31').tagName).toBe('CODE');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=calls'));
  });

  it('says why a removed call has no transcript or recording', async () => {
    mockFetch({
      ...adminRoutes(),
      'GET /api/admin/calls': () => json(200, page(matched)),
      'GET /api/admin/calls/81': () =>
        json(200, adminCallDetail({ summary: null, transcript: [], recordingAvailable: false, contentRemovedAt: '2026-01-07T03:00:00.000Z' })),
    });
    renderApp('/admin?tab=calls&call=81');
    const dialog = await screen.findByRole('dialog', { name: /Call from/ });
    await waitFor(() => expect(within(dialog).getAllByText('Removed on Jan 7, 2026, past the retention period.')).toHaveLength(3));
    expect(dialog.querySelector('audio')).toBeNull();
  });

  it('says a call still going on has its summary, transcript and recording to come, and shows them once it ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let ended = false;
    const ongoing = adminCallDetail(CALL_IN_PROGRESS);
    mockFetch({
      ...adminRoutes(),
      'GET /api/admin/calls': () => json(200, page(matched)),
      'GET /api/admin/calls/81': () => json(200, ended ? adminCallDetail() : ongoing),
    });
    renderApp('/admin?tab=calls&call=81');
    const dialog = await screen.findByRole('dialog', { name: /Call from/ });

    expect(
      await within(dialog).findByText('This call is still going on. Its summary, transcript and recording appear here a moment after it ends.'),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('In progress');
    for (const empty of [/No summary/, /No recording/, /No transcript/]) expect(within(dialog).queryByText(empty)).not.toBeInTheDocument();

    ended = true;
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await within(dialog).findByRole('list', { name: 'Transcript' })).toHaveTextContent('I would like to book a cleaning.');
    expect(dialog).toHaveTextContent('The caller booked a cleaning for Thursday at 10am.');
  });

  it('stops asking for a call once its dialog is closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockFetch({
      ...adminRoutes(),
      'GET /api/admin/calls': () => json(200, page(matched)),
      'GET /api/admin/calls/81': () =>
        json(200, adminCallDetail({ status: 'in_progress', endedAt: null, outcome: null, summary: null, transcript: [], recordingAvailable: false })),
    });
    const reads = () => fetchMock.mock.calls.filter(([request]) => new URL((request as Request).url).pathname === '/api/admin/calls/81').length;
    const { router } = renderApp('/admin?tab=calls&call=81');
    const dialog = await screen.findByRole('dialog', { name: /Call from/ });
    await within(dialog).findByText(/This call is still going on/);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(reads()).toBe(2));

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=calls'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(reads()).toBe(2);
  });

  it("shows one customer's calls from the address, and every customer's again on request", async () => {
    const fetchMock = serve();
    const { router } = renderApp('/admin?tab=calls&userId=7');
    await screen.findByRole('table', { name: 'Calls' });
    expect(await screen.findByText('Only ada@example.com')).toBeInTheDocument();
    expect(callQueries(fetchMock)[0]).toMatchObject({ userId: '7', matched: 'true' });

    await user.click(screen.getByRole('button', { name: 'Show every customer' }));
    await waitFor(() => expect(callQueries(fetchMock).at(-1)).not.toHaveProperty('userId'));
    expect(router.state.location.search).toBe('?tab=calls');
  });
});
