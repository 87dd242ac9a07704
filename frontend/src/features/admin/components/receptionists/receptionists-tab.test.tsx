import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReceptionistStatus } from '../../../../api/generated/types.gen';
import { apiError, json, mockFetch } from '../../../../test/fetch-mock';
import { sentBodies } from '../../../../test/form-fields';
import { renderApp } from '../../../../test/render-app';
import { adminReceptionist, adminRoutes, page } from '../../testing/admin-fixtures';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
beforeAll(() => import('../../pages/admin-page'));

const STATUSES: ReceptionistStatus[] = ['pending', 'training', 'active', 'inactive'];
const receptionists = STATUSES.map((status, index) =>
  adminReceptionist({ id: 31 + index, name: `Desk ${status}`, status, active: status === 'active', aiPhoneNumber: `+1 (888) 555-100${index}` }),
);

function serve(patch: (request: Request) => Response | Promise<Response> = async (request) => json(200, { ...receptionists[0], ...((await request.clone().json()) as object) })) {
  return mockFetch({
    ...adminRoutes(),
    'GET /api/admin/receptionists': () => json(200, page(receptionists)),
    'PATCH /api/admin/receptionists/31': patch,
    'PATCH /api/admin/receptionists/32': patch,
    'PATCH /api/admin/receptionists/33': patch,
    'PATCH /api/admin/receptionists/34': patch,
    'DELETE /api/admin/receptionists/33': () => new Response(null, { status: 204 }),
  });
}

async function openTab() {
  renderApp('/admin?tab=receptionists');
  await screen.findByText('Desk pending');
  return screen.getByRole('table', { name: 'AI receptionists' });
}

describe('the AI Receptionists tab', { timeout: 30_000 }, () => {
  it('shows each receptionist with its numbers, owner, company, languages, status and creation date', async () => {
    serve();
    const table = await openTab();
    const row = within(table).getByRole('row', { name: /Desk pending/ });

    for (const text of ['+1 (415) 555-0134', 'AI: +1 (888) 555-1000', 'Ada Lovelace', 'ada@example.com', 'Harbor Dental', 'English, Spanish', 'Pending', 'Jan 5, 2025']) {
      expect(row).toHaveTextContent(text);
    }
  });

  it.each([
    ['pending', 'Start Training', { status: 'training', active: false }],
    ['training', 'Mark as Active', { status: 'active', active: true }],
    ['active', 'Deactivate', { status: 'inactive', active: false }],
    ['inactive', 'Activate', { status: 'active', active: true }],
  ] as const)('moves a receptionist on from %s with %s', async (status, label, body) => {
    const fetchMock = serve();
    const table = await openTab();
    const id = 31 + STATUSES.indexOf(status);
    const row = within(table).getByRole('row', { name: new RegExp(`Desk ${status}`) });

    // Each row offers exactly its own next step.
    expect(within(row).getAllByRole('button', { name: /^(Start Training|Mark as Active|Deactivate|Activate):/ })).toHaveLength(1);
    await user.click(within(row).getByRole('button', { name: `${label}: Desk ${status}` }));

    expect(await screen.findByText('Receptionist updated')).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'PATCH', `/api/admin/receptionists/${id}`)).toEqual([body]);
  });

  it("says 'Failed to update receptionist' with the server's message", async () => {
    serve(() => apiError(404, 'Receptionist not found', 'ADMIN.RECEPTIONIST_NOT_FOUND'));
    const table = await openTab();

    await user.click(within(table).getByRole('button', { name: 'Start Training: Desk pending' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update receptionist');
    expect(alert).toHaveTextContent('Receptionist not found');
  });

  it('edits any field and any status from the Edit dialog, with the status timeline', async () => {
    const fetchMock = serve();
    const table = await openTab();

    await user.click(within(table).getByRole('button', { name: 'More actions for Desk pending' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: /Edit Receptionist/ });
    expect(within(dialog).getByRole('list', { name: 'Status timeline' })).toHaveTextContent('Requested (Pending)');

    const aiNumber = within(dialog).getByRole('textbox', { name: /AI phone number/ });
    await user.clear(aiNumber);
    await user.type(aiNumber, '+1 (888) 555-7777');
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Active' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Receptionist updated')).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'PATCH', '/api/admin/receptionists/31')).toEqual([{ aiPhoneNumber: '+1 (888) 555-7777', status: 'active', active: true }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes a receptionist only after a confirmation', async () => {
    const fetchMock = serve();
    const table = await openTab();

    await user.click(within(table).getByRole('button', { name: 'More actions for Desk active' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Receptionist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Desk active?' });
    expect(fetchMock.mock.calls.some(([request]) => (request as Request).method === 'DELETE')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Delete Receptionist' }));
    expect(await screen.findByText('Receptionist deleted')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([request]) => (request as Request).method === 'DELETE')).toHaveLength(1);
  });

  it("marks a receptionist over its owner's plan limit, and says why going live is refused", async () => {
    const message = "This receptionist is over its owner's plan limit. It can go live once the customer keeps it active, removes languages or upgrades, or after you raise the receptionist limit override.";
    mockFetch({
      ...adminRoutes(),
      'GET /api/admin/receptionists': () =>
        json(200, page([adminReceptionist({ id: 40, name: 'Desk over', status: 'inactive', overLimit: true, overLimitReasons: ['receptionists'] }), ...receptionists])),
      'PATCH /api/admin/receptionists/40': () => apiError(409, message, 'ADMIN.RECEPTIONIST_OVER_LIMIT'),
    });
    const table = await openTab();
    const row = within(table).getByRole('row', { name: /Desk over/ });
    expect(within(row).getByText('Over limit')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /Desk pending/ })).queryByText('Over limit')).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Activate: Desk over' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update receptionist');
    expect(alert).toHaveTextContent(message);
  });
});
