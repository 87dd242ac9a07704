import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signUpCustomer } from '../support/billing';
import { adminSignIn, withDatabase } from '../support/admin';
import { callsOverDays, currentUserId, insertCalls, receptionistFor, variedCalls, type SeededCall } from '../support/calls';

// `npm run screenshots -w e2e`: the dashboard's Overview, Schedule and Support tabs, the Calls pages, and calls this
// period on the receptionists page and in the back office, at phone and desktop widths, light and dark.
// Each shot signs up a customer, brings the page to the state shown, and leaves it there.
type DashboardShot = (page: Page, admin: APIRequestContext) => Promise<void>;

const MESSAGE = 'Since Monday our receptionist does not forward calls to the front desk when a caller asks for a person.';

async function submitTicket(page: Page, subject: string, extra: Record<string, string> = {}): Promise<number> {
  const response = await page.request.post('/api/support-request', { data: { subject, message: MESSAGE, ...extra } });
  return ((await response.json()) as { id: number }).id;
}

async function openSupport(page: Page): Promise<void> {
  await page.goto('/dashboard?tab=support');
  await page.getByRole('form', { name: 'Support request' }).waitFor();
}

/** Professional (1,000 calls a month) set by our team, with room for two live receptionists sharing these calls. */
async function customerWithCalls(page: Page, admin: APIRequestContext, calls: SeededCall[]): Promise<number> {
  const userId = await currentUserId(page);
  const plan = { subscriptionPlan: 'professional', subscriptionStatus: 'active', receptionistLimitActive: true, receptionistLimit: 2 };
  expect((await admin.patch(`/api/admin/users/${userId}`, { data: plan })).ok()).toBe(true);
  const frontDesk = await receptionistFor(page, admin, 'Front desk', true);
  const afterHours = await receptionistFor(page, admin, 'After-hours line', true);
  await insertCalls(
    userId,
    frontDesk,
    calls.filter((_, index) => index % 4 !== 3),
  );
  await insertCalls(
    userId,
    afterHours,
    calls.filter((_, index) => index % 4 === 3),
  );
  return userId;
}

/** What the platform's summaries read like: a sentence or two naming the caller and what came of the call. */
const LONG_SUMMARIES: Record<SeededCall['outcome'], string> = {
  appointment_booked: 'Maria Lopez booked a cleaning appointment for Tuesday at 10 AM and asked whether her new insurance covers X-rays.',
  message_taken: 'James Carter left a message for Dr. Lee about a billing question on his last invoice and asked for a call back after 3 PM.',
  transferred: 'Priya Shah called about a toothache since last night; the receptionist put her through to the front desk.',
  answered_question: 'A caller asked about Saturday opening hours and parking near Harbor Street; the receptionist answered from the business information.',
  spam: 'A recorded sales pitch for extended car warranties; the receptionist ended the call.',
  hang_up: 'The caller hung up before saying what they wanted.',
  failed: 'The call dropped while connecting.',
};

function summarisedCalls(count: number): SeededCall[] {
  return variedCalls(count).map((call) => ({ ...call, summary: LONG_SUMMARIES[call.outcome] }));
}

async function openOverview(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await page.getByRole('region', { name: 'Calls this period' }).waitFor();
}

