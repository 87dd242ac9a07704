import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { adminSignIn } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { subscribeThroughApi } from '../support/billing';
import { deliverEndOfCallReport, goLive } from '../support/calls';

const ZONE = 'America/Los_Angeles';

/** A new customer on Professional with one receptionist requested, the hours written as they were on the request; its id. */
async function customerWithReceptionist(page: Page): Promise<number> {
  const registered = await page.request.post('/api/register', {
    data: { email: uniqueEmail('settings'), password: 'settings-password', firstName: 'Ada', companyName: 'Harbor Dental' },
  });
  expect(registered.ok()).toBe(true);
  await subscribeThroughApi(page, 'professional');
  const requested = await page.request.post('/api/receptionists', {
    data: { name: 'Front desk', phoneNumber: '+1 (415) 555-0134', businessHours: 'Mon-Fri 8am-6pm' },
  });
  expect(requested.ok()).toBe(true);
  return ((await requested.json()) as { id: number }).id;
}

/** The receptionist's settings as the API gives them to the page. */
async function settingsOf(page: Page, id: number): Promise<{ deliveryText: string }> {
  return (await (await page.request.get(`/api/receptionists/${id}/settings`)).json()) as { deliveryText: string };
}

/** Today's date (2026-12-24) on the business's calendar. */
function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/** The notice (a status) that says `text`. */
function notice(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text });
}

test.describe('a receptionist’s settings', () => {
  test('sets the hours and a holiday today, saves, adds an answer, saves again, restores the first version, and a call that day takes a message', async ({
    page,
    request,
  }) => {
    // Long: the worker applies the settings and processes the call on a shared machine.
    test.setTimeout(180_000);
    const id = await customerWithReceptionist(page);
    await page.goto('/receptionists');
    await page.getByRole('link', { name: 'Settings of Front desk' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Front desk — Settings' })).toBeVisible();
    const status = page.getByRole('region', { name: 'Status' });
    await expect(status).toContainText('Not saved yet — these are the defaults');
    await expect(status).toContainText('When you requested it you wrote: “Mon-Fri 8am-6pm”');
    await expectNoSeriousA11yViolations(page);

    // The business's zone, its weekday hours from 8 to 6, and a holiday today there.
    const timeZone = page.getByRole('combobox', { name: 'Time zone' });
    await timeZone.fill(ZONE);
    await page.getByRole('option', { name: ZONE, exact: true }).click();
    await expect(timeZone).toHaveValue(ZONE);
    await page.getByRole('combobox', { name: 'Monday from' }).selectOption('08:00');
    await page.getByRole('combobox', { name: 'Monday to' }).selectOption('18:00');
    await page.getByRole('button', { name: 'Copy Monday to weekdays' }).click();
    await expect(page.getByRole('combobox', { name: 'Friday to' })).toHaveValue('18:00');
    await page.getByRole('button', { name: 'Add a holiday or special date' }).click();
    await page.getByRole('textbox', { name: 'Special date 1 first day' }).fill(todayIn(ZONE));
    await page.getByRole('textbox', { name: 'Special date 1 last day' }).fill(todayIn(ZONE));
    await page.getByRole('textbox', { name: 'Special date 1 name' }).fill('Staff day');
    await expect(page.getByRole('checkbox', { name: 'Special date 1 closed' })).toBeChecked();
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(notice(page, 'Saved as version 1.')).toBeVisible();
    await expect(status).toContainText('Version 1 · saved');
    await expect(status).toContainText(/Closed today \(Staff day\) · opens/);
    await expect(status).not.toContainText('When you requested it');
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

    // An answer, saved as version 2.
    const answers = page.getByRole('region', { name: 'Answers' });
    await expect(answers).toContainText('0 of 25 answers on your Professional plan');
    await answers.getByRole('button', { name: 'Add answer' }).click();
    await answers.getByRole('textbox', { name: 'Question 1' }).fill('Do you take walk-ins?');
    await answers.getByRole('textbox', { name: 'Answer 1' }).fill('Yes, until 4 PM on weekdays; appointments go first.');
    await expect(answers).toContainText('1 of 25 answers on your Professional plan');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, 'Saved as version 2.')).toBeVisible();
    await expect(status).toContainText('Version 2 · saved');

    // Version 1 again, saved as version 3: the answer is gone, the holiday stays.
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByRole('listitem', { name: 'Version 2' })).toContainText('Changed: Answers');
    await history.getByRole('button', { name: 'Restore version 1' }).click();
    const confirm = page.getByRole('dialog', { name: 'Restore version 1?' });
    await expect(confirm).toContainText('saved again as version 3');
    await confirm.getByRole('button', { name: 'Restore' }).click();
    await expect(notice(page, 'Restored version 1 as version 3.')).toBeVisible();
    await expect(history.getByRole('listitem', { name: 'Version 3' })).toContainText('Restored from version 1');
    await expect(answers).toContainText('0 of 25 answers on your Professional plan');
    await expect(page.getByRole('textbox', { name: 'Special date 1 name' })).toHaveValue('Staff day');
    await expect(status).toContainText('Version 3 · saved');
    await expect(status).toContainText(/Closed today \(Staff day\)/);
    await expectNoSeriousA11yViolations(page);

    // Our team links a sandbox line and puts it live: the worker applies version 3 to its assistant.
    await adminSignIn(request);
    await goLive(request, id);
    await expect
      .poll(() => settingsOf(page, id).then((settings) => settings.deliveryText), { timeout: 60_000 })
      .toBe('Your receptionist answers with version 3.');
    await page.reload();
    await expect(status).toContainText('Your receptionist answers with version 3.');

    // A call on the holiday: the receptionist says why it is closed and takes a message; the log shows it.
    expect((await request.post(`/api/admin/receptionists/${id}/test-call`)).ok()).toBe(true);
    // The worker stores the call once it has processed the report.
    await expect
      .poll(() => page.request.get('/api/calls').then(async (response) => ((await response.json()) as { total: number }).total), { timeout: 60_000 })
      .toBe(1);
    await page.goto('/calls');
    const call = page.getByRole('list', { name: 'Calls' }).getByRole('link').filter({ hasText: 'Test' }).first();
    await expect(call).toContainText('Message taken');
    await call.click();
    const transcript = page.getByRole('list', { name: 'Transcript' });
    await expect(transcript).toContainText("We're closed today for Staff day, and we open again");
    await expect(transcript).toContainText('I can take a message for the team.');
  });
});

