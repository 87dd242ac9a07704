import { test, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { E2E_ADMIN } from '../support/e2e-env';
import { fillCard, signUpCustomer, subscribeThroughApi } from '../support/billing';

// `npm run screenshots -w e2e`: every public route at phone and desktop widths, light and dark, into e2e/screenshots/,
// for a person to look at. Signed-in pages join this list as their features land.
const ROUTES = ['/', '/pricing', '/how-it-works', '/about', '/contact', '/legal/privacy-policy', '/auth', '/auth?signup=true', '/forgot-password', '/reset-password', '/admin-login', '/no-such-page'];
const SIGNED_IN_ROUTES = ['/dashboard', '/dashboard?tab=account', '/receptionists', '/resources', '/product'];
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

// Billing: each shot signs up a customer, brings the account to the state shown, and returns the page to open.
const BILLING_SHOTS: Record<string, (page: Page) => Promise<string>> = {
  checkout: async () => '/checkout?plan=professional&period=monthly',
  'checkout-declined': async (page) => {
    await page.goto('/checkout?plan=professional&period=monthly');
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await page.getByRole('heading', { name: 'Payment failed' }).waitFor();
    return '';
  },
  'checkout-trial-started': async (page) => {
    await page.goto('/checkout?plan=professional&period=monthly');
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await page.getByRole('heading', { name: 'Your free trial has started' }).waitFor();
    return '';
  },
  payment: async () => '/payment?plan=business&period=annual',
  'payment-cancelled': async () => '/payment?plan=business&period=monthly&payment_status=cancel',
  'sandbox-hosted-checkout': async (page) => {
    const session = await page.request.post('/api/create-checkout-session', { data: { planId: 'professional', isAnnual: false } });
    return new URL(((await session.json()) as { url: string }).url).pathname;
  },
  'subscription-none': async () => '/dashboard?tab=subscription',
  'subscription-ready': async () => '/dashboard?tab=subscription&plan=business',
  'subscription-trial': async (page) => {
    await subscribeThroughApi(page, 'professional');
    return '/dashboard?tab=subscription';
  },
  'subscription-cancelled': async (page) => {
    await subscribeThroughApi(page, 'business', true);
    await page.request.post('/api/subscription/cancel');
    return '/dashboard?tab=subscription';
  },
  'subscription-change-dialog': async (page) => {
    await subscribeThroughApi(page, 'professional');
    await page.goto('/dashboard?tab=subscription');
    await page.getByRole('button', { name: 'Change Plan' }).click();
    await page.getByRole('dialog').waitFor();
    // Once the dialog has faded in.
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.MuiDialog-container')!).opacity === '1');
    return '';
  },
};

for (const theme of ['light', 'dark'] as const) {
  for (const width of WIDTHS) {
    for (const [name, prepare] of Object.entries(BILLING_SHOTS)) {
      test(`billing ${name} at ${width}px, ${theme}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 844 });
        await page.addInitScript((mode) => localStorage.setItem('theme-mode', mode), theme);
        await signUpCustomer(page, 'Grace');
        const route = await prepare(page);
        if (route) await page.goto(route);
        await page.waitForLoadState('networkidle');
        // A dialog covers the viewport: a full-page picture would show it wherever the page happened to be scrolled.
        await page.screenshot({ path: `screenshots/billing-${name}-${width}-${theme}.png`, fullPage: !name.endsWith('-dialog') });
      });
    }
  }
}

// Receptionists: each shot signs up a customer, brings the account to the state shown (the administrator, through the
// back-office API, sets the plan and moves receptionists along), and leaves the page on it.
type ReceptionistShot = (page: Page, admin: APIRequestContext, userId: number) => Promise<void>;

async function requestReceptionist(page: Page, name: string, extra: Record<string, unknown> = {}): Promise<number> {
  const response = await page.request.post('/api/receptionists', { data: { name, phoneNumber: '+1 (415) 555-0134', ...extra } });
  return ((await response.json()) as { id: number }).id;
}

async function openDialog(page: Page, button: string): Promise<void> {
  await page.goto('/receptionists');
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('dialog').waitFor();
  await page.waitForFunction(() => getComputedStyle(document.querySelector('.MuiDialog-container')!).opacity === '1');
}

const RECEPTIONIST_SHOTS: Record<string, ReceptionistShot> = {
  'receptionists-cards': async (page, admin, userId) => {
    await admin.patch(`/api/admin/users/${userId}`, { data: { subscriptionPlan: 'business' } });
    const live = await requestReceptionist(page, 'Front desk', {
      languages: ['English', 'Spanish', 'French'],
      businessHours: 'Mon-Fri 8am-6pm, Sat 9am-1pm',
      companyInfo: 'Harbor Dental is a family dentistry practice in Portland. We offer cleanings, fillings, whitening, and same-day emergency appointments.',
    });
    const training = await requestReceptionist(page, 'After-hours line', { businessHours: 'Evenings and weekends' });
    await requestReceptionist(page, 'Downtown office', { languages: ['English', 'German'] });
    for (const status of ['training', 'active', 'inactive', 'active'] as const) await admin.patch(`/api/admin/receptionists/${live}`, { data: { status } });
    await admin.patch(`/api/admin/receptionists/${training}`, { data: { status: 'training' } });
    await page.goto('/receptionists');
  },
  'receptionists-limit': async (page) => {
    await requestReceptionist(page, 'Front desk', { companyInfo: 'Harbor Dental is a family dentistry practice in Portland.' });
    await page.goto('/receptionists');
  },
  'receptionists-add-dialog': async (page) => openDialog(page, 'Add Receptionist'),
  'receptionists-edit-dialog': async (page) => {
    await requestReceptionist(page, 'Front desk', { languages: ['English', 'Spanish'], businessHours: 'Mon-Fri 8am-6pm' });
    await openDialog(page, 'Edit Front desk');
  },
};

for (const theme of ['light', 'dark'] as const) {
  for (const width of WIDTHS) {
    for (const [name, prepare] of Object.entries(RECEPTIONIST_SHOTS)) {
      test(`${name} at ${width}px, ${theme}`, async ({ page, request }) => {
        await page.setViewportSize({ width, height: 844 });
        await page.addInitScript((mode) => localStorage.setItem('theme-mode', mode), theme);
        const registered = await page.request.post('/api/register', {
          data: { email: uniqueEmail('shots'), password: 'screenshot-password', firstName: 'Grace', lastName: 'Hopper', companyName: 'Harbor Dental' },
        });
        await request.post('/api/admin/login', { data: E2E_ADMIN });
        await prepare(page, request, ((await registered.json()) as { id: number }).id);
        await page.waitForLoadState('networkidle');
        // A dialog covers the viewport: a full-page picture would show it wherever the page happened to be scrolled.
        await page.screenshot({ path: `screenshots/${name}-${width}-${theme}.png`, fullPage: !name.endsWith('-dialog') });
      });
    }
  }
}