/** The back office's users list, searched to the customer, as our team sees their calls this period. */
async function openAdminUsers(page: Page): Promise<void> {
  const { email } = (await (await page.request.get('/api/user')).json()) as { email: string };
  await adminSignIn(page.request);
  await page.goto('/admin?tab=users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await page.getByRole('row', { name: email }).waitFor();
  await page.getByRole('row').nth(2).waitFor({ state: 'detached' });
}

const REPEAT_CALLER = '+14155551004';

/** Twelve varied calls where the first number calls twice more today, named by the owner, and another calls back once. */
async function repeatCallers(page: Page, admin: APIRequestContext): Promise<void> {
  const frontDesk = await receptionistFor(page, admin, 'Front desk', true);
  const calls = variedCalls(12).map((call, index) => ({
    ...call,
    callerNumber: [0, 3, 7].includes(index) ? REPEAT_CALLER : index === 9 ? '+14155551005' : call.callerNumber,
  }));
  await insertCalls(await currentUserId(page), frontDesk, calls);
  expect((await page.request.put(`/api/callers/${encodeURIComponent(REPEAT_CALLER)}/name`, { data: { name: 'Ada Lovelace' } })).ok()).toBe(true);
}

const DASHBOARD_SHOTS: Record<string, DashboardShot> = {
  // Usage (issue 18): a month of calls under the allowance; about 88% of it; a new customer with no plan and a
  // receptionist in training; the receptionists page's summary at 88%; the back office's column and View Details of a
  // customer above the allowance.
  overview: async (page, admin) => {
    const userId = await customerWithCalls(page, admin, callsOverDays(30, 9));
    // Two questions Front desk's callers asked that it could not answer: its row carries the "to answer" badge.
    await withDatabase((client) =>
      client.query(
        `insert into knowledge_gaps (user_id, receptionist_id, call_id, question, question_key, asked_at)
         select c.user_id, c.receptionist_id, c.id, q.question, lower(q.question), c.started_at
         from (select * from calls where user_id = $1 and receptionist_name = 'Front desk' order by started_at desc limit 1) c,
           unnest(array['Do you validate parking?', 'Is there a dentist who speaks Polish?']) as q(question)`,
        [userId],
      ),
    );
    await openOverview(page);
  },
  'overview-table': async (page, admin) => {
    await customerWithCalls(page, admin, callsOverDays(30, 9));
    await openOverview(page);
    await page.getByRole('button', { name: 'Show as table' }).click();
    await page.getByRole('table', { name: 'Calls per day, last 30 days' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0)); // the button's click scrolled: the full-page picture starts at the top
  },
  'overview-near-allowance': async (page, admin) => {
    await customerWithCalls(page, admin, callsOverDays(26, 56));
    await openOverview(page);
  },
  'overview-no-plan': async (page, admin) => {
    const training = await receptionistFor(page, admin, 'Front desk', false);
    await admin.patch(`/api/admin/receptionists/${training.id}`, { data: { status: 'training' } });
    await openOverview(page);
    await page.getByRole('heading', { name: 'No calls yet' }).waitFor();
  },
  'overview-receptionists-page': async (page, admin) => {
    await customerWithCalls(page, admin, callsOverDays(26, 56));
    await page.goto('/receptionists');
    await page.getByRole('progressbar', { name: 'Calls used this period' }).waitFor();
  },
  'overview-admin-users': async (page, admin) => {
    await customerWithCalls(page, admin, callsOverDays(26, 70));
    await openAdminUsers(page);
  },
  'overview-admin-details': async (page, admin) => {
    await customerWithCalls(page, admin, callsOverDays(26, 70));
    await openAdminUsers(page);
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    const usage = page.getByRole('dialog').getByRole('region', { name: 'Calls this period' });
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.MuiDialog-container')!).opacity === '1');
    await usage.evaluate((section) => section.scrollIntoView({ block: 'start' })); // below the profile and subscription
  },
  'schedule-book': async (page) => {
    await page.goto('/dashboard?tab=schedule');
    await page.getByRole('article', { name: 'Product Demo' }).waitFor();
  },
  'schedule-blocked': async (page) => {
    await page.goto('/dashboard?tab=schedule');
    await page.evaluate(() => {
      window.open = () => null;
    });
    await page.getByRole('article', { name: 'Consultation Call' }).getByRole('button', { name: 'Open in scheduler' }).click();
    await page.getByRole('link', { name: 'Open the Consultation Call scheduling page' }).waitFor();
    // The notice, once it has grown in.
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.MuiSnackbar-root > *')!).opacity === '1');
  },
  'schedule-help': async (page) => {
    await page.goto('/dashboard?tab=schedule');
    await page.getByRole('tab', { name: 'Help & Information' }).click();
    await page.getByRole('heading', { name: 'Meet our team' }).waitFor();
  },
  'support-form': async (page) => {
    await openSupport(page);
    await page.getByText('No support requests yet').waitFor();
  },
  'support-errors': async (page) => {
    await openSupport(page);
    await page.getByRole('textbox', { name: 'Subject' }).fill('Help');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await page.getByText('Message must be at least 20 characters').waitFor();
  },
  'support-submitted': async (page) => {
    await openSupport(page);
    const form = page.getByRole('form', { name: 'Support request' });
    await form.getByRole('textbox', { name: 'Subject' }).fill('Calls are not forwarded');
    await form.getByRole('textbox', { name: 'Message' }).fill(MESSAGE);
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await page.getByRole('heading', { name: 'Support Request Submitted' }).waitFor();
    await page.getByRole('listitem', { name: 'Calls are not forwarded' }).waitFor();
    // Past the success notice, so the picture shows the page.
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('status').filter({ hasText: 'Support request submitted' }).waitFor({ state: 'detached' });
  },
  'support-list': async (page, admin) => {
    const statuses = [null, 'in-progress', 'resolved', 'closed'] as const;
    const subjects = ['Add Spanish to our front desk line', 'Invoice for November', 'Greeting mentions our old address', 'Calls are not forwarded'];
    const categories = ['product', 'billing', 'general', 'technical'];
    const ids: number[] = [];
    for (const [index, subject] of subjects.entries()) {
      ids.push(await submitTicket(page, subject, { category: categories[index], priority: ['low', 'medium', 'high', 'high'][index] }));
    }
    // Oldest first above, so the newest (open) one heads the list.
    for (const [index, status] of [...statuses].reverse().entries()) {
      if (status) await admin.patch(`/api/admin/support-requests/${ids[index]}`, { data: { status } });
    }
    await openSupport(page);
    await page.getByRole('listitem').first().waitFor();
  },
  'support-signed-out': async (page) => {
    await openSupport(page);
    await page.request.post('/api/logout');
    const form = page.getByRole('form', { name: 'Support request' });
    await form.getByRole('textbox', { name: 'Subject' }).fill('Calls are not forwarded');
    await form.getByRole('textbox', { name: 'Message' }).fill(MESSAGE);
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await page.getByText('Authentication Required').waitFor();
  },
  // The Calls pages: a log of 30 calls (summaries as long as the platform's), searched with a preset of days, as our
  // team's Calls tab shows them, the wait for a receptionist in training, and one call.
  'calls-list': async (page, admin) => {
    const frontDesk = await receptionistFor(page, admin, 'Front desk', true);
    await insertCalls(await currentUserId(page), frontDesk, summarisedCalls(30));
    await page.goto('/calls');
    await page.getByRole('list', { name: 'Calls' }).waitFor();
  },
  // Callers: a log where numbers call again (one the owner named, one twice today), and that caller's page.
  'calls-callers': async (page, admin) => {
    await repeatCallers(page, admin);
    await page.goto('/calls');
    await page.getByRole('list', { name: 'Calls' }).waitFor();
  },
  'caller-page': async (page, admin) => {
    await repeatCallers(page, admin);
    await page.goto(`/callers/${encodeURIComponent(REPEAT_CALLER)}`);
    await page.getByRole('list', { name: 'Calls' }).waitFor();
  },
  'caller-rename': async (page, admin) => {
    await repeatCallers(page, admin);
    await page.goto(`/callers/${encodeURIComponent(REPEAT_CALLER)}`);
    await page.getByRole('button', { name: 'Rename' }).click();
    await page.getByRole('dialog', { name: 'Name this caller' }).waitFor();
    await page.waitForTimeout(400); // the dialog's fade-in
  },
  'calls-search': async (page, admin) => {
    const frontDesk = await receptionistFor(page, admin, 'Front desk', true);
    await insertCalls(await currentUserId(page), frontDesk, summarisedCalls(30));
    await page.goto('/calls?q=appointments');
    await page.getByRole('button', { name: '7 days' }).click();
    await page.getByRole('button', { name: '7 days', pressed: true }).waitFor();
    await page.getByRole('list', { name: 'Calls' }).waitFor();
  },
  'calls-admin': async (page, admin) => {
    const frontDesk = await receptionistFor(page, admin, 'Front desk', true);
    const userId = await currentUserId(page);
    await insertCalls(userId, frontDesk, summarisedCalls(30));
    await adminSignIn(page.request);
    await page.goto(`/admin?tab=calls&userId=${userId}`);
    await page.getByRole('table', { name: 'Calls' }).getByRole('row').nth(20).waitFor();
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
    // What the receptionist did with its tools on the call: a look-up, a booking and a text.
    await withDatabase((client) =>
      client.query(
        `insert into voice_tool_calls (platform, tool_call_id, platform_call_id, receptionist_id, name, arguments, ok, result, summary, action, created_at)
         select c.platform, c.platform_call_id || '-' || t.name, c.platform_call_id, c.receptionist_id, t.name, '{}', true, '', t.summary, t.action, c.started_at + t.after
         from calls c, (values ('check_availability', 'Offered 6 times for Cleaning, from Tuesday, December 1 at 9:00 AM', null, interval '20 seconds'),
                               ('book_appointment', 'Booked Cleaning for Ada Lovelace on Tuesday, December 1 at 9:00 AM', 'booked', interval '40 seconds'),
                               ('send_sms_link', 'Texted the Directions link to the number ending 0123', 'texted', interval '55 seconds'))
              as t(name, summary, action, after)
         where c.id = $1`,
        [id],
      ),
    );
    // The text that tool call sent, delivered.
    await withDatabase((client) =>
      client.query(
        `insert into text_messages (user_id, receptionist_id, platform_call_id, tool_call_id, to_number, body, link_name, status)
         select c.user_id, c.receptionist_id, c.platform_call_id, c.platform_call_id || '-send_sms_link', '+14155550123', 'Front desk: here is the Directions link', 'Directions', 'delivered'
         from calls c where c.id = $1`,
        [id],
      ),
    );
    await page.goto(`/calls/${id}`);
    await page.getByRole('list', { name: 'Transcript' }).waitFor();
    await page.getByRole('region', { name: 'What the receptionist did' }).waitFor();
    await page.getByRole('region', { name: 'Follow-up' }).waitFor(); // insertCalls made the booking's follow-up
    await page.waitForFunction(() => (document.querySelector('audio')?.readyState ?? 0) >= 1);
  },
  'call-in-progress': async (page, admin) => {
    const frontDesk = await receptionistFor(page, admin, 'Front desk', true);
    const [id] = await insertCalls(await currentUserId(page), frontDesk, variedCalls(1));
    // As a status update leaves a call before its report: going on, nothing to read or play yet.
    await withDatabase((client) =>
      client.query(
        "update calls set status = 'in_progress', ended_at = null, duration_seconds = null, outcome = null, summary = null, transcript = null, recording_ref = null where id = $1",
        [id],
      ),
    );
    await page.goto(`/calls/${id}`);
    await page.getByText('This call is still going on.', { exact: false }).waitFor();
  },
};

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    for (const [name, prepare] of Object.entries(DASHBOARD_SHOTS)) {
      test(`dashboard ${name} at ${width}px, ${theme}`, async ({ page, request }) => {
        await page.setViewportSize({ width, height: 844 });
        await page.addInitScript((mode) => localStorage.setItem('theme-mode', mode), theme);
        await signUpCustomer(page, 'Grace');
        await adminSignIn(request);
        await prepare(page, request);
        await page.waitForLoadState('networkidle');
        // A dialog covers the viewport: a full-page picture would show it wherever the page happened to be scrolled.
        await page.screenshot({ path: `screenshots/dashboard-${name}-${width}-${theme}.png`, fullPage: !name.endsWith('-details') });
      });
    }
  }
}
