import { test, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { adminSignIn } from '../support/admin';
import { subscribeThroughApi } from '../support/billing';
import { deliverToolCall, goLive } from '../support/calls';

// `npm run screenshots -w e2e -- -g appointments`: the Appointments page (the upcoming list, the week, the reschedule
// dialog) and the settings' Appointments and Links to text, at phone and desktop widths, light and dark. Each shot signs
// up a customer with two live receptionists open around the clock in UTC, booking on, and a week of appointments.
const WIDTHS = [1280, 390];
const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const CALLERS = ['Grace Hopper', 'Alan Turing', 'Katherine Johnson', 'Margaret Hamilton', 'Dorothy Vaughan', 'Edsger Dijkstra'];
const KINDS = ['Cleaning', 'Check-up', 'Whitening'];

function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function receptionist(page: Page, admin: APIRequestContext, name: string): Promise<number> {
  const response = await page.request.post('/api/receptionists', { data: { name, phoneNumber: '+1 (415) 555-0134' } });
  const { id } = (await response.json()) as { id: number };
  await goLive(admin, id);
  const path = `/api/receptionists/${id}/settings`;
  const current = (await (await page.request.get(path)).json()) as { version: number; settings: Record<string, unknown> };
  const allDay = [{ start: '00:00', end: '24:00' }];
  await page.request.put(path, {
    data: {
      baseVersion: current.version,
      settings: {
        ...current.settings,
        hours: { timeZone: 'UTC', weekly: Object.fromEntries(WEEK.map((day) => [day, allDay])), overrides: [] },
        booking: {
          enabled: true,
          types: [
            { name: 'Cleaning', minutes: 45 },
            { name: 'Check-up', minutes: 30 },
            { name: 'Whitening', minutes: 60 },
          ],
          bufferMinutes: 15,
          minNoticeMinutes: 1440,
          maxDaysAhead: 60,
        },
        links: [
          { name: 'Directions', url: 'https://maps.example.com/harbor-dental' },
          { name: 'New patient form', url: 'https://harbordental.example.com/forms/new-patient' },
        ],
      },
    },
  });
  return id;
}

/** The customer, two receptionists and a dozen appointments over the next days, one cancelled; the first receptionist's id. */
async function customerWithAppointments(page: Page, admin: APIRequestContext): Promise<number> {
  await page.request.post('/api/register', {
    data: { email: uniqueEmail('shots'), password: 'screenshot-password', firstName: 'Grace', lastName: 'Hopper', companyName: 'Harbor Dental' },
  });
  // Business: room for two receptionists.
  await subscribeThroughApi(page, 'business');
  await adminSignIn(admin);
  const frontDesk = await receptionist(page, admin, 'Front desk');
  const spanish = await receptionist(page, admin, 'Spanish line');
  for (let index = 0; index < 12; index += 1) {
    const id = index % 3 === 2 ? spanish : frontDesk;
    await deliverToolCall(
      page.request,
      `sandbox-assistant-${id}`,
      'book_appointment',
      {
        appointmentType: KINDS[index % KINDS.length],
        start: `${dayFromNow(1 + (index % 6))}T${String(9 + ((index * 5) % 8)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`,
        callerName: CALLERS[index % CALLERS.length],
        notes: index % 4 === 0 ? 'First visit; asked for Dr. Patel and a reminder text the day before.' : '',
      },
      `+1415555${String(1000 + index).padStart(4, '0')}`,
    );
  }
  const list = (await (await page.request.get('/api/appointments?pageSize=50')).json()) as { items: { id: number }[] };
  await page.request.post(`/api/appointments/${list.items[3].id}/cancel`);
  return frontDesk;
}

const SHOTS: Record<string, (page: Page, admin: APIRequestContext) => Promise<void>> = {
  list: async (page, admin) => {
    await customerWithAppointments(page, admin);
    await page.goto('/appointments');
    await page.getByRole('list', { name: 'Appointments' }).waitFor();
  },
  week: async (page, admin) => {
    await customerWithAppointments(page, admin);
    await page.goto('/appointments?view=week');
    await page.getByRole('button', { name: /with/ }).first().waitFor();
  },
  reschedule: async (page, admin) => {
    await customerWithAppointments(page, admin);
    await page.goto('/appointments');
    await page.getByRole('button', { name: 'Reschedule' }).first().click();
    await page.getByRole('dialog', { name: 'Reschedule appointment' }).waitFor();
  },
  cancel: async (page, admin) => {
    await customerWithAppointments(page, admin);
    await page.goto('/appointments');
    await page.getByRole('button', { name: 'Cancel' }).first().click();
    await page.getByRole('dialog', { name: 'Cancel this appointment?' }).waitFor();
  },
  settings: async (page, admin) => {
    const id = await customerWithAppointments(page, admin);
    await page.goto(`/receptionists/${id}/settings`);
    await page.getByRole('region', { name: 'Status' }).waitFor();
    await page.locator('#booking').evaluate((element) => element.scrollIntoView({ block: 'start' }));
  },
  'settings-links': async (page, admin) => {
    const id = await customerWithAppointments(page, admin);
    await page.goto(`/receptionists/${id}/settings`);
    await page.getByRole('region', { name: 'Status' }).waitFor();
    await page.locator('#links').evaluate((element) => element.scrollIntoView({ block: 'start' }));
  },
};

test.describe('appointments shots', () => {
  test.use({ timezoneId: 'UTC' });
  for (const theme of ['light', 'dark'] as const) {
    for (const width of WIDTHS) {
      for (const [name, open] of Object.entries(SHOTS)) {
        test(`appointments ${name} at ${width}px, ${theme}`, async ({ page, request }) => {
          test.setTimeout(120_000);
          await page.setViewportSize({ width, height: 844 });
          await page.addInitScript((mode) => localStorage.setItem('theme-mode', mode), theme);
          await open(page, request);
          await page.waitForLoadState('networkidle');
          await page.screenshot({
            path: `screenshots/appointments-${name}-${width}-${theme}.png`,
            fullPage: name === 'list' || name === 'week',
            animations: 'disabled',
          });
        });
      }
    }
  }
});
