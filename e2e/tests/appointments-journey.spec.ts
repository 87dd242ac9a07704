import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { adminSignIn } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { subscribeThroughApi } from '../support/billing';
import { deliverToolCall, goLive } from '../support/calls';

const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** A calendar day `days` from today in UTC ('2026-12-01'): the business's zone and the browser's here. */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A new customer on Professional with a live receptionist open around the clock in UTC (booking still off); its id. */
async function liveReceptionist(page: Page): Promise<number> {
  const registered = await page.request.post('/api/register', {
    data: { email: uniqueEmail('appointments'), password: 'appointments-password', firstName: 'Ada', companyName: 'Harbor Dental' },
  });
  expect(registered.ok()).toBe(true);
  await subscribeThroughApi(page, 'professional');
  const requested = await page.request.post('/api/receptionists', { data: { name: 'Front desk', phoneNumber: '+1 (415) 555-0134' } });
  expect(requested.ok()).toBe(true);
  const { id } = (await requested.json()) as { id: number };
  const path = `/api/receptionists/${id}/settings`;
  const current = (await (await page.request.get(path)).json()) as { version: number; settings: Record<string, unknown> };
  const allDay = [{ start: '00:00', end: '24:00' }];
  const hours = { timeZone: 'UTC', weekly: Object.fromEntries(WEEK.map((day) => [day, allDay])), overrides: [] };
  expect((await page.request.put(path, { data: { baseVersion: current.version, settings: { ...current.settings, hours } } })).ok()).toBe(true);
  return id;
}

test.describe('appointments, from turning booking on to cancelling one', () => {
  // The business's zone: the times the caller books and the page shows are the same clock.
  test.use({ timezoneId: 'UTC' });

  test('the customer turns booking on, a caller books through the receptionist, and the customer reschedules and cancels it', async ({ page, request }) => {
    test.setTimeout(180_000);
    const id = await liveReceptionist(page);
    await adminSignIn(request);
    await goLive(request, id);

    // Booking on, with one kind of appointment.
    await page.goto(`/receptionists/${id}/settings`);
    const booking = page.getByRole('region', { name: 'Appointments' });
    await booking.getByRole('switch', { name: 'Book appointments during calls' }).check();
    await booking.getByRole('textbox', { name: 'Kind 1 name' }).fill('Cleaning');
    await booking.getByRole('spinbutton', { name: 'Kind 1 minutes' }).fill('45');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved as version 2.' })).toBeVisible();

    // During a call, the receptionist books a cleaning two days ahead at 10 AM.
    const day = dayFromNow(2);
    const answer = await deliverToolCall(page.request, `sandbox-assistant-${id}`, 'book_appointment', {
      appointmentType: 'Cleaning',
      start: `${day}T10:00`,
      callerName: 'Grace Hopper',
      notes: 'First visit',
    });
    expect(answer).toMatch(/^Booked: a Cleaning on .* at 10:00 AM for Grace Hopper\./);

    await page.getByRole('banner').getByRole('link', { name: 'Appointments' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
    const entry = page.getByRole('list', { name: 'Appointments' }).getByRole('listitem').filter({ hasText: 'Cleaning with Grace Hopper' });
    await expect(entry).toContainText('10:00 AM – 10:45 AM');
    await expect(entry).toContainText('+1 (415) 555-0123 · Front desk');
    await expect(entry).toContainText('First visit');
    await expect(entry).toContainText('Booked by Front desk during a call');
    await expectNoSeriousA11yViolations(page);

    // The week view has it on its day (two days ahead may be next week).
    await page.getByRole('tab', { name: 'Week' }).click();
    const inWeek = page.getByRole('button', { name: /^Cleaning with Grace Hopper/ });
    const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
    // Weeks start on Sunday: from a Friday or a Saturday, two days ahead is next week.
    if (new Date(`${day}T12:00:00Z`).getUTCDay() < new Date().getUTCDay()) {
      await page.getByRole('button', { name: 'Next week' }).click();
    }
    await expect(page.getByRole('region', { name: new RegExp(`^${weekday}, `) }).getByRole('button', { name: /^Cleaning with Grace Hopper/ })).toContainText(
      '10:00 AM',
    );
    await expectNoSeriousA11yViolations(page);
    await inWeek.click();
    await expect(page.getByRole('dialog', { name: 'Cleaning' })).toContainText('Booked by Front desk during a call');
    await page.getByRole('dialog', { name: 'Cleaning' }).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('tab', { name: 'Upcoming' }).click();

    // Moved to the next day at 3 PM.
    await entry.getByRole('button', { name: 'Reschedule' }).click();
    const reschedule = page.getByRole('dialog', { name: 'Reschedule appointment' });
    await reschedule.getByLabel('Day').fill(dayFromNow(3));
    await reschedule.getByLabel('Time').fill('15:00');
    await reschedule.getByRole('button', { name: 'Reschedule' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Appointment moved' })).toBeVisible();
    await expect(reschedule).toBeHidden();
    await expect(entry).toContainText('3:00 PM – 3:45 PM');

    // Then cancelled.
    await entry.getByRole('button', { name: 'Cancel' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel this appointment?' });
    await cancel.getByRole('button', { name: 'Cancel Appointment' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Appointment cancelled' })).toBeVisible();
    await expect(entry).toContainText('Cancelled');
    await expect(entry.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
  });
});
