import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CallerDto } from '../../../api/generated/types.gen';
import { callDetailDto, callListItemDto, callsPageDto } from '../../../test/call-fixtures';
import { apiError, json, mockFetch, userDto } from '../../../test/fetch-mock';
import { followUpDto, followUpsPageDto } from '../../../test/follow-up-fixtures';
import { liveReceptionistDto } from '../../../test/receptionist-fixtures';
import { renderApp } from '../../../test/render-app';

type Routes = Parameters<typeof mockFetch>[0];

const NUMBER = '+14155550134';
const CALLER_PATH = '/api/callers/%2B14155550134';

function callerDto(overrides: Partial<CallerDto> = {}): CallerDto {
  return {
    number: NUMBER,
    name: null,
    givenName: null,
    callCount: 2,
    firstCallAt: '2026-11-20T17:00:00.000Z',
    lastCallAt: '2026-11-26T22:05:00.000Z',
    ...overrides,
  };
}

beforeAll(() => Promise.all([import('./caller-page'), import('./call-detail-page'), import('./calls-page')]));
afterEach(() => vi.restoreAllMocks());

function open(path: string, routes: Routes = {}) {
  const fetchMock = mockFetch({
    'GET /api/user': () => json(200, userDto()),
    'GET /api/receptionists': () => json(200, [liveReceptionistDto()]),
    [`GET ${CALLER_PATH}`]: () => json(200, callerDto()),
    'GET /api/calls': () => json(200, callsPageDto([callListItemDto({ id: 42 }), callListItemDto({ id: 41 })])),
    'GET /api/follow-ups': () => json(200, followUpsPageDto([])),
    ...routes,
  });
  return { ...renderApp(path), fetchMock };
}

function fact(label: string): HTMLElement {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
}

