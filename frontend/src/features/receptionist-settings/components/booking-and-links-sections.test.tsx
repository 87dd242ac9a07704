import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReceptionistSettingsDto } from '../../../api/generated/types.gen';
import { json, mockFetch, userDto } from '../../../test/fetch-mock';
import { sentBodies } from '../../../test/form-fields';
import { calendarConnectionDto, receptionistSettingsDto, settingsDocDto } from '../../../test/receptionist-settings-fixtures';
import { renderApp } from '../../../test/render-app';

const SETTINGS = '/api/receptionists/5/settings';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
beforeAll(() => import('../pages/receptionist-settings-page'));

type Routes = Parameters<typeof mockFetch>[0];

async function openPage(settings: ReceptionistSettingsDto, routes: Routes = {}) {
  const fetchMock = mockFetch({
    'GET /api/user': () => json(200, userDto()),
    [`GET ${SETTINGS}`]: () => json(200, settings),
    [`GET ${SETTINGS}/versions`]: () => json(200, []),
    'GET /api/receptionists/5/knowledge-gaps': () => json(200, []),
    'GET /api/receptionists/5/calendar': () => json(200, calendarConnectionDto()),
    [`PUT ${SETTINGS}`]: async (request) => {
      const body = (await request.clone().json()) as { settings: ReceptionistSettingsDto['settings'] };
      return json(200, receptionistSettingsDto({ version: settings.version + 1, settings: body.settings }));
    },
    ...routes,
  });
  renderApp('/receptionists/5/settings');
  await screen.findByRole('region', { name: 'Status' });
  return fetchMock;
}

const appointments = () => screen.getByRole('region', { name: 'Appointments' });
const links = () => screen.getByRole('region', { name: 'Links to text' });
const saveButton = () => screen.getByRole('button', { name: 'Save' });

/** Replaces a field's text at once: long text is pasted, not typed. */
async function fill(field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) {
    await user.click(field);
    await user.paste(text);
  }
}

