import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { siteItems } from '../support/site-menu';

test.describe('a visitor', () => {
  test('opens the home page, switches to the dark theme, and meets the 404 screen on an unknown path', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
    const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: /Change theme/ }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();

    await expect.poll(() => page.evaluate(() => localStorage.getItem('theme-mode'))).toBe('dark');
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(lightBackground);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    // The theme choice survived the full page load.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(lightBackground);
    await expectNoSeriousA11yViolations(page);
  });

  test('on a phone, finds the header’s items behind the menu button, and the drawer closes on the way to the page', async ({ page }) => {
    await page.goto('/');
    const wide = await siteItems(page);
    expect(wide.map(([name]) => name)).toEqual(expect.arrayContaining(['Pricing', 'Log In', 'Sign Up']));

    await page.setViewportSize({ width: 390, height: 844 });
    const banner = page.getByRole('banner').first();
    await expect(banner.getByRole('navigation', { name: 'Main' })).toBeHidden();
    expect(await siteItems(page)).toEqual(wide);

    await banner.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
    await expectNoSeriousA11yViolations(page);
    await drawer.getByRole('link', { name: 'Pricing' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Simple, transparent pricing' })).toBeVisible();
  });

  test('is sent to /auth from a signed-in page and to /admin-login from /admin', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin-login$/);
  });

  // The API's JSON errors and /api/health's report are proven without a browser by backend/test/http/http-contract.int-spec.ts,
  // security-headers.int-spec.ts (an unknown API path is no page, beside the web app) and backend/test/health/health.int-spec.ts.
});
