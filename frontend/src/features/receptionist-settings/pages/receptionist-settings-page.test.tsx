import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReceptionistSettingsDto } from '../../../api/generated/types.gen';
import { json, mockFetch, userDto } from '../../../test/fetch-mock';
import { sentBodies } from '../../../test/form-fields';
import { calendarConnectionDto, receptionistSettingsDto, settingsDocDto, versionDto, versionSummaryDto } from '../../../test/receptionist-settings-fixtures';
import { renderApp } from '../../../test/render-app';
import { browserInTimeZone } from '../../../test/browser-time-zone';

const SETTINGS = '/api/receptionists/5/settings';
const STALE = 'Version 4 of these settings was saved since you opened them. Reload to see it, then make your change again.';
const LIVE_TEXT = 'Your receptionist answers with version 2.';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
beforeAll(() => import('./receptionist-settings-page'));

type Routes = Parameters<typeof mockFetch>[0];

/** /receptionists/5/settings for a signed-in customer whose receptionist 5 is 'Front desk' (the settings name it), once they are in. */
async function openPage(settings: ReceptionistSettingsDto, routes: Routes = {}) {
  const fetchMock = mockFetch({
    'GET /api/user': () => json(200, userDto()),
    [`GET ${SETTINGS}`]: () => json(200, settings),
    [`GET ${SETTINGS}/versions`]: () => json(200, settings.saved ? [settings.saved] : []),
    'GET /api/receptionists/5/knowledge-gaps': () => json(200, []),
    'GET /api/receptionists/5/calendar': () => json(200, calendarConnectionDto()),
    ...routes,
  });
  const view = renderApp('/receptionists/5/settings');
  await screen.findByRole('region', { name: 'Status' });
  return { ...view, fetchMock };
}

const saveButton = () => screen.getByRole('button', { name: 'Save' });
const dayRow = (day: string) => screen.getByRole('checkbox', { name: `${day} closed` }).closest('li') as HTMLElement;

