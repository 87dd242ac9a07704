import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiError, json } from '../../../test/fetch-mock';
import { sentBodies } from '../../../test/form-fields';
import { receptionistDto, usageDto, openReceptionistsPage } from '../../../test/receptionist-fixtures';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
// The page's code is transformed once, before the first test's clock starts.
beforeAll(() => import('../pages/receptionists-page'));

const openPage = openReceptionistsPage;

async function openAddDialog() {
  await user.click(screen.getByRole('button', { name: 'Add Receptionist' }));
  return screen.findByRole('dialog', { name: 'Add Receptionist' });
}

function textbox(dialog: HTMLElement, name: string) {
  return within(dialog).getByRole('textbox', { name });
}

function languages(dialog: HTMLElement) {
  return within(dialog).getByRole('combobox', { name: /^Languages/ });
}

/** Opens the languages list, clicks each language, and closes the list. */
async function toggleLanguages(dialog: HTMLElement, ...names: string[]) {
  await user.click(languages(dialog));
  const list = await screen.findByRole('listbox');
  for (const name of names) await user.click(within(list).getByRole('option', { name }));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** Puts text in a field the way a paste does: one change, however long the text. */
async function fill(field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillRequired(dialog: HTMLElement) {
  await fill(textbox(dialog, 'Name'), 'Front desk');
  await fill(textbox(dialog, 'Business phone number'), '+1 (415) 555-0134');
}

// Each test drives a dialog form through the whole app; on a busy 2-core machine that can pass 5 s.
describe('receptionist form', () => {
  it('requires a name and a phone number, and sends nothing until they are right', async () => {
    const { fetchMock } = await openPage();
    const dialog = await openAddDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));

    expect(textbox(dialog, 'Name')).toHaveAccessibleDescription('Name is required');
    expect(textbox(dialog, 'Business phone number')).toHaveAccessibleDescription('Phone number is required');
    expect(textbox(dialog, 'Name')).toHaveFocus();

    // Re-validation after typing is asynchronous (zod resolver): wait for the message to change.
    await user.type(textbox(dialog, 'Business phone number'), 'call me');
    await waitFor(() => expect(textbox(dialog, 'Business phone number')).toHaveAccessibleDescription('Please enter a valid phone number'));
    await user.type(textbox(dialog, 'Name'), '   ');
    await waitFor(() => expect(textbox(dialog, 'Name')).toHaveAccessibleDescription('Name is required'));
    expect(await sentBodies(fetchMock, 'POST', '/api/receptionists')).toEqual([]);
  });

  it('holds the name to 100 characters, company information to 5000 and business hours to 1000', async () => {
    const { fetchMock } = await openPage();
    const dialog = await openAddDialog();
    await fillRequired(dialog);

    await user.clear(textbox(dialog, 'Name'));
    await fill(textbox(dialog, 'Name'), 'n'.repeat(101));
    await fill(textbox(dialog, 'Company information'), 'c'.repeat(5001));
    await fill(textbox(dialog, 'Business hours'), 'h'.repeat(1001));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));

    expect(textbox(dialog, 'Name')).toHaveAccessibleDescription('Name must be at most 100 characters');
    expect(textbox(dialog, 'Company information')).toHaveAccessibleDescription('Company information must be at most 5000 characters');
    expect(textbox(dialog, 'Business hours')).toHaveAccessibleDescription('Business hours must be at most 1000 characters');
    expect(await sentBodies(fetchMock, 'POST', '/api/receptionists')).toEqual([]);
  });

  it('needs at least one language', async () => {
    const { fetchMock } = await openPage();
    const dialog = await openAddDialog();
    await fillRequired(dialog);

    await toggleLanguages(dialog, 'English'); // the default, unticked
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));

    expect(within(dialog).getByText('Choose at least one language')).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'POST', '/api/receptionists')).toEqual([]);
  });

  it("offers the ten languages, English first and chosen, and stops at the plan's cap with the cap in the helper text", async () => {
    await openPage({ 'GET /api/receptionists/usage': () => json(200, usageDto({ planId: 'professional', planName: 'Professional' })) });
    const dialog = await openAddDialog();
    expect(within(dialog).getByText("Choose up to 3 languages (your Professional plan's limit); 1 chosen.")).toBeInTheDocument();

    await user.click(languages(dialog));
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Spanish', 'French', 'German', 'Italian', 'Portuguese', 'Japanese', 'Chinese', 'Korean', 'Russian']);
    expect(within(list).getByRole('option', { name: 'English' })).toHaveAttribute('aria-selected', 'true');

    await user.click(within(list).getByRole('option', { name: 'Spanish' }));
    await user.click(within(list).getByRole('option', { name: 'French' }));

    // Three chosen: the others cannot be, the chosen ones can still be unticked.
    expect(within(list).getByRole('option', { name: 'German' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(list).getByRole('option', { name: 'Russian' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(list).getByRole('option', { name: 'Spanish' })).not.toHaveAttribute('aria-disabled');
    expect(within(dialog).getByText('3 of 3 chosen: your Professional plan allows up to 3 languages per receptionist.')).toBeInTheDocument();

    await user.click(within(list).getByRole('option', { name: 'Spanish' }));
    expect(within(list).getByRole('option', { name: 'German' })).not.toHaveAttribute('aria-disabled');
  });

  it("sends the request, says 'Receptionist Created' and shows the new card", async () => {
    const created = receptionistDto({ languages: ['English', 'French'], businessHours: 'Mon-Fri 8am-6pm', companyInfo: 'Family dentistry' });
    const { fetchMock } = await openPage({ 'POST /api/receptionists': () => json(201, created) });
    const dialog = await openAddDialog();

    await fillRequired(dialog);
    await toggleLanguages(dialog, 'French');
    await fill(textbox(dialog, 'Business hours'), '  Mon-Fri 8am-6pm ');
    await fill(textbox(dialog, 'Company information'), 'Family dentistry');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));

    expect(await screen.findByText('Receptionist Created')).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'POST', '/api/receptionists')).toEqual([
      {
        name: 'Front desk',
        phoneNumber: '+1 (415) 555-0134',
        languages: ['English', 'French'],
        businessHours: 'Mon-Fri 8am-6pm',
        companyInfo: 'Family dentistry',
      },
    ]);
    const card = await screen.findByRole('article', { name: 'Front desk' });
    expect(card).toHaveTextContent('Request Pending');
    expect(card).toHaveTextContent('Your number is assigned when we go live');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("puts the server's field messages on their fields and says 'Error Creating Receptionist'", async () => {
    await openPage({
      'POST /api/receptionists': () =>
        json(400, {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Please check the highlighted fields',
          errors: { phoneNumber: 'Please enter a valid phone number' },
          requestId: 'req-test',
        }),
    });
    const dialog = await openAddDialog();
    await fillRequired(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));

    await waitFor(() => expect(textbox(dialog, 'Business phone number')).toHaveAccessibleDescription('Please enter a valid phone number'));
    expect(textbox(dialog, 'Business phone number')).toHaveFocus();
    expect(screen.getByText('Error Creating Receptionist')).toBeInTheDocument();
    expect(screen.getByText('Please check the highlighted fields')).toBeInTheDocument();
  });

  it("keeps the dialog open with 'Error Creating Receptionist' and the server's message when the request fails", async () => {
    await openPage({ 'POST /api/receptionists': () => apiError(503, 'No AI phone number is available right now. Please contact support.') });
    const dialog = await openAddDialog();
    await fillRequired(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error Creating Receptionist');
    expect(alert).toHaveTextContent('No AI phone number is available right now. Please contact support.');
    expect(textbox(dialog, 'Name')).toHaveValue('Front desk');
  });

  it("edits: the AI number shows read-only, only what changed is sent, and 'Receptionist Updated'", async () => {
    const receptionist = receptionistDto();
    const updated = { ...receptionist, name: 'Reception', languages: ['English', 'German'] };
    const { fetchMock } = await openPage({
      'GET /api/receptionists/usage': () => json(200, usageDto({ receptionistCount: 1 })),
      'GET /api/receptionists': () => json(200, [receptionist]),
      'PATCH /api/receptionists/1': () => json(200, updated),
    });

    await user.click(screen.getByRole('button', { name: 'Edit Front desk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Receptionist' });
    expect(textbox(dialog, 'Name')).toHaveValue('Front desk');
    expect(textbox(dialog, 'Company information')).toHaveValue(receptionist.companyInfo);
    expect(textbox(dialog, 'AI number')).toHaveValue('Your number is assigned when we go live');
    expect(textbox(dialog, 'AI number')).toHaveAttribute('readonly');
    expect(within(dialog).queryByText(/status/i)).not.toBeInTheDocument();

    await user.clear(textbox(dialog, 'Name'));
    await fill(textbox(dialog, 'Name'), 'Reception');
    await toggleLanguages(dialog, 'German');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Receptionist Updated')).toBeInTheDocument();
    expect(screen.getByText('Reception has been saved.')).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'PATCH', '/api/receptionists/1')).toEqual([{ name: 'Reception', languages: ['English', 'German'] }]);
    expect(await screen.findByRole('article', { name: 'Reception' })).toBeInTheDocument();
  });

  it('tells the customer editing a live receptionist when our team brings its answers in line', async () => {
    const receptionist = receptionistDto({ status: 'active', active: true, aiPhoneNumber: '+14155550199' });
    await openPage({
      'GET /api/receptionists/usage': () => json(200, usageDto({ receptionistCount: 1 })),
      'GET /api/receptionists': () => json(200, [receptionist]),
      'PATCH /api/receptionists/1': () => json(200, { ...receptionist, businessHours: 'Mon-Sat 8am-6pm' }),
    });

    await user.click(screen.getByRole('button', { name: 'Edit Front desk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Receptionist' });
    await user.clear(textbox(dialog, 'Business hours'));
    await fill(textbox(dialog, 'Business hours'), 'Mon-Sat 8am-6pm');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Front desk has been saved. It is live: our team brings how it answers in line within 24 hours.')).toBeInTheDocument();
  });

  it('asks to remove languages beyond the cap of a plan that was changed since they were chosen', async () => {
    const receptionist = receptionistDto({ languages: ['English', 'Spanish', 'French', 'German'] });
    const { fetchMock } = await openPage({
      'GET /api/receptionists/usage': () => json(200, usageDto({ receptionistCount: 1 })),
      'GET /api/receptionists': () => json(200, [receptionist]),
    });

    await user.click(screen.getByRole('button', { name: 'Edit Front desk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Receptionist' });
    expect(within(dialog).getByText('Your Professional plan allows up to 3 languages per receptionist: remove 1.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(within(dialog).getByText('Your Professional plan allows up to 3 languages per receptionist.')).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'PATCH', '/api/receptionists/1')).toEqual([]);
  });

  it("says 'Error Updating Receptionist' with the server's message", async () => {
    await openPage({
      'GET /api/receptionists/usage': () => json(200, usageDto({ receptionistCount: 1 })),
      'GET /api/receptionists': () => json(200, [receptionistDto()]),
      'PATCH /api/receptionists/1': () => apiError(404, 'Receptionist not found', 'RECEPTIONISTS.NOT_FOUND'),
    });

    await user.click(screen.getByRole('button', { name: 'Edit Front desk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Receptionist' });
    await fill(textbox(dialog, 'Business hours'), ', Sat 9am-1pm');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error Updating Receptionist');
    expect(alert).toHaveTextContent('Receptionist not found');
  });
});
