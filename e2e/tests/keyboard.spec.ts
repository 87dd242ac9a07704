import { expect, test, type Locator, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';

/**
 * Presses `key` until `target` has the focus. Failing here means the keyboard cannot get there (or gets there
 * only after an unreasonable number of stops).
 */
async function pressUntilFocused(page: Page, key: 'Tab' | 'Shift+Tab', target: Locator, maxPresses = 40): Promise<void> {
  await target.waitFor();
  for (let press = 0; press < maxPresses; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `${key} never reached it in ${maxPresses} presses`).toBeFocused({ timeout: 1 });
}

/** The focus is on `target` and the keyboard focus ring shows it. */
async function expectFocusRing(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  await expect(target).toHaveCSS('outline-style', 'solid');
  await expect(target).toBeInViewport();
}

test.describe('the public site by keyboard', () => {
  test('a visitor skips to the content, compares annual prices, reads how it works and sends a message, with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Never miss another/ })).toBeVisible();
    const header = page.getByRole('navigation', { name: 'Main' });

    // The first Tab shows "Skip to content"; Enter takes the focus past the header, into the page.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expectFocusRing(skip);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    await expectFocusRing(page.getByRole('main').getByRole('link', { name: 'Start Free Trial' }).first());

    // Back up into the header, to Pricing.
    await pressUntilFocused(page, 'Shift+Tab', header.getByRole('link', { name: 'Pricing' }));
    await expectFocusRing(header.getByRole('link', { name: 'Pricing' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1, name: /pricing/i })).toBeVisible();

    // The monthly/annual toggle is one stop for Tab (on the chosen period); the arrow keys move within it.
    const professional = page.getByRole('article', { name: 'Professional' });
    await expect(professional.getByText('$249')).toBeVisible();
    const period = page.getByRole('group', { name: 'Billing period' });
    const monthly = period.getByRole('button', { name: 'Monthly' });
    const annual = period.getByRole('button', { name: /Annual/ });
    await pressUntilFocused(page, 'Tab', monthly);
    await expectFocusRing(monthly);
    await page.keyboard.press('ArrowRight');
    await expectFocusRing(annual);
    await page.keyboard.press('Space');
    await expect(annual).toHaveAttribute('aria-pressed', 'true');
    await expect(professional.getByText('$199')).toBeVisible();
    await expect(annual).toBeFocused();

    // How It Works, and its tabs: arrows move between tabs, Enter opens one.
    await pressUntilFocused(page, 'Shift+Tab', header.getByRole('link', { name: 'How It Works' }));
    await expectFocusRing(header.getByRole('link', { name: 'How It Works' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/how-it-works$/);
    const setup = page.getByRole('tab', { name: 'Setup Process' });
    const features = page.getByRole('tab', { name: 'Key Features' });
    await pressUntilFocused(page, 'Tab', setup);
    await expectFocusRing(setup);
    await page.keyboard.press('ArrowRight');
    await expectFocusRing(features);
    await page.keyboard.press('Enter');
    await expect(features).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Key Features' })).toBeVisible();

    // Contact, and its form from the first field to the send button.
    await pressUntilFocused(page, 'Shift+Tab', header.getByRole('link', { name: 'Contact' }));
    await expectFocusRing(header.getByRole('link', { name: 'Contact' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contact$/);
    const form = page.getByRole('form', { name: 'Send us a message' });
    const firstName = form.getByRole('textbox', { name: 'First name' });
    await pressUntilFocused(page, 'Tab', firstName);
    await page.keyboard.type('Ada');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: 'Last name' })).toBeFocused();
    await page.keyboard.type('Lovelace');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: 'Email' })).toBeFocused();
    const email = uniqueEmail('keyboard');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: 'Phone (optional)' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: 'Company name' })).toBeFocused();
    await page.keyboard.type('Analytical Dental');

    // The selects open with the arrow keys; Enter picks the option and gives the focus back to the select.
    await page.keyboard.press('Tab');
    const size = form.getByRole('combobox', { name: 'Company size' });
    await expect(size).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: '1-10 employees' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: '11-50 employees' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(size).toHaveText('11-50 employees');
    await expect(size).toBeFocused();
    await page.keyboard.press('Tab');
    const interest = form.getByRole('combobox', { name: 'Interested in' });
    await expect(interest).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: 'Product demo' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(interest).toHaveText('Product demo');

    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: 'Message' })).toBeFocused();
    await page.keyboard.type('We miss a third of our calls at lunchtime.');
    await page.keyboard.press('Tab');
    const terms = form.getByRole('checkbox', { name: /I agree to the terms and conditions/ });
    await expect(terms).toBeFocused();
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();

    const sendButton = form.getByRole('button', { name: 'Send Message' });
    await pressUntilFocused(page, 'Tab', sendButton, 5);
    await expectFocusRing(sendButton);
    await page.keyboard.press('Enter');

    // The confirmation takes the focus from the form it replaces.
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expectFocusRing(page.getByRole('button', { name: 'Send Another Message' }));
  });
});