describe('/receptionists/:id/settings', () => {
  describe('before the first save', () => {
    beforeEach(() => {
      browserInTimeZone('Europe/Lisbon');
    });

    it('shows the defaults, what the customer wrote when requesting it, and the browser’s time zone to save', async () => {
      await openPage(receptionistSettingsDto({ version: 0, requestedHours: 'Mon-Fri 8am-6pm, Sat 9-1' }));

      expect(screen.getByRole('heading', { level: 1, name: 'Front desk — Settings' })).toBeInTheDocument();
      const status = screen.getByRole('region', { name: 'Status' });
      expect(status).toHaveTextContent('Open now · closes at 5:00 PM');
      expect(status).toHaveTextContent('Our team builds your receptionist with these settings.');
      expect(status).toHaveTextContent('Not saved yet — these are the defaults');
      expect(status).toHaveTextContent('When you requested it you wrote: “Mon-Fri 8am-6pm, Sat 9-1”');

      expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Lisbon');
      expect(screen.getByText(/Set from this browser/)).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Monday from' })).toHaveValue('09:00');
      expect(screen.getByRole('combobox', { name: 'Friday to' })).toHaveValue('17:00');
      expect(screen.getByRole('checkbox', { name: 'Saturday closed' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Monday closed' })).not.toBeChecked();
      expect(screen.getByRole('textbox', { name: 'Greeting' })).toHaveValue('Thank you for calling Harbor Dental. How can I help you today?');
      expect(await screen.findByText('Nothing saved yet: your first save becomes version 1.')).toBeInTheDocument();
      // The zone is a change to save, not a default: Save is on.
      expect(saveButton()).toBeEnabled();
    });
  });

  it('sends the edited hours with the version they started from, and says which version they were saved as', async () => {
    const loaded = receptionistSettingsDto({ version: 1 });
    let saved: ReceptionistSettingsDto | undefined;
    const { fetchMock } = await openPage(loaded, {
      [`PUT ${SETTINGS}`]: async (request) => {
        const body = (await request.clone().json()) as { settings: ReceptionistSettingsDto['settings'] };
        saved = receptionistSettingsDto({ version: 2, settings: body.settings, delivery: 'live', deliveryText: LIVE_TEXT });
        return json(200, saved);
      },
    });
    expect(screen.getByRole('region', { name: 'Status' })).toHaveTextContent('Version 1 · saved Nov 21, 2026 at');
    expect(saveButton()).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Monday to' }), '18:30');
    await user.click(screen.getByRole('checkbox', { name: 'Saturday closed' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Saturday to' }), '13:00');
    await user.click(screen.getByRole('checkbox', { name: 'Friday closed' }));
    expect(saveButton()).toBeEnabled();
    await user.click(saveButton());

    expect(await screen.findByText(`Saved as version 2. ${LIVE_TEXT}`)).toBeInTheDocument();
    const weekly = settingsDocDto().hours.weekly;
    expect(await sentBodies(fetchMock, 'PUT', SETTINGS)).toEqual([
      {
        baseVersion: 1,
        settings: settingsDocDto({
          hours: {
            ...settingsDocDto().hours,
            weekly: { ...weekly, monday: [{ start: '09:00', end: '18:30' }], friday: [], saturday: [{ start: '09:00', end: '13:00' }] },
          },
        }),
      },
    ]);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Status' })).toHaveTextContent('Version 2 · saved'));
    expect(saveButton()).toBeDisabled();
  });

  it('puts the server’s message for a range on that range, and what the plan allows on the transfers', async () => {
    const overlap = 'Monday’s first and second ranges overlap';
    let answer = json(400, {
      statusCode: 400,
      code: 'REQUEST.VALIDATION_FAILED',
      message: overlap,
      errors: { 'settings.hours.weekly.monday.1': overlap },
      requestId: 'req-test',
    });
    await openPage(receptionistSettingsDto({ version: 1 }), { [`PUT ${SETTINGS}`]: () => answer });

    await user.click(screen.getByRole('button', { name: 'Add hours to Monday' }));
    expect(screen.getByRole('combobox', { name: 'Monday from (range 2)' })).toHaveValue('17:00');
    await user.click(saveButton());

    await waitFor(() => expect(within(dayRow('Monday')).getByRole('alert')).toHaveTextContent(overlap));
    expect(within(dayRow('Tuesday')).queryByRole('alert')).not.toBeInTheDocument();
    // The range's own message sits under its second range, not its first.
    const secondRange = screen.getByRole('combobox', { name: 'Monday from (range 2)' }).closest('.MuiStack-root')?.parentElement as HTMLElement;
    expect(secondRange).toHaveTextContent(overlap);

    const limit = 'Your Professional plan allows up to 3 people to transfer to (there are 4)';
    answer = json(403, {
      statusCode: 403,
      code: 'RECEPTIONIST_SETTINGS.LIMIT_REACHED',
      message: limit,
      errors: { 'settings.transfers': limit },
      requestId: 'req-test',
    });
    await user.click(saveButton());
    const transfers = screen.getByRole('region', { name: 'Transfers' });
    await waitFor(() => expect(within(transfers).getByRole('alert')).toHaveTextContent(limit));
  });

  it('offers Reload when another version was saved meanwhile, and starts again from it', async () => {
    let current = receptionistSettingsDto({ version: 3 });
    await openPage(current, {
      [`GET ${SETTINGS}`]: () => json(200, current),
      [`PUT ${SETTINGS}`]: () => json(409, { statusCode: 409, code: 'RECEPTIONIST_SETTINGS.STALE', message: STALE, requestId: 'req-test' }),
    });

    const greeting = screen.getByRole('textbox', { name: 'Greeting' });
    await user.clear(greeting);
    await user.click(greeting);
    await user.paste('Harbor Dental, good morning!');
    await user.click(saveButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(STALE);
    current = receptionistSettingsDto({ version: 4, settings: settingsDocDto({ greeting: 'Hello from version 4' }) });
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Greeting' })).toHaveValue('Hello from version 4'));
    expect(screen.getByRole('region', { name: 'Status' })).toHaveTextContent('Version 4 · saved');
    expect(screen.queryByText(STALE)).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('counts answers and transfer people against the plan, and stops adding at its limit', async () => {
    await openPage(
      receptionistSettingsDto({
        version: 1,
        allowance: { planName: 'Professional', answers: 2, transferPeople: 3 },
        settings: settingsDocDto({ answers: [{ question: 'Do you take walk-ins?', answer: 'Yes, until 4 PM.' }] }),
      }),
    );
    const answers = screen.getByRole('region', { name: 'Answers' });
    expect(answers).toHaveTextContent('1 of 2 answers on your Professional plan');
    expect(screen.getByRole('region', { name: 'Transfers' })).toHaveTextContent('0 of 3 people on your Professional plan');

    await user.click(within(answers).getByRole('button', { name: 'Add answer' }));
    expect(answers).toHaveTextContent('2 of 2 answers on your Professional plan');
    expect(within(answers).getByRole('button', { name: 'Add answer' })).toBeDisabled();
    expect(answers).toHaveTextContent('That is all your Professional plan allows');

    // The new answer moves above the first; both must be written before saving.
    await user.click(within(answers).getByRole('button', { name: 'Move answer 2 up' }));
    expect(within(answers).getByRole('textbox', { name: 'Question 2' })).toHaveValue('Do you take walk-ins?');
    await user.click(saveButton());
    expect(await within(answers).findByText('Write the question')).toBeInTheDocument();
  });

  it('shows an old version and restores it as a new version after asking', async () => {
    const v1 = settingsDocDto({
      hours: { ...settingsDocDto().hours, weekly: { ...settingsDocDto().hours.weekly, saturday: [{ start: '10:00', end: '14:00' }] } },
    });
    let versions = [versionSummaryDto(2, { changed: ['greeting'], changedLabels: ['Greeting'] }), versionSummaryDto(1)];
    const restored = receptionistSettingsDto({ version: 3, settings: v1, saved: versionSummaryDto(3, { restoredFrom: 1 }) });
    const { fetchMock } = await openPage(receptionistSettingsDto({ version: 2 }), {
      [`GET ${SETTINGS}/versions`]: () => json(200, versions),
      [`GET ${SETTINGS}/versions/1`]: () => json(200, versionDto(1, v1)),
      [`POST ${SETTINGS}/versions/1/restore`]: () => {
        versions = [versionSummaryDto(3, { restoredFrom: 1 }), ...versions];
        return json(200, restored);
      },
    });

    const history = screen.getByRole('region', { name: 'History' });
    const first = await within(history).findByRole('listitem', { name: 'Version 1' });
    expect(within(history).getByRole('listitem', { name: 'Version 2' })).toHaveTextContent('Changed: Greeting');
    expect(within(history).queryByRole('button', { name: 'Restore version 2' })).not.toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'View version 1' }));
    const view = await screen.findByRole('dialog', { name: 'Version 1' });
    expect(await within(view).findByText('Saturday: 10:00 AM–2:00 PM')).toBeInTheDocument();
    expect(within(view).getByText('Least notice: 2 hours')).toBeInTheDocument();
    expect(within(view).getByText('Kinds: Appointment (30 min)')).toBeInTheDocument();
    await user.click(within(view).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(first).getByRole('button', { name: 'Restore version 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Restore version 1?' });
    expect(confirm).toHaveTextContent('Its settings are saved again as version 3');
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));

    expect(await screen.findByText(/Restored version 1 as version 3\./)).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'POST', `${SETTINGS}/versions/1/restore`)).toEqual([{ baseVersion: 2 }]);
    expect(await within(screen.getByRole('region', { name: 'History' })).findByRole('listitem', { name: 'Version 3' })).toHaveTextContent(
      'Restored from version 1',
    );
    expect(screen.getByRole('combobox', { name: 'Saturday to' })).toHaveValue('14:00');
    expect(screen.getByRole('region', { name: 'Status' })).toHaveTextContent('Version 3 · saved');
  });
});

describe('/admin/receptionists/:id/settings', () => {
  it('reads and saves through the back office’s endpoints, with a way back to it', async () => {
    const admin = '/api/admin/receptionists/5/settings';
    const fetchMock = mockFetch({
      'GET /api/user': () => json(200, userDto({ role: 'admin' })),
      'GET /api/admin/me': () => json(200, userDto({ role: 'admin' })),
      [`GET ${admin}`]: () => json(200, receptionistSettingsDto({ version: 2 })),
      [`GET ${admin}/versions`]: () => json(200, [versionSummaryDto(2)]),
      'GET /api/admin/receptionists/5/calendar': () => json(200, calendarConnectionDto()),
      [`PUT ${admin}`]: () => json(200, receptionistSettingsDto({ version: 3 })),
    });
    renderApp('/admin/receptionists/5/settings');
    await screen.findByRole('region', { name: 'Status' });

    expect(screen.getByRole('heading', { level: 1, name: 'Front desk of Harbor Dental — Settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back office' })).toHaveAttribute('href', '/admin?tab=receptionists');
    await user.click(screen.getByRole('radio', { name: 'Say the opening hours and end the call' }));
    await user.click(saveButton());
    expect(await screen.findByText(/Saved as version 3\./)).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'PUT', admin)).toMatchObject([{ baseVersion: 2, settings: { afterHours: { action: 'announce', transferTo: '' } } }]);
    expect(fetchMock.mock.calls.some(([request]) => new URL((request as Request).url).pathname === SETTINGS)).toBe(false);
  });

  it('shows our team what the assistant is told and sends the newest version to it again', async () => {
    const admin = '/api/admin/receptionists/5/settings';
    const fetchMock = mockFetch({
      'GET /api/user': () => json(200, userDto({ role: 'admin' })),
      'GET /api/admin/me': () => json(200, userDto({ role: 'admin' })),
      [`GET ${admin}`]: () =>
        json(
          200,
          receptionistSettingsDto({ version: 2, delivery: 'failed', deliveryText: 'Version 2 could not be applied yet: our team has been told and is on it.' }),
        ),
      [`GET ${admin}/versions`]: () => json(200, [versionSummaryDto(2)]),
      'GET /api/admin/receptionists/5/calendar': () => json(200, calendarConnectionDto()),
      [`GET ${admin}/instructions`]: () =>
        json(200, {
          version: 2,
          firstMessage: '{% raw %}Harbor Dental, this is Ava.{% endraw %}',
          systemPrompt: 'You are the phone receptionist of Harbor Dental.',
          transferDestinations: [{ number: '+14155550101', description: 'Dr. Patel, at any hour', message: 'One moment.' }],
        }),
      [`POST ${admin}/apply`]: () =>
        json(200, receptionistSettingsDto({ version: 2, delivery: 'applying', deliveryText: 'Applying version 2 to your receptionist…' })),
    });
    renderApp('/admin/receptionists/5/settings');
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(status).toHaveTextContent('Version 2 could not be applied yet');

    await user.click(screen.getByRole('button', { name: 'What the assistant is told' }));
    const dialog = await screen.findByRole('dialog', { name: 'What the assistant is told (version 2)' });
    expect(within(dialog).getByRole('region', { name: 'System prompt' })).toHaveTextContent('You are the phone receptionist of Harbor Dental.');
    expect(within(dialog).getByRole('region', { name: 'Transfer destinations' })).toHaveTextContent('+14155550101: Dr. Patel, at any hour');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Send to the assistant again' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Status' })).toHaveTextContent('Applying version 2 to your receptionist…'));
    expect(
      fetchMock.mock.calls.filter(([request]) => (request as Request).method === 'POST' && new URL((request as Request).url).pathname === `${admin}/apply`),
    ).toHaveLength(1);
  });
});
