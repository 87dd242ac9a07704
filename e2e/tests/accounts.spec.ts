import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { adminSignInOnPage } from '../support/admin';
import { E2E_ADMIN } from '../support/e2e-env';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { siteItems } from '../support/site-menu';
import { firstLink, openVerificationLink, VERIFICATION_SUBJECT, waitForMail } from '../support/mailbox';

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log In' }).click();
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
}

test.describe('a customer account', () => {
  test('signs up, is welcomed by name, signs out and back in; a wrong password shows "Login failed"', async ({ page }) => {
    const email = uniqueEmail('journey');
    await page.goto('/auth?signup=true');
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('First name').fill('Marie');
    await form.getByLabel('Last name').fill('Curie');
    await form.getByLabel('Work email').fill(email);
    await form.getByLabel('Company name').fill('Radium Dental');
    await form.getByLabel('Password', { exact: true }).fill('polonium-1898');
    await form.getByLabel('Confirm password', { exact: true }).fill('polonium-1898');
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByRole('heading', { name: 'Welcome, Marie!' })).toBeVisible();
    // From 1200 px the signed-in items are in the header's row, the current one marked; on a phone, the same in the drawer.
    const nav = page.getByRole('banner').first().getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('aria-current', 'page');
    const wide = await siteItems(page);
    expect(wide.map(([name]) => name)).toEqual(expect.arrayContaining(['Receptionists', 'Calls', 'Appointments', 'Subscription']));
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(nav).toBeHidden();
    expect(await siteItems(page)).toEqual(wide);
    await page.setViewportSize({ width: 1280, height: 800 });

    await logOut(page);
    await logIn(page, email, 'not the password');
    await expect(page.getByText('Login failed')).toBeVisible();
    await expect(page.getByText('Invalid email or password')).toBeVisible();

    await logIn(page, email, 'polonium-1898');
    await expect(page.getByRole('heading', { name: 'Welcome, Marie!' })).toBeVisible();
    // A signed-in customer opening the sign-in page or the landing page lands on the dashboard.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard/);
  });

  test('sees where it is signed in, and signs the other device out from the Account tab', async ({ page, browser }) => {
    const email = uniqueEmail('two-devices');
    await page.request.post('/api/register', { data: { email, password: 'two-devices-1', firstName: 'Ada' } });
    const phone = await browser.newContext({
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    });
    const phonePage = await phone.newPage();
    await logIn(phonePage, email, 'two-devices-1');
    await expect(phonePage.getByRole('heading', { name: 'Welcome, Ada!' })).toBeVisible();

    await page.goto('/dashboard?tab=account');
    const card = page.getByRole('region', { name: "Where you're signed in" });
    await expect(card.getByText('This device')).toBeVisible();
    await expect(card.getByText('Safari on iOS')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await card.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(page.getByText('Only this device is still signed in')).toBeVisible();
    await expect(card.getByText('Safari on iOS')).toHaveCount(0);

    // The phone's next request finds its session gone and the app sends it to sign in; this browser stays signed in.
    await phonePage.goto('/dashboard');
    await expect(phonePage).toHaveURL(/\/auth/);
    await phone.close();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome, Ada!' })).toBeVisible();
  });

  test('resets a forgotten password from the link in the mail and signs in with the new one', async ({ page, request }) => {
    const email = uniqueEmail('forgetful');
    await request.post('/api/register', { data: { email, password: 'original-password', firstName: 'Rosalind' } });

    await page.goto('/forgot-password');
    await page.getByRole('form', { name: 'Request a password reset link' }).getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Check Your Email')).toBeVisible();

    const mail = await waitForMail(email, /Reset your/);
    await page.goto(firstLink(mail.text ?? ''));
    const form = page.getByRole('form', { name: 'Set a new password' });
    await form.getByLabel('New password', { exact: true }).fill('a-better-password');
    await form.getByLabel('Confirm new password', { exact: true }).fill('a-better-password');
    await form.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password Reset Complete')).toBeVisible();
    await page.getByRole('link', { name: 'Login Now' }).click();

    await logIn(page, email, 'a-better-password');
    await expect(page.getByRole('heading', { name: 'Welcome, Rosalind!' })).toBeVisible();
  });
});

