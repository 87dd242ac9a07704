import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signUpCustomer } from '../support/billing';
import { adminSignIn } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { currentUserId, goLive, insertCalls, receptionistFor, variedCalls } from '../support/calls';

// Six builds share this machine's two cores: pages and their chunks can take longer than the default 5 s to show.
const expect = baseExpect.configure({ timeout: 15_000 });

/** The rows of the log on screen. */
function rows(page: Page) {
  return page.getByRole('list', { name: 'Calls' }).getByRole('link');
}

test.describe('a customer’s calls', () => {
  // Long journeys on a shared two-core machine.
  test.describe.configure({ timeout: 180_000 });

  test('waits for a receptionist, then pages, filters and searches its calls, opens one and plays its recording', async ({ page, request, browser }) => {
    await signUpCustomer(page, 'Calls');
    await adminSignIn(request);

    await page.goto('/calls');
    await expect(page.getByRole('region', { name: 'No receptionists yet' })).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page);

    const frontDesk = await receptionistFor(page, request, 'Front desk', false);
    await page.reload();
    await expect(page.getByRole('region', { name: 'No calls yet' })).toContainText('Calls appear here once Front desk goes live.');

    await goLive(request, frontDesk.id);
    await page.reload();
    await expect(page.getByRole('region', { name: 'No calls yet' })).toContainText('Front desk is live.');

    const calls = variedCalls(30);
    const ids = await insertCalls(await currentUserId(page), frontDesk, calls);
    await page.reload();

    // Newest first, 25 a page.
    await expect(page.getByText('1–25 of 30 calls')).toBeVisible();
    await expect(rows(page)).toHaveCount(25);
    await expect(rows(page).first()).toHaveAttribute('href', `/calls/${ids[0]}`);
    await expect(rows(page).first()).toContainText('+1 (415) 555-1000');
    await expect(rows(page).first()).toContainText('Appointment booked');
    await expect(rows(page).nth(2)).toContainText('Test');
    await expect(rows(page).nth(4)).toContainText('Unknown caller');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Go to page 2' }).click();
    await expect(page).toHaveURL(/\/calls\?page=2$/);
    await expect(page.getByText('26–30 of 30 calls')).toBeVisible();
    await page.goBack();
    await expect(page.getByText('1–25 of 30 calls')).toBeVisible();

    // Outcome filter, then search, both in the address.
    await page.getByRole('combobox', { name: 'Outcome' }).click();
    await page.getByRole('option', { name: 'Spam' }).click();
    await expect(page).toHaveURL(/\?outcome=spam$/);
    await expect(rows(page)).toHaveCount(calls.filter((call) => call.outcome === 'spam').length);
    for (const row of await rows(page).all()) await expect(row).toContainText('Spam');

    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL(/\/calls$/); // cleared in the address before the next search is typed
    await page.getByRole('searchbox', { name: 'Search calls' }).fill('billing question');
    await expect(page).toHaveURL(/\?q=billing\+question$/);
    await expect(rows(page)).toHaveCount(calls.filter((call) => call.summary.includes('billing question')).length);

    await page.getByRole('searchbox', { name: 'Search calls' }).fill('no such words anywhere');
    await expect(page.getByRole('region', { name: 'No calls match these filters' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search calls' }).fill('billing question');
    await expect(rows(page).first()).toBeVisible();

    // The filtered log as a spreadsheet: a header row, then the same calls.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export these calls (CSV)' }).click();
    const csv = await readFile(await (await download).path(), 'utf8');
    // Each start in the account's zone (the one the browser gave at sign-up), then in UTC.
    expect(csv).toMatch(/^\uFEFFCall,Started \([\w/+-]+\),Started \(UTC\),Caller,Caller name,Receptionist,Length \(seconds\),Outcome,Summary,Test call\r\n/);
    const exported = csv.split('\r\n').slice(1, -1);
    expect(exported).toHaveLength(calls.filter((call) => call.summary.includes('billing question')).length);
    for (const line of exported) expect(line).toContain('Took a message for Dr. Lee about a billing question.');

    // The detail, its recording, and back to the filtered list.
    await rows(page).first().click();
    await expect(page).toHaveURL(new RegExp(`/calls/${ids[1]}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Call from +1 (415) 555-1001');
    await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Took a message for Dr. Lee');
    const transcript = page.getByRole('list', { name: 'Transcript' });
    await expect(transcript.getByRole('listitem')).toHaveCount(5);
    const audio = page.getByLabel('Recording', { exact: true }).and(page.locator('audio'));
    await expect.poll(() => audio.evaluate((player: HTMLAudioElement) => player.readyState)).toBeGreaterThanOrEqual(1);
    // The sandbox's recordings last as long as the call, up to a cap.
    const duration = await audio.evaluate((player: HTMLAudioElement) => player.duration);
    expect(duration).toBeGreaterThan(18);
    expect(duration).toBeLessThanOrEqual(calls[1].durationSeconds + 0.5);
    await transcript.getByRole('button', { name: 'Play from 0:18' }).click();
    await expect.poll(() => audio.evaluate((player: HTMLAudioElement) => player.currentTime)).toBeGreaterThanOrEqual(18);
    await audio.evaluate((player: HTMLAudioElement) => player.pause());
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Back to calls' }).click();
    await expect(page).toHaveURL(/\/calls\?q=billing\+question$/);
    await expect(page.getByRole('searchbox', { name: 'Search calls' })).toHaveValue('billing question');

    // The receptionist's card counts this month's calls and links to them.
    await page.goto('/receptionists');
    const card = page.getByRole('article', { name: 'Front desk' });
    const month = new Date().toISOString().slice(0, 7);
    const thisMonth = calls.filter((call) => new Date(Date.now() - call.minutesAgo * 60_000).toISOString().startsWith(month)).length;
    await expect(card).toContainText(`Calls this month: ${thisMonth}`);
    await card.getByRole('link', { name: 'View calls of Front desk' }).click();
    await expect(page).toHaveURL(new RegExp(`/calls\\?receptionistId=${frontDesk.id}$`));
    await expect(page.getByRole('combobox', { name: 'Receptionist' })).toHaveText('Front desk');

    // Another customer: not found, and no recording.
    const other = await (await browser.newContext()).newPage();
    await signUpCustomer(other, 'Stranger');
    await other.goto(`/calls/${ids[0]}`);
    await expect(other.getByRole('heading', { level: 1, name: 'Call not found' })).toBeVisible();
    expect((await other.request.get(`/api/calls/${ids[0]}/recording`)).status()).toBe(404);
    await other.context().close();
  });

  test('a shared call link signs the visitor in and opens the call; on a phone the rows are cards without sideways scrolling', async ({
    page,
    request,
    browser,
  }) => {
    const email = await signUpCustomer(page, 'Sharer');
    await adminSignIn(request);
    const frontDesk = await receptionistFor(page, request, 'Front desk', true);
    const [id] = await insertCalls(await currentUserId(page), frontDesk, variedCalls(3));

    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await phone.goto(`/calls/${id}`);
    await expect(phone).toHaveURL(/\/auth$/);
    const form = phone.getByRole('form', { name: 'Log in' });
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByLabel('Password', { exact: true }).fill('billing-password');
    await form.getByRole('button', { name: 'Log In' }).click();
    await expect(phone).toHaveURL(new RegExp(`/calls/${id}$`));
    await expect(phone.getByRole('list', { name: 'Transcript' })).toBeVisible();
    await expect.poll(() => phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

    await phone.getByRole('link', { name: 'Back to calls' }).click();
    await expect(rows(phone)).toHaveCount(3);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await expectNoSeriousA11yViolations(phone);
    await phone.context().close();
  });
});
