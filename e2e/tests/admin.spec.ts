import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { adminSignInOnPage } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';

interface Customer {
  id: number;
  email: string;
}

/** A customer signed in on `request` (its own cookie jar), with a support ticket, as our API makes them. */
async function seedCustomer(request: APIRequestContext): Promise<Customer & { ticketNumber: string }> {
  const email = uniqueEmail('backoffice');
  const registered = await request.post('/api/register', {
    data: { email, password: 'customer-password', firstName: 'Ada', lastName: 'Lovelace', companyName: 'Harbor Dental', companySize: '11-50' },
  });
  expect(registered.ok()).toBe(true);
  const { id } = (await registered.json()) as { id: number };
  const ticket = await request.post('/api/support-request', {
    data: {
      subject: 'Calls are not forwarded',
      category: 'technical',
      priority: 'high',
      message: 'Since Monday our receptionist does not forward calls to the front desk.',
    },
  });
  expect(ticket.ok()).toBe(true);
  const { ticketNumber } = (await ticket.json()) as { ticketNumber: string };
  return { id, email, ticketNumber };
}

async function adminLogIn(page: Page): Promise<void> {
  await adminSignInOnPage(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Users' })).toBeVisible();
}

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

async function search(page: Page, label: string, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: label }).fill(text);
}

