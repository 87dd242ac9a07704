import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { dateInDays, fillCard, signUpCustomer, subscribeThroughApi } from '../support/billing';

/** Axe measures contrast as rendered: wait until the dialog has faded in. */
async function dialogShown(page: Page): Promise<void> {
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
}

// Against the sandbox provider (the default without Stripe keys): Stripe's test cards, no real payment.
test.describe('subscriptions', () => {
  test('a new customer subscribes to Professional monthly: a declined card fails, Try Again with 4242 starts the trial shown on the Subscription tab', async ({
    page,
  }) => {
    await signUpCustomer(page, 'Grace');
    await page.goto('/pricing');
    await page.getByRole('article', { name: 'Professional' }).getByRole('link', { name: 'Subscribe' }).click();

    await expect(page).toHaveURL(/\/checkout\?plan=professional&period=monthly$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Subscribe to Professional' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByTestId('trial-line')).toHaveText(`14-day free trial — $0.00 today, then $249.00/month from ${dateInDays(14)}`);
    await expect(page.getByRole('region', { name: 'Sandbox mode' })).toContainText('4242 4242 4242 4242');
    await expectNoSeriousA11yViolations(page);

    // The form checks the card in the browser first, as Stripe Elements does.
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(page.getByText('Your card number is incomplete.')).toBeVisible();

    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    await expect(page.getByText('Your card was declined.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Try Again' }).click();
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(page.getByRole('heading', { name: 'Your free trial has started' })).toBeVisible();
    // Checked once the notice has faded in (axe measures contrast as it is rendered, mid-fade included).
    await expect(page.getByRole('status').filter({ hasText: 'Free trial started' })).toHaveCSS('opacity', '1');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'View your subscription' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=subscription$/);
    const plan = page.getByRole('region', { name: 'Professional plan' });
    await expect(plan.getByText('Trial', { exact: true })).toBeVisible();
    await expect(plan.getByTestId('current-plan-price')).toContainText('$249.00/month');
    await expect(plan.getByTestId('current-plan-date')).toHaveText(`Trial ends ${dateInDays(14)}`);
    await expect(page.getByTestId('card-on-file')).toContainText('Visa •••• 4242');
    await expect(page.getByTestId('card-on-file')).toContainText('Expires 12/34');
    await expect(page.getByText('No payments yet')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The pricing page now shows the plan as the current one.
    await page.goto('/pricing');
    await expect(page.getByRole('article', { name: 'Professional' }).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  });

  test('changes the plan to Business, then cancels and keeps access until the end of the period', async ({ page }) => {
    await signUpCustomer(page, 'Ada');
    await subscribeThroughApi(page, 'professional');
    await page.goto('/dashboard?tab=subscription');

    await page.getByRole('button', { name: 'Change Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change your plan' });
    await dialog.getByRole('radio', { name: /Business/ }).check();
    await dialogShown(page);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Change Plan' }).click();
    await expect(page.getByText('Plan changed')).toBeVisible();
    const business = page.getByRole('region', { name: 'Business plan' });
    await expect(business.getByTestId('current-plan-price')).toContainText('$599.00/month');

    await business.getByRole('button', { name: 'Cancel Subscription' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await expect(confirm).toContainText('You keep access to the Business plan until');
    await dialogShown(page);
    await expectNoSeriousA11yViolations(page);
    const reloaded = page.waitForEvent('load');
    await confirm.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(page.getByText('Subscription cancelled')).toBeVisible();
    await expect(page.getByText(/Your subscription has been cancelled\. You keep access until/)).toBeVisible();

    // The page reloads 1.5 s later and shows what the server now says.
    await reloaded;
    const cancelled = page.getByRole('region', { name: 'Business plan' });
    await expect(cancelled.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(cancelled.getByTestId('current-plan-date')).toHaveText(/^Cancelled — access until [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(cancelled.getByRole('button', { name: 'Resume' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('pays through the redirect checkout: /payment, the sandbox hosted page, back to /payment, then the Subscription tab', async ({ page }) => {
    await signUpCustomer(page, 'Marie');
    await page.goto('/payment?plan=business&period=monthly');
    await expect(page.getByRole('heading', { name: 'Pay on a secure checkout page' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Cancelling on the hosted page comes back with 'Payment Cancelled'.
    await page.getByRole('button', { name: 'Continue to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_/);
    await expect(page.getByRole('heading', { level: 1, name: 'Subscribe to Business' })).toBeVisible();
    await page.getByRole('link', { name: 'Cancel and return' }).click();
    await expect(page).toHaveURL(/\/payment\?.*payment_status=cancel/);
    await expect(page.getByRole('heading', { name: 'Payment Cancelled' })).toBeVisible();
    await expect(page.getByText('Your payment was not completed.')).toBeVisible();

    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_/);
    await expect(page.getByText('AI Receptionists', { exact: true })).toBeVisible();
    await expect(page.getByText('14 days free')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await fillCard(page, '4000 0000 0000 9995');
    await page.getByRole('button', { name: 'Start trial' }).click();
    await expect(page.getByRole('alert')).toHaveText('Your card has insufficient funds.');
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Start trial' }).click();

    await expect(page).toHaveURL(/\/payment\?.*payment_status=success&session_id=cs_/);
    await expect(page.getByRole('heading', { name: 'Your free trial has started' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\?tab=subscription$/);
    const plan = page.getByRole('region', { name: 'Business plan' });
    await expect(plan.getByText('Trial', { exact: true })).toBeVisible();
    await expect(page.getByTestId('card-on-file')).toContainText('•••• 4242');
  });

  test('a checkout left open while the customer subscribed in another window says they already have a subscription', async ({ page, context }) => {
    await signUpCustomer(page, 'Ada');
    await page.goto('/checkout?plan=professional&period=monthly');
    await expect(page.getByRole('form', { name: 'Card details' })).toBeVisible();

    // Another window of the same session subscribes to Business first.
    const otherWindow = await context.newPage();
    await subscribeThroughApi(otherWindow, 'business');
    await otherWindow.close();

    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(page.getByRole('heading', { name: 'You already have a subscription' })).toBeVisible();
    await expect(page.getByText('Your account already has a subscription, so this checkout was closed.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Go to your subscription' }).click();
    await expect(page.getByRole('region', { name: 'Business plan' })).toBeVisible();
  });
});
