import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { fillCard } from '../support/billing';
import { adminSignIn } from '../support/admin';
import { currentUserId, insertCalls, variedCalls } from '../support/calls';
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES } from '../support/routes';

// The Content-Security-Policy allows inline styles only with each page's nonce: every style element MUI (emotion) adds
// must carry it, or the browser drops the styles. Chromium reports each refusal as a securitypolicyviolation event.
const CUSTOMER_ROUTES = [...SIGNED_IN_ROUTES, '/checkout?plan=professional&period=monthly'];
const ADMIN_ROUTES = ['users', 'support-requests', 'contact-messages', 'receptionists', 'subscription-activities', 'queues'].map((tab) => `/admin?tab=${tab}`);

/** Collects every CSP violation and CSP console error of the page, across its navigations. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}${location.search}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Opens a page of the app and checks its policy and its style elements: every one carries the page's nonce. */
async function visit(page: Page, route: string): Promise<void> {
  const response = await page.goto(route);
  const policy = response!.headers()['content-security-policy'];
  expect(policy).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'(;|$)/);
  expect(policy).not.toContain('unsafe-inline');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root')).not.toBeEmpty();
  const styles = await page.evaluate(() => Array.from(document.querySelectorAll('style'), (style) => style.nonce ?? ''));
  expect(styles.length).toBeGreaterThan(0);
  expect(styles.filter((nonce) => nonce === '')).toEqual([]);
}

test.describe('Content-Security-Policy without inline styles', () => {
  test('the public site renders with no violation', async ({ page }) => {
    const violations = await watchViolations(page);
    for (const route of PUBLIC_ROUTES) await visit(page, route);
    // Menus, dialogs and tooltips add their styles when they first open.
    await visit(page, '/');
    await page.getByRole('button', { name: /theme/i }).first().click();
    await page.keyboard.press('Escape');
    await visit(page, '/contact');
    await page.getByRole('button', { name: /send/i }).click();
    await page.waitForTimeout(300);
    expect(violations).toEqual([]);
  });

  test('the customer area renders with no violation, checkout included', async ({ page }) => {
    const violations = await watchViolations(page);
    const registered = await page.request.post('/api/register', {
      data: {
        email: uniqueEmail('csp'),
        password: 'customer-password',
        firstName: 'Grace',
        lastName: 'Hopper',
        companyName: 'Harbor Dental',
        companySize: '11-50',
      },
    });
    expect(registered.ok()).toBe(true);
    for (const route of CUSTOMER_ROUTES) await visit(page, route);
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await page.getByRole('heading', { name: 'Your free trial has started' }).waitFor();
    // With calls, the Overview tab draws its chart (MUI X Charts) and its table.
    const requested = await page.request.post('/api/receptionists', { data: { name: 'Front desk', phoneNumber: '+1 (415) 555-0134' } });
    await insertCalls(await currentUserId(page), (await requested.json()) as { id: number; name: string }, variedCalls(8));
    await visit(page, '/dashboard');
    await page.getByRole('figure', { name: 'Calls per day, last 30 days' }).waitFor();
    await page.getByRole('button', { name: 'Show as table' }).click();
    await page.getByRole('table', { name: 'Calls per day, last 30 days' }).waitFor();
    expect(violations).toEqual([]);
  });

  test('the back office renders with no violation', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.request.post('/api/register', {
      data: { email: uniqueEmail('csp'), password: 'customer-password', firstName: 'Ada', lastName: 'Lovelace', companyName: 'Harbor Dental' },
    });
    await adminSignIn(page.request);
    for (const route of ADMIN_ROUTES) await visit(page, route);
    await visit(page, '/admin?tab=users');
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Edit User' }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(300);
    expect(violations).toEqual([]);
  });
});
