import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { KnowledgeGapDto, ReceptionistSettingsDto } from '../../../api/generated/types.gen';
import { apiError, json, mockFetch, userDto } from '../../../test/fetch-mock';
import { receptionistDto } from '../../../test/receptionist-fixtures';
import { receptionistSettingsDto, settingsDocDto } from '../../../test/receptionist-settings-fixtures';
import { renderApp } from '../../../test/render-app';

const GAPS = '/api/receptionists/5/knowledge-gaps';
const walkIns: KnowledgeGapDto = { id: 11, question: 'Do you take walk-ins?', askedAt: '2026-11-26T14:05:00.000Z', timesAsked: 3, callId: 41 };
const parking: KnowledgeGapDto = { id: 12, question: 'Is there parking?', askedAt: '2026-11-25T09:00:00.000Z', timesAsked: 1, callId: 40 };

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
beforeAll(() => import('../pages/receptionist-settings-page'));

/** The customer's settings page of receptionist 5 (version 2) with these questions to answer. */
async function openPage(gaps: KnowledgeGapDto[], routes: Parameters<typeof mockFetch>[0] = {}) {
  let open = gaps;
  const settings = receptionistSettingsDto({ version: 2 });
  const fetchMock = mockFetch({
    'GET /api/user': () => json(200, userDto()),
    'GET /api/receptionists': () => json(200, [receptionistDto({ id: 5, name: 'Front desk' })]),
    'GET /api/receptionists/5/settings': () => json(200, settings),
    'GET /api/receptionists/5/settings/versions': () => json(200, []),
    [`GET ${GAPS}`]: () => json(200, open),
    ...routes,
  });
  renderApp('/receptionists/5/settings');
  const card = await screen.findByRole('region', { name: 'To answer' });
  return { card, fetchMock, settle: (id: number) => (open = open.filter((gap) => gap.id !== id)) };
}

describe('the “To answer” card of the settings page', () => {
  it('lists each question with when, how often and a link to the call, and counts them', async () => {
    const { card } = await openPage([walkIns, parking]);
    const item = await within(card).findByRole('listitem', { name: 'Do you take walk-ins?' });
    expect(item).toHaveTextContent(/asked 3 times/);
    expect(within(item).getByRole('link', { name: 'See the call' })).toHaveAttribute('href', '/calls/41');
    expect(within(card).getByRole('listitem', { name: 'Is there parking?' })).toHaveTextContent('asked once');
    expect(within(card).getByText('2 open')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'To answer' })).toHaveAttribute('href', '#to-answer');
  });

  it('says when there is nothing to answer', async () => {
    const { card } = await openPage([]);
    expect(await within(card).findByText('Nothing to answer: callers got an answer to every question.')).toBeInTheDocument();
  });

  it('saves an answer as a new version: the answers show the entry and the question leaves the list', async () => {
    let sent: unknown;
    const answered: ReceptionistSettingsDto = receptionistSettingsDto({
      version: 3,
      deliveryText: 'Applying version 3 to your receptionist…',
      settings: settingsDocDto({ answers: [{ question: 'Do you take walk-ins on weekdays?', answer: 'Yes, until 4 PM.' }] }),
    });
    const { card, settle } = await openPage([walkIns, parking], {
      [`POST ${GAPS}/11/answer`]: async (request) => {
        sent = await request.clone().json();
        settle(11);
        return json(200, answered);
      },
    });
    await user.click(await within(card).findByRole('button', { name: 'Answer “Do you take walk-ins?”' }));
    const form = within(card).getByRole('form', { name: 'Answer “Do you take walk-ins?”' });
    await user.click(within(form).getByRole('button', { name: 'Save answer' }));
    expect(await within(form).findByText('Write the answer')).toBeInTheDocument();

    await user.clear(within(form).getByRole('textbox', { name: 'Question' }));
    await user.type(within(form).getByRole('textbox', { name: 'Question' }), 'Do you take walk-ins on weekdays?');
    await user.type(within(form).getByRole('textbox', { name: 'Answer' }), '  Yes, until 4 PM. ');
    await user.click(within(form).getByRole('button', { name: 'Save answer' }));

    expect(await screen.findByText('Saved as version 3. Applying version 3 to your receptionist…')).toBeInTheDocument();
    expect(sent).toEqual({ baseVersion: 2, question: 'Do you take walk-ins on weekdays?', answer: 'Yes, until 4 PM.' });
    expect(await screen.findByRole('textbox', { name: 'Answer 1' })).toHaveValue('Yes, until 4 PM.');
    expect(await within(card).findByText('1 open')).toBeInTheDocument();
    expect(within(card).queryByRole('listitem', { name: 'Do you take walk-ins?' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal in the form and keeps what was typed', async () => {
    const { card } = await openPage([walkIns], {
      [`POST ${GAPS}/11/answer`]: () =>
        apiError(
          409,
          'Version 4 of these settings was saved since you opened them. Reload to see it, then make your change again.',
          'RECEPTIONIST_SETTINGS.STALE',
        ),
    });
    await user.click(await within(card).findByRole('button', { name: 'Answer “Do you take walk-ins?”' }));
    await user.type(within(card).getByRole('textbox', { name: 'Answer' }), 'Yes.');
    await user.click(within(card).getByRole('button', { name: 'Save answer' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Version 4 of these settings was saved since you opened them.');
    expect(within(card).getByRole('textbox', { name: 'Answer' })).toHaveValue('Yes.');
  });

  it('dismisses a question', async () => {
    const { card, settle, fetchMock } = await openPage([walkIns, parking], {
      [`POST ${GAPS}/12/dismiss`]: () => {
        settle(12);
        return new Response(null, { status: 204 });
      },
    });
    await user.click(await within(card).findByRole('button', { name: 'Dismiss “Is there parking?”' }));
    expect(await within(card).findByText('1 open')).toBeInTheDocument();
    expect(within(card).queryByRole('listitem', { name: 'Is there parking?' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input instanceof Request ? input.url : input).endsWith('/12/dismiss'))).toBe(true);
  });

  it('waits for unsaved changes to the settings before answering', async () => {
    const { card } = await openPage([walkIns]);
    await user.type(await screen.findByRole('textbox', { name: 'Greeting' }), ' Welcome!');
    expect(await within(card).findByText(/Save or undo your changes below first/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Answer “Do you take walk-ins?”' })).toBeDisabled();
  });
});
