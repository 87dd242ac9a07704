import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CALL_IN_PROGRESS, callDetailDto, callListItemDto, callsPageDto } from '../../../test/call-fixtures';
import { apiError, json, mockFetch, signedOut, userDto } from '../../../test/fetch-mock';
import { followUpDto, followUpsPageDto } from '../../../test/follow-up-fixtures';
import { liveReceptionistDto } from '../../../test/receptionist-fixtures';
import { renderApp } from '../../../test/render-app';

type Routes = Parameters<typeof mockFetch>[0];

beforeAll(() => Promise.all([import('./call-detail-page'), import('./calls-page')]));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function openCall(path: string, routes: Routes = {}) {
  const fetchMock = mockFetch({
    'GET /api/user': () => json(200, userDto()),
    'GET /api/receptionists': () => json(200, [liveReceptionistDto()]),
    'GET /api/calls': () => json(200, callsPageDto([callListItemDto()])),
    'GET /api/calls/41': () => json(200, callDetailDto()),
    'GET /api/follow-ups': () => json(200, followUpsPageDto([])),
    ...routes,
  });
  return { ...renderApp(path), fetchMock };
}

const IN_PROGRESS = 'This call is still going on. Its summary, transcript and recording appear here a moment after it ends.';

function fact(label: string): HTMLElement {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
}

