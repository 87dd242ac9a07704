import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signUpCustomer } from '../support/billing';
import { adminSignIn } from '../support/admin';
import { currentUserId, insertCalls, receptionistFor, variedCalls } from '../support/calls';
import { openVerificationLink, waitForMail } from '../support/mailbox';

const SCHEDULER_BLOCKED = 'There was an error opening the scheduling page. Please try again later.';

/** 'Nov 22, 2026': today as the app writes dates (en-US). */
function today(): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date());
}

function dashboardTab(page: Page, name: string) {
  return page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name });
}

/** Marks the document, so a later check can tell the page was not reloaded. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}

async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

/**
 * Nothing leaves the machine: the scheduling pages (third-party, docs/product.md#how-the-web-app-reads-the-api) answer
 * with a stand-in page, and any other outside address is refused.
 */
async function keepTrafficLocal(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === 'cal.com') {
        return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Scheduler</title><h1>Scheduling page stand-in</h1>' });
      }
      return route.abort('blockedbyclient');
    },
  );
}

test.describe('the customer dashboard', () => {
  test('a customer submits a support request, sees its ticket number, then finds it listed as Open', async ({ page, request }) => {
    const email = await signUpCustomer(page, 'Grace');
    await openVerificationLink(page, email); // the confirmation mail goes only to a verified address
    await page.goto('/dashboard?tab=support');
    await expect(dashboardTab(page, 'Support')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('region', { name: 'Email Support' }).getByRole('link', { name: 'support@example.com' })).toBeVisible();
    const myRequests = page.getByRole('region', { name: 'My Support Requests' });
    await expect(myRequests).toContainText('No support requests yet');
    await expectNoSeriousA11yViolations(page);

    const form = page.getByRole('form', { name: 'Support request' });
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expect(form.getByText('Subject must be at least 5 characters')).toBeVisible();
    await expect(form.getByText('Message must be at least 20 characters')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await form.getByRole('textbox', { name: 'Subject' }).fill('Calls are not forwarded');
    await form.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Technical' }).click();
    await form.getByRole('combobox', { name: 'Priority' }).click();
    await page.getByRole('option', { name: 'High' }).click();
    await form.getByRole('textbox', { name: 'Message' }).fill('Since Monday our receptionist does not forward calls to the front desk.');
    await form.getByRole('button', { name: 'Submit Request' }).click();

    await expect(page.getByRole('heading', { name: 'Support Request Submitted' })).toBeFocused();
    const ticketNumber = (await page
      .getByText(/^TKT-\d{5,}$/)
      .first()
      .textContent())!.trim();
    const ticket = myRequests.getByRole('listitem', { name: 'Calls are not forwarded' });
    await expect(ticket).toContainText(ticketNumber);
    await expect(ticket).toContainText('Open');
    await expect(ticket).toContainText('CategoryTechnical');
    await expect(ticket).toContainText('PriorityHigh');
    await expect(ticket).toContainText(`Created${today()}`);
    await expectNoSeriousA11yViolations(page);
    // The confirmation e-mail carries the same number.
    await waitForMail(email, new RegExp(ticketNumber));

    await page.getByRole('button', { name: 'Submit Another Request' }).click();
    await expect(form.getByRole('textbox', { name: 'Subject' })).toBeFocused();
    await expect(form.getByRole('textbox', { name: 'Subject' })).toHaveValue('');

    // Our team resolves it; the customer sees it on the next visit.
    await adminSignIn(request);
    const [{ id }] = (await (await page.request.get('/api/support-requests')).json()) as { id: number }[];
    expect((await request.patch(`/api/admin/support-requests/${id}`, { data: { status: 'resolved' } })).ok()).toBe(true);
    await page.reload();
    await expect(ticket).toContainText('Resolved');
    await expect(ticket).toContainText(`Resolved${today()}`);
  });

  test('keeps the address in step with the tabs, and the back button returns to the previous tab', async ({ page }) => {
    await signUpCustomer(page, 'Ada');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeVisible();
    await expect(dashboardTab(page, 'Overview')).toHaveAttribute('aria-selected', 'true');
    await markDocument(page);

    await dashboardTab(page, 'Support').click();
    await expect(page).toHaveURL(/\/dashboard\?tab=support$/);
    await expect(page.getByRole('form', { name: 'Support request' })).toBeVisible();
    await dashboardTab(page, 'Account').click();
    await expect(page).toHaveURL(/\/dashboard\?tab=account$/);
    await expect(page.getByRole('form', { name: 'Personal information' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard\?tab=support$/);
    await expect(dashboardTab(page, 'Support')).toHaveAttribute('aria-selected', 'true');
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(dashboardTab(page, 'Overview')).toHaveAttribute('aria-selected', 'true');
    await page.goForward();
    await expect(dashboardTab(page, 'Support')).toHaveAttribute('aria-selected', 'true');
    await expectSameDocument(page);
  });

  test("switches the tab in place from the header's Subscription item and from the in-page event", async ({ page }) => {
    await signUpCustomer(page, 'Ada');
    await page.goto('/dashboard?tab=account');
    await expect(page.getByRole('form', { name: 'Personal information' })).toBeVisible();
    await markDocument(page);

    await page.getByRole('banner').getByRole('link', { name: 'Subscription' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=subscription$/);
    await expect(dashboardTab(page, 'Subscription')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('region', { name: 'No Active Subscription' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Subscription' })).toHaveAttribute('aria-current', 'page');

    await page.evaluate(() => window.dispatchEvent(new CustomEvent('dashboard:switch-tab', { detail: { tab: 'subscription', planId: 'business' } })));
    await expect(page).toHaveURL(/\/dashboard\?tab=subscription&plan=business$/);
    await expect(page.getByRole('region', { name: 'Ready to Subscribe' })).toContainText('Business');

    await page.evaluate(() => window.dispatchEvent(new CustomEvent('dashboard:switch-tab', { detail: { tab: 'support' } })));
    await expect(page).toHaveURL(/\/dashboard\?tab=support$/);
    await expect(dashboardTab(page, 'Support')).toHaveAttribute('aria-selected', 'true');
    await expectSameDocument(page);

    // Elsewhere the item is a plain link to the tab.
    await page.goto('/receptionists');
    await page.getByRole('banner').getByRole('link', { name: 'Subscription' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=subscription$/);
    await expect(dashboardTab(page, 'Subscription')).toHaveAttribute('aria-selected', 'true');
  });

  test('the Schedule tab opens the scheduling page in a new tab with the name and e-mail filled in', async ({ page, context }) => {
    await keepTrafficLocal(context);
    const email = await signUpCustomer(page, 'Grace');
    await page.goto('/dashboard?tab=schedule');
    const demo = page.getByRole('article', { name: 'Product Demo' });
    await expect(demo).toContainText('30 min');
    await expect(page.getByRole('article', { name: 'Consultation Call' })).toContainText('45 min');
    await expect(page.getByRole('article', { name: 'Setup & Onboarding' })).toContainText('60 min');
    await expectNoSeriousA11yViolations(page);

    const popupOpened = context.waitForEvent('page');
    await demo.getByRole('button', { name: 'Open in scheduler' }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    expect(popup.url()).toBe(`https://cal.com/ai-receptionists/product-demo?name=Grace%20Tester&email=${encodeURIComponent(email)}`);
    await expect(popup.getByRole('heading', { name: 'Scheduling page stand-in' })).toBeVisible();
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();
    await expect(page.getByText(SCHEDULER_BLOCKED)).toHaveCount(0);

    // A browser that blocks the new tab: the message, and the page as a link to click.
    await page.evaluate(() => {
      window.open = () => null;
    });
    await page.getByRole('article', { name: 'Setup & Onboarding' }).getByRole('button', { name: 'Open in scheduler' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Could not open the scheduler' })).toContainText(SCHEDULER_BLOCKED);
    const direct = page.getByRole('link', { name: 'Open the Setup & Onboarding scheduling page' });
    await expect(direct).toHaveAttribute('href', `https://cal.com/ai-receptionists/onboarding?name=Grace%20Tester&email=${encodeURIComponent(email)}`);
    await expect(direct).toHaveAttribute('target', '_blank');
    await expectNoSeriousA11yViolations(page);

    const scheduling = page.getByRole('tablist', { name: 'Scheduling' });
    await scheduling.getByRole('tab', { name: 'Help & Information' }).click();
    const help = page.getByRole('tabpanel', { name: 'Help & Information' });
    for (const step of ['Choose a call type', 'Pick a time', 'Receive a confirmation e-mail', 'Meet our team']) {
      await expect(help.getByRole('heading', { name: step })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
    await help.getByRole('button', { name: 'Contact Support' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=support$/);
  });

  test('the Overview tab meters the calls, charts them with a table alternative, and passes axe light and dark', async ({ page, request }) => {
    await signUpCustomer(page, 'Ada');
    await adminSignIn(request);
    const userId = await currentUserId(page);
    expect((await request.patch(`/api/admin/users/${userId}`, { data: { subscriptionPlan: 'professional', subscriptionStatus: 'active' } })).ok()).toBe(true);
    // 14 calls today: 2 spam, 2 hang-ups of 9 s (too short) and 1 test call are not counted, 9 are.
    await insertCalls(userId, await receptionistFor(page, request, 'Front desk', true), variedCalls(14));

    await page.goto('/dashboard');
    const meter = page.getByRole('region', { name: 'Calls this period' });
    await expect(meter).toContainText('9 of 1,000 calls');
    await expect(meter.getByRole('progressbar', { name: 'Calls used this period' })).toHaveAttribute('aria-valuetext', '9 of 1,000 calls');
    await expect(meter.getByRole('listitem')).toHaveText([
      'Spam: 2 calls · See the spam calls',
      'Test calls by our team: 1 call',
      'Too short to count: 2 calls · See the calls too short to count',
    ]);
    await expect(page.getByLabel('This period’s figures')).toContainText('Calls answered14');
    const chart = page.getByRole('region', { name: 'Calls per day, last 30 days' });
    await expect(chart.getByRole('figure', { name: 'Calls per day, last 30 days' })).toBeVisible();
    await expect(chart.getByRole('figure')).toHaveAccessibleDescription(/^14 calls in the last 30 days/);
    const frontDesk = page.getByRole('table', { name: 'Calls by receptionist this period' }).getByRole('row', { name: /Front desk/ });
    await expect(frontDesk.getByRole('cell')).toHaveText(['14', '9', '2', '2']);
    await expectNoSeriousA11yViolations(page);

    await chart.getByRole('button', { name: 'Show as table' }).click();
    const table = chart.getByRole('table', { name: 'Calls per day, last 30 days' });
    await expect(table.getByRole('row')).toHaveCount(31);
    await expect(table.getByRole('row').last().getByRole('cell').first()).toHaveText('14');
    await expectNoSeriousA11yViolations(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => localStorage.setItem('theme-mode', 'dark'));
    await page.reload();
    await expect(chart.getByRole('figure')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await meter.getByRole('link', { name: 'See the spam calls' }).click();
    await expect(page).toHaveURL(/\/calls\?notCounted=spam&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('list', { name: 'Calls' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'This period', pressed: true })).toBeVisible();
    await page.goBack();
    await meter.getByRole('link', { name: 'See the calls too short to count' }).click();
    await expect(page).toHaveURL(/\/calls\?notCounted=short&/);
    await expect(page.getByRole('list', { name: 'Calls' }).getByRole('listitem')).toHaveCount(2);
    // A figure opens the log filtered to what it counts.
    await page.goBack();
    await page
      .getByLabel('This period’s figures')
      .getByRole('link', { name: /Messages taken/ })
      .click();
    await expect(page).toHaveURL(/\/calls\?outcome=message_taken&from=/);
    await expect(page.getByRole('list', { name: 'Calls' }).getByRole('listitem')).toHaveCount(2);
  });

  test('the Schedule and Support tabs pass axe in the dark theme on a phone, tickets of every status included', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => localStorage.setItem('theme-mode', 'dark'));
    await signUpCustomer(page, 'Ada');
    await adminSignIn(request);
    for (const status of ['open', 'in-progress', 'resolved', 'closed']) {
      const created = await page.request.post('/api/support-request', {
        data: { subject: `A ${status} request`, message: 'Our receptionist greets callers with the old opening hours.' },
      });
      const { id } = (await created.json()) as { id: number };
      if (status !== 'open') await request.patch(`/api/admin/support-requests/${id}`, { data: { status } });
    }

    await page.goto('/dashboard?tab=support');
    await expect(page.getByRole('region', { name: 'My Support Requests' }).getByRole('listitem')).toHaveCount(4);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/dashboard?tab=schedule');
    await expect(page.getByRole('article', { name: 'Product Demo' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: 'Help & Information' }).click();
    await expect(page.getByRole('heading', { name: 'Meet our team' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
