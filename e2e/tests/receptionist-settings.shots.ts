import { test, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { subscribeThroughApi } from '../support/billing';
import { adminSignIn, withDatabase } from '../support/admin';
import { currentUserId, goLive, insertCalls } from '../support/calls';

// `npm run screenshots -w e2e`: a receptionist's settings page, as its owner sees it (the top, the transfers, the
// history) and as our team does, at phone and desktop widths, light and dark. Each shot signs up a customer with one
// live receptionist whose settings were saved three times, and leaves the page where the picture is taken.
const WIDTHS = [1280, 390];
const NINE_TO_FIVE = [{ start: '09:00', end: '17:00' }];

function settings(extra: Record<string, unknown> = {}) {
  return {
    hours: {
      timeZone: 'America/Los_Angeles',
      weekly: {
        monday: [
          { start: '08:00', end: '12:00' },
          { start: '13:00', end: '18:00' },
        ],
        tuesday: NINE_TO_FIVE,
        wednesday: NINE_TO_FIVE,
        thursday: NINE_TO_FIVE,
        friday: NINE_TO_FIVE,
        saturday: [{ start: '10:00', end: '14:00' }],
        sunday: [],
      },
      overrides: [
        { from: '2026-12-24', to: '2026-12-26', ranges: [], label: 'Christmas' },
        { from: '2026-12-31', to: '2026-12-31', ranges: [{ start: '09:00', end: '13:00' }], label: 'New Year’s Eve' },
      ],
    },
    greeting: 'Thank you for calling Harbor Dental, this is the front desk. How can I help you today?',
    companyInfo:
      'Harbor Dental is a family dentistry practice at 12 Main Street, Portland. We offer cleanings, fillings, whitening and same-day emergency appointments. Free parking behind the building.',
    answers: [
      { question: 'Do you take walk-ins?', answer: 'Yes, until 4 PM on weekdays; patients with appointments go first.' },
      { question: 'Which insurance do you accept?', answer: 'Delta Dental, MetLife, Cigna and Aetna. Bring your card to the visit.' },
    ],
    transfers: [
      { name: 'Dr. Priya Patel', number: '+14155550123', when: 'open', askFor: 'Dr. Patel by name, treatment questions' },
      { name: 'Billing office', number: '+14155550188', when: 'always', askFor: 'bills, payments, insurance claims' },
    ],
    transferFallback: 'message',
    vipCallers: [{ number: '+14155550177', label: 'Our landlord' }],
    blockedCallers: [{ number: '+18885550100', label: 'Car warranty calls' }],
    afterHours: { action: 'transfer', transferTo: '+14155550199' },
    ...extra,
  };
}

/** The customer's live receptionist with three versions of its settings; its id and the customer's e-mail. */
async function receptionistWithSettings(page: Page, admin: APIRequestContext): Promise<{ id: number; email: string }> {
  const email = uniqueEmail('shots');
  await page.request.post('/api/register', {
    data: { email, password: 'screenshot-password', firstName: 'Grace', lastName: 'Hopper', companyName: 'Harbor Dental' },
  });
  await subscribeThroughApi(page, 'professional');
  const response = await page.request.post('/api/receptionists', {
    data: { name: 'Front desk', phoneNumber: '+1 (415) 555-0134', businessHours: 'Mon-Fri 8am-6pm' },
  });
  const { id } = (await response.json()) as { id: number };
  await adminSignIn(admin);
  await goLive(admin, id);
  const path = `/api/receptionists/${id}/settings`;
  await page.request.put(path, { data: { baseVersion: 0, settings: settings({ answers: [], vipCallers: [], blockedCallers: [] }) } });
  await page.request.put(path, { data: { baseVersion: 1, settings: settings({ vipCallers: [], blockedCallers: [] }) } });
  await page.request.put(path, { data: { baseVersion: 2, settings: settings() } });
  await questionsToAnswer(await currentUserId(page), id);
  return { id, email };
}

/** Calls that left questions unanswered, as the webhook pipeline stores them: the "To answer" card's list. */
async function questionsToAnswer(userId: number, id: number): Promise<void> {
  const asked = [
    'Do you offer Invisalign, and how long does the treatment usually take for adults?',
    'Is there parking for wheelchair users?',
    'Is there parking for wheelchair users?',
  ];
  const calls = await insertCalls(
    userId,
    { id, name: 'Front desk' },
    asked.map((_, index) => ({
      minutesAgo: 90 - index * 30,
      callerNumber: '+14155550142',
      outcome: 'answered_question',
      durationSeconds: 80,
      summary: 'Asked a question.',
    })),
  );
  await withDatabase(async (client) => {
    for (const [index, question] of asked.entries())
      await client.query(
        `insert into knowledge_gaps (user_id, receptionist_id, call_id, question, question_key, asked_at) select user_id, receptionist_id, id, $2::text, lower($2::text), started_at from calls where id = $1`,
        [calls[index], question],
      );
  });
}

async function openSettings(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('region', { name: 'Status' }).waitFor();
  await page.getByRole('listitem', { name: 'Version 1' }).waitFor();
}

const ownSettings = async (page: Page, admin: APIRequestContext) =>
  openSettings(page, `/receptionists/${(await receptionistWithSettings(page, admin)).id}/settings`);

const SHOTS: Record<string, (page: Page, admin: APIRequestContext) => Promise<void>> = {
  'settings-top': ownSettings,
  // The whole page in one picture.
  'settings-page': ownSettings,
  'settings-transfers': async (page, admin) => {
    await ownSettings(page, admin);
    await page.locator('#transfers').evaluate((element) => element.scrollIntoView({ block: 'start' }));
  },
  'settings-history': async (page, admin) => {
    await ownSettings(page, admin);
    await page.locator('#history').evaluate((element) => element.scrollIntoView({ block: 'end' }));
  },
  // From the back office's row action, which carries the receptionist's name along.
  'settings-admin': async (page, admin) => {
    const { email } = await receptionistWithSettings(page, admin);
    await adminSignIn(page.request);
    await page.goto('/admin?tab=receptionists');
    await page.getByRole('searchbox', { name: 'Search receptionists' }).fill(email);
    await page.getByRole('row', { name: email }).getByRole('button', { name: 'More actions for Front desk' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.getByRole('region', { name: 'Status' }).waitFor();
    await page.getByRole('listitem', { name: 'Version 1' }).waitFor();
  },
};

for (const theme of ['light', 'dark'] as const) {
  for (const width of WIDTHS) {
    for (const [name, open] of Object.entries(SHOTS)) {
      test(`receptionist ${name} at ${width}px, ${theme}`, async ({ page, request }) => {
        await page.setViewportSize({ width, height: 844 });
        await page.addInitScript((mode) => localStorage.setItem('theme-mode', mode), theme);
        await open(page, request);
        await page.waitForLoadState('networkidle');
        // The page is long: each picture but the whole page's is the window where the page was left.
        await page.screenshot({ path: `screenshots/receptionist-${name}-${width}-${theme}.png`, fullPage: name === 'settings-page' });
      });
    }
  }
}
