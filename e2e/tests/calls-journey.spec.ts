import { expect as baseExpect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { adminSignInOnPage } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { subscribeThroughApi } from '../support/billing';

// Two browsers' sessions, the api and its worker share the machine: each step may take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });

/** With CALLS_SHOTS=<folder>: the back office's call views at 1280 and 390 px, light and dark, to look at. */
const SHOTS = process.env.CALLS_SHOTS;

async function shoot(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  if (!SHOTS) return;
  const size = page.viewportSize()!;
  for (const width of [1280, 390]) {
    for (const theme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
      await page.evaluate((mode) => localStorage.setItem('theme-mode', mode), theme);
      await page.reload();
      await ready();
      // Transitions finished at once, so the shot shows where the page settles.
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${theme}.png`, fullPage: !name.includes('dialog'), animations: 'disabled' });
    }
  }
  await page.evaluate(() => localStorage.removeItem('theme-mode'));
  await page.setViewportSize(size);
  await page.reload();
  await ready();
}

test.describe('calls, from a receptionist going live to the customer hearing its test call', () => {
  test('the back office activates and links a receptionist and places a test call; the customer reads its transcript and plays its recording', async ({
    page,
    browser,
  }) => {
    // Generous: the journey runs two browsers' sessions and the worker on a shared machine.
    test.setTimeout(SHOTS ? 900_000 : 420_000);
    const email = uniqueEmail('calls');
    const name = `Front desk ${Date.now().toString(36)}`;
    const suffix = Date.now().toString(36);

    // The customer signs up, starts a trial and requests a receptionist.
    const registered = await page.request.post('/api/register', {
      data: { email, password: 'calls-journey-password', firstName: 'Ada', companyName: 'Harbor Dental' },
    });
    expect(registered.ok()).toBe(true);
    await subscribeThroughApi(page, 'professional');
    await page.goto('/receptionists');
    await page.getByRole('button', { name: 'Add Receptionist' }).click();
    const request = page.getByRole('dialog', { name: 'Add Receptionist' });
    await request.getByRole('textbox', { name: 'Name' }).fill(name);
    await request.getByRole('textbox', { name: 'Business phone number' }).fill('+1 (415) 555-0134');
    await request.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByRole('article').filter({ hasText: name })).toContainText('Request Pending');

    // The back office puts it live, links it to the platform's assistant and number, and places a test call.
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const admin = await adminContext.newPage();
    await adminSignInOnPage(admin);
    await admin.goto('/admin?tab=receptionists');
    await admin.getByRole('searchbox', { name: 'Search receptionists' }).fill(name);
    const row = admin.getByRole('row', { name: new RegExp(name) });
    await row.getByRole('button', { name: `More actions for ${name}` }).click();
    await admin.getByRole('menuitem', { name: 'Edit' }).click();
    let dialog = admin.getByRole('dialog', { name: /Edit Receptionist/ });
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await admin.getByRole('option', { name: 'Active', exact: true }).click();
    // A real line: the number bought on the platform, in E.164, and its assistant and number ids.
    await dialog.getByRole('textbox', { name: /AI phone number/ }).fill(`+1${2_000_000_000 + Math.floor(Math.random() * 7_999_999_999)}`);
    await dialog.getByRole('textbox', { name: 'Voice assistant id' }).fill(`e2e-assistant-${suffix}`);
    await dialog.getByRole('textbox', { name: 'Voice phone-number id' }).fill(`e2e-number-${suffix}`);
    await expectNoSeriousA11yViolations(admin);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(admin.getByText('Receptionist updated')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Active');

    await row.getByRole('button', { name: `More actions for ${name}` }).click();
    await admin.getByRole('menuitem', { name: 'Edit' }).click();
    dialog = admin.getByRole('dialog', { name: /Edit Receptionist/ });
    await expect(dialog.getByRole('textbox', { name: 'Voice assistant id' })).toHaveValue(`e2e-assistant-${suffix}`);
    await dialog.getByRole('button', { name: 'Place test call' }).click();
    const placed = dialog.getByRole('status').filter({ hasText: 'Test call placed' });
    await expect(placed).toContainText('shows in the Calls tab, marked Test');
    await expectNoSeriousA11yViolations(admin);
    await shoot(admin, 'admin-receptionist-edit-dialog', async () => {
      await admin.getByRole('searchbox', { name: 'Search receptionists' }).fill(name);
      await row.getByRole('button', { name: `More actions for ${name}` }).click();
      await admin.getByRole('menuitem', { name: 'Edit' }).click();
      await expect(dialog.getByRole('textbox', { name: 'Voice assistant id' })).toBeVisible();
    });

    // The call reaches the Calls tab once the worker has processed its report.
    await admin.goto('/admin?tab=calls');
    const calls = admin.getByRole('table', { name: 'Calls' });
    await admin.getByRole('searchbox', { name: 'Search calls' }).fill(email);
    const callRow = calls.getByRole('row', { name: new RegExp(name) });
    await expect(async () => {
      await admin.reload();
      await admin.getByRole('searchbox', { name: 'Search calls' }).fill(email);
      await expect(callRow).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 60_000 });
    await expect(callRow).toContainText(email);
    await expect(callRow).toContainText('Test');
    await expectNoSeriousA11yViolations(admin);
    await shoot(admin, 'admin-calls-tab', () => expect(calls.getByRole('link', { name: /View the call from/ }).first()).toBeVisible());

    await callRow.getByRole('link', { name: /View the call from/ }).click();
    const details = admin.getByRole('dialog', { name: /Call from/ });
    await expect(details.getByRole('list', { name: 'Transcript' })).toBeVisible();
    await expect(details).toContainText(`e2e-assistant-${suffix}`);
    await expect(details).toContainText(email);
    await expectNoSeriousA11yViolations(admin);
    await shoot(admin, 'admin-call-details-dialog', () => expect(details.getByRole('list', { name: 'Transcript' })).toBeVisible());

    await admin.goto('/admin?tab=calls&view=unmatched');
    await expect(admin.getByRole('table', { name: 'Unmatched call reports' })).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Unmatched reports' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousA11yViolations(admin);
    await shoot(admin, 'admin-calls-unmatched', () =>
      expect(admin.getByRole('table', { name: 'Unmatched call reports' }).getByRole('row').nth(1)).toBeVisible(),
    );
    await adminContext.close();

    // The customer finds the test call in the log, reads its transcript and plays its recording.
    await page.goto('/calls');
    const entry = page.getByRole('list', { name: 'Calls' }).getByRole('link').filter({ hasText: 'Test' }).first();
    await expect(entry).toContainText(name);
    await entry.click();
    await expect(page).toHaveURL(/\/calls\/\d+$/);
    const transcript = page.getByRole('list', { name: 'Transcript' });
    // A test call may be any outcome, a hang-up after the greeting too: at least the receptionist's first turn (0.4–1.2 s in).
    await expect(transcript.getByRole('listitem').first()).toContainText(/Receptionist\s*0:0[01]\S+/);

    const audio = page.locator('audio');
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    expect(await audio.evaluate((element: HTMLAudioElement) => element.duration)).toBeGreaterThan(0);
    // Seeking: the api answers Range requests, so the player can jump into the recording.
    const target = await audio.evaluate((element: HTMLAudioElement) => Math.min(1, element.duration / 2));
    await audio.evaluate((element: HTMLAudioElement, seconds) => {
      element.currentTime = seconds;
    }, target);
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeCloseTo(target, 1);
    expect(await audio.evaluate((element: HTMLAudioElement) => element.seekable.length)).toBeGreaterThan(0);
  });
});
