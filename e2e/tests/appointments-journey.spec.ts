import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { subscribeThroughApi } from '../support/billing';
import { deliverEndOfCallReport, deliverInboundText, deliverToolCall, goLive } from '../support/calls';
import { adminSignIn, withDatabase } from '../support/admin';

const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** A calendar day `days` from today in UTC ('2026-12-01'): the business's zone and the browser's here. */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A new customer on Professional with a live receptionist open around the clock in UTC (booking off unless `more` turns it on); its id. */
async function liveReceptionist(page: Page, more: Record<string, unknown> = {}): Promise<number> {
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
  expect((await page.request.put(path, { data: { baseVersion: current.version, settings: { ...current.settings, hours, ...more } } })).ok()).toBe(true);
  return id;
}

/** The receptionist's sandbox calendar's events, as the worker wrote them. */
function sandboxEvents(receptionistId: number) {
  return withDatabase(
    async (client) =>
      (
        await client.query('select starts_at, ends_at, summary from sandbox_calendar_events where calendar_id = $1 order by starts_at', [
          `sandbox-${receptionistId}`,
        ])
      ).rows,
  );
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
    // The worker wrote it into the sandbox calendar, as it would into a connected Google Calendar.
    await expect
      .poll(() => sandboxEvents(id), { timeout: 20_000 })
      .toEqual([{ starts_at: new Date(`${day}T10:00:00Z`), ends_at: new Date(`${day}T10:45:00Z`), summary: 'Cleaning: Grace Hopper' }]);

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

  test('a caller is texted a link and its delivery shows on the call; after STOP nothing reaches them, not even a cancellation', async ({ page, request }) => {
    test.setTimeout(180_000);
    // Opt-outs are kept by number: a number of this run's own, so a retry starts with one that never sent STOP.
    const ending = String(1000 + Math.floor(Math.random() * 9000));
    const caller = `+1415555${ending}`;
    const id = await liveReceptionist(page, {
      booking: { enabled: true, types: [{ name: 'Cleaning', minutes: 45 }], bufferMinutes: 0, minNoticeMinutes: 60, maxDaysAhead: 30 },
      links: [{ name: 'Directions', url: 'https://maps.example.com/harbor-dental' }],
    });
    await adminSignIn(request);
    await goLive(request, id);
    const assistant = `sandbox-assistant-${id}`;

    // One call: the caller books, asks for directions by text, and hangs up.
    const callId = randomUUID();
    const booking = { appointmentType: 'Cleaning', start: `${dayFromNow(2)}T11:00`, callerName: 'Grace Hopper' };
    expect(await deliverToolCall(page.request, assistant, 'book_appointment', booking, caller, callId)).toMatch(/^Booked: /);
    expect(await deliverToolCall(page.request, assistant, 'send_sms_link', { link: 'directions' }, caller, callId)).toBe(
      `I've texted the Directions link to the number ending ${ending}.`,
    );
    await deliverEndOfCallReport(
      page.request,
      assistant,
      { summary: 'Grace Hopper booked a cleaning and asked for directions by text.', structuredData: { outcome: 'appointment_booked', language: 'en' } },
      { callId, callerNumber: caller },
    );

    // The call's page says what the receptionist did, and that the text reached the phone (the sandbox reports it delivered).
    // The worker records the call once it has processed the report: the log shows it from then on.
    const call = page.getByRole('link', { name: /Grace Hopper booked a cleaning/ });
    await expect(async () => {
      await page.goto('/calls');
      await expect(call).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await call.click();
    const did = page.getByRole('region', { name: 'What the receptionist did' });
    await expect(did.getByRole('listitem')).toHaveCount(2);
    await expect(did.getByRole('listitem').nth(0)).toContainText('Booked Cleaning for Grace Hopper');
    const texted = did.getByRole('listitem').nth(1);
    await expect(texted).toContainText(`Texted the Directions link to the number ending ${ending}`);
    await expect(async () => {
      await page.reload();
      await expect(texted).toContainText('Text delivered', { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(page);

    // The caller replies STOP: the next link is refused in words the assistant can say, and nothing is sent.
    expect(await deliverInboundText(page.request, caller, 'Stop')).toContain('You will get no more texts from this number.');
    expect(await deliverToolCall(page.request, assistant, 'send_sms_link', { link: 'Directions' }, caller)).toBe(
      "This number has asked us not to text it, so I can't send the link. Text START to our number to get texts again.",
    );

    // The business cancels the appointment and asks to text the caller: the change is made, the text is not sent.
    await page.goto('/appointments');
    const entry = page.getByRole('list', { name: 'Appointments' }).getByRole('listitem').filter({ hasText: 'Cleaning with Grace Hopper' });
    await entry.getByRole('button', { name: 'Cancel' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel this appointment?' });
    await expect(cancel.getByRole('checkbox', { name: /^Text Grace Hopper about it/ })).toBeChecked();
    await cancel.getByRole('button', { name: 'Cancel Appointment' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The caller opted out of texts (they replied STOP), so no text was sent.' })).toBeVisible();
    await expect(entry).toContainText('Cancelled');
    const texts = await withDatabase(async (client) => (await client.query('select link_name from text_messages where to_number = $1', [caller])).rows);
    expect(texts).toEqual([{ link_name: 'Directions' }]);
  });

  test('our team’s test call books through the receptionist’s tools: the appointment is on the page, in the calendar and on the call', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const id = await liveReceptionist(page, {
      booking: { enabled: true, types: [{ name: 'Consultation', minutes: 30 }], bufferMinutes: 0, minNoticeMinutes: 60, maxDaysAhead: 30 },
    });
    await adminSignIn(request);
    await goLive(request, id);
    // The worker has given the assistant the settings that book (docs/voice-platforms.md#the-sandbox).
    await expect
      .poll(async () => ((await (await page.request.get(`/api/receptionists/${id}/settings`)).json()) as { delivery: string }).delivery, { timeout: 30_000 })
      .toBe('live');
    const placed = await request.post(`/api/admin/receptionists/${id}/test-call`, { data: { outcome: 'appointment_booked' } });
    expect(placed.status(), await placed.text()).toBe(202);

    // A web call: the caller gives the sandbox's number to book under.
    await page.goto('/appointments');
    const entry = page
      .getByRole('list', { name: 'Appointments' })
      .getByRole('listitem')
      .filter({ hasText: /^.*Consultation with / });
    await expect(async () => {
      await page.reload();
      await expect(entry).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(entry).toContainText('+1 (555) 555-0100 · Front desk');
    await expect(entry).toContainText('Booked by Front desk during a call');
    await expect
      .poll(async () => (await sandboxEvents(id)).map((event) => event.summary), { timeout: 20_000 })
      .toEqual([expect.stringMatching(/^Consultation: /)]);

    await entry.getByRole('link', { name: 'View call' }).click();
    const did = page.getByRole('region', { name: 'What the receptionist did' });
    await expect(did.getByRole('listitem')).toHaveCount(2);
    await expect(did.getByRole('listitem').nth(0)).toContainText('Offered 6 times for Consultation');
    await expect(did.getByRole('listitem').nth(1)).toContainText(/Booked Consultation for .* on /);
  });
});