describe('/callers/:number', () => {
  it('shows the caller: their number to call back, how many calls and when, and their calls', async () => {
    const { fetchMock } = open('/callers/%2B14155550134');

    expect(await screen.findByRole('heading', { level: 1, name: '+1 (415) 555-0134' })).toBeInTheDocument();
    expect(within(fact('Number')).getByRole('link', { name: 'Call +1 (415) 555-0134' })).toHaveAttribute('href', 'tel:+14155550134');
    expect(fact('Calls')).toHaveTextContent('2');
    expect(within(await screen.findByRole('list', { name: 'Calls' })).getAllByRole('listitem')).toHaveLength(2);
    const asked = fetchMock.mock.calls.map(([input]) => new URL((input as Request).url)).find((url) => url.pathname === '/api/calls');
    expect(asked?.searchParams.get('callerNumber')).toBe(NUMBER);
  });

  it('lists what the caller left to do, and marks it done there', async () => {
    const user = userEvent.setup();
    let done = false;
    const { fetchMock } = open('/callers/%2B14155550134', {
      'GET /api/follow-ups': () =>
        json(200, followUpsPageDto([done ? followUpDto({ status: 'done', doneAt: new Date().toISOString(), doneBy: 'Grace Hopper' }) : followUpDto()])),
      'POST /api/follow-ups/7/done': () => {
        done = true;
        return json(200, followUpDto({ status: 'done' }));
      },
    });

    const section = await screen.findByRole('region', { name: 'Follow-ups' });
    expect(within(section).getByRole('link', { name: 'Call +1 (415) 555-0134' })).toHaveAttribute('href', 'tel:+14155550134');
    await user.click(within(section).getByRole('button', { name: /Mark done/ }));
    expect(await within(section).findByText(/Grace Hopper/)).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([input]) => new URL((input as Request).url)).find((url) => url.pathname === '/api/follow-ups');
    expect(asked?.searchParams.get('callerNumber')).toBe(NUMBER);
  });

  it('has no follow-ups section for a caller who left nothing to do', async () => {
    let answered = false;
    open('/callers/%2B14155550134', {
      'GET /api/follow-ups': () => {
        answered = true;
        return json(200, followUpsPageDto([]));
      },
    });
    await screen.findByRole('list', { name: 'Calls' });
    await waitFor(() => expect(answered).toBe(true));
    expect(screen.queryByRole('region', { name: 'Follow-ups' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names the caller, and the page shows the name the server kept', async () => {
    const user = userEvent.setup();
    let name: string | null = null;
    const { fetchMock } = open('/callers/%2B14155550134', {
      [`GET ${CALLER_PATH}`]: () => json(200, callerDto({ name, givenName: name })),
      [`PUT ${CALLER_PATH}/name`]: async (request) => {
        name = ((await request.json()) as { name: string | null }).name;
        return json(200, callerDto({ name, givenName: name }));
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Add a Name' }));
    const dialog = screen.getByRole('dialog', { name: 'Name this caller' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Ada Lovelace ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Name' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(name).toBe('Ada Lovelace');
    expect(await screen.findByText('+1 (415) 555-0134 shows as Ada Lovelace.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.filter(([request]) => (request as Request).method === 'PUT')).toHaveLength(1);
  });

  it('forgets the name when it is emptied', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    open('/callers/%2B14155550134', {
      [`GET ${CALLER_PATH}`]: () =>
        json(200, callerDto(sent === undefined ? { name: 'Ada Lovelace', givenName: 'Ada Lovelace' } : { name: 'Ada', givenName: null })),
      [`PUT ${CALLER_PATH}/name`]: async (request) => {
        sent = ((await request.json()) as { name: unknown }).name;
        return json(200, callerDto({ name: 'Ada', givenName: null }));
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Rename' }));
    const dialog = screen.getByRole('dialog', { name: 'Name this caller' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Name' }));

    // The name the caller gave on a call shows again.
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a Name' })).toBeInTheDocument();
    expect(sent).toBeNull();
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    const user = userEvent.setup();
    open('/callers/%2B14155550134', {
      [`PUT ${CALLER_PATH}/name`]: () => apiError(404, 'None of your calls came from this number', 'CALLS.CALLER_NOT_FOUND'),
    });

    await user.click(await screen.findByRole('button', { name: 'Add a Name' }));
    const dialog = screen.getByRole('dialog', { name: 'Name this caller' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(within(dialog).getByRole('button', { name: 'Save Name' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('None of your calls came from this number');
  });

  it('says so for a number none of the calls came from', async () => {
    open('/callers/%2B14155550999', {
      'GET /api/callers/%2B14155550999': () => apiError(404, 'None of your calls came from this number', 'CALLS.CALLER_NOT_FOUND'),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Caller not found' })).toBeInTheDocument();
  });
});

describe('callers on the call log and the call page', () => {
  it('shows the name the owner gave beside the number, and marks a 2nd call of the day', async () => {
    const startedAt = new Date(2026, 10, 26, 14, 5).toISOString();
    const earlier = new Date(2026, 10, 26, 9, 30).toISOString();
    open('/calls', {
      'GET /api/calls': () =>
        json(
          200,
          callsPageDto([
            callListItemDto({ id: 42, startedAt, caller: { name: 'Ada Lovelace', callCount: 2, earlierCallsWithinDay: [earlier] } }),
            callListItemDto({ id: 41, startedAt: earlier, caller: { name: 'Ada Lovelace', callCount: 2, earlierCallsWithinDay: [] } }),
          ]),
        ),
    });

    const rows = within(await screen.findByRole('list', { name: 'Calls' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Ada Lovelace');
    expect(rows[0]).toHaveTextContent('+1 (415) 555-0134');
    expect(rows[0]).toHaveTextContent(/2nd call (today|that day)/);
    expect(rows[1]).toHaveTextContent('Repeat caller');
  });

  it('names the caller on the call page and leads to all their calls', async () => {
    const user = userEvent.setup();
    open('/calls/41', {
      'GET /api/calls/41': () => json(200, callDetailDto({ caller: { name: 'Ada Lovelace', callCount: 3, earlierCallsWithinDay: [] } })),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Call from Ada Lovelace' })).toBeInTheDocument();
    expect(fact('Caller')).toHaveTextContent('Ada Lovelace');
    expect(within(fact('Caller')).getByRole('link', { name: 'Call +1 (415) 555-0134' })).toHaveAttribute('href', 'tel:+14155550134');
    await user.click(within(fact('Caller')).getByRole('link', { name: 'All calls from this caller' }));
    expect(await screen.findByRole('heading', { level: 1, name: '+1 (415) 555-0134' })).toBeInTheDocument();
  });
});
