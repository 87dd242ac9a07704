import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { waitForMail } from '../support/mailbox';

const PAGES = [
  { path: '/', heading: /Never miss another/ },
  { path: '/pricing', heading: /pricing/i },
  { path: '/how-it-works', heading: /From sign-up to a live receptionist/ },
  { path: '/about', heading: 'Our Mission & Story' },
  { path: '/contact', heading: 'Get in Touch' },
];

async function useTheme(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((theme) => localStorage.setItem('theme-mode', theme), mode);
}

test.describe('the public site', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const { path, heading } of PAGES) {
      test(`${path} has its heading, its own title and description, and no serious accessibility problem (${theme})`, async ({ page }) => {
        await useTheme(page, theme);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page).toHaveTitle(/AI Receptionists/);
        expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
        await expectNoSeriousA11yViolations(page);
      });
    }
  }

  test('every page has a title and description of its own', async ({ page }) => {
    const seen = new Map<string, string>();
    for (const { path } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
      seen.set(await page.title(), description);
    }
    expect(seen.size).toBe(PAGES.length);
    expect(new Set(seen.values()).size).toBe(PAGES.length);
  });

  test('the demo call plays its script on a clock, stops by itself at 40 s, and can be stopped early', async ({ page }) => {
    await page.clock.install();
    await page.goto('/#demo');
    const demo = page.locator('#demo');
    await expect(demo.getByText('2:34')).toBeVisible();
    // Paused, time moves only by runFor: flowing, a loaded machine's slow steps added seconds to the timer.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10_000);
    await demo.getByRole('button', { name: 'Play Demo Call' }).click();
    await expect(demo.getByText(/Thank you for calling Riverside Dental/)).toBeVisible();

    await page.clock.runFor(10_000);
    await expect(demo.getByText(/book a cleaning for next week/)).toBeVisible();
    await expect(demo.getByRole('timer')).toHaveText('0:10');
    await page.clock.runFor(10_000);
    await expect(demo.getByText(/Tuesday at 9:30 or Thursday at 10:00/)).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(demo.getByText(/texted you a confirmation link/)).toBeVisible();
    await page.clock.runFor(15_000);
    await expect(demo.getByRole('timer')).toHaveText('0:40');
    await expect(demo.getByRole('button', { name: 'Play Again' })).toBeVisible();

    await demo.getByRole('button', { name: 'Play Again' }).click();
    await page.clock.runFor(3_000);
    await demo.getByRole('button', { name: 'Stop' }).click();
    await page.clock.runFor(10_000);
    await expect(demo.getByRole('timer')).toHaveText('0:03');
  });

  test('pricing switches between monthly and annual prices', async ({ page }) => {
    await page.goto('/pricing');
    const professional = page.getByRole('article', { name: 'Professional' });
    await expect(professional.getByText('$249')).toBeVisible();
    await page
      .getByRole('group', { name: 'Billing period' })
      .getByRole('button', { name: /Annual/ })
      .click();
    await expect(professional.getByText('$199')).toBeVisible(); // 2388 / 12
    await expect(professional.getByText(/Save \$600/)).toBeVisible();
    await expect(page.getByText(/20%/).first()).toBeVisible();
    await expect(page.getByRole('article', { name: 'Enterprise' }).getByRole('link', { name: /Contact Sales/ })).toHaveAttribute('href', '/contact');
    // Sign Up carries the plan and the period chosen to the sign-up form, and on to that checkout.
    await expect(professional.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/auth?signup=true&plan=professional&period=annual');
  });

  test('the contact form takes the place of its placeholder, which passes the accessibility checks, without moving anything below it', async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      // Hold the form's code back to see the page as it first paints.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/contact-form-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/contact');
      await expect(page.getByRole('status').filter({ hasText: 'Loading the form' })).toBeAttached();
      await expectNoSeriousA11yViolations(page);
      const faq = page.getByRole('heading', { name: 'Frequently asked questions' });
      const before = await faq.boundingBox();

      release();
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
      expect((await faq.boundingBox())?.y, `at ${width} px`).toBeCloseTo(before!.y, 0);
      await page.unrouteAll();
    }
  });

  test('the contact form explains every mistake, then sends the message, which reaches sales and the sender', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    for (const message of [
      'First name must be at least 2 characters',
      'Last name must be at least 2 characters',
      'Please enter a valid email address',
      'Company name is required',
      'Please select your company size',
      "Please select what you're interested in",
      'Message must be at least 10 characters',
      'You must agree to our terms and conditions',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }

    const email = uniqueEmail('prospect');
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Lovelace');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Company name').fill('Analytical Dental');
    await form.getByLabel('Company size').click();
    await page.getByRole('option', { name: '11-50 employees' }).click();
    await form.getByLabel('Interested in').click();
    await page.getByRole('option', { name: 'Product demo' }).click();
    await form.getByLabel('Message').fill('We miss a third of our calls at lunchtime.');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    await expect(page.getByText("We'll get back to you as soon as possible.").first()).toBeVisible();
    await waitForMail(email, /We received your message/);
    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await expect(page.getByRole('form', { name: 'Send us a message' }).getByLabel('First name')).toHaveValue('');
  });
});