describe('/calls/:id', () => {
  it('shows the call: who called, when, for how long, the outcome, who answered, the summary and the recording', async () => {
    openCall('/calls/41');

    expect(await screen.findByRole('heading', { level: 1, name: 'Call from +1 (415) 555-0134' })).toBeInTheDocument();
    expect(fact('Outcome')).toHaveTextContent('Appointment booked');
    expect(fact('Caller')).toHaveTextContent('+1 (415) 555-0134');
    // On a phone, one tap calls them back.
    expect(within(fact('Caller')).getByRole('link', { name: 'Call +1 (415) 555-0134' })).toHaveAttribute('href', 'tel:+14155550134');
    expect(fact('Time')).toHaveTextContent('Nov 26, 2026, 2:05 PM');
    expect(fact('Length')).toHaveTextContent('2:05');
    expect(fact('Answered by')).toHaveTextContent('Front desk');
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveTextContent('Booked a cleaning for Tuesday at 10 AM.');
    const player = screen.getByLabelText('Recording', { selector: 'audio' });
    expect(player).toHaveAttribute('src', '/api/calls/41/recording');
    expect(player).toHaveAttribute('preload', 'metadata');
    expect(player).toHaveAttribute('controls');
  });

  it('lists what the receptionist did with its tools, whether each text reached the phone, and a refusal as not done', async () => {
    openCall('/calls/41', {
      'GET /api/calls/41': () =>
        json(
          200,
          callDetailDto({
            actions: [
              { tool: 'check_availability', action: null, ok: true, summary: 'Offered 6 times for Cleaning', at: '2026-11-26T19:05:30.000Z', text: null },
              {
                tool: 'book_appointment',
                action: 'booked',
                ok: true,
                summary: 'Booked Cleaning for Ada Lovelace on Tuesday',
                at: '2026-11-26T19:06:00.000Z',
                text: null,
              },
              {
                tool: 'send_sms_link',
                action: 'texted',
                ok: true,
                summary: 'Texted the Directions link to the number ending 0134',
                at: '2026-11-26T19:06:10.000Z',
                text: { toNumber: '+14155550134', status: 'delivered', errorCode: null, updatedAt: '2026-11-26T19:06:14.000Z' },
              },
              {
                tool: 'send_sms_link',
                action: 'texted',
                ok: true,
                summary: 'Texted the Booking page link to the number ending 0134',
                at: '2026-11-26T19:06:20.000Z',
                text: { toNumber: '+14155550134', status: 'undelivered', errorCode: 30003, updatedAt: '2026-11-26T19:06:25.000Z' },
              },
              { tool: 'send_sms_link', action: null, ok: false, summary: 'Refused: the caller opted out of texts', at: '2026-11-26T19:06:30.000Z', text: null },
            ],
          }),
        ),
    });
    const did = await screen.findByRole('region', { name: 'What the receptionist did' });
    expect(
      within(did)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Offered 6 times for Cleaning'),
      expect.stringContaining('Booked Cleaning for Ada Lovelace on Tuesday'),
      expect.stringMatching(/Texted the Directions link .*Text delivered$/),
      expect.stringMatching(/Texted the Booking page link .*Text not delivered \(error 30003\)$/),
      expect.stringContaining('Not done: the caller opted out of texts'),
    ]);
    expect(within(did).getAllByRole('listitem')[0]).not.toHaveTextContent('Text');
  });

  it('shows the follow-up the call made, marks it done there with who and when, and reopens it', async () => {
    const user = userEvent.setup();
    let done = false;
    const { fetchMock } = openCall('/calls/41', {
      'GET /api/follow-ups': () =>
        json(
          200,
          followUpsPageDto([
            done ? followUpDto({ status: 'done', doneAt: new Date(2026, 10, 26, 15, 30).toISOString(), doneBy: 'Grace Hopper' }) : followUpDto(),
          ]),
        ),
      'POST /api/follow-ups/7/done': () => {
        done = true;
        return json(200, followUpDto({ status: 'done' }));
      },
      'POST /api/follow-ups/7/reopen': () => {
        done = false;
        return json(200, followUpDto());
      },
    });

    const section = await screen.findByRole('region', { name: 'Follow-up' });
    expect(section).toHaveTextContent('Message');
    expect(section).toHaveTextContent('Open since Nov 26, 2026, 2:05 PM');
    expect(within(section).getByRole('link', { name: 'All follow-ups' })).toHaveAttribute('href', '/follow-ups');
    await user.click(within(section).getByRole('button', { name: 'Mark done' }));
    expect(await within(section).findByText('Marked done by Grace Hopper, Nov 26, 2026, 3:30 PM')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Reopen' }));
    expect(await within(section).findByRole('button', { name: 'Mark done' })).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([input]) => new URL((input as Request).url)).find((url) => url.pathname === '/api/follow-ups');
    expect(asked?.searchParams.get('callId')).toBe('41');
  });

  it('has no follow-up section for a call that left nothing to do', async () => {
    let answered = false;
    openCall('/calls/41', {
      'GET /api/follow-ups': () => {
        answered = true;
        return json(200, followUpsPageDto([]));
      },
    });
    await screen.findByRole('region', { name: 'Summary' });
    await waitFor(() => expect(answered).toBe(true));
    expect(screen.queryByRole('region', { name: 'Follow-up' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows no list of actions for a call without them', async () => {
    openCall('/calls/41');
    await screen.findByRole('region', { name: 'Summary' });
    expect(screen.queryByRole('region', { name: 'What the receptionist did' })).not.toBeInTheDocument();
  });

  it('shows the transcript as a conversation, and a time plays the recording from there', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    openCall('/calls/41');

    const transcript = await screen.findByRole('list', { name: 'Transcript' });
    const turns = within(transcript).getAllByRole('listitem');
    expect(turns.map((turn) => [turn.dataset.speaker, turn.textContent])).toEqual([
      ['receptionist', 'Receptionist0:00Harbor Dental, how can I help you?'],
      ['caller', 'Caller0:04I would like to book a cleaning.'],
      ['receptionist', 'Receptionist1:12Tuesday at 10 AM works. You are booked.'],
    ]);

    await userEvent.click(within(turns[2]).getByRole('button', { name: 'Play from 1:12' }));
    expect((screen.getByLabelText('Recording', { selector: 'audio' }) as HTMLAudioElement).currentTime).toBe(72);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('opens from the list and goes back to it with its filters', async () => {
    const { router } = openCall('/calls?outcome=appointment_booked&q=cleaning');

    await userEvent.click(await screen.findByRole('link', { name: /Booked a cleaning/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Call from +1 (415) 555-0134' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/calls/41');
    const back = screen.getByRole('link', { name: 'Back to calls' });
    expect(back).toHaveAttribute('href', '/calls?outcome=appointment_booked&q=cleaning');
    await userEvent.click(back);
    await waitFor(() => expect(router.state.location.search).toBe('?outcome=appointment_booked&q=cleaning'));
  });

  it('marks a test call and names an unknown caller', async () => {
    openCall('/calls/41', { 'GET /api/calls/41': () => json(200, callDetailDto({ callerNumber: null, isTest: true })) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Call from an unknown caller' })).toBeInTheDocument();
    expect(screen.getByText('Test')).toBeInTheDocument();
    expect(fact('Caller')).toHaveTextContent('Unknown caller');
  });

  it.each([
    [callDetailDto(), "Counted in this period's calls"],
    [callDetailDto({ outcome: 'spam', counted: false, notCountedReason: 'spam' }), 'Not counted: spam is never counted'],
    [callDetailDto({ durationSeconds: 12, counted: false, notCountedReason: 'short' }), 'Not counted: too short to count'],
    [callDetailDto({ isTest: true, counted: false, notCountedReason: 'test' }), 'Not counted: a test call placed by our team'],
    [callDetailDto(CALL_IN_PROGRESS), 'Decided when the call ends'],
  ])('says whether the call counts against the plan: %#', async (call, text) => {
    openCall('/calls/41', { 'GET /api/calls/41': () => json(200, call) });

    await screen.findByRole('heading', { level: 1 });
    expect(fact('Plan usage')).toHaveTextContent(text);
  });

  it('lets a caller number it cannot write out and a long summary wrap on a phone', async () => {
    const summary = 'Caller read out a reference: ' + 'X'.repeat(120);
    openCall('/calls/41', { 'GET /api/calls/41': () => json(200, callDetailDto({ callerNumber: '+4420718387501234567', summary })) });

    const heading = await screen.findByRole('heading', { level: 1, name: 'Call from +4420718387501234567' });
    const number = within(heading).getByText('+4420718387501234567');
    expect(number).toHaveStyle({ overflowWrap: 'anywhere' });
    expect(number).not.toHaveStyle({ whiteSpace: 'nowrap' });
    expect(within(screen.getByRole('region', { name: 'Summary' })).getByText(summary)).toHaveStyle({ overflowWrap: 'anywhere' });
  });

  it('keeps a North American caller on one line', async () => {
    openCall('/calls/41');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Call from +1 (415) 555-0134' });
    expect(within(heading).getByText('+1 (415) 555-0134')).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it("says 'Call not found' for a call that is missing or another customer's, with the way back to the list", async () => {
    openCall('/calls/999', { 'GET /api/calls/999': () => apiError(404, 'Call not found', 'CALLS.NOT_FOUND') });

    expect(await screen.findByRole('heading', { level: 1, name: 'Call not found' })).toBeInTheDocument();
    expect(screen.getByText(/belongs to another account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Your Calls' })).toHaveAttribute('href', '/calls');
  });

  it("says 'Call not found' without asking for an address that names no call", async () => {
    openCall('/calls/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Call not found' })).toBeInTheDocument();
  });

  it('explains content removed after the retention period, and keeps the facts', async () => {
    openCall('/calls/41', {
      'GET /api/calls/41': () =>
        json(200, callDetailDto({ summary: null, transcript: [], recordingAvailable: false, contentRemovedAt: new Date(2027, 10, 27, 3).toISOString() })),
    });

    expect(await screen.findByText(/The summary, transcript and recording of this call were removed on Nov 27, 2027/)).toBeInTheDocument();
    expect(fact('Outcome')).toHaveTextContent('Appointment booked');
    expect(screen.queryByRole('list', { name: 'Transcript' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Recording', { selector: 'audio' })).not.toBeInTheDocument();
  });

  it('says a call still going on has its summary, transcript and recording to come, and shows them once it ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let ended = false;
    const ongoing = callDetailDto(CALL_IN_PROGRESS);
    const { fetchMock } = openCall('/calls/41', { 'GET /api/calls/41': () => json(200, ended ? callDetailDto() : ongoing) });
    const reads = () => fetchMock.mock.calls.filter(([input]) => new URL((input as Request).url).pathname === '/api/calls/41').length;

    expect(await screen.findByText(IN_PROGRESS)).toBeInTheDocument();
    expect(fact('Outcome')).toHaveTextContent('In progress');
    expect(fact('Length')).toHaveTextContent('Not known yet');
    for (const empty of [/No summary/, /No recording/, /No transcript/]) expect(screen.queryByText(empty)).not.toBeInTheDocument();

    ended = true;
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByRole('region', { name: 'Summary' })).toHaveTextContent('Booked a cleaning for Tuesday at 10 AM.');
    expect(screen.queryByText(IN_PROGRESS)).not.toBeInTheDocument();

    // An ended call is not asked for again.
    const afterEnd = reads();
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(reads()).toBe(afterEnd);
  });

  it('sends a signed-out visitor to sign in, and remembers the call to come back to', async () => {
    mockFetch({ 'GET /api/user': signedOut });
    const { router } = renderApp('/calls/41?from=share');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.state).toEqual({ from: { pathname: '/calls/41', search: '?from=share', hash: '' } });
  });
});
