import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiError, json, mockFetch, signedOut } from '../../../test/fetch-mock';
import { sentBodies } from '../../../test/form-fields';
import { renderApp } from '../../../test/render-app';
import { callUsageDto } from '../../../test/call-fixtures';
import { billingDto } from '../../../test/billing-fixtures';
import { adminRoutes, adminUser, contactMessage, grace, page, supportRequest } from '../testing/admin-fixtures';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
beforeAll(() => import('./admin-page'));

type Routes = Parameters<typeof mockFetch>[0];

function openAdmin(path = '/admin', routes: Routes = {}) {
  const fetchMock = mockFetch({ ...adminRoutes(), ...routes });
  return { ...renderApp(path), fetchMock };
}

describe('/admin', () => {
  it("shows the administrator's name labelled Administrator, the breadcrumb and the Users tab", async () => {
    openAdmin('/admin', {
      'GET /api/admin/users': () =>
        json(
          200,
          page([adminUser({ firstName: null, lastName: null, username: null, role: undefined, receptionistCount: 2, createdAt: '2025-01-05T15:04:00' })]),
        ),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.getByText('Administrator')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Users')).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Admin · AI Receptionists'));

    const row = (await screen.findByText('ID: 7')).closest('tr')!;
    expect(within(screen.getByRole('table', { name: 'Users' })).getAllByRole('row')).toHaveLength(2);
    expect(row).toHaveTextContent('N/A');
    for (const text of ['ID: 7', 'ada@example.com', 'user', 'No Plan', 'No Subscription', '2', 'Jan 5, 2025']) expect(row).toHaveTextContent(text);
  });

  it("falls back to the username, then to 'Admin User'", async () => {
    const nameless = { ...grace, firstName: null, lastName: null, username: null };
    openAdmin('/admin', { 'GET /api/admin/me': () => json(200, nameless), 'GET /api/user': () => json(200, nameless) });
    expect(await screen.findByText('Admin User')).toBeInTheDocument();
  });

  it('warns on every tab while production runs the sandbox payment provider, and not otherwise', async () => {
    openAdmin('/admin?tab=queues', {
      'GET /api/admin/notices': () => json(200, { paymentsProvider: 'sandbox', sandboxInProduction: true }),
      'GET /api/admin/queues': () => json(200, []),
    });
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Test payments');
    expect(banner).toHaveTextContent('The sandbox payment provider is active: no card is charged');
    await user.click(screen.getAllByRole('link', { name: /Users/ })[0]!);
    expect(await screen.findByRole('heading', { level: 2, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Test payments');
  });

  it('shows no test-payments warning when Stripe takes the payments', async () => {
    openAdmin('/admin', { 'GET /api/admin/notices': () => json(200, { paymentsProvider: 'stripe', sandboxInProduction: false }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Users' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Test payments')).not.toBeInTheDocument());
  });

  it('opens the tab named in the address', async () => {
    openAdmin('/admin?tab=queues', {
      'GET /api/admin/queues': () =>
        json(200, [
          { name: 'mail', available: true, waitingInOutbox: 0, waiting: 1, active: 0, delayed: 0, failed: 2, completed: 40 },
          { name: 'billing-events', available: false, waitingInOutbox: 3, waiting: 0, active: 0, delayed: 0, failed: 0, completed: 0 },
        ]),
      'POST /api/admin/queues/mail/retry': () => json(200, { retried: 2 }),
    });

    expect(await screen.findByRole('heading', { level: 2, name: 'Queue health' })).toBeInTheDocument();
    const payments = await screen.findByRole('region', { name: 'Payment events' });
    expect(within(payments).getByText('Redis unavailable')).toBeInTheDocument();
    expect(within(payments).getByRole('button', { name: 'Retry failed jobs' })).toBeDisabled();

    await user.click(within(screen.getByRole('region', { name: 'Mail' })).getByRole('button', { name: 'Retry failed jobs' }));
    expect(await screen.findByText('Failed jobs retried')).toBeInTheDocument();
  });

  it("logs out: 'Logged out' and on to /admin-login", async () => {
    const { router } = openAdmin('/admin', { 'POST /api/admin/logout': () => json(200, { success: true }) });

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'));
  });

  it("says 'Logout failed' with the server's message", async () => {
    openAdmin('/admin', { 'POST /api/admin/logout': () => apiError(500, 'Session store unavailable') });

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Logout failed');
    expect(alert).toHaveTextContent('Session store unavailable');
  });

  it("sends an administrator whose session ended to /admin-login with 'Authentication Error'", async () => {
    const { router } = openAdmin('/admin', { 'GET /api/admin/users': signedOut });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Authentication Error');
    expect(alert).toHaveTextContent('Please log in as an administrator');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'));
  });

  it("resolves a ticket from its status dropdown: 'Status updated', or 'Failed to update status'", async () => {
    let fail = false;
    const { fetchMock } = openAdmin('/admin?tab=support-requests', {
      'GET /api/admin/support-requests': () => json(200, page([supportRequest()])),
      'PATCH /api/admin/support-requests/41': async (request) =>
        fail ? apiError(404, 'Support request not found') : json(200, { ...supportRequest(), ...((await request.clone().json()) as object) }),
    });

    const row = (await screen.findByText('TKT-10001')).closest('tr')!;
    expect(row).toHaveTextContent('N/A');
    expect(row).toHaveTextContent('Since Monday our receptionist does not forward calls to the…');

    await user.click(within(row).getByRole('combobox', { name: 'Status of TKT-10001' }));
    await user.click(await screen.findByRole('option', { name: 'Resolved' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Status updated');
    expect(notice).toHaveTextContent('Support request status has been updated');
    expect(await sentBodies(fetchMock, 'PATCH', '/api/admin/support-requests/41')).toEqual([{ status: 'resolved' }]);

    fail = true;
    await user.click(within(row).getByRole('combobox', { name: 'Status of TKT-10001' }));
    await user.click(await screen.findByRole('option', { name: 'Closed' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update status');
    expect(alert).toHaveTextContent('Support request not found');
  });

  it('opens a ticket in full from its description', async () => {
    openAdmin('/admin?tab=support-requests', {
      'GET /api/admin/support-requests': () => json(200, page([supportRequest({ status: 'resolved', resolvedAt: '2025-01-06T09:30:00' })])),
    });

    await user.click(await screen.findByRole('button', { name: /^Open ticket TKT-10001/ }));

    const dialog = await screen.findByRole('dialog', { name: /Ticket TKT-10001/ });
    expect(dialog).toHaveTextContent('Since Monday our receptionist does not forward calls to the front desk when a caller asks for a person.');
    expect(dialog).toHaveTextContent('Jan 6, 2025 at 9:30 AM');
    expect(within(dialog).getByRole('combobox', { name: 'Status of TKT-10001' })).toHaveTextContent('Resolved');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('marks a contact message read once: tinted and checkable while unread, then disabled', async () => {
    let read = false;
    const { fetchMock } = openAdmin('/admin?tab=contact-messages', {
      'GET /api/admin/contact-messages': () => json(200, page([contactMessage({ isRead: read })])),
      'PATCH /api/admin/contact-messages/61/read': () => {
        read = true;
        return json(200, contactMessage({ isRead: true }));
      },
    });

    const box = await screen.findByRole('checkbox', { name: 'Mark message from Marie Curie as read' });
    await user.click(box);

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Message marked as read');
    expect(notice).toHaveTextContent('Contact message has been marked as read');
    expect(await screen.findByRole('checkbox', { name: 'Message from Marie Curie is read' })).toBeDisabled();
    expect(fetchMock.mock.calls.filter(([request]) => (request as Request).method === 'PATCH')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Actions for the message from Marie Curie' }));
    expect(await screen.findByRole('menuitem', { name: 'Mark as Read' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Reply via Email' })).toHaveAttribute('href', expect.stringMatching(/^mailto:marie@example\.com/));
  });

  it("says 'Failed to mark as read' with the server's message", async () => {
    openAdmin('/admin?tab=contact-messages', {
      'GET /api/admin/contact-messages': () => json(200, page([contactMessage()])),
      'PATCH /api/admin/contact-messages/61/read': () => apiError(404, 'Contact message not found'),
    });

    await user.click(await screen.findByRole('checkbox', { name: 'Mark message from Marie Curie as read' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to mark as read');
    expect(alert).toHaveTextContent('Contact message not found');
  });

  it('sends a password reset link after a confirmation, with the server message', async () => {
    const { fetchMock } = openAdmin('/admin', {
      'GET /api/admin/users': () => json(200, page([adminUser()])),
      'POST /api/admin/users/7/reset-password': () => json(200, { success: true, message: 'A password reset link has been e-mailed to the user' }),
    });

    await user.click(await screen.findByRole('button', { name: 'Actions for Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reset Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText('A password reset link has been e-mailed to the user')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([request]) => (request as Request).method === 'POST')).toHaveLength(1);
  });

  it('shows whether each e-mail is verified in the list, and the verified-at time and a pending address in the details', async () => {
    const unverified = adminUser({ id: 8, firstName: 'Grace', email: 'grace@navy.mil', emailVerified: false, emailVerifiedAt: null });
    const pending = adminUser({ pendingEmail: 'ada@engines.example', emailVerifiedAt: '2025-01-05T15:10:00.000Z' });
    openAdmin('/admin', {
      'GET /api/admin/users': () => json(200, page([pending, unverified])),
      'GET /api/admin/users/7': () =>
        json(200, {
          user: pending,
          billing: billingDto(),
          usage: callUsageDto({ callsCounted: 0, allowance: 0, percentUsed: null }),
          receptionists: [],
          calendars: [],
          supportRequests: [],
          activities: [],
          audit: [],
        }),
    });

    const table = await screen.findByRole('table', { name: 'Users' });
    expect((await within(table).findByText('ada@example.com')).closest('td')).toHaveTextContent('Verified');
    expect(within(table).getByText('grace@navy.mil').closest('td')).toHaveTextContent('Unverified');

    await user.click(screen.getByRole('button', { name: 'Actions for Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Email verified')).toBeInTheDocument();
    expect(within(dialog).getByText('Email verified').nextElementSibling).toHaveTextContent('Jan 5, 2025');
    expect(within(dialog).getByText('Pending email').nextElementSibling).toHaveTextContent('ada@engines.example (waiting for its link)');
  });
});
