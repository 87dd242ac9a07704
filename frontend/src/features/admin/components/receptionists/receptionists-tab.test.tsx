import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReceptionistStatus } from '../../../../api/generated/types.gen';
import { apiError, deferred, json, mockFetch } from '../../../../test/fetch-mock';
import { sentBodies } from '../../../../test/form-fields';
import { renderApp } from '../../../../test/render-app';
import { adminReceptionist, adminRoutes, page } from '../../testing/admin-fixtures';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
beforeAll(() => import('../../pages/admin-page'));

const STATUSES: ReceptionistStatus[] = ['pending', 'training', 'active', 'inactive'];
const receptionists = STATUSES.map((status, index) =>
  adminReceptionist({ id: 31 + index, name: `Desk ${status}`, status, active: status === 'active', aiPhoneNumber: index === 0 ? null : `+1888555100${index}` }),
);

function serve(
  patch: (request: Request) => Response | Promise<Response> = async (request) =>
    json(200, { ...receptionists[0], ...((await request.clone().json()) as object) }),
) {
  return mockFetch({
    ...adminRoutes(),
    'GET /api/admin/receptionists': () => json(200, page(receptionists)),
    'PATCH /api/admin/receptionists/31': patch,
    'PATCH /api/admin/receptionists/32': patch,
    'PATCH /api/admin/receptionists/33': patch,
    'PATCH /api/admin/receptionists/34': patch,
    'DELETE /api/admin/receptionists/33': () => new Response(null, { status: 204 }),
  });
}

async function openTab() {
  renderApp('/admin?tab=receptionists');
  // The first render loads the admin page's code: slow on a busy machine.
  await screen.findByText('Desk pending', {}, { timeout: 10_000 });
  return screen.getByRole('table', { name: 'AI receptionists' });
}