test.describe('a receptionist’s questions to answer', () => {
  // A business on the west coast: the page suggests its zone over the defaults (a change to save), whatever the machine's zone.
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('a question the receptionist could not answer is answered from the overview’s badge and is in the next version', async ({ page, request }) => {
    test.setTimeout(120_000);
    const id = await customerWithReceptionist(page);
    await adminSignIn(request);
    await goLive(request, id);

    // A call whose report says the receptionist could not answer a question, as the platform sends it.
    await deliverEndOfCallReport(page.request, `sandbox-assistant-${id}`, {
      summary: 'Asked about parking; the receptionist took a message.',
      structuredData: { outcome: 'message_taken', language: 'en-US', unansweredQuestions: ['Do you validate parking?'] },
    });

    // The worker records the question once it has processed the report.
    await expect
      .poll(() => page.request.get(`/api/receptionists/${id}/knowledge-gaps`).then(async (response) => ((await response.json()) as unknown[]).length), {
        timeout: 60_000,
      })
      .toBe(1);
    await page.goto('/dashboard');
    const badge = page.getByRole('link', { name: 'Front desk: 1 question to answer' });
    await badge.click();

    const toAnswer = page.getByRole('region', { name: 'To answer' });
    const question = toAnswer.getByRole('listitem', { name: 'Do you validate parking?' });
    await expect(question).toContainText('asked once');
    await expectNoSeriousA11yViolations(page);
    // The page suggests the browser's time zone over the defaults: an answer waits until that change is saved or undone.
    const answer = question.getByRole('button', { name: 'Answer “Do you validate parking?”' });
    await expect(answer).toBeDisabled();
    await expect(toAnswer).toContainText('Save or undo your changes below first');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, 'Saved as version 1.')).toBeVisible();
    await answer.click();
    const form = toAnswer.getByRole('form', { name: 'Answer “Do you validate parking?”' });
    await form.getByRole('textbox', { name: 'Answer' }).fill('Yes: bring your ticket to the front desk for two free hours.');
    await form.getByRole('button', { name: 'Save answer' }).click();

    await expect(notice(page, 'Saved as version 2.')).toBeVisible();
    await expect(toAnswer).toContainText('Nothing to answer');
    const answers = page.getByRole('region', { name: 'Answers' });
    await expect(answers.getByRole('textbox', { name: 'Question 1' })).toHaveValue('Do you validate parking?');
    await expect(answers.getByRole('textbox', { name: 'Answer 1' })).toHaveValue('Yes: bring your ticket to the front desk for two free hours.');
    await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem', { name: 'Version 2' })).toContainText('Changed: Answers');
  });
});
