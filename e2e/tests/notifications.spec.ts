import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signUpCustomer, subscribeThroughApi } from '../support/billing';

test.describe('notification mail', () => {
  test('the Account tab saves each switch server-side, and it stays after a reload', async ({ page }) => {
    await signUpCustomer(page, 'Grace');
    await subscribeThroughApi(page, 'professional');
    const front = await page.request.post('/api/receptionists', { data: { name: 'Front desk', phoneNumber: '+1 (415) 555-0134' } });
    expect(front.ok()).toBe(true);
    await page.goto('/dashboard?tab=account');
    const card = page.getByRole('region', { name: 'Notifications' });
    await expect(card.getByRole('switch', { name: /^Daily digest/ })).toBeChecked();
    await expect(card.getByRole('switch', { name: /^Front desk/ })).not.toBeChecked();

    await card.getByRole('switch', { name: /^Daily digest/ }).click();
    await expect(page.getByText('Notifications saved')).toBeVisible();
    await card.getByRole('switch', { name: /^Front desk/ }).click();
    await expect(card.getByRole('switch', { name: /^Front desk/ })).toBeChecked();
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(card.getByRole('switch', { name: /^Daily digest/ })).not.toBeChecked();
    await expect(card.getByRole('switch', { name: /^Front desk/ })).toBeChecked();
    await expect(card.getByRole('switch', { name: /^Usage alerts/ })).toBeChecked();
  });

  test('an unsubscribe link the server refuses says why, signed out, and leads to the Account tab', async ({ page }) => {
    await page.goto('/unsubscribe?token=1.daily_digest.1.forged.signature');
    await expect(page.getByRole('heading', { name: 'Invalid Link' })).toBeVisible();
    await expect(page.getByText('This unsubscribe link is not valid. Change your e-mail preferences in the Account tab instead.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Manage E-mail Preferences' }).click();
    await expect(page).toHaveURL(/\/auth/); // signed out: the sign-in comes first
  });
});