describe('the AI Receptionists tab', () => {
  it('shows each receptionist with its numbers, owner, company, languages, status and creation date', async () => {
    serve();
    const table = await openTab();
    const row = within(table).getByRole('row', { name: /Desk pending/ });

    for (const text of [
      '+1 (415) 555-0134',
      'AI: not assigned',
      'Ada Lovelace',
      'ada@example.com',
      'Harbor Dental',
      'English, Spanish',
      'Pending',
      'Jan 5, 2025',
    ]) {
      expect(row).toHaveTextContent(text);
    }
  });

  it.each([
    ['pending', 'Start Training', { status: 'training', active: false }],
    ['training', 'Mark as Active', { status: 'active', active: true }],
    ['active', 'Deactivate', { status: 'inactive', active: false }],
    ['inactive', 'Activate', { status: 'active', active: true }],
  ] as const)('moves a receptionist on from %s with %s', async (status, label, body) => {
    const fetchMock = serve();
    const table = await openTab();
    const id = 31 + STATUSES.indexOf(status);
    const row = within(table).getByRole('row', { name: new RegExp(`Desk ${status}`) });

    // Each row offers exactly its own next step.
    expect(within(row).getAllByRole('button', { name: /^(Start Training|Mark as Active|Deactivate|Activate):/ })).toHaveLength(1);
    await user.click(within(row).getByRole('button', { name: `${label}: Desk ${status}` }));

    expect(await screen.findByText('Receptionist updated')).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'PATCH', `/api/admin/receptionists/${id}`)).toEqual([body]);
  });

  it("says 'Failed to update receptionist' with the server's message", async () => {
    serve(() => apiError(404, 'Receptionist not found', 'ADMIN.RECEPTIONIST_NOT_FOUND'));
    const table = await openTab();

    await user.click(within(table).getByRole('button', { name: 'Start Training: Desk pending' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update receptionist');
    expect(alert).toHaveTextContent('Receptionist not found');
  });

  it('edits any field and any status from the Edit dialog, with the status timeline', async () => {
    const fetchMock = serve();
    const table = await openTab();

    await user.click(within(table).getByRole('button', { name: 'More actions for Desk pending' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: /Edit Receptionist/ });
    expect(within(dialog).getByRole('list', { name: 'Status timeline' })).toHaveTextContent('Requested (Pending)');

    const aiNumber = within(dialog).getByRole('textbox', { name: /AI phone number/ });
    await user.clear(aiNumber);
    await user.type(aiNumber, '+1 (888) 555-7777');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText(/AI phone number must be in E.164 form/)).toBeInTheDocument();
    await user.clear(aiNumber);
    await user.type(aiNumber, '+18885557777');
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Active' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Receptionist updated')).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'PATCH', '/api/admin/receptionists/31')).toEqual([{ aiPhoneNumber: '+18885557777', status: 'active', active: true }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes a receptionist only after a confirmation', async () => {
    const fetchMock = serve();
    const table = await openTab();

    await user.click(within(table).getByRole('button', { name: 'More actions for Desk active' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Receptionist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Desk active?' });
    expect(fetchMock.mock.calls.some(([request]) => (request as Request).method === 'DELETE')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Delete Receptionist' }));
    expect(await screen.findByText('Receptionist deleted')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([request]) => (request as Request).method === 'DELETE')).toHaveLength(1);
  });

  it("marks a receptionist over its owner's plan limit, and says why going live is refused", async () => {
    const message =
      "This receptionist is over its owner's plan limit. It can go live once the customer keeps it active, removes languages or upgrades, or after you raise the receptionist limit override.";
    mockFetch({
      ...adminRoutes(),
      'GET /api/admin/receptionists': () =>
        json(
          200,
          page([adminReceptionist({ id: 40, name: 'Desk over', status: 'inactive', overLimit: true, overLimitReasons: ['receptionists'] }), ...receptionists]),
        ),
      'PATCH /api/admin/receptionists/40': () => apiError(409, message, 'ADMIN.RECEPTIONIST_OVER_LIMIT'),
    });
    const table = await openTab();
    const row = within(table).getByRole('row', { name: /Desk over/ });
    expect(within(row).getByText('Over limit')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /Desk pending/ })).queryByText('Over limit')).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Activate: Desk over' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update receptionist');
    expect(alert).toHaveTextContent(message);
  });

  it("links a receptionist to the voice platform's ids, and shows a taken id's 409 on its field", async () => {
    const taken = 'Another receptionist already uses this assistant id: Lobby (receptionist #40 of grace@example.com)';
    const fetchMock = serve(() =>
      json(409, { statusCode: 409, code: 'ADMIN.VOICE_ASSISTANT_TAKEN', message: taken, errors: { voiceAssistantId: taken }, requestId: 'req-test' }),
    );
    const table = await openTab();
    await user.click(within(table).getByRole('button', { name: 'More actions for Desk pending' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: /Edit Receptionist/ });

    const assistant = within(dialog).getByRole('textbox', { name: 'Voice assistant id' });
    await user.type(assistant, 'not an id!');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText(/Assistant id must be 1–100 letters, digits, hyphens or underscores/)).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'PATCH', '/api/admin/receptionists/31')).toEqual([]);

    await user.clear(assistant);
    await user.type(assistant, '5b0a4a08-133c-4146-9315-0984f8c6be80');
    await user.type(within(dialog).getByRole('textbox', { name: 'Voice phone-number id' }), 'pn-9d3b');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(assistant).toHaveAccessibleDescription(taken));
    expect(assistant).toHaveAttribute('aria-invalid', 'true');
    expect(await sentBodies(fetchMock, 'PATCH', '/api/admin/receptionists/31')).toEqual([
      { voiceAssistantId: '5b0a4a08-133c-4146-9315-0984f8c6be80', voicePhoneNumberId: 'pn-9d3b' },
    ]);
    expect(screen.getByRole('dialog', { name: /Edit Receptionist/ })).toBeInTheDocument();
  });

  it("shows the server's 409 for going live without a whole line on each missing field", async () => {
    const message =
      'A receptionist goes live only on a real line: its AI phone number in E.164 (such as +14155550123), and the voice assistant id and phone-number id that answer it. Missing: AI phone number, voice assistant id.';
    const errors = {
      aiPhoneNumber: 'Enter the real AI phone number in E.164, such as +14155550123',
      voiceAssistantId: 'Enter the voice assistant id that answers this number',
    };
    serve(() => json(409, { statusCode: 409, code: 'ADMIN.RECEPTIONIST_LINE_INCOMPLETE', message, errors, requestId: 'req-test' }));
    const table = await openTab();
    await user.click(within(table).getByRole('button', { name: 'More actions for Desk pending' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: /Edit Receptionist/ });

    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Active' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('textbox', { name: /AI phone number/ })).toHaveAccessibleDescription(errors.aiPhoneNumber);
    expect(within(dialog).getByRole('textbox', { name: 'Voice assistant id' })).toHaveAccessibleDescription(errors.voiceAssistantId);
  });

  it('gives a receptionist a sandbox line from the Edit dialog and shows it in the form', async () => {
    const withLine = { ...receptionists[0], aiPhoneNumber: '+12025550142', voiceAssistantId: 'sandbox-assistant-31', voicePhoneNumberId: 'sandbox-number-31' };
    const fetchMock = mockFetch({
      ...adminRoutes(),
      'GET /api/admin/receptionists': () => json(200, page(receptionists)),
      'POST /api/admin/receptionists/31/sandbox-line': () => json(200, withLine),
    });
    const table = await openTab();
    await user.click(within(table).getByRole('button', { name: 'More actions for Desk pending' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: /Edit Receptionist/ });

    await user.click(within(dialog).getByRole('button', { name: 'Use a sandbox line' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('Sandbox line saved: +12025550142. Set the status to Active to put it live.');
    expect(within(dialog).getByRole('textbox', { name: /AI phone number/ })).toHaveValue('+12025550142');
    expect(within(dialog).getByRole('textbox', { name: 'Voice assistant id' })).toHaveValue('sandbox-assistant-31');
    expect(within(dialog).getByRole('textbox', { name: 'Voice phone-number id' })).toHaveValue('sandbox-number-31');
    expect(fetchMock.mock.calls.filter(([request]) => (request as Request).method === 'POST')).toHaveLength(1);
  });

  it('unlinks with null when an id is emptied', async () => {
    const fetchMock = mockFetch({
      ...adminRoutes(),
      'GET /api/admin/receptionists': () => json(200, page([adminReceptionist({ voiceAssistantId: 'asst-1', voicePhoneNumberId: 'pn-1' })])),
      'PATCH /api/admin/receptionists/31': () => json(200, adminReceptionist()),
    });
    renderApp('/admin?tab=receptionists');
    const table = await screen.findByRole('table', { name: 'AI receptionists' });
    await user.click(await within(table).findByRole('button', { name: 'More actions for Front desk' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: /Edit Receptionist/ });
    const assistant = within(dialog).getByRole('textbox', { name: 'Voice assistant id' });
    expect(assistant).toHaveValue('asst-1');

    await user.clear(assistant);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Receptionist updated')).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'PATCH', '/api/admin/receptionists/31')).toEqual([{ voiceAssistantId: null }]);
  });

  it('places a test call from the Edit dialog, with what the caller wants if chosen, and says where to see it', async () => {
    const fetchMock = mockFetch({
      ...adminRoutes(),
      'GET /api/admin/receptionists': () => json(200, page(receptionists)),
      'POST /api/admin/receptionists/33/test-call': () => json(202, { platformCallId: 'sandbox-call-5f1e' }),
    });
    const table = await openTab();
    await user.click(within(table).getByRole('button', { name: 'More actions for Desk active' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: /Edit Receptionist/ });

    await user.click(within(dialog).getByRole('button', { name: 'Place test call' }));
    const placed = await within(dialog).findByRole('status');
    expect(placed).toHaveTextContent('Test call placed');
    expect(placed).toHaveTextContent("shows in the Calls tab, marked Test, and in Ada Lovelace's call log");
    expect(placed).toHaveTextContent('sandbox-call-5f1e');
    expect(fetchMock.mock.calls.filter(([request]) => (request as Request).method === 'POST')).toHaveLength(1);

    // The caller can be asked to book, to try the receptionist's appointment settings.
    await user.click(within(dialog).getByRole('combobox', { name: 'The caller wants to' }));
    await user.click(await screen.findByRole('option', { name: 'Book an appointment' }));
    await user.click(within(dialog).getByRole('button', { name: 'Place test call' }));
    await within(dialog).findByRole('status');
    expect(await sentBodies(fetchMock, 'POST', '/api/admin/receptionists/33/test-call')).toEqual([{}, { outcome: 'appointment_booked' }]);
    // In a new tab, so the Edit dialog's unsaved edits stay.
    const link = within(placed).getByRole('link', { name: "See the customer's calls (opens in a new tab)" });
    expect(link).toHaveAttribute('href', '/admin?tab=calls&userId=7');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it("places a test call from the row's menu, and says why when it is refused", async () => {
    const refusal =
      "Test calls are placed here only with the sandbox voice platform. With Vapi, call the receptionist's number or use Talk to Assistant on Vapi's dashboard: the call appears here like any other.";
    mockFetch({
      ...adminRoutes(),
      'GET /api/admin/receptionists': () => json(200, page(receptionists)),
      'POST /api/admin/receptionists/33/test-call': () => json(202, { platformCallId: 'sandbox-call-5f1e' }),
      'POST /api/admin/receptionists/34/test-call': () => apiError(409, refusal, 'CALLS.TEST_CALL_NEEDS_SANDBOX'),
    });
    const table = await openTab();
    await user.click(within(table).getByRole('button', { name: 'More actions for Desk active' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Place test call' }));
    expect(await screen.findByText('Test call placed')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'More actions for Desk inactive' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Place test call' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not place a test call');
    expect(alert).toHaveTextContent(refusal);
  });

  it("offers no second test call from the row's menu while the first is being placed", async () => {
    const answer = deferred<Response>();
    const fetchMock = mockFetch({
      ...adminRoutes(),
      'GET /api/admin/receptionists': () => json(200, page(receptionists)),
      'POST /api/admin/receptionists/33/test-call': () => answer.promise,
    });
    const posts = () => fetchMock.mock.calls.filter(([request]) => (request as Request).method === 'POST').length;
    const table = await openTab();
    const menu = within(table).getByRole('button', { name: 'More actions for Desk active' });

    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: 'Place test call' }));
    await waitFor(() => expect(posts()).toBe(1));
    await user.click(menu);
    expect(await screen.findByRole('menuitem', { name: 'Place test call' })).toHaveAttribute('aria-disabled', 'true');

    answer.resolve(json(202, { platformCallId: 'sandbox-call-5f1e' }));
    expect(await screen.findByText('Test call placed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Place test call' })).not.toHaveAttribute('aria-disabled'));
    expect(posts()).toBe(1);
  });
});
