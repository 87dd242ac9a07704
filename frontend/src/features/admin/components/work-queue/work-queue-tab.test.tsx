import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { adminReceptionist, adminRoutes, page, supportRequest } from '../../testing/admin-fixtures';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
beforeAll(() => import('../../pages/admin-page'));

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
const owner = { userId: 7, userEmail: 'ada@example.com', userName: 'Ada Lovelace' };

const request = {
  ...owner,
  id: 'request-31',
  kind: 'request',
  title: 'Front desk',
  waitingSince: ago(50),
  dueAt: ago(2),
  overdue: true,
  receptionist: adminReceptionist({ id: 31 }),
  ticket: null,
  change: null,
};
const ticket = {
  ...owner,
  id: 'ticket-41',
  kind: 'ticket',
  title: 'Calls are not forwarded',
  waitingSince: ago(3),
  dueAt: new Date(Date.now() + 21 * HOUR).toISOString(),
  overdue: false,
  receptionist: null,
  ticket: supportRequest({ id: 41 }),
  change: null,
};
const change = {
  ...owner,
  id: 'change-5',
  kind: 'change',
  title: 'Downtown desk',
  waitingSince: ago(1),
  dueAt: new Date(Date.now() + 23 * HOUR).toISOString(),
  overdue: false,
  receptionist: adminReceptionist({ id: 32, name: 'Downtown desk', status: 'active', active: true }),
  ticket: null,
  change: {
    id: 5,
    receptionistId: 32,
    fields: [{ field: 'businessHours', label: 'Hours', before: 'Mon-Fri 8am-6pm', after: 'Mon-Sat 8am-6pm' }],
    createdAt: ago(1),
    doneAt: null,
  },
};

function serve(summary = { waiting: 3, overdue: 1, requests: 1, tickets: 1, changes: 1 }) {
  return mockFetch({
    ...adminRoutes(),
    'GET /api/admin/work-queue/summary': () => json(200, summary),
    'GET /api/admin/work-queue': () => json(200, page([request, ticket, change])),
    'POST /api/admin/receptionist-changes/5/done': () => json(200, { ...change.change, doneAt: new Date().toISOString() }),
  });
}

async function openTab(path = '/admin?tab=work-queue') {
  renderApp(path);
  // The first render loads the admin page's code: slow on a busy machine.
  await screen.findByText('Calls are not forwarded', {}, { timeout: 10_000 });
  return screen.getByRole('table', { name: 'Work queue' });
}

const queueRequests = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input instanceof Request ? input.url : input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/work-queue');

describe('the Work queue tab', () => {
  it('shows each piece of work with its kind, customer, waiting time and due time, overdue work marked', async () => {
    serve();
    const table = await openTab();
    const overdue = within(table).getByRole('row', { name: /Front desk/ });
    for (const text of ['Set-up', 'Waiting for review', 'Ada Lovelace', 'ada@example.com', '2 d 2 h', 'Overdue 2 h']) expect(overdue).toHaveTextContent(text);
    const onTime = within(table).getByRole('row', { name: /Calls are not forwarded/ });
    for (const text of ['Ticket', 'TKT-10001 · high priority', '3 h', 'in 20 h']) expect(onTime).toHaveTextContent(text);
    expect(within(table).getByRole('row', { name: /Downtown desk/ })).toHaveTextContent('Changed: Hours');
  });

  it('counts what waits in the header and the side menu, red while anything is overdue', async () => {
    serve();
    await openTab();
    expect(screen.getByRole('link', { name: 'Work queue: 3 waiting, 1 overdue' })).toHaveAttribute('href', '/admin?tab=work-queue');
    expect(
      within(screen.getAllByRole('navigation', { name: 'Back office' })[0]).getByRole('link', { name: /Work queue, 3 waiting, 1 overdue/ }),
    ).toBeInTheDocument();
  });

  it('asks the server for one kind, for the overdue only, and for the search in the address', async () => {
    const fetchMock = serve();
    await openTab('/admin?tab=work-queue&q=TKT-10001');
    expect(screen.getByRole('searchbox', { name: 'Search the queue' })).toHaveValue('TKT-10001');
    expect(queueRequests(fetchMock)[0].searchParams.get('q')).toBe('TKT-10001');

    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(screen.getByRole('option', { name: 'Support tickets' }));
    await waitFor(() => expect(queueRequests(fetchMock).at(-1)!.searchParams.get('kind')).toBe('ticket'));
    await user.click(screen.getByRole('switch', { name: 'Overdue only' }));
    await waitFor(() => expect(queueRequests(fetchMock).at(-1)!.searchParams.get('overdue')).toBe('true'));
    expect(queueRequests(fetchMock).at(-1)!.searchParams.get('sort')).toBe('waitingSince:asc');
  });

  it('opens a request in the receptionist’s Edit dialog and a ticket in its own', async () => {
    serve();
    await openTab();
    await user.click(screen.getByRole('button', { name: 'Set up: Front desk' }));
    expect(await screen.findByRole('dialog', { name: /Edit Receptionist/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Answer: Calls are not forwarded' }));
    expect(await screen.findByRole('dialog', { name: /Ticket TKT-10001/ })).toBeInTheDocument();
  });

  it('shows a change before and after, and marks it done', async () => {
    const fetchMock = serve();
    await openTab();
    await user.click(screen.getByRole('button', { name: 'Review: Downtown desk' }));
    const dialog = await screen.findByRole('dialog', { name: /Change to Downtown desk/ });
    for (const text of ['Hours', 'Mon-Fri 8am-6pm', 'Mon-Sat 8am-6pm']) expect(dialog).toHaveTextContent(text);

    await user.click(within(dialog).getByRole('button', { name: 'Mark as done' }));
    expect(await screen.findByText('Change done')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(([input]) => String(input instanceof Request ? input.url : input).endsWith('/api/admin/receptionist-changes/5/done')),
    ).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when nothing waits', async () => {
    mockFetch({ ...adminRoutes(), 'GET /api/admin/work-queue': () => json(200, page([])) });
    renderApp('/admin?tab=work-queue');
    expect(await screen.findByText('Nothing is waiting on our team', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Work queue: Nothing waiting' })).toBeInTheDocument();
  });
});
