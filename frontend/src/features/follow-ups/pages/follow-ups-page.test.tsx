import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json, mockFetch, userDto } from '../../../test/fetch-mock';
import { followUpDto, followUpsPageDto } from '../../../test/follow-up-fixtures';
import { liveReceptionistDto } from '../../../test/receptionist-fixtures';
import { openSiteMenu, renderApp } from '../../../test/render-app';

type Routes = Parameters<typeof mockFetch>[0];

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
beforeAll(() => import('./follow-ups-page'));

/** /follow-ups (or another address) for a signed-in customer with two live receptionists. */
function openFollowUps(path = '/follow-ups', routes: Routes = {}) {
  const fetchMock = mockFetch({
    'GET /api/user': () => json(200, userDto()),
    'GET /api/receptionists': () => json(200, [liveReceptionistDto({ id: 1, name: 'Front desk' }), liveReceptionistDto({ id: 2, name: 'After hours' })]),
    'GET /api/follow-ups': () => json(200, followUpsPageDto([])),
    'GET /api/follow-ups/open-count': () => json(200, { open: 0 }),
    ...routes,
  });
  return { ...renderApp(path), fetchMock };
}

/** The queries the page sent to GET /api/follow-ups, in order. */
function listQueries(fetchMock: ReturnType<typeof mockFetch>): Record<string, string>[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input), window.location.href))
    .filter((url) => url.pathname === '/api/follow-ups')
    .map((url) => Object.fromEntries(url.searchParams));
}

function entries(): HTMLElement[] {
  return within(screen.getByRole('list', { name: 'Follow-ups' })).getAllByRole('listitem');
}

describe('/follow-ups', () => {
  it('lists each follow-up with why, who (the number a tel: link), when, the receptionist and its call, and who marked it done', async () => {
    openFollowUps('/follow-ups', {
      'GET /api/follow-ups': () =>
        json(
          200,
          followUpsPageDto([
            followUpDto(),
            followUpDto({ id: 8, reason: 'failed', callerName: null, callerNumber: '+14155550188', summary: null, callId: 42 }),
            followUpDto({
              id: 9,
              reason: 'appointment',
              status: 'done',
              callerName: 'Sam Lee',
              doneAt: new Date(2026, 10, 27, 9, 30).toISOString(),
              doneBy: 'Grace Hopper',
              callId: 43,
            }),
          ]),
        ),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Follow-ups' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Follow-ups · AI Receptionists'));
    const [message, failed, booked] = await waitFor(entries);
    expect(message).toHaveAccessibleName('Message: Ada Lovelace');
    expect(message).toHaveTextContent('Nov 26, 2026, 2:05 PM');
    expect(message).toHaveTextContent('+1 (415) 555-0134 · Front desk');
    expect(message).toHaveTextContent('Wants a call back about the invoice.');
    expect(within(message).getByRole('link', { name: 'Call +1 (415) 555-0134' })).toHaveAttribute('href', 'tel:+14155550134');
    expect(within(message).getByRole('link', { name: 'View call' })).toHaveAttribute('href', '/calls/41');
    expect(within(message).getByRole('button', { name: 'Mark done' })).toBeEnabled();
    // No name given: the number stands for the caller.
    expect(failed).toHaveAccessibleName('Call failed: +1 (415) 555-0188');
    expect(within(failed).getByRole('link', { name: 'View call' })).toHaveAttribute('href', '/calls/42');
    expect(booked).toHaveAccessibleName('Appointment booked: Sam Lee');
    expect(booked).toHaveTextContent('Done');
    expect(booked).toHaveTextContent('Marked done by Grace Hopper, Nov 27, 2026, 9:30 AM');
    expect(within(booked).getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    expect(within(booked).queryByRole('button', { name: 'Mark done' })).not.toBeInTheDocument();
  });

  it('marks one done and reopens it, asking the list and the navigation’s count again', async () => {
    let done = false;
    let open = 1;
    const { fetchMock } = openFollowUps('/follow-ups', {
      'GET /api/follow-ups': () =>
        json(200, followUpsPageDto([done ? followUpDto({ status: 'done', doneAt: new Date().toISOString(), doneBy: 'Grace Hopper' }) : followUpDto()])),
      'GET /api/follow-ups/open-count': () => json(200, { open }),
      'POST /api/follow-ups/7/done': () => {
        done = true;
        open = 0;
        return json(200, followUpDto({ status: 'done', doneAt: new Date().toISOString(), doneBy: 'Grace Hopper' }));
      },
      'POST /api/follow-ups/7/reopen': () => {
        done = false;
        open = 1;
        return json(200, followUpDto());
      },
    });

    await waitFor(entries);
    const menu = await openSiteMenu();
    expect(await within(menu).findByRole('link', { name: /^Follow-ups\s?, 1 open$/ })).toHaveAttribute('aria-current', 'page');
    await user.keyboard('{Escape}');

    // Once the drawer has closed, the page is no longer hidden behind it.
    await user.click(within((await waitFor(entries))[0]).getByRole('button', { name: 'Mark done' }));
    expect(await screen.findByText('Ada Lovelace: done.')).toBeInTheDocument();
    await waitFor(() => expect(entries()[0]).toHaveTextContent('Marked done by Grace Hopper'));
    const reopenedMenu = await openSiteMenu();
    await waitFor(() => expect(within(reopenedMenu).getByRole('link', { name: 'Follow-ups' })).toBeInTheDocument());
    await user.keyboard('{Escape}');

    await user.click(within((await waitFor(entries))[0]).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(within(entries()[0]).getByRole('button', { name: 'Mark done' })).toBeInTheDocument());
    const posts = fetchMock.mock.calls.map(
      ([input, init]) =>
        `${(input instanceof Request ? input.method : init?.method) ?? 'GET'} ${String(input instanceof Request ? new URL(input.url).pathname : input)}`,
    );
    expect(posts).toContain('POST /api/follow-ups/7/done');
    expect(posts).toContain('POST /api/follow-ups/7/reopen');
  });

  it('filters by reason, status and receptionist through the address, and clears them', async () => {
    const { fetchMock } = openFollowUps('/follow-ups?reason=failed', {
      'GET /api/follow-ups': () => json(200, followUpsPageDto([followUpDto({ reason: 'failed' })])),
    });
    await waitFor(entries);
    expect(listQueries(fetchMock).at(-1)).toEqual({ reason: 'failed', page: '1', pageSize: '25' });

    const filters = screen.getByRole('search', { name: 'Filter follow-ups' });
    await user.click(within(filters).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Open' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ reason: 'failed', status: 'open', page: '1', pageSize: '25' }));

    await user.click(within(filters).getByRole('combobox', { name: 'Receptionist' }));
    await user.click(await screen.findByRole('option', { name: 'After hours' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ reason: 'failed', status: 'open', receptionistId: '2', page: '1', pageSize: '25' }));

    await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ page: '1', pageSize: '25' }));
  });

  it('says there is nothing to follow up yet', async () => {
    openFollowUps();
    expect(await screen.findByRole('heading', { name: 'Nothing to follow up' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your calls' })).toHaveAttribute('href', '/calls');
  });

  it('says when the filters leave nothing, and clears them', async () => {
    openFollowUps('/follow-ups?reason=dropped');
    const card = await screen.findByRole('region', { name: 'No follow-ups match these filters' });
    await user.click(within(card).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('heading', { name: 'Nothing to follow up' })).toBeInTheDocument();
  });
});
