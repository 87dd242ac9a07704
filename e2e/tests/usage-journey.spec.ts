import { expect as baseExpect, test } from '@playwright/test';
import { withDatabase } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { customerWithLinkedReceptionist, deliverEndOfCallReport, insertCalls } from '../support/calls';
import { firstLink, waitForMail } from '../support/mailbox';

// The worker processes the platform's report and the digest job runs every few seconds: steps may take a while.
const expect = baseExpect.configure({ timeout: 30_000 });

const DAY_MS = 24 * 60 * 60 * 1000;

/** `count` counted calls of a minute each to the receptionist, started at `startedAt`, written in one statement. */
async function seedCountedCalls(userId: number, receptionistId: number, count: number, startedAt: Date): Promise<void> {
  if (count <= 0) return;
  await withDatabase((client) =>
    client.query(
      `insert into calls (user_id, receptionist_id, platform, platform_call_id, status, started_at, ended_at, duration_seconds, outcome, facts_sent_at, reported_at)
       select $1, $2, 'sandbox', 'e2e-seed-' || gen_random_uuid(), 'ended', $3, $3::timestamptz + interval '1 minute', 60, 'answered_question', now(), now()
         from generate_series(1, $4)`,
      [userId, receptionistId, startedAt, count],
    ),
  );
}

test.describe('usage, from calls arriving to the 80% alert and the daily digest', () => {
  test('calls arrive, the meter moves, the 80% mail arrives with its unsubscribe link, and the digest tells the day before', async ({ page, request }) => {
    test.setTimeout(240_000);
    // A verified customer on Professional with a live receptionist linked to the voice platform's assistant.
    const { email, userId, frontDesk, assistantId } = await customerWithLinkedReceptionist(page, request, 'Ada');

    // The digest comes from 7 AM the owner's time (docs/product.md#time-zones): the account goes where it is about noon
    // now, so its day before is over and due whatever hour the suite runs at (Etc/GMT-5 is UTC+5).
    const now = new Date();
    const offset = 12 - now.getUTCHours();
    const timeZone = offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
    expect((await page.request.patch('/api/user', { data: { timeZone } })).ok()).toBe(true);

    // Yesterday's calls there (for the digest): a message taken and an appointment booked; then today's, up to 799 counted.
    const minutesAgo = DAY_MS / 60_000;
    const yesterday = now.getTime() - DAY_MS;
    await insertCalls(userId, frontDesk, [
      { minutesAgo, callerNumber: '+14155550101', outcome: 'message_taken', durationSeconds: 75, summary: 'Wants a call back about the invoice.' },
      {
        minutesAgo: minutesAgo - 30,
        callerNumber: '+14155550102',
        outcome: 'appointment_booked',
        durationSeconds: 95,
        summary: 'Booked a cleaning on Friday.',
      },
    ]);
    const yesterdayInPeriod = new Date(yesterday).getUTCMonth() === now.getUTCMonth();
    await seedCountedCalls(userId, frontDesk.id, 799 - (yesterdayInPeriod ? 2 : 0), new Date(now.getTime() - 60 * 60_000));

    await page.goto('/dashboard');
    const meter = page.getByRole('region', { name: 'Calls this period' });
    await expect(meter).toContainText('799 of 1,000 calls');

    // The 800th call arrives as the platform sends it: a signed end-of-call report to the voice webhook.
    await deliverEndOfCallReport(page.request, assistantId, {
      summary: 'Asked whether we are open on Saturday.',
      structuredData: { outcome: 'answered_question', language: 'en' },
    });

    // The meter moves, and says the customer is at 80%.
    await expect(async () => {
      await page.reload();
      await baseExpect(meter).toContainText('800 of 1,000 calls', { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(meter).toContainText('You have used 80% of the calls your plan includes this period.');
    await expect(meter).toContainText('Calls above your allowance are still answered, at no extra charge.');
    // A plan our team set up is changed by talking to us: no Upgrade button.
    await expect(meter.getByRole('link', { name: 'Upgrade for more calls' })).toHaveCount(0);
    // The warning colour keeps its contrast, in both themes.
    await expectNoSeriousA11yViolations(page);
    await page.evaluate(() => localStorage.setItem('theme-mode', 'dark'));
    await page.reload();
    await expect(meter).toContainText('You have used 80% of the calls your plan includes this period.');
    await expectNoSeriousA11yViolations(page);
    await page.evaluate(() => localStorage.removeItem('theme-mode'));

    // The 80% mail arrives once, with a link to the Overview and a one-click unsubscribe link.
    const alert = await waitForMail(email, /^You have used 80% of your calls this period$/);
    expect(alert.text).toContain('Your receptionists have answered 800 of the 1,000 calls your plan includes this period');
    expect(alert.text).toMatch(/See your usage http\S+\/dashboard\?tab=overview/);
    expect(alert.text).toContain('We never cut off your callers. Calls above your allowance are still answered, at no extra charge.');
    // Our team finds the customer among those at or above 80% this period.
    const near = await request.get(`/api/admin/users?nearAllowance=true&q=${encodeURIComponent(email)}`);
    expect(near.ok()).toBe(true);
    const listed = ((await near.json()) as { items: { id: number; callsThisPeriod: number }[] }).items.find((item) => item.id === userId);
    expect(listed?.callsThisPeriod).toBe(800);
    const unsubscribe = /Turn off these e-mails (http\S+\/unsubscribe\?token=\S+)/.exec(alert.text ?? '')?.[1];
    expect(unsubscribe).toBeTruthy();

    // The digest of the day before, from the worker's digest job (every few seconds here), lists what needs the owner.
    const digest = await waitForMail(email, /^Your calls on .+: \d+ calls?, 2 for you to follow up$/);
    expect(digest.text).toContain('Message: +1 (415) 555-0101 at');
    expect(digest.text).toContain('Wants a call back about the invoice.');
    expect(digest.text).toContain('Appointment booked: +1 (415) 555-0102 at');
    expect(digest.text).toContain(`(${timeZone} time)`);
    expect(firstLink(digest.text ?? '')).toMatch(/\/calls\/\d+$/);

    // The alert's link turns usage alerts off without signing in; the Account tab shows it.
    const signedOut = await page.context().browser()!.newContext();
    const visitor = await signedOut.newPage();
    await visitor.goto(unsubscribe!);
    await expect(visitor.getByText(/usage alerts/i).first()).toBeVisible();
    await signedOut.close();
    await page.goto('/dashboard?tab=account');
    await expect(page.getByRole('switch', { name: /usage alerts/i })).not.toBeChecked();
  });
});
