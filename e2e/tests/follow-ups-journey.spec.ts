import { expect as baseExpect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { customerWithLinkedReceptionist, deliverEndOfCallReport } from '../support/calls';

// The worker processes the platform's report: the follow-up may take a few seconds to appear.
const expect = baseExpect.configure({ timeout: 30_000 });

// docs/product.md#follow-ups, on a phone: a message taken becomes a follow-up, called back with one tap, marked done.
test.describe('follow-ups, from a message taken to done', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a message taken → a follow-up with the caller’s name and the count in the menu → tap to call back → mark done', async ({ page, request }) => {
    test.setTimeout(180_000);
    const { assistantId } = await customerWithLinkedReceptionist(page, request, 'Ada');

    // The caller leaves a message and gives their name; the platform's signed report reaches the webhook.
    await deliverEndOfCallReport(
      page.request,
      assistantId,
      { summary: 'Grace Lee wants a call back about moving her cleaning.', structuredData: { outcome: 'message_taken', callerName: 'Grace Lee' } },
      { callerNumber: '+14155550177' },
    );

    // The menu counts it once the worker has made it.
    await page.goto('/dashboard');
    const openMenu = page.getByRole('button', { name: 'Open navigation menu' });
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(async () => {
      await page.reload();
      await openMenu.click();
      await baseExpect(drawer.getByRole('link', { name: /^Follow-ups\s?, 1 open$/ })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await drawer.getByRole('link', { name: /^Follow-ups/ }).click();
    await expect(page).toHaveURL(/\/follow-ups$/);

    const item = page.getByRole('listitem', { name: 'Message: Grace Lee' });
    await expect(item).toContainText('Grace Lee wants a call back about moving her cleaning.');
    await expect(item).toContainText('Front desk');
    await expect(item.getByRole('link', { name: 'View call' })).toHaveAttribute('href', /^\/calls\/\d+$/);
    await expectNoSeriousA11yViolations(page);

    // One tap calls the caller back: the link's target is their number, and the tap stays on the page.
    const callBack = item.getByRole('link', { name: 'Call +1 (415) 555-0177' });
    await expect(callBack).toHaveAttribute('href', 'tel:+14155550177');
    await expect(callBack).toBeInViewport();
    await callBack.tap();
    await expect(page).toHaveURL(/\/follow-ups$/);

    // Done: who and when, and the menu's count goes.
    await item.getByRole('button', { name: 'Mark done' }).tap();
    await expect(item).toContainText('Marked done by Ada Tester');
    await expect(item.getByRole('button', { name: 'Reopen' })).toBeVisible();
    await openMenu.click();
    await expect(drawer.getByRole('link', { name: 'Follow-ups', exact: true })).toBeVisible();
  });
});
