import { request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { adminSignIn, authenticatorCode, promoteToAdministrator, totpCode, withDatabase } from '../support/admin';
import { E2E_ADMIN, E2E_BASE_URL } from '../support/e2e-env';
import { fillCard, signUpCustomer, subscribeThroughApi } from '../support/billing';
import { firstLink, VERIFICATION_SUBJECT, waitForMail } from '../support/mailbox';
import { goLive } from '../support/calls';
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES } from '../support/routes';

// `npm run screenshots -w e2e`: every public route at phone and desktop widths, light and dark, into e2e/screenshots/,
// for a person to look at.
const WIDTHS = [1280, 390];

for (const theme of ['light', 'dark'] as const) {
  for (const width of WIDTHS) {
    for (const route of [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES]) {
      test(`${route} at ${width}px, ${theme}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 844 });
        if (SIGNED_IN_ROUTES.includes(route)) {
          // page.request shares the page's cookies: this signs the page in.
          await page.request.post('/api/register', {
            data: {
              email: uniqueEmail('shots'),
              password: 'screenshot-password',
              firstName: 'Grace',
              lastName: 'Hopper',
              companyName: 'Harbor Dental',
              companySize: '11-50',
            },
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

// The sign-up form carrying the plan chosen on /pricing.
for (const theme of ['light', 'dark'] as const) {
  for (const width of WIDTHS) {
    test(`signup with a chosen plan at ${width}px, ${theme}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.addInitScript((mode) => localStorage.setItem('theme-mode', mode), theme);
      await page.goto('/auth?signup=true&plan=business&period=annual');
      await page.getByText('Business plan, billed annually').waitFor();
      await page.screenshot({ path: `screenshots/auth-signup-with-plan-${width}-${theme}.png`, fullPage: true });
    });
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
  // The customer subscribed before opening checkout: the page refuses to start a second subscription.
  'checkout-already-subscribed': async (page) => {
    await subscribeThroughApi(page, 'business');
    return '/checkout?plan=professional&period=monthly';
  },
  // Subscribed in another window while this checkout was open: paying here is refused, and the page says why.
  'checkout-closed-by-other-subscription': async (page) => {
    await page.goto('/checkout?plan=professional&period=monthly');
    await page.getByRole('form', { name: 'Card details' }).waitFor();
    await subscribeThroughApi(page, 'business');
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await page.getByRole('heading', { name: 'You already have a subscription' }).waitFor();
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

// E-mail verification: each shot signs up a customer (unverified) and leaves the page in the state shown.
const EMAIL_SHOTS: Record<string, (page: Page, email: string) => Promise<void>> = {
  'verification-banner-resent': async (page) => {
    await page.goto('/dashboard');
    const banner = page.getByRole('region', { name: 'Email verification' });
    await banner.getByRole('button', { name: 'Resend' }).click();
    await banner.getByRole('status').getByText('We sent a new verification link').waitFor();
  },
  'verify-email-verified': async (page, email) => {
    await page.goto(firstLink((await waitForMail(email, VERIFICATION_SUBJECT)).text ?? ''));
    await page.getByRole('heading', { name: 'Email Verified' }).waitFor();
  },
  'verify-email-invalid': async (page) => {
    await page.goto('/verify-email?token=not-a-real-token');
    await page.getByRole('heading', { name: 'Invalid or Expired Link' }).waitFor();
  },
  'account-email-changing': async (page) => {
    await page.goto('/dashboard?tab=account');
    const form = page.getByRole('form', { name: 'Personal information' });
    await form.getByRole('textbox', { name: 'Email' }).fill('grace.hopper@navy.example');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await form.getByText('Current password is required').waitFor();
  },
  'account-email-pending': async (page) => {
    await page.request.patch('/api/user', { data: { email: uniqueEmail('grace-new'), currentPassword: 'billing-password' } });
    await page.goto('/dashboard?tab=account');
    await page.getByRole('note', { name: 'Pending email change' }).waitFor();
  },
  // The owner's own time zone in the profile form (docs/product.md#time-zones), then its list searched.
  'account-time-zone': async (page) => {
    await page.request.patch('/api/user', { data: { timeZone: 'America/Los_Angeles' } });
    await page.goto('/dashboard?tab=account');
    await page.getByRole('combobox', { name: 'Your time zone' }).waitFor();
  },
  'account-time-zone-search': async (page) => {
    await page.goto('/dashboard?tab=account');
    await page.getByRole('combobox', { name: 'Your time zone' }).fill('europe/b');
    await page.getByRole('option', { name: 'Europe/Berlin' }).waitFor();
  },
  // Where you're signed in: this browser and two other devices of the same account.
  'account-sessions': async (page, email) => {
    const devices = [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0',
    ];
    for (const userAgent of devices) {
      const device = await playwrightRequest.newContext({
        baseURL: E2E_BASE_URL,
        extraHTTPHeaders: { 'user-agent': userAgent },
      });
      await device.post('/api/login', { data: { email, password: 'billing-password' } });
      await device.dispose();
    }
    await page.goto('/dashboard?tab=account');
    await page.getByRole('region', { name: "Where you're signed in" }).getByRole('button', { name: 'Sign out everywhere else' }).waitFor();
  },
  // Notifications: the Account tab's switches, and the unsubscribe page a mail's link opens.
  'account-notifications': async (page) => {
    await subscribeThroughApi(page, 'professional'); // a receptionist is requested under a plan
    const front = await requestReceptionist(page, 'Front desk');
    await page.request.put('/api/notifications/preferences', {
      data: { dailyDigest: true, usageAlerts: false, callSummaries: false, callSummaryReceptionistIds: [front] },
    });
    await page.goto('/dashboard?tab=account');
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('switch', { name: /Front desk/ })
      .waitFor();
  },
  // The link is signed by the server: the picture stands in the answer it gives a good one.
  'unsubscribe-done': async (page) => {
    await page.route('**/api/notifications/unsubscribe?**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ kind: 'daily_digest' }) }),
    );
    await page.goto('/unsubscribe?token=a-signed-token');
    await page.getByRole('heading', { name: 'You Are Unsubscribed' }).waitFor();
  },
  'unsubscribe-invalid': async (page) => {
    await page.goto('/unsubscribe?token=not-a-real-token');
    await page.getByRole('heading', { name: 'Invalid Link' }).waitFor();
  },
};

for (const theme of ['light', 'dark'] as const) {
  for (const width of WIDTHS) {
    for (const [name, prepare] of Object.entries(EMAIL_SHOTS)) {
      test(`email ${name} at ${width}px, ${theme}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 844 });
        await page.addInitScript((mode) => localStorage.setItem('theme-mode', mode), theme);
        const email = await signUpCustomer(page, 'Grace');
        await prepare(page, email);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `screenshots/email-${name}-${width}-${theme}.png`, fullPage: true });
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

/** A receptionist is requested under a plan: Professional, as our team sets one up. */
async function onProfessional(admin: APIRequestContext, userId: number): Promise<void> {
  await admin.patch(`/api/admin/users/${userId}`, { data: { subscriptionPlan: 'professional', subscriptionStatus: 'active' } });
}

async function openDialog(page: Page, button: string): Promise<void> {
  await page.goto('/receptionists');
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('dialog').waitFor();
  await page.waitForFunction(() => getComputedStyle(document.querySelector('.MuiDialog-container')!).opacity === '1');
}

const RECEPTIONIST_SHOTS: Record<string, ReceptionistShot> = {
  'receptionists-cards': async (page, admin, userId) => {
    await admin.patch(`/api/admin/users/${userId}`, { data: { subscriptionPlan: 'business', subscriptionStatus: 'active' } });
    const live = await requestReceptionist(page, 'Front desk', {
      languages: ['English', 'Spanish', 'French'],
      businessHours: 'Mon-Fri 8am-6pm, Sat 9am-1pm',
      companyInfo: 'Harbor Dental is a family dentistry practice in Portland. We offer cleanings, fillings, whitening, and same-day emergency appointments.',
    });
    const training = await requestReceptionist(page, 'After-hours line', { businessHours: 'Evenings and weekends' });
    await requestReceptionist(page, 'Downtown office', { languages: ['English', 'German'] });
    await goLive(admin, live, ['training', 'active', 'inactive', 'active']);
    await admin.patch(`/api/admin/receptionists/${live}`, { data: { forwardingCarrier: 'verizon' } });
    await admin.patch(`/api/admin/receptionists/${training}`, { data: { status: 'training' } });
    // The live one's settings saved (applied by the worker), and a change of its hours waiting for our team.
    const settingsPath = `/api/receptionists/${live}/settings`;
    const { settings } = (await (await page.request.get(settingsPath)).json()) as { settings: Record<string, unknown> };
    await page.request.put(settingsPath, { data: { baseVersion: 0, settings: { ...settings, greeting: 'Thank you for calling Harbor Dental!' } } });
    await page.request.patch(`/api/receptionists/${live}`, { data: { businessHours: 'Mon-Fri 8am-7pm, Sat 9am-1pm' } });
    await page.goto('/receptionists');
    // The page's code loads lazily: networkidle alone can catch the spinner.
    await page.getByText('Your change to hours is with our team').waitFor();
    await page.getByText('Your receptionist answers with version 1.').waitFor();
  },
  // A live receptionist whose business line does not forward (0000 in the sandbox): the check says so, with why.
  'receptionists-forwarding-check': async (page, admin, userId) => {
    await onProfessional(admin, userId);
    const live = await requestReceptionist(page, 'Front desk', { phoneNumber: '+1 (415) 555-0000', companyInfo: 'Harbor Dental, Portland.' });
    await goLive(admin, live);
    await page.goto('/receptionists');
    await page.getByRole('button', { name: 'Call me to check Front desk' }).click();
    await page.getByText(/Our call did not reach Front desk/).waitFor({ timeout: 30_000 });
  },
  'receptionists-limit': async (page, admin, userId) => {
    await onProfessional(admin, userId);
    await requestReceptionist(page, 'Front desk', { companyInfo: 'Harbor Dental is a family dentistry practice in Portland.' });
    await page.goto('/receptionists');
  },
  // Three receptionists with five languages on Business, then the plan drops to Professional: the excess is marked.
  'receptionists-over-limit': async (page, admin, userId) => {
    await admin.patch(`/api/admin/users/${userId}`, { data: { subscriptionPlan: 'business', subscriptionStatus: 'active' } });
    const languages = ['English', 'Spanish', 'French', 'German', 'Italian'];
    const live = await requestReceptionist(page, 'Front desk', { languages, businessHours: 'Mon-Fri 8am-6pm' });
    await requestReceptionist(page, 'After-hours line', { languages, businessHours: 'Evenings and weekends' });
    await requestReceptionist(page, 'Downtown office', { languages });
    await goLive(admin, live);
    await admin.patch(`/api/admin/users/${userId}`, { data: { subscriptionPlan: 'professional' } });
    await page.goto('/receptionists');
    await page.getByRole('region', { name: /over your plan’s limit/ }).waitFor();
  },
  'receptionists-add-dialog': async (page, admin, userId) => {
    await onProfessional(admin, userId);
    await openDialog(page, 'Add Receptionist');
  },
  // Without a plan: the page says one is needed, and Add explains it.
  'receptionists-no-plan': async (page) => void (await page.goto('/receptionists')),
  'receptionists-plan-required-dialog': async (page) => openDialog(page, 'Add Receptionist'),
  'receptionists-edit-dialog': async (page, admin, userId) => {
    await onProfessional(admin, userId);
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
        await adminSignIn(request, E2E_ADMIN);
        await prepare(page, request, ((await registered.json()) as { id: number }).id);
        await page.waitForLoadState('networkidle');
        // A dialog covers the viewport: a full-page picture would show it wherever the page happened to be scrolled.
        await page.screenshot({ path: `screenshots/${name}-${width}-${theme}.png`, fullPage: !name.endsWith('-dialog') });
      });
    }
  }
}

/** A back-office tab once its first rows are in (the page's code loads lazily: networkidle alone can catch the spinner). */
async function openAdminTab(page: Page, tab: string, heading: string): Promise<void> {
  await page.goto(`/admin?tab=${tab}`);
  await page.getByRole('heading', { level: 2, name: heading }).waitFor();
  await page.getByRole('progressbar').first().waitFor({ state: 'detached' });
}

// The back office: each tab and the Edit User dialog, over a few customers seeded once through the API.
const SEARCH_LIMIT_CUSTOMERS = 105;
const ADMIN_SHOTS: Record<string, (page: Page) => Promise<void>> = {
  // Sorted by receptionists, so the seeded customers come before the search-limit ones: one over its plan's limit, Ada's
  // e-mail verified, Grace's change waiting for its link, the rest unverified.
  users: async (page) => {
    await page.goto('/admin?tab=users');
    await page.getByRole('button', { name: 'AI Receptionists' }).click();
    await page.getByText('over limit').first().waitFor();
  },
  'edit-user': async (page) => {
    await page.goto('/admin?tab=users');
    await page.getByLabel('Search users').fill('Lovelace');
    await page.getByRole('button', { name: 'Actions for Ada Lovelace' }).first().click();
    await page.getByRole('menuitem', { name: 'Edit User' }).click();
    await page.getByRole('dialog').getByText('Recent changes').waitFor();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.MuiDialog-container')!).opacity === '1');
  },
  // A plan the payment provider bills: the dialog says it can only be removed, and warns once None is chosen.
  'edit-user-provider-plan': async (page) => {
    await page.goto('/admin?tab=users');
    await page.getByLabel('Search users').fill('Turing');
    await page.getByRole('button', { name: 'Actions for Alan Turing' }).first().click();
    await page.getByRole('menuitem', { name: 'Edit User' }).click();
    await page.getByRole('dialog').getByRole('combobox', { name: 'Plan' }).click();
    await page.getByRole('option', { name: 'None' }).click();
    await page.locator('.MuiMenu-root').waitFor({ state: 'detached' }); // the menu's fade-out, not caught halfway
    await page.getByRole('dialog').getByText('Saving cancels this customer’s subscription').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.MuiDialog-container')!).opacity === '1');
  },
  'user-details': async (page) => {
    await page.goto('/admin?tab=users');
    await page.getByLabel('Search users').fill('Lovelace');
    await page.getByRole('button', { name: 'Actions for Ada Lovelace' }).first().click();
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    await page.getByRole('dialog').getByText('Audit trail').waitFor();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.MuiDialog-container')!).opacity === '1');
  },
  // The administrator's new recovery codes, after a current code from the authenticator.
  'recovery-codes': async (page) => {
    await page.goto('/admin?tab=users');
    await page.getByRole('button', { name: 'Recovery codes' }).click();
    await page
      .getByRole('dialog')
      .getByLabel('6-digit code')
      .fill(await authenticatorCode(E2E_ADMIN.email));
    await page.getByRole('button', { name: 'Replace codes' }).click();
    await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.MuiDialog-container')!).opacity === '1');
  },
  // Ada's appointments, texts and each receptionist's calendar, further down the dialog.
  'user-details-bookings': async (page) => {
    await page.goto('/admin?tab=users');
    await page.getByLabel('Search users').fill('Lovelace');
    await page.getByRole('button', { name: 'Actions for Ada Lovelace' }).first().click();
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    await page
      .getByRole('dialog')
      .getByText(/^Texts \(/)
      .waitFor();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.MuiDialog-container')!).opacity === '1');
    // A phone shows a section or two: there the texts, below the receptionists and appointments seen at desktop width.
    const heading = page.viewportSize()!.width < 600 ? /^Texts \(/ : /^AI receptionists \(/;
    await page
      .getByRole('dialog')
      .getByText(heading)
      .evaluate((element) => element.scrollIntoView({ block: 'start' }));
  },
  // A customer whose plan dropped below their receptionists: the count over the limit and each one marked.
  'user-details-over-limit': async (page) => {
    await page.goto('/admin?tab=users');
    await page.getByLabel('Search users').fill('Dijkstra');
    await page.getByRole('button', { name: 'Actions for Edsger Dijkstra' }).first().click();
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    await page.getByRole('dialog').getByText('Audit trail').waitFor();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.MuiDialog-container')!).opacity === '1');
    await page.getByRole('dialog').getByText('AI receptionists (3, 2 over the plan limit)').scrollIntoViewIfNeeded();
  },
  // Grace asked to move to a new address: the details show it waiting for its link, and no verified-at.
  'user-details-pending-email': async (page) => {
    await page.goto('/admin?tab=users');
    await page.getByRole('searchbox', { name: 'Search users' }).fill('Cobol Clinics');
    await page.getByRole('button', { name: 'Actions for Grace Hopper' }).first().click();
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    await page.getByRole('dialog').getByText('Audit trail').waitFor();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.MuiDialog-container')!).opacity === '1');
  },
  // A search past its 100 rows (SEARCH_LIMIT_CUSTOMERS match "Pacific Smiles"): the last page says why Next stops.
  'search-limit': async (page) => {
    await page.goto('/admin?tab=users');
    await page.getByLabel('Search users').fill('Pacific Smiles');
    await page.getByText('1–50 of 100+').waitFor();
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.getByText('Only the first 100 users a search finds').scrollIntoViewIfNeeded();
  },
  'work-queue': async (page) => {
    await page.goto('/admin?tab=work-queue');
    await page
      .getByText(/^Overdue /)
      .first()
      .waitFor();
  },
  'work-queue-change-dialog': async (page) => {
    await page.goto('/admin?tab=work-queue');
    await page
      .getByRole('button', { name: /^Review: / })
      .first()
      .click();
    await page.getByRole('dialog').getByText('Mark as done').waitFor();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.MuiDialog-container')!).opacity === '1');
  },
  'support-requests': (page) => openAdminTab(page, 'support-requests', 'Support Requests'),
  'contact-messages': (page) => openAdminTab(page, 'contact-messages', 'Contact Messages'),
  receptionists: async (page) => {
    await page.goto('/admin?tab=receptionists');
    await page.getByText('Over limit').first().waitFor();
  },
  'edit-receptionist': async (page) => {
    await page.goto('/admin?tab=receptionists');
    await page
      .getByRole('button', { name: /^More actions for / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.getByRole('dialog').getByText('Recent changes').waitFor();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.MuiDialog-container')!).opacity === '1');
  },
  // The Edit dialog's test call, with what the caller wants chosen.
  'test-call': async (page) => {
    await page.goto('/admin?tab=receptionists');
    await page
      .getByRole('button', { name: /^More actions for / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Recent changes').waitFor();
    await dialog.getByRole('combobox', { name: 'The caller wants to' }).click();
    await page.getByRole('option', { name: 'Book an appointment' }).click();
    await page.locator('.MuiMenu-root').waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Place test call' }).scrollIntoViewIfNeeded();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.MuiDialog-container')!).opacity === '1');
  },
  'subscription-activities': (page) => openAdminTab(page, 'subscription-activities', 'Subscription Activities'),
  queues: (page) => openAdminTab(page, 'queues', 'Queue health'),
  // Production running the sandbox payment provider (PAYMENTS_PROVIDER=sandbox); this server runs in development.
  'test-payments-banner': async (page) => {
    await page.route('**/api/admin/notices', (route) => route.fulfill({ json: { paymentsProvider: 'sandbox', sandboxInProduction: true } }));
    await page.goto('/admin?tab=users');
    await page.getByText('Test payments').waitFor();
  },
  menu: async (page) => {
    await page.goto('/admin?tab=users');
    await page.getByRole('button', { name: 'Open the admin menu' }).click();
    await page.getByRole('navigation', { name: 'Back office' }).waitFor();
    // Once the drawer has slid in.
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.MuiDrawer-modal .MuiDrawer-paper')!).transform === 'none');
  },
};

/** A Google Calendar connection as the settings' Connect makes it; its tokens are never used here. */
function googleCalendar(userId: number, receptionistId: number, email: string, state: 'connected' | 'disconnected') {
  return withDatabase((client) =>
    client.query(
      `insert into calendar_connections (receptionist_id, user_id, provider, account_email, access_token, refresh_token, access_token_expires_at, state, disconnected_reason)
       values ($1, $2, 'google', $3, 'unused', 'unused', now(), $4, $5)`,
      [receptionistId, userId, email, state, state === 'disconnected' ? 'revoked' : null],
    ),
  );
}

/**
 * Ada's appointments (two to come, one of them not yet in her calendar, one past, one cancelled), the texts her
 * receptionists sent (delivered, failed at the provider, still queued) and her receptionists' calendars, written
 * directly: booking and texting through calls is the journeys' subject, not these pictures'.
 */
async function seedBookings(userId: number, [frontDesk, afterHours]: number[]): Promise<void> {
  await googleCalendar(userId, frontDesk, 'frontdesk@harbordental.example', 'connected');
  await googleCalendar(userId, afterHours, 'afterhours@harbordental.example', 'disconnected');
  await withDatabase(async (client) => {
    const appointments: [number, number, string, string, string | null, string, string][] = [
      [frontDesk, 2 * 24 + 1, 'Cleaning', 'Grace Hopper', '+14155550142', 'booked', 'synced'],
      [afterHours, 3 * 24 + 5, 'Emergency visit', 'Alan Turing', null, 'booked', 'pending'],
      [frontDesk, -3 * 24, 'Check-up', 'Katherine Johnson', '+14155550177', 'booked', 'synced'],
      [frontDesk, -5 * 24, 'Whitening', 'Margaret Hamilton', '+442079460958', 'cancelled', 'synced'],
    ];
    for (const [index, [receptionistId, hoursFromNow, typeName, callerName, callerNumber, status, calendarState]] of appointments.entries())
      await client.query(
        `insert into appointments (user_id, receptionist_id, type_name, starts_at, ends_at, blocked_until, caller_name, caller_number, booked_by, calendar_event_id, status, calendar_state, cancelled_at)
         values ($1, $2, $3, date_trunc('hour', now()) + make_interval(hours => $4), date_trunc('hour', now()) + make_interval(hours => $4, mins => 45),
           date_trunc('hour', now()) + make_interval(hours => $4, mins => 60), $5, $6, 'receptionist', $7, $8, $9, case when $8 = 'cancelled' then now() end)`,
        [userId, receptionistId, typeName, hoursFromNow, callerName, callerNumber, `rcpshots${userId}x${index}`, status, calendarState],
      );
    const texts: [number, number, string, string, string, number | null][] = [
      [frontDesk, 20, '+14155550142', 'Directions', 'delivered', null],
      [afterHours, 90, '+14155550199', 'New patient form', 'failed', 21610],
      [frontDesk, 240, '+14155550177', 'Directions', 'undelivered', 30003],
      [frontDesk, 2, '+14155550142', 'New patient form', 'queued', null],
    ];
    for (const [receptionistId, minutesAgo, to, linkName, status, errorCode] of texts)
      await client.query(
        `insert into text_messages (user_id, receptionist_id, platform_call_id, to_number, body, link_name, status, error_code, created_at, updated_at)
         values ($1, $2, 'shots-call', $3, $4, $5, $6, $7, now() - make_interval(mins => $8), now() - make_interval(mins => $8))`,
        [userId, receptionistId, to, `Harbor Dental: here is the ${linkName} link you asked for.`, linkName, status, errorCode, minutesAgo],
      );
  });
}

test.describe('back office', () => {
  test.beforeAll(async ({ playwright }) => {
    const admin = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
    await adminSignIn(admin, E2E_ADMIN);
    const customers = [
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        companyName: 'Harbor Dental',
        plans: ['professional', 'business'],
        receptionists: ['Front desk', 'After hours'],
      },
      { firstName: 'Grace', lastName: 'Hopper', companyName: 'Cobol Clinics', plans: ['enterprise'], receptionists: ['Main line'] },
      // Subscribed through the payment sandbox: Edit User may only remove his plan.
      { firstName: 'Alan', lastName: 'Turing', companyName: 'Enigma Vets', plans: [], receptionists: [], subscribes: 'business' as const },
      // Three receptionists on Business, then moved to Professional: two beyond its count.
      {
        firstName: 'Edsger',
        lastName: 'Dijkstra',
        companyName: 'Shortest Path Physio',
        plans: ['business'],
        receptionists: ['Reception', 'Evening line', 'Weekend line'],
        thenPlan: 'professional',
      },
    ];
    for (const [index, person] of customers.entries()) {
      const customer = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
      const registered = await customer.post('/api/register', {
        data: {
          email: uniqueEmail(person.firstName.toLowerCase()),
          password: 'screenshot-password',
          ...person,
          plans: undefined,
          receptionists: undefined,
          thenPlan: undefined,
          subscribes: undefined,
        },
      });
      const { id, email } = (await registered.json()) as { id: number; email: string };
      // The list shows whose e-mail is verified: Ada opened her link; Grace asked to move to a new address.
      if (index === 0) {
        const token = new URL(firstLink((await waitForMail(email, VERIFICATION_SUBJECT)).text ?? '')).searchParams.get('token');
        await customer.post('/api/verify-email', { data: { token } });
      }
      if (index === 1) await customer.patch('/api/user', { data: { email: uniqueEmail('grace-new'), currentPassword: 'screenshot-password' } });
      for (const plan of person.plans) await admin.patch(`/api/admin/users/${id}`, { data: { subscriptionPlan: plan, subscriptionStatus: 'active' } });
      if (index === 0) await admin.patch(`/api/admin/users/${id}`, { data: { receptionistLimit: 2, receptionistLimitActive: true } });
      const ticket = await customer.post('/api/support-request', {
        data: {
          subject: ['Calls are not forwarded', 'Change our business hours', 'Invoice question', 'Which receptionist stays on?'][index],
          category: 'technical',
          priority: 'medium',
          message: 'Since Monday our receptionist does not forward calls to the front desk when a caller asks for a person.',
        },
      });
      if (index === 1) await admin.patch(`/api/admin/support-requests/${((await ticket.json()) as { id: number }).id}`, { data: { status: 'resolved' } });
      const receptionistIds: number[] = [];
      for (const [position, name] of person.receptionists.entries()) {
        const created = await customer.post('/api/receptionists', {
          data: { name, phoneNumber: `+1 (415) 555-01${index}${position}`, languages: ['English', 'Spanish'] },
        });
        const { id: receptionistId } = (await created.json()) as { id: number };
        receptionistIds.push(receptionistId);
        if (position === 0 && index === 0) {
          await goLive(admin, receptionistId, ['active']);
          // Ada changes her live receptionist: the change waits in the work queue.
          await customer.patch(`/api/receptionists/${receptionistId}`, {
            data: { businessHours: 'Mon-Sat 8am-6pm', companyInfo: 'A dental practice by the harbour. Cleanings, fillings and emergency visits.' },
          });
        } else if (position === 0) await admin.patch(`/api/admin/receptionists/${receptionistId}`, { data: { status: 'training' } });
        // Grace's request is three days old: overdue in the work queue.
        if (index === 1)
          await withDatabase((client) => client.query(`update receptionists set setup_since = now() - interval '3 days' where id = $1`, [receptionistId]));
      }
      if (index === 0) await seedBookings(id, receptionistIds);
      if (index === 3) await googleCalendar(id, receptionistIds[1], 'evenings@shortestpath.example', 'disconnected');
      if (person.subscribes) await subscribeThroughApi({ request: customer }, person.subscribes);
      if (person.thenPlan) await admin.patch(`/api/admin/users/${id}`, { data: { subscriptionPlan: person.thenPlan } });
      await customer.dispose();
    }
    const message = await admin.post('/api/contact', {
      data: {
        firstName: 'Marie',
        lastName: 'Curie',
        email: uniqueEmail('marie'),
        companyName: 'Radium Dental',
        companySize: '11-50',
        interestedIn: 'product-demo',
        message: 'We would like a demo of a receptionist that speaks French and English for our two clinics.',
        agreeToTerms: true,
      },
    });
    if (!message.ok()) throw new Error(`contact message refused: ${message.status()}`);
    await admin.post('/api/contact', {
      data: {
        firstName: 'Rosalind',
        lastName: 'Franklin',
        email: uniqueEmail('rosalind'),
        companyName: 'Helix Labs',
        companySize: '51-200',
        interestedIn: 'pricing',
        message: 'What does the Business plan cost for three locations?',
        agreeToTerms: true,
      },
    });
    // More customers than a search pages through, for the search-limit shot.
    for (let index = 0; index < SEARCH_LIMIT_CUSTOMERS; index++) {
      const customer = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
      await customer.post('/api/register', {
        data: {
          email: uniqueEmail('pacific'),
          password: 'screenshot-password',
          firstName: 'Pat',
          lastName: `Nguyen ${index + 1}`,
          companyName: 'Pacific Smiles',
          companySize: '1-10',
        },
      });
      await customer.dispose();
    }
    await admin.dispose();
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const width of WIDTHS) {
      for (const [name, open] of Object.entries(ADMIN_SHOTS)) {
        if (name === 'menu' && width > 900) continue; // the side menu is always shown there
        test(`admin ${name} at ${width}px, ${theme}`, async ({ page }) => {
          await page.setViewportSize({ width, height: 844 });
          await page.addInitScript((mode) => localStorage.setItem('theme-mode', mode), theme);
          await adminSignIn(page.request, E2E_ADMIN);
          await open(page);
          await page.waitForLoadState('networkidle');
          // A dialog or drawer covers the viewport: a full-page picture would show it wherever the page was scrolled (and
          // the fixed app bar wherever the pager's Next left the page scrolled).
          await page.screenshot({
            path: `screenshots/admin-${name}-${width}-${theme}.png`,
            fullPage: ![
              'edit-user',
              'user-details',
              'menu',
              'search-limit',
              'recovery-codes',
              'user-details-over-limit',
              'user-details-pending-email',
              'user-details-bookings',
              'work-queue-change-dialog',
              'edit-receptionist',
              'test-call',
            ].includes(name),
          });
        });
      }
    }
  }
});

// The admin sign-in's second-factor steps, each for an administrator of its own (enrolled first where the step needs it).
const ADMIN_LOGIN_SHOTS: Record<string, { enrolled: boolean; open: (page: Page) => Promise<void> }> = {
  enroll: { enrolled: false, open: async (page) => void (await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor()) },
  'recovery-codes': {
    enrolled: false,
    open: async (page) => {
      const secret = (await page.getByTestId('authenticator-secret').textContent())!;
      await page.getByLabel('6-digit code').fill(totpCode(secret));
      await page.getByRole('button', { name: 'Verify and continue' }).click();
      await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
    },
  },
  verify: { enrolled: true, open: async (page) => void (await page.getByLabel('6-digit code').waitFor()) },
  'recovery-code': {
    enrolled: true,
    open: async (page) => {
      await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await page.getByRole('textbox', { name: 'Recovery code' }).waitFor();
    },
  },
};

for (const theme of ['light', 'dark'] as const) {
  for (const width of WIDTHS) {
    for (const [name, { enrolled, open }] of Object.entries(ADMIN_LOGIN_SHOTS)) {
      test(`admin-login ${name} at ${width}px, ${theme}`, async ({ page, request }) => {
        await page.setViewportSize({ width, height: 844 });
        await page.addInitScript((mode) => localStorage.setItem('theme-mode', mode), theme);
        const admin = { email: uniqueEmail('shots-admin'), password: 'screenshot-password' };
        await request.post('/api/register', { data: { ...admin, firstName: 'Ada' } });
        await promoteToAdministrator(admin.email);
        if (enrolled) await adminSignIn(request, admin);
        await page.goto('/admin-login');
        await page.getByLabel('Email').fill(admin.email);
        await page.getByLabel('Password', { exact: true }).fill(admin.password);
        await page.getByRole('button', { name: 'Sign In' }).click();
        await open(page);
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => window.scrollTo(0, 0)); // the focused code field scrolled the page; the sticky header would sit mid-picture
        await page.screenshot({ path: `screenshots/admin-login-${name}-${width}-${theme}.png`, fullPage: true });
      });
    }
  }
}
