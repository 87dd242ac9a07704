import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { activity, adminRoutes, page } from '../../testing/admin-fixtures';
import { ActivitiesErrorBoundary } from './activities-error-boundary';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
beforeAll(() => import('../../pages/admin-page'));

const ALL = [
  activity(),
  activity({ id: 52, action: 'new', previousPlan: null, newPlan: 'professional', details: null }),
  activity({ id: 53, userId: 9, action: 'cancellation', user: { firstName: null, lastName: null, username: null, email: '' } }),
];

function serveActivities() {
  return mockFetch({
    ...adminRoutes(),
    'GET /api/admin/subscription-activities': (request) => {
      const action = new URL(request.url).searchParams.get('action');
      return json(200, page(action ? ALL.filter((item) => item.action === action) : ALL));
    },
  });
}

async function chooseFilter(label: string) {
  await user.click(screen.getByRole('combobox', { name: 'Filter activities' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('the Subscription Activities tab', () => {
  it('lists each activity with its user, action, plans, date and details', async () => {
    serveActivities();
    renderApp('/admin?tab=subscription-activities');

    expect(await screen.findByText('Showing 3 subscription activities')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Subscription activities' });
    const [, upgrade, created, cancelled] = within(table).getAllByRole('row');

    expect(upgrade).toHaveTextContent('Ada Lovelace');
    expect(upgrade).toHaveTextContent('ada@example.com');
    expect(upgrade).toHaveTextContent('AL');
    expect(upgrade).toHaveTextContent('Upgrade');
    expect(upgrade).toHaveTextContent('Jan 5, 2025 at 3:04 PM');
    expect(upgrade).toHaveTextContent('Upgraded from Professional to Business');

    expect(within(created).getByText('New Subscription')).toBeInTheDocument();
    expect(within(created).getByText('None')).toBeInTheDocument();
    expect(within(created).getByText('No details')).toBeInTheDocument();

    expect(within(cancelled).getByText('Unknown User')).toBeInTheDocument();
    expect(within(cancelled).getByText('?')).toBeInTheDocument();
    expect(within(cancelled).getByText('User ID: 9')).toBeInTheDocument();
  });

  it('says 10,000+ when the server stopped counting there, in the count line and under the table', async () => {
    mockFetch({ ...adminRoutes(), 'GET /api/admin/subscription-activities': () => json(200, page(ALL, { total: 10000, totalCapped: true })) });
    renderApp('/admin?tab=subscription-activities');

    expect(await screen.findByText('Showing 10,000+ subscription activities')).toBeInTheDocument();
    expect(screen.getByText('1–50 of 10,000+')).toBeInTheDocument();
  });

  it("filters by action, in the product's words, and says when a filter finds nothing", async () => {
    const fetchMock = serveActivities();
    renderApp('/admin?tab=subscription-activities');
    await screen.findByText('Showing 3 subscription activities');

    await user.click(screen.getByRole('combobox', { name: 'Filter activities' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'All Activities',
      'Upgrades',
      'Downgrades',
      'Cancellations',
      'New Subscriptions',
    ]);
    await user.click(screen.getByRole('option', { name: 'Upgrades' }));

    expect(await screen.findByText('Showing 1 subscription activity')).toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([request]) => new URL((request as Request).url));
    expect(urls.some((url) => url.pathname === '/api/admin/subscription-activities' && url.searchParams.get('action') === 'upgrade')).toBe(true);

    await chooseFilter('Downgrades');
    expect(await screen.findAllByText('No subscription activities found with the selected filter')).not.toHaveLength(0);

    await chooseFilter('All Activities');
    expect(await screen.findByText('Showing 3 subscription activities')).toBeInTheDocument();
  });

  it('shows the fallback message when the activities cannot be rendered', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('bad row');
    }
    render(
      <ActivitiesErrorBoundary>
        <Broken />
      </ActivitiesErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('There was an error loading subscription activities. Please try again later.');
    expect(alert).toHaveTextContent("We're unable to display subscription activities at this time.");
  });
});
