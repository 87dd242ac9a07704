import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../../test/fetch-mock';
import { billingDto } from '../../../../test/billing-fixtures';
import { renderApp } from '../../../../test/render-app';
import { adminReceptionist, adminRoutes, adminUser, page } from '../../testing/admin-fixtures';

beforeAll(() => import('../../pages/admin-page'));

describe("receptionists over a user's plan limit in the back office", { timeout: 30_000 }, () => {
  it('shows the count in the users list and marks each one in View Details', async () => {
    const ada = adminUser({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', subscriptionPlan: 'professional', receptionistCount: 3, receptionistsOverLimit: 2 });
    mockFetch({
      ...adminRoutes(),
      'GET /api/admin/users': () => json(200, page([ada])),
      'GET /api/admin/users/7': () =>
        json(200, {
          user: ada,
          billing: billingDto({ planId: 'professional', planName: 'Professional', status: 'active' }),
          receptionists: [
            adminReceptionist({ id: 31, name: 'Front desk' }),
            adminReceptionist({ id: 32, name: 'After hours', overLimit: true, overLimitReasons: ['receptionists'] }),
            adminReceptionist({ id: 33, name: 'Spanish line', overLimit: true, overLimitReasons: ['receptionists', 'languages'] }),
          ],
          supportRequests: [],
          activities: [],
          audit: [],
        }),
    });
    renderApp('/admin');
    const row = (await screen.findAllByRole('row', { name: /Ada Lovelace/ }))[0];
    expect(row).toHaveTextContent('2 over limit');

    await userEvent.click(within(row).getByRole('button', { name: 'Actions for Ada Lovelace' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('AI receptionists (3, 2 over the plan limit)')).toBeInTheDocument();
    const items = within(dialog).getAllByRole('listitem').filter((item) => /Front desk|After hours|Spanish line/.test(item.textContent ?? ''));
    expect(items.map((item) => item.textContent?.includes('Over limit'))).toEqual([false, true, true]);
  });
});