test.describe('e-mail verification', () => {
  test('a new customer sees the banner, resends the link, opens it from the mailbox, and the banner is gone', async ({ page }) => {
    const email = uniqueEmail('verify');
    await page.goto('/auth?signup=true');
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('First name').fill('Lise');
    await form.getByLabel('Last name').fill('Meitner');
    await form.getByLabel('Work email').fill(email);
    await form.getByLabel('Company name').fill('Fission Dental');
    await form.getByLabel('Password', { exact: true }).fill('fission-1938');
    await form.getByLabel('Confirm password', { exact: true }).fill('fission-1938');
    await form.getByRole('button', { name: 'Create Account' }).click();

    const banner = page.getByRole('region', { name: 'Email verification' });
    await expect(banner).toContainText(`We sent a verification link to ${email}.`);
    await expectNoSeriousA11yViolations(page);
    await waitForMail(email, VERIFICATION_SUBJECT);
    await banner.getByRole('button', { name: 'Resend' }).click();
    await expect(banner.getByRole('status')).toHaveText(`We sent a new verification link to ${email}.`);

    // The resent link superseded the first; the newest one verifies.
    await openVerificationLink(page, email, { count: 2 });
    await expect(page.getByText('Your email address is verified.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('main').getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Lise!' })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('changing the e-mail needs the password, tells the old address, and takes effect once the new one opens its link', async ({ page }) => {
    const email = uniqueEmail('before');
    const newEmail = uniqueEmail('after');
    const registered = await page.request.post('/api/register', { data: { email, password: 'curie-password', firstName: 'Irene' } });
    expect(registered.ok()).toBe(true);
    await openVerificationLink(page, email);

    await page.goto('/dashboard?tab=account');
    const form = page.getByRole('form', { name: 'Personal information' });
    await form.getByRole('textbox', { name: 'Email' }).fill(newEmail);
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByText('Current password is required')).toBeVisible();
    await form.getByLabel('Current password', { exact: true }).fill('curie-password');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(`We sent a link to ${newEmail}. Your email changes once you open it.`)).toBeVisible();
    await expect(form.getByRole('note', { name: 'Pending email change' })).toContainText(
      `Your email changes to ${newEmail} once you open the link we sent there.`,
    );
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await expectNoSeriousA11yViolations(page);

    const notice = await waitForMail(email, /email is being changed/);
    expect(notice.text).not.toContain(newEmail);
    await openVerificationLink(page, newEmail);
    await expect(page.getByText(`Your email address is now ${newEmail}.`)).toBeVisible();

    await page.goto('/dashboard?tab=account');
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(newEmail);
    await expect(form.getByRole('note', { name: 'Pending email change' })).toHaveCount(0);
    await logOut(page);
    await logIn(page, newEmail, 'curie-password');
    await expect(page.getByRole('heading', { name: 'Welcome, Irene!' })).toBeVisible();
  });
});

test.describe('the back office door', () => {
  // The administrator start-up made from ADMIN_EMAIL: no other journey signs it in (each worker has its own).
  test('lets the administrator in at /admin-login and on to /admin', async ({ page }) => {
    await page.goto('/admin-login');
    await expectNoSeriousA11yViolations(page);
    await adminSignInOnPage(page, E2E_ADMIN);
  });

  test('sends a signed-in customer from /admin to /admin-login', async ({ page, request }) => {
    const email = uniqueEmail('curious');
    await request.post('/api/register', { data: { email, password: 'customer-password' } });
    await logIn(page, email, 'customer-password');
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin-login$/);
  });
});
