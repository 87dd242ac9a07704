import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { authenticatorCode, promoteToAdministrator, totpCode } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';

const STEP_MS = 30_000;

async function passwordStep(page: Page, admin: { email: string; password: string }): Promise<void> {
  await page.goto('/admin-login');
  const form = page.getByRole('form', { name: 'Administrator login' });
  await form.getByLabel('Email').fill(admin.email);
  await form.getByLabel('Password', { exact: true }).fill(admin.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
}

test.describe("an administrator's second factor", () => {
  test('enrols at the first sign-in, then signs in with a code from the app and once with each recovery code', async ({ page, request }) => {
    const admin = { email: uniqueEmail('new-admin'), password: 'a new administrator password' };
    expect((await request.post('/api/register', { data: { ...admin, firstName: 'Ada' } })).ok()).toBe(true);
    await promoteToAdministrator(admin.email);

    // First sign-in: the page shows a QR code and the key; the app (otpauth here) computes the code from the key.
    await passwordStep(page, admin);
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const secret = (await page.getByTestId('authenticator-secret').textContent())!;
    const codeForm = page.getByRole('form', { name: 'Authenticator code' });
    await codeForm.getByLabel('6-digit code').fill('000000');
    await codeForm.getByRole('button', { name: 'Verify and continue' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid code. Please try again.' })).toBeVisible();
    const enrolmentCode = totpCode(secret);
    await codeForm.getByLabel('6-digit code').fill(enrolmentCode);
    await codeForm.getByRole('button', { name: 'Verify and continue' }).click();

    // The recovery codes, shown once: ten of them; the back office opens only once they are saved.
    const list = page.getByRole('list', { name: 'Recovery codes' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    await expectNoSeriousA11yViolations(page);
    const recoveryCodes = await list.getByRole('listitem').allTextContents();
    await expect(page).toHaveURL(/\/admin-login$/);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Users' })).toBeVisible();
    await logOut(page);

    // Next sign-in: a code from the app. The enrolment's code is never accepted twice; the app's next one is, and the
    // server's ±1 step for clock drift takes it now rather than after a wait of up to 30 s.
    await passwordStep(page, admin);
    const verify = page.getByRole('form', { name: 'Authenticator code' });
    await expect(verify).toBeVisible();
    await expect(page.getByTestId('authenticator-secret')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await verify.getByLabel('6-digit code').fill(enrolmentCode);
    await verify.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid code. Please try again.' })).toBeVisible();
    await verify.getByLabel('6-digit code').fill(totpCode(secret, Date.now() + STEP_MS));
    await verify.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await logOut(page);

    // A recovery code instead: it works once.
    await passwordStep(page, admin);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    const recovery = page.getByRole('form', { name: 'Recovery code' });
    await expectNoSeriousA11yViolations(page);
    await recovery.getByLabel('Recovery code').fill(recoveryCodes[0]);
    await recovery.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await logOut(page);

    await passwordStep(page, admin);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await recovery.getByLabel('Recovery code').fill(recoveryCodes[0]);
    await recovery.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid code. Please try again.' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin-login$/);

    // The app's code still works; in the back office, new recovery codes replace the old ones.
    await page.getByRole('button', { name: 'Use your authenticator app instead' }).click();
    await verify.getByLabel('6-digit code').fill(await authenticatorCode(admin.email));
    await verify.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('button', { name: 'Recovery codes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Replace your recovery codes' });
    await dialog.getByLabel('6-digit code').fill(await authenticatorCode(admin.email));
    await dialog.getByRole('button', { name: 'Replace codes' }).click();
    const replaced = page.getByRole('dialog', { name: 'Your new recovery codes' });
    await expect(replaced.getByRole('listitem')).toHaveCount(10);
    await expectNoSeriousA11yViolations(page);
    await replaced.getByRole('button', { name: 'Done' }).click();
    await logOut(page);

    await passwordStep(page, admin);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await recovery.getByLabel('Recovery code').fill(recoveryCodes[1]); // never used, but replaced
    await recovery.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid code. Please try again.' }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin-login$/);
  });
});
