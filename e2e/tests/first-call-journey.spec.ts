import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { adminSignIn } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { fillCard, signUpCustomer } from '../support/billing';
import { goLive } from '../support/calls';
import { openVerificationLink, waitForMail } from '../support/mailbox';

/** '+1 (415) 555-0199' from '+14155550199', as the app writes a North American number. */
const written = (e164: string) => `+1 (${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}`;

// docs/product.md#a-real-number-before-going-live and #call-me-to-check, against the sandbox payment and voice platforms.
test.describe('from sign-up to the first answered call', () => {
  test('pricing → sign-up → verify → checkout → request → our team puts it live on a line → live mail → forwarding codes → Call me to check → the call in the log', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('first-call');

    // The plan chosen on pricing rides through sign-up and verification to its checkout.
    await page.goto('/pricing');
    await page.getByRole('article', { name: 'Professional' }).getByRole('link', { name: 'Sign Up' }).click();
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('First name').fill('Rosalind');
    await form.getByLabel('Last name').fill('Franklin');
    await form.getByLabel('Work email').fill(email);
    await form.getByLabel('Company name').fill('Helix Dental');
    await form.getByLabel('Password', { exact: true }).fill('double-helix-1952');
    await form.getByLabel('Confirm password', { exact: true }).fill('double-helix-1952');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/checkout\?plan=professional&period=/);

    await openVerificationLink(page, email);
    await page.getByRole('link', { name: 'Continue to Checkout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Subscribe to Professional' })).toBeVisible();
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(page.getByRole('heading', { name: 'Your free trial has started' })).toBeVisible();

    // Checkout's success leads to the first request.
    await page.getByRole('link', { name: 'Request your receptionist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Receptionist' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Front desk');
    await dialog.getByRole('textbox', { name: 'Business phone number' }).fill('+1 (415) 555-0134');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    const card = page.getByRole('article', { name: 'Front desk' });
    await expect(card).toContainText('Your number is assigned when we go live');
    const { id } = ((await (await page.request.get('/api/receptionists')).json()) as { id: number }[])[0];

    // Our team gives it a line (the sandbox's number and ids) and puts it live.
    await adminSignIn(request);
    await goLive(request, id);
    const aiNumber = ((await (await page.request.get('/api/receptionists')).json()) as { aiPhoneNumber: string }[])[0].aiPhoneNumber;
    const live = await waitForMail(email, /^Front desk is live and answering calls$/);
    expect(live.text).toContain(`forward calls from your business line +1 (415) 555-0134 to ${written(aiNumber)}`);
    expect(live.text).toContain('Forwarding your calls');
    expect(live.text).toContain('Call me to check');

    // The card gives the codes for the customer's phone company, then checks forwarding works.
    await page.reload();
    await expect(card).toContainText(written(aiNumber));
    const steps = card.getByRole('region', { name: 'Forward your calls to Front desk' });
    await steps.getByRole('combobox', { name: 'Your phone company' }).click();
    await page.getByRole('option', { name: 'Verizon' }).click();
    await expect(steps).toContainText(`*71${aiNumber.slice(2)}`);
    await expectNoSeriousA11yViolations(page);
    await steps.getByRole('button', { name: 'Call me to check Front desk' }).click();
    await expect(steps.getByText(/Forwarding works: our call to \+1 \(415\) 555-0134 came through to Front desk/)).toBeVisible({ timeout: 30_000 });

    // The forwarded call is the first in the log, marked as a test.
    await page.goto('/calls');
    const first = page.getByRole('link', { name: new RegExp(written(aiNumber).replace(/[()+]/g, '\\$&')) }).first();
    await expect(first).toBeVisible();
    await expect(first).toContainText('Test');
  });

  test('no plan → Add Receptionist explains a plan comes first → Choose a Plan → pricing → its checkout', async ({ page }) => {
    await signUpCustomer(page, 'Barbara');
    await page.goto('/receptionists');
    await page.getByRole('button', { name: 'Add Receptionist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a plan first' });
    await expect(dialog).toContainText('No plan selected. Please select a pricing plan first.');
    await expect(page.getByRole('dialog', { name: 'Add Receptionist' })).toHaveCount(0);
    await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('link', { name: 'Choose a Plan' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.getByRole('article', { name: 'Business' }).getByRole('link', { name: 'Subscribe' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Subscribe to Business' })).toBeVisible();
  });
});
