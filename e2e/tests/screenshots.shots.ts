import { test } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';

// `npm run screenshots -w e2e`: every public route at phone and desktop widths, light and dark, into e2e/screenshots/,
// for a person to look at. Signed-in pages join this list as their features land.
const ROUTES = ['/', '/pricing', '/how-it-works', '/about', '/contact', '/legal/privacy-policy', '/auth', '/auth?signup=true', '/forgot-password', '/reset-password', '/admin-login', '/no-such-page'];
const SIGNED_IN_ROUTES = ['/dashboard', '/dashboard?tab=account'];
const WIDTHS = [1280, 390];

for (const theme of ['light', 'dark'] as const) {
  for (const width of WIDTHS) {
    for (const route of [...ROUTES, ...SIGNED_IN_ROUTES]) {
      test(`${route} at ${width}px, ${theme}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 844 });
        if (SIGNED_IN_ROUTES.includes(route)) {
          // page.request shares the page's cookies: this signs the page in.
          await page.request.post('/api/register', {
            data: { email: uniqueEmail('shots'), password: 'screenshot-password', firstName: 'Grace', lastName: 'Hopper', companyName: 'Harbor Dental', companySize: '11-50' },
          });
        }
        await page.addInitScript((mode) => localStorage.setItem('theme-mode', mode), theme);
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        const name = route.replace(/^\//, '').replace(/[?=&/]+/g, '-') || 'home';
        await page.screenshot({ path: `screenshots/${name}-${width}-${theme}.png`, fullPage: true });
      });
    }
  }
}