describe('the settings’ Appointments and Links to text', () => {
  it('turns booking on with two kinds and its rules, and texts a link, in the document it saves', async () => {
    const fetchMock = await openPage(receptionistSettingsDto({ version: 1 }));
    const section = appointments();
    expect(within(section).getByRole('switch', { name: 'Book appointments during calls' })).not.toBeChecked();
    expect(within(section).getByRole('textbox', { name: 'Kind 1 name' })).toHaveValue('Appointment');
    // 120 minutes of notice read as 2 hours.
    expect(within(section).getByRole('spinbutton', { name: 'Least notice' })).toHaveValue(2);
    expect(within(section).getByRole('combobox', { name: 'Unit' })).toHaveTextContent('hours');

    await user.click(within(section).getByRole('switch', { name: 'Book appointments during calls' }));
    await fill(within(section).getByRole('textbox', { name: 'Kind 1 name' }), 'Cleaning');
    await fill(within(section).getByRole('spinbutton', { name: 'Kind 1 minutes' }), '45');
    await user.click(within(section).getByRole('button', { name: 'Add kind' }));
    await fill(within(section).getByRole('textbox', { name: 'Kind 2 name' }), 'Whitening');
    await fill(within(section).getByRole('spinbutton', { name: 'Minutes kept free after each' }), '10');
    await fill(within(section).getByRole('spinbutton', { name: 'Days ahead callers can book' }), '30');
    await fill(within(section).getByRole('spinbutton', { name: 'Least notice' }), '1');
    await user.click(within(section).getByRole('combobox', { name: 'Unit' }));
    await user.click(screen.getByRole('option', { name: 'days' }));

    await user.click(within(links()).getByRole('button', { name: 'Add link' }));
    await fill(within(links()).getByRole('textbox', { name: 'Link 1 name' }), 'Directions');
    await fill(within(links()).getByRole('textbox', { name: 'Link 1 address' }), 'https://maps.example.com/harbor-dental');
    await user.click(saveButton());

    expect(await screen.findByText(/Saved as version 2\./)).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'PUT', SETTINGS)).toEqual([
      {
        baseVersion: 1,
        settings: settingsDocDto({
          booking: {
            enabled: true,
            types: [
              { name: 'Cleaning', minutes: 45 },
              { name: 'Whitening', minutes: 30 },
            ],
            bufferMinutes: 10,
            minNoticeMinutes: 1440,
            maxDaysAhead: 30,
          },
          links: [{ name: 'Directions', url: 'https://maps.example.com/harbor-dental' }],
        }),
      },
    ]);
  });

  it('reads a version from before appointments and links with their defaults', async () => {
    const { booking: _booking, links: _links, ...older } = settingsDocDto();
    await openPage(receptionistSettingsDto({ version: 1, settings: older }));
    expect(within(appointments()).getByRole('textbox', { name: 'Kind 1 name' })).toHaveValue('Appointment');
    expect(links()).toHaveTextContent('No links yet.');
  });

  it('checks the kinds, the rules and the links with the server’s messages before saving', async () => {
    const fetchMock = await openPage(receptionistSettingsDto({ version: 1 }));
    const section = appointments();

    await fill(within(section).getByRole('textbox', { name: 'Kind 1 name' }), '');
    await fill(within(section).getByRole('spinbutton', { name: 'Kind 1 minutes' }), '3');
    await fill(within(section).getByRole('spinbutton', { name: 'Minutes kept free after each' }), '121');
    await fill(within(section).getByRole('spinbutton', { name: 'Days ahead callers can book' }), '');
    await fill(within(section).getByRole('spinbutton', { name: 'Least notice' }), '15');
    await user.click(within(section).getByRole('combobox', { name: 'Unit' }));
    await user.click(screen.getByRole('option', { name: 'days' }));
    await user.click(within(links()).getByRole('button', { name: 'Add link' }));
    await fill(within(links()).getByRole('textbox', { name: 'Link 1 address' }), 'http://example.com/book');
    await user.click(saveButton());

    expect(await within(section).findByText('Name the kind of appointment')).toBeInTheDocument();
    expect(within(section).getByText('An appointment lasts at least 5 minutes')).toBeInTheDocument();
    expect(within(section).getByText('Keep between 0 and 120 minutes free between appointments')).toBeInTheDocument();
    expect(within(section).getByText('Book between 1 and 365 days ahead')).toBeInTheDocument();
    expect(within(section).getByText('The notice is between 0 minutes and 14 days')).toBeInTheDocument();
    expect(within(links()).getByText('Name the link')).toBeInTheDocument();
    expect(within(links()).getByText('Enter a full https:// link, such as https://example.com/book')).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'PUT', SETTINGS)).toEqual([]);
  });

  it('asks for a kind when booking is on', async () => {
    await openPage(receptionistSettingsDto({ version: 1 }));
    const section = appointments();
    await user.click(within(section).getByRole('switch', { name: 'Book appointments during calls' }));
    await user.click(within(section).getByRole('button', { name: 'Remove kind 1' }));
    await user.click(saveButton());
    expect(await within(section).findByRole('alert')).toHaveTextContent('Add at least one kind of appointment the receptionist can book');
  });

  it('stops adding kinds and links at ten', async () => {
    const nine = Array.from({ length: 9 }, (_, index) => index + 1);
    await openPage(
      receptionistSettingsDto({
        version: 1,
        settings: settingsDocDto({
          booking: { ...settingsDocDto().booking!, types: nine.map((n) => ({ name: `Kind ${n}`, minutes: 30 })) },
          links: nine.map((n) => ({ name: `Link ${n}`, url: `https://example.com/${n}` })),
        }),
      }),
    );
    const section = appointments();
    await user.click(within(section).getByRole('button', { name: 'Add kind' }));
    expect(within(section).getByRole('button', { name: 'Add kind' })).toBeDisabled();
    expect(section).toHaveTextContent('That is 10 kinds, the most a receptionist books.');
    await user.click(within(links()).getByRole('button', { name: 'Add link' }));
    expect(within(links()).getByRole('button', { name: 'Add link' })).toBeDisabled();
    expect(links()).toHaveTextContent('That is 10 links, the most a receptionist texts.');
  });

  it('puts the server’s messages on the kind and the link they name', async () => {
    const duplicate = 'Another kind of appointment is called cleaning (kind 1)';
    const linkTaken = 'Another link is called Directions (link 1)';
    await openPage(
      receptionistSettingsDto({
        version: 1,
        settings: settingsDocDto({
          links: [
            { name: 'Directions', url: 'https://maps.example.com/a' },
            { name: 'Directions', url: 'https://maps.example.com/b' },
          ],
        }),
      }),
      {
        [`PUT ${SETTINGS}`]: () =>
          json(400, {
            statusCode: 400,
            code: 'REQUEST.VALIDATION_FAILED',
            message: duplicate,
            errors: { 'settings.booking.types.1.name': duplicate, 'settings.links.1.name': linkTaken },
            requestId: 'req-test',
          }),
      },
    );
    const section = appointments();
    await user.click(within(section).getByRole('button', { name: 'Add kind' }));
    await fill(within(section).getByRole('textbox', { name: 'Kind 2 name' }), 'cleaning');
    await user.click(saveButton());

    await waitFor(() => expect(within(section).getByRole('textbox', { name: 'Kind 2 name' })).toHaveAccessibleDescription(duplicate));
    expect(within(links()).getByRole('textbox', { name: 'Link 2 name' })).toHaveAccessibleDescription(linkTaken);
  });
});
