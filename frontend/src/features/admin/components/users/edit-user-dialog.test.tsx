import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiError, json, mockFetch } from '../../../../test/fetch-mock';
import { sentBodies } from '../../../../test/form-fields';
import { renderApp } from '../../../../test/render-app';
import { adminRoutes, adminUser, page } from '../../testing/admin-fixtures';

let user: ReturnType<typeof userEvent.setup>;
beforeAll(() => import('../../pages/admin-page'));
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

const ada = adminUser({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });

function serve(
  account: Record<string, unknown>,
  patch: (request: Request) => Response | Promise<Response> = async (request) => json(200, { ...account, ...((await request.clone().json()) as object) }),
) {
  return mockFetch({
    ...adminRoutes(),
    'GET /api/admin/users': () => json(200, page([account])),
    'PATCH /api/admin/users/7': patch,
  });
}

async function openEditDialog() {
  renderApp('/admin');
  await user.click(await screen.findByRole('button', { name: 'Actions for Ada Lovelace' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Edit User' }));
  return screen.findByRole('dialog', { name: /Edit User/ });
}

const limitInput = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Receptionist limit' });
const minus = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Decrease receptionist limit' });
const plus = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Increase receptionist limit' });

describe('the Edit User dialog', () => {
  it('steps the receptionist limit: plus from empty gives 1, never below 0, an empty input is no number', async () => {
    serve(ada);
    const dialog = await openEditDialog();

    expect(within(dialog).getByRole('textbox', { name: /^Email/ })).toHaveAttribute('type', 'email');
    expect(within(dialog).queryByRole('textbox', { name: 'Receptionist limit' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: 'Receptionist Limit Override' }));

    expect(limitInput(dialog)).toHaveValue('');
    expect(within(dialog).getByText('No limit entered')).toBeInTheDocument();
    expect(minus(dialog)).toBeDisabled();

    await user.click(plus(dialog));
    expect(limitInput(dialog)).toHaveValue('1');
    expect(within(dialog).getByText('Allows 1 receptionist')).toBeInTheDocument();

    await user.click(plus(dialog));
    expect(within(dialog).getByText('Allows 2 receptionists')).toBeInTheDocument();

    await user.click(minus(dialog));
    await user.click(minus(dialog));
    expect(limitInput(dialog)).toHaveValue('0');
    expect(within(dialog).getByText('Allows 0 receptionists')).toBeInTheDocument();
    expect(minus(dialog)).toBeDisabled();

    await user.clear(limitInput(dialog));
    await user.type(limitInput(dialog), '-4');
    expect(limitInput(dialog)).toHaveValue('4');

    await user.clear(limitInput(dialog));
    expect(within(dialog).getByText('No limit entered')).toBeInTheDocument();
    expect(minus(dialog)).toBeDisabled();
  });

  it('sends the limit with receptionistLimitActive true when the override is on, and every field of the dialog', async () => {
    const fetchMock = serve(ada);
    const dialog = await openEditDialog();

    await user.click(within(dialog).getByRole('combobox', { name: 'Plan' }));
    await user.click(await screen.findByRole('option', { name: 'Business' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Receptionist Limit Override' }));
    await user.click(plus(dialog));
    await user.click(plus(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('User updated');
    expect(notice).toHaveTextContent('User information has been updated successfully');
    expect(await sentBodies(fetchMock, 'PATCH', '/api/admin/users/7')).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phoneNumber: '+1 415 555 0134',
        companyName: 'Harbor Dental',
        companySize: '11-50',
        subscriptionPlan: 'business',
        subscriptionStatus: 'none',
        receptionistLimit: 2,
        receptionistLimitActive: true,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list is asked again.
    expect(fetchMock.mock.calls.filter(([request]) => new URL((request as Request).url).pathname === '/api/admin/users').length).toBeGreaterThan(1);
  });

  it('sends a null limit with receptionistLimitActive false once the override is off', async () => {
    const fetchMock = serve({ ...ada, receptionistLimit: 3, receptionistLimitActive: true });
    const dialog = await openEditDialog();

    expect(limitInput(dialog)).toHaveValue('3');
    await user.click(within(dialog).getByRole('switch', { name: 'Receptionist Limit Override' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await screen.findByText('User updated');
    const [body] = (await sentBodies(fetchMock, 'PATCH', '/api/admin/users/7')) as Record<string, unknown>[];
    expect(body).toMatchObject({ receptionistLimit: null, receptionistLimitActive: false });
  });

  it('asks for a limit before turning the override on with an empty input', async () => {
    const fetchMock = serve(ada);
    const dialog = await openEditDialog();

    await user.click(within(dialog).getByRole('switch', { name: 'Receptionist Limit Override' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByText('Enter the receptionist limit to turn the override on')).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'PATCH', '/api/admin/users/7')).toEqual([]);
  });

  it("shows 'Update failed' with the server's message, on the field it concerns, and stays open", async () => {
    serve(ada, () => apiError(409, 'An account with this email already exists', 'ADMIN.EMAIL_TAKEN'));
    const dialog = await openEditDialog();

    await user.clear(within(dialog).getByRole('textbox', { name: /^Email/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'grace@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Update failed');
    expect(alert).toHaveTextContent('An account with this email already exists');
    expect(within(dialog).getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription('An account with this email already exists');
    expect(screen.getByRole('dialog', { name: /Edit User/ })).toBeInTheDocument();
  });

  it('tells that a plan the provider bills can only be removed here, and warns that saving None cancels it there', async () => {
    const billed = adminUser({ firstName: 'Ada', lastName: 'Lovelace', subscriptionPlan: 'business', subscriptionStatus: 'active', managedByProvider: true });
    const fetchMock = serve(billed);
    const dialog = await openEditDialog();

    expect(within(dialog).getByRole('status')).toHaveTextContent('here you can only remove the plan (Plan: None)');
    await user.click(within(dialog).getByRole('combobox', { name: 'Plan' }));
    await user.click(await screen.findByRole('option', { name: 'None' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Saving cancels this customer’s subscription at the payment provider now');

    await user.click(within(dialog).getByRole('combobox', { name: 'Plan' }));
    await user.click(await screen.findByRole('option', { name: 'Business' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('here you can only remove the plan');
    await user.click(within(dialog).getByRole('combobox', { name: 'Subscription status' }));
    await user.click(await screen.findByRole('option', { name: /^Pending/ }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Saving cancels');

    await user.click(within(dialog).getByRole('combobox', { name: 'Subscription status' }));
    await user.click(await screen.findByRole('option', { name: /^Active/ }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Plan' }));
    await user.click(await screen.findByRole('option', { name: 'None' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(async () => expect(await sentBodies(fetchMock, 'PATCH', '/api/admin/users/7')).toMatchObject([{ subscriptionPlan: 'none' }]));
  });

  it('leaves the notice out for a plan our team set up', async () => {
    serve(adminUser({ firstName: 'Ada', lastName: 'Lovelace', subscriptionPlan: 'business', subscriptionStatus: 'active' }));
    const dialog = await openEditDialog();
    await user.click(within(dialog).getByRole('combobox', { name: 'Plan' }));
    await user.click(await screen.findByRole('option', { name: 'None' }));
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows who changed what on the user', async () => {
    mockFetch({
      ...adminRoutes(),
      'GET /api/admin/users': () => json(200, page([ada])),
      'GET /api/admin/audit-log': () =>
        json(200, [
          {
            id: 1,
            action: 'user.update',
            targetType: 'user',
            targetId: '7',
            actor: 'Grace Hopper',
            changes: [{ field: 'subscriptionPlan', before: null, after: 'business' }],
            createdAt: '2025-01-05T15:04:00.000Z',
          },
        ]),
    });
    const dialog = await openEditDialog();

    expect(await within(dialog).findByText('Plan: None → Business')).toBeInTheDocument();
    expect(within(dialog).getByText(/Grace Hopper/)).toBeInTheDocument();
  });
});
