import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, json, mockFetch } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { adminRoutes, page, supportRequest } from '../../testing/admin-fixtures';

beforeAll(() => import('../../pages/admin-page'));

const [LIMIT, SEARCH_LIMIT] = [10_000, 100];
const MATCHING = 10_050;

/**
 * The support requests API over 10,050 tickets, all of which a search finds: it counts up to 10,000, or 100 for a
 * search, and refuses a page that starts past them.
 */
function serveCappedTickets() {
  return mockFetch({
    ...adminRoutes(),
    'GET /api/admin/support-requests': (request) => {
      const params = new URL(request.url).searchParams;
      const [pageNumber, pageSize] = [Number(params.get('page')), Number(params.get('pageSize'))];
      const limit = params.get('q') ? SEARCH_LIMIT : LIMIT;
      const offset = (pageNumber - 1) * pageSize;
      if (offset >= limit) return apiError(400, `Only the first ${limit} rows can be paged through`, 'LIST.PAGE_TOO_DEEP');
      const items = [supportRequest({ id: offset + 1, ticketNumber: `TKT-${offset + 1}` })];
      return json(200, page(items, { total: Math.min(MATCHING, limit), totalCapped: MATCHING > limit, page: pageNumber, pageSize }));
    },
  });
}

/** Every page the pager offered was one the API serves. */
async function refusedRequests(fetchMock: ReturnType<typeof serveCappedTickets>) {
  const statuses = await Promise.all(fetchMock.mock.results.map(async (result) => ((await result.value) as Response).status));
  return statuses.filter((status) => status >= 400);
}

describe('a list capped at 10,000 rows, a search at 100', () => {
  it('pages up to the 10,000th row and no further, then says how to reach the others', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = serveCappedTickets();
    renderApp('/admin?tab=support-requests');

    expect(await screen.findByText('1–50 of 10,000+')).toBeInTheDocument();
    expect(screen.queryByText(/can be paged through/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '200' }));
    // The last page the count reaches, then one back and forward again: Next stops there.
    await user.click(screen.getByRole('button', { name: 'Go to last page' }));
    expect(await screen.findByText('9,801–10,000 of 10,000+')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(await screen.findByText('9,601–9,800 of 10,000+')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('9,801–10,000 of 10,000+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Go to last page' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('table', { name: 'Support requests' })).toHaveTextContent('TKT-9801'));
    expect(
      screen.getByText('Only the first 10,000 support requests can be paged through: search, filter or sort the other way to reach the others.'),
    ).toBeInTheDocument();
    expect(await refusedRequests(fetchMock)).toEqual([]);
  });

  it('pages a search up to its 100th row and no further, then says to type more of the text', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = serveCappedTickets();
    renderApp('/admin?tab=support-requests');

    await user.type(await screen.findByRole('searchbox', { name: 'Search tickets' }), 'voicemail');
    expect(await screen.findByText('1–50 of 100+')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));

    expect(await screen.findByText('51–100 of 100+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    expect(
      screen.getByText(
        'Only the first 100 support requests a search finds can be paged through: type more of the text, filter or sort the other way to reach the others.',
      ),
    ).toBeInTheDocument();
    expect(await refusedRequests(fetchMock)).toEqual([]);
  });
});
