import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminRoutes } from '../features/admin/testing/admin-fixtures';
import { apiError, json, mockFetch } from '../test/fetch-mock';
import { field, sentBodies } from '../test/form-fields';
import { renderApp } from '../test/render-app';

describe("the back office's recovery codes", () => {
  it('replaces the recovery codes for a current authenticator code and shows the new ones until Done', async () => {
    const codes = Array.from({ length: 10 }, (_, index) => `new${index}-codes`);
    let answer = () => apiError(400, 'The authenticator code is incorrect', 'ADMIN_2FA.WRONG_CURRENT_CODE');
    const fetchMock = mockFetch({ ...adminRoutes(), 'POST /api/admin/second-factor/recovery-codes': () => answer() });
    renderApp('/admin');

    await userEvent.click(await screen.findByRole('button', { name: 'Recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace your recovery codes' });
    await userEvent.type(field('6-digit code'), '111111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace codes' }));
    expect(await screen.findByText('The authenticator code is incorrect')).toBeInTheDocument();

    answer = () => json(200, { recoveryCodes: codes });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace codes' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(screen.getByRole('dialog', { name: 'Your new recovery codes' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}'); // the codes stay until Done
    expect(screen.getByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await sentBodies(fetchMock, 'POST', '/api/admin/second-factor/recovery-codes')).toEqual([{ code: '111111' }, { code: '111111' }]);
  });
});
