import { test, type APIRequestContext, type Page } from '@playwright/test';
import { adminSignIn } from '../support/admin';
import { signUpCustomer } from '../support/billing';
import { currentUserId, insertCalls, receptionistFor, variedCalls } from '../support/calls';

// `npm run screenshots -w e2e`: the Calls pages at phone and desktop widths, light and dark. Each shot signs up a
// customer, brings the account to the state shown, and leaves the page on it.
type CallsShot = (page: Page, admin: APIRequestContext) => Promise<void>;

const CALLS_SHOTS: Record<string, CallsShot> = {
  'calls-list': async (page, admin) => {
    const frontDesk = await receptionistFor(page, admin, 'Front desk', true);
    await insertCalls(await currentUserId(page), frontDesk, variedCalls(30));
    await page.goto('/calls');
    await page.getByRole('list', { name: 'Calls' }).waitFor();
  },
  'calls-waiting': async (page, admin) => {
    const training = await receptionistFor(page, admin, 'Front desk', false);
    await admin.patch(`/api/admin/receptionists/${training.id}`, { data: { status: 'training' } });
    await page.goto('/calls');
    await page.getByRole('region', { name: 'No calls yet' }).waitFor();
  },
  'call-detail': async (page, admin) => {
    const frontDesk = await receptionistFor(page, admin, 'Front desk', true);
    const [id] = await insertCalls(await currentUserId(page), frontDesk, variedCalls(1));
    await page.goto(`/calls/${id}`);
    await page.getByRole('list', { name: 'Transcript' }).waitFor();
    await page.waitForFunction(() => (document.querySelector('audio')?.readyState ?? 0) >= 1);
  },
};

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    for (const [name, prepare] of Object.entries(CALLS_SHOTS)) {
      test(`${name} at ${width}px, ${theme}`, async ({ page, request }) => {
        test.setTimeout(120_000);
        await page.setViewportSize({ width, height: 844 });
        await page.addInitScript((mode) => localStorage.setItem('theme-mode', mode), theme);
        await signUpCustomer(page, 'Grace');
        await adminSignIn(request);
        await prepare(page, request);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `screenshots/${name}-${width}-${theme}.png`, fullPage: true });
      });
    }
  }
}
