import { test, type APIRequestContext, type Page } from '@playwright/test';
import { adminSignIn } from '../support/admin';
import { signUpCustomer } from '../support/billing';
import { currentUserId, insertCalls, receptionistFor, type SeededCall } from '../support/calls';

// `npm run screenshots -w e2e -- -g follow-ups`: the Follow-ups page (open ones first, one done) and the phone's menu
// with the open count, at phone and desktop widths, light and dark.
const WIDTHS = [1280, 390];

const CALLS: SeededCall[] = [
  {
    minutesAgo: 12,
    callerNumber: '+14155550101',
    callerName: 'Grace Lee',
    outcome: 'message_taken',
    durationSeconds: 84,
    summary: 'Grace Lee wants a call back about moving her cleaning to next week, any morning after 9.',
  },
  { minutesAgo: 40, callerNumber: '+14155550102', outcome: 'failed', durationSeconds: 7, summary: 'The call dropped while connecting.' },
  {
    minutesAgo: 95,
    callerNumber: '+14155550103',
    callerName: 'Alan Turing',
    outcome: 'appointment_booked',
    durationSeconds: 131,
    summary: 'Booked a check-up on Friday at 3 PM for Alan Turing, a new patient referred by Dr. Patel.',
  },
  { minutesAgo: 180, callerNumber: '+14155550104', outcome: 'hang_up', durationSeconds: 5, summary: 'The caller hung up before saying anything.' },
  {
    minutesAgo: 300,
    callerNumber: '+442071838750',
    callerName: 'Katherine Johnson',
    outcome: 'message_taken',
    durationSeconds: 66,
    summary: 'Asked whether the practice takes Delta Dental; please call back.',
  },
];

async function customerWithFollowUps(page: Page, admin: APIRequestContext): Promise<void> {
  await signUpCustomer(page, 'Grace');
  await adminSignIn(admin);
  const frontDesk = await receptionistFor(page, admin, 'Front desk', true);
  await insertCalls(await currentUserId(page), frontDesk, CALLS);
  const list = (await (await page.request.get('/api/follow-ups')).json()) as { items: { id: number; reason: string }[] };
  await page.request.post(`/api/follow-ups/${list.items.find((item) => item.reason === 'appointment')!.id}/done`);
}

const SHOTS: Record<string, (page: Page, admin: APIRequestContext, width: number) => Promise<void>> = {
  list: async (page, admin) => {
    await customerWithFollowUps(page, admin);
    await page.goto('/follow-ups');
    await page.getByRole('list', { name: 'Follow-ups' }).waitFor();
  },
  menu: async (page, admin, width) => {
    await customerWithFollowUps(page, admin);
    await page.goto('/follow-ups');
    await page.getByRole('list', { name: 'Follow-ups' }).waitFor();
    if (width < 1200) {
      await page.getByRole('button', { name: 'Open navigation menu' }).click();
      await page
        .getByRole('dialog', { name: 'Navigation menu' })
        .getByRole('link', { name: /^Follow-ups/ })
        .waitFor();
    }
  },
};

test.describe('follow-ups shots', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of WIDTHS) {
      for (const [name, open] of Object.entries(SHOTS)) {
        test(`follow-ups ${name} at ${width}px, ${theme}`, async ({ page, request }) => {
          test.setTimeout(120_000);
          await page.setViewportSize({ width, height: 844 });
          await page.addInitScript((mode) => localStorage.setItem('theme-mode', mode), theme);
          await open(page, request, width);
          await page.waitForLoadState('networkidle');
          await page.screenshot({ path: `screenshots/follow-ups-${name}-${width}-${theme}.png`, fullPage: name === 'list', animations: 'disabled' });
        });
      }
    }
  }
});