test.describe('the back office', () => {
  test('edits a customer, then runs receptionists, tickets, messages and activities from /admin', async ({ page, request }) => {
    const customer = await seedCustomer(request);
    const sender = uniqueEmail('prospect');
    const contact = await request.post('/api/contact', {
      data: {
        firstName: 'Marie',
        lastName: 'Curie',
        email: sender,
        companyName: 'Radium Dental',
        companySize: '11-50',
        interestedIn: 'product-demo',
        message: 'We would like a demo of a receptionist that speaks French.',
        agreeToTerms: true,
      },
    });
    expect(contact.ok()).toBe(true);

    await adminLogIn(page);
    // The customer already pays for Professional, so moving them to Business is an upgrade.
    const seeded = await page.request.patch(`/api/admin/users/${customer.id}`, { data: { subscriptionPlan: 'professional', subscriptionStatus: 'active' } });
    expect(seeded.ok()).toBe(true);

    // Users: Edit User, plan Business and the limit override at 2 with the stepper.
    await search(page, 'Search users', customer.email);
    const userRow = page.getByRole('row').filter({ hasText: customer.email });
    await expect(userRow).toHaveCount(1);
    await expect(userRow).toContainText('Professional');
    await expectNoSeriousA11yViolations(page);
    await userRow.getByRole('button', { name: 'Actions for Ada Lovelace' }).click();
    await page.getByRole('menuitem', { name: 'Edit User' }).click();
    const dialog = page.getByRole('dialog', { name: /Edit User/ });
    await dialog.getByRole('combobox', { name: 'Plan' }).click();
    await page.getByRole('option', { name: 'Business' }).click();
    await dialog.getByRole('switch', { name: 'Receptionist Limit Override' }).check();
    await expect(dialog.getByRole('button', { name: 'Decrease receptionist limit' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Increase receptionist limit' }).click();
    await expect(dialog.getByText('Allows 1 receptionist', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Increase receptionist limit' }).click();
    await expect(dialog.getByText('Allows 2 receptionists')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('User information has been updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(userRow).toContainText('Business');

    // The customer may now have exactly 2 receptionists (Business alone would allow 3).
    for (const name of ['Front desk', 'After hours']) {
      const created = await request.post('/api/receptionists', { data: { name, phoneNumber: '+1 (415) 555-0134', languages: ['English'] } });
      expect(created.status(), `creating ${name}`).toBe(201);
    }
    const third = await request.post('/api/receptionists', { data: { name: 'Overflow', phoneNumber: '+1 (415) 555-0135', languages: ['English'] } });
    expect(third.ok()).toBe(false);
    expect(((await third.json()) as { message: string }).message).toContain('2 receptionists');

    // AI Receptionists: pending → training → active with the quick actions.
    await openTab(page, 'AI Receptionists');
    await search(page, 'Search receptionists', customer.email);
    // Other journeys' customers have a Front desk too, listed until the search applies.
    const frontDesk = page.getByRole('row').filter({ hasText: 'Front desk' }).filter({ hasText: customer.email });
    await expect(frontDesk).toContainText('Pending');
    await expect(page.getByRole('row').filter({ hasText: customer.email })).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    await frontDesk.getByRole('button', { name: 'Start Training: Front desk' }).click();
    await expect(page.getByText('Receptionist updated')).toBeVisible();
    await expect(frontDesk).toContainText('Training');
    // It goes live only on a real line: refused without one, then our team gives it the sandbox's and it goes live.
    await frontDesk.getByRole('button', { name: 'Mark as Active: Front desk' }).click();
    await expect(page.getByText('Failed to update receptionist')).toBeVisible();
    await expect(page.getByText(/goes live only on a real line/)).toBeVisible();
    await expect(frontDesk).toContainText('Training');
    await frontDesk.getByRole('button', { name: 'More actions for Front desk' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const editDialog = page.getByRole('dialog', { name: /Edit Receptionist/ });
    await editDialog.getByRole('button', { name: 'Use a sandbox line' }).click();
    await expect(editDialog.getByRole('status')).toContainText('Sandbox line saved: +1');
    await editDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(frontDesk).toContainText('AI: +1 (');
    await frontDesk.getByRole('button', { name: 'Mark as Active: Front desk' }).click();
    await expect(frontDesk).toContainText('Active');
    await expect(frontDesk.getByRole('button', { name: 'Deactivate: Front desk' })).toBeVisible();

    // Support Requests: resolve the ticket from its status dropdown; the Resolved date appears.
    await openTab(page, 'Support Requests');
    await search(page, 'Search tickets', customer.ticketNumber);
    const ticketRow = page.getByRole('row').filter({ hasText: customer.ticketNumber });
    await expect(ticketRow).toContainText('N/A');
    await expectNoSeriousA11yViolations(page);
    await ticketRow.getByRole('combobox', { name: `Status of ${customer.ticketNumber}` }).click();
    await page.getByRole('option', { name: 'Resolved' }).click();
    await expect(page.getByText('Support request status has been updated')).toBeVisible();
    const today = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date());
    await expect(ticketRow).not.toContainText('N/A');
    await expect(ticketRow.getByRole('cell').nth(6)).toHaveText(today);

    // Contact Messages: read once, then the checkbox is done.
    await openTab(page, 'Contact Messages');
    await search(page, 'Search messages', sender);
    // The box shows the server's state: it turns checked once the request is answered, so click rather than check().
    await page.getByRole('checkbox', { name: 'Mark message from Marie Curie as read' }).click();
    await expect(page.getByText('Contact message has been marked as read')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Message from Marie Curie is read' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    // Subscription Activities: the upgrade, under the Upgrades filter.
    await openTab(page, 'Subscription Activities');
    await page.getByRole('combobox', { name: 'Filter activities' }).click();
    await page.getByRole('option', { name: 'Upgrades' }).click();
    await expect(page.getByText(/^Showing \d+ subscription activit(y|ies)$/)).toBeVisible();
    // The filtered page replaces the unfiltered one when its answer arrives: wait for that before reading rows.
    await expect(page.getByRole('row').filter({ hasText: 'New Subscription' })).toHaveCount(0);
    const upgrade = page.getByRole('row').filter({ hasText: customer.email });
    await expect(upgrade).toContainText('Upgrade');
    await expect(upgrade).toContainText('Professional');
    await expect(upgrade).toContainText('Business');
    await expectNoSeriousA11yViolations(page);

    await openTab(page, 'Queue health');
    await expect(page.getByRole('region', { name: 'Mail' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The last notice has closed: the logout's own is then the only one to look for (two meeting as one closes can race).
    await expect(page.getByText('Contact message has been marked as read')).toBeHidden({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out')).toBeVisible();
    await expect(page).toHaveURL(/\/admin-login$/);
  });

  test('the work queue holds a request, a ticket and a change to a live receptionist until our team handles each', async ({ page, request }) => {
    const customer = await seedCustomer(request);
    await adminLogIn(page);
    const planned = await page.request.patch(`/api/admin/users/${customer.id}`, { data: { subscriptionPlan: 'professional', subscriptionStatus: 'active' } });
    expect(planned.ok()).toBe(true);
    const created = await request.post('/api/receptionists', { data: { name: 'Front desk', phoneNumber: '+1 (415) 555-0134', languages: ['English'] } });
    expect(created.status()).toBe(201);

    // The header counts what waits on every tab, and leads to the queue.
    await page.reload();
    await page.getByRole('link', { name: /^Work queue: \d+ waiting/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Work queue' })).toBeVisible();
    await search(page, 'Search the queue', customer.email);
    // The customer's work (the empty queue's message names the search too, but has no button).
    const rows = page
      .getByRole('row')
      .filter({ hasText: customer.email })
      .filter({ has: page.getByRole('button') });
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'Front desk' })).toContainText('Waiting for review');
    await expect(rows.filter({ hasText: customer.ticketNumber })).toContainText('high priority');
    await expectNoSeriousA11yViolations(page);

    // A request leaves the queue when our team puts it live from its Edit dialog.
    await page.getByRole('button', { name: 'Set up: Front desk' }).click();
    const editDialog = page.getByRole('dialog', { name: /Edit Receptionist/ });
    await editDialog.getByRole('button', { name: 'Use a sandbox line' }).click();
    await expect(editDialog.getByRole('status')).toContainText('Sandbox line saved: +1');
    await editDialog.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(editDialog).toBeHidden();
    await expect(rows).toHaveCount(1);

    // The customer changes the live receptionist's hours: the change waits, before and after, until marked done.
    const receptionistId = ((await created.json()) as { id: number }).id;
    const changed = await request.patch(`/api/receptionists/${receptionistId}`, { data: { businessHours: 'Mon-Sat 8am-6pm' } });
    expect(changed.ok()).toBe(true);
    await page.getByRole('switch', { name: 'Overdue only' }).check();
    await expect(rows).toHaveCount(0);
    await page.getByRole('switch', { name: 'Overdue only' }).uncheck();
    await expect(rows).toHaveCount(2);
    await page.getByRole('button', { name: 'Review: Front desk' }).click();
    const changeDialog = page.getByRole('dialog', { name: 'Change to Front desk' });
    await expect(changeDialog).toContainText('Mon-Sat 8am-6pm');
    await expectNoSeriousA11yViolations(page);
    await changeDialog.getByRole('button', { name: 'Mark as done' }).click();
    // Exact: the dialog, still fading out, says "…mark the change done" too.
    await expect(page.getByText('Change done', { exact: true })).toBeVisible();
    await expect(rows).toHaveCount(1);

    // A ticket leaves it once resolved from its dialog.
    await page.getByRole('button', { name: 'Answer: Calls are not forwarded' }).click();
    const ticketDialog = page.getByRole('dialog', { name: new RegExp(`Ticket ${customer.ticketNumber}`) });
    await ticketDialog.getByRole('combobox', { name: `Status of ${customer.ticketNumber}` }).click();
    await page.getByRole('option', { name: 'Resolved' }).click();
    await expect(page.getByText('Support request status has been updated')).toBeVisible();
    await ticketDialog.getByRole('button', { name: 'Close' }).click();
    await expect(rows).toHaveCount(0);
    await expect(page.getByText(`Nothing waiting matches “${customer.email}”`)).toBeVisible();
  });

  test('works on a phone and in the dark theme: the side menu is a drawer, the tab is in the address', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => localStorage.setItem('theme-mode', 'dark'));
    await adminLogIn(page);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Open the admin menu' }).click();
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Support Requests' }).click();
    await expect(page).toHaveURL(/\?tab=support-requests$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Support Requests' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeHidden();
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Support Requests' })).toBeVisible();
  });
});
