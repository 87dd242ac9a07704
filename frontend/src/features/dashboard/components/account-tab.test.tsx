import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionUserQueryKey } from '../../../api/session';
import { apiError, json, mockFetch, userDto, validationError } from '../../../test/fetch-mock';
import { field, sentBodies } from '../../../test/form-fields';
import { renderApp } from '../../../test/render-app';

// Noon UTC is Jan 5 in every time zone the tests may run in.
const ada = userDto({
  phoneNumber: '+1 555 0100',
  companyName: 'Analytical Engines',
  companySize: '11-50',
  timeZone: 'America/Los_Angeles',
  createdAt: '2025-01-05T12:00:00.000Z',
});

async function openAccountTab(routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    'GET /api/user': () => json(200, ada),
    // The notifications card's reads (notifications-card.test.tsx tests it).
    'GET /api/notifications/preferences': () => json(200, { dailyDigest: true, usageAlerts: true, callSummaries: false, callSummaryReceptionistIds: [] }),
    'GET /api/receptionists': () => json(200, []),
    // The sessions card's read (sessions-card.test.tsx tests it).
    'GET /api/sessions': () => json(200, []),
    ...routes,
  });
  const view = renderApp('/dashboard?tab=account');
  await screen.findByRole('form', { name: 'Personal information' });
  return { ...view, fetchMock };
}

function personalInfo() {
  return screen.getByRole('form', { name: 'Personal information' });
}

function passwordForm() {
  return screen.getByRole('form', { name: 'Change password' });
}

describe('dashboard account tab', () => {
  it('prefills the personal information and shows the read-only account facts', async () => {
    await openAccountTab();

    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    expect(field('First name')).toHaveValue('Ada');
    expect(field('Last name')).toHaveValue('Lovelace');
    expect(field('Email')).toHaveValue('ada@example.com');
    expect(field('Phone number')).toHaveValue('+1 555 0100');
    expect(field('Company name')).toHaveValue('Analytical Engines');
    expect(within(personalInfo()).getByRole('combobox', { name: 'Company size' })).toHaveTextContent('11-50 employees');
    expect(within(personalInfo()).getByRole('combobox', { name: 'Your time zone' })).toHaveValue('America/Los_Angeles');

    const details = screen.getByRole('region', { name: 'Account Information' });
    expect(within(details).getByText('Username').nextElementSibling).toHaveTextContent('ada');
    expect(within(details).getByText('Status').nextElementSibling).toHaveTextContent('Active');
    expect(within(details).getByText('Plan').nextElementSibling).toHaveTextContent('No plan');
    // The real createdAt in en-US, not 'Recently'.
    expect(within(details).getByText('Member since').nextElementSibling).toHaveTextContent('Jan 5, 2025');
  });

  it('says the plan and its own status beside the account’s: a trial is a trial', async () => {
    await openAccountTab({ 'GET /api/user': () => json(200, { ...ada, subscriptionPlan: 'professional', subscriptionStatus: 'trial' }) });
    const details = screen.getByRole('region', { name: 'Account Information' });
    expect(within(details).getByText('Plan').nextElementSibling).toHaveTextContent('Professional · Trial');
  });

  it("shows '—' for a user without a username", async () => {
    mockFetch({ 'GET /api/user': () => json(200, userDto({ username: null })) });
    renderApp('/dashboard?tab=account');

    const details = await screen.findByRole('region', { name: 'Account Information' });
    expect(within(details).getByText('Username').nextElementSibling).toHaveTextContent('—');
  });

  it("says 'No changes made' and sends nothing when nothing changed", async () => {
    const { fetchMock } = await openAccountTab({ 'PATCH /api/user': () => json(200, ada) });

    // An emptied field counts as no change: empty fields are dropped (docs/product.md#forms-and-their-checks).
    await userEvent.clear(field('Phone number'));
    await userEvent.click(within(personalInfo()).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('No changes made')).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'PATCH', '/api/user')).toEqual([]);
  });

  it('sends only the changed, non-empty fields and updates the session user', async () => {
    const updated = { ...ada, firstName: 'Augusta', companySize: '51-200' };
    const { fetchMock, queryClient } = await openAccountTab({ 'PATCH /api/user': () => json(200, updated) });

    await userEvent.clear(field('First name'));
    await userEvent.type(field('First name'), 'Augusta');
    await userEvent.clear(field('Last name'));
    await userEvent.clear(field('Company name'));
    await userEvent.type(field('Company name'), 'Analytical Engines'); // retyped, unchanged
    await userEvent.click(within(personalInfo()).getByRole('combobox', { name: 'Company size' }));
    await userEvent.click(await screen.findByRole('option', { name: '51-200 employees' }));
    await userEvent.click(within(personalInfo()).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Account updated')).toBeInTheDocument();
    expect(screen.getByText('Your account information has been saved')).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'PATCH', '/api/user')).toEqual([{ firstName: 'Augusta', companySize: '51-200' }]);
    expect(queryClient.getQueryData(sessionUserQueryKey)).toEqual(updated);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Augusta!' })).toBeInTheDocument();
    // The form now shows what was saved, so saving again changes nothing.
    expect(field('Last name')).toHaveValue('Lovelace');
  });

  it('changes the time zone, found by typing part of its name, and sends only it', async () => {
    const updated = { ...ada, timeZone: 'Europe/Berlin' };
    const { fetchMock, queryClient } = await openAccountTab({ 'PATCH /api/user': () => json(200, updated) });

    const zone = within(personalInfo()).getByRole('combobox', { name: 'Your time zone' });
    expect(zone).toHaveAccessibleDescription(/daily digest \(sent at 7 AM\).*opening hours have their own/);
    await userEvent.clear(zone);
    await userEvent.type(zone, 'berl');
    await userEvent.click(await screen.findByRole('option', { name: 'Europe/Berlin' }));
    await userEvent.click(within(personalInfo()).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Account updated')).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'PATCH', '/api/user')).toEqual([{ timeZone: 'Europe/Berlin' }]);
    expect(queryClient.getQueryData(sessionUserQueryKey)).toEqual(updated);
    expect(zone).toHaveValue('Europe/Berlin');
  });

  it('shows the server’s refusal of a time zone on the field', async () => {
    await openAccountTab({ 'PATCH /api/user': () => validationError({ timeZone: 'Choose a time zone from the list, such as America/Los_Angeles' }) });

    const zone = within(personalInfo()).getByRole('combobox', { name: 'Your time zone' });
    await userEvent.clear(zone);
    await userEvent.type(zone, 'UTC');
    await userEvent.click(await screen.findByRole('option', { name: 'UTC' }));
    await userEvent.click(within(personalInfo()).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Update failed');
    await waitFor(() => expect(zone).toHaveAccessibleDescription('Choose a time zone from the list, such as America/Los_Angeles'));
  });

  it("checks the email with the product's message", async () => {
    const { fetchMock } = await openAccountTab();

    await userEvent.clear(field('Email'));
    await userEvent.type(field('Email'), 'ada@');
    await userEvent.click(within(personalInfo()).getByRole('button', { name: 'Save Changes' }));

    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(await sentBodies(fetchMock, 'PATCH', '/api/user')).toEqual([]);
  });

  it("shows 'Update failed' with the server's message", async () => {
    await openAccountTab({ 'PATCH /api/user': () => apiError(409, 'An account with this email already exists') });

    await userEvent.clear(field('Email'));
    await userEvent.type(field('Email'), 'grace@example.com');
    await userEvent.type(within(personalInfo()).getByLabelText('Current password', { selector: 'input' }), 'my password');
    await userEvent.click(within(personalInfo()).getByRole('button', { name: 'Save Changes' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Update failed');
    expect(alert).toHaveTextContent('An account with this email already exists');
  });

  it('asks for the current password only when the email changes, and shows the new address as pending', async () => {
    const pending = { ...ada, pendingEmail: 'grace@example.com' };
    const { fetchMock, queryClient } = await openAccountTab({ 'PATCH /api/user': () => json(200, pending) });
    const currentPassword = () => within(personalInfo()).queryByLabelText('Current password', { selector: 'input' });
    expect(currentPassword()).toBeNull();

    await userEvent.clear(field('Email'));
    await userEvent.type(field('Email'), 'grace@example.com');
    await userEvent.click(within(personalInfo()).getByRole('button', { name: 'Save Changes' }));
    expect(currentPassword()).toHaveAccessibleDescription('Current password is required');
    expect(await sentBodies(fetchMock, 'PATCH', '/api/user')).toEqual([]);

    await userEvent.type(currentPassword()!, 'my password');
    await userEvent.click(within(personalInfo()).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('We sent a link to grace@example.com. Your email changes once you open it.')).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'PATCH', '/api/user')).toEqual([{ email: 'grace@example.com', currentPassword: 'my password' }]);
    expect(queryClient.getQueryData(sessionUserQueryKey)).toEqual(pending);
    // The account keeps its address until the link is opened; the pending one is shown, with a way to a new link.
    expect(field('Email')).toHaveValue('ada@example.com');
    expect(currentPassword()).toBeNull();
    expect(screen.getByRole('note', { name: 'Pending email change' })).toHaveTextContent(
      'Your email changes to grace@example.com once you open the link we sent there.',
    );
  });

  it('sends a new link to the pending address, and says when to wait', async () => {
    let calls = 0;
    await openAccountTab({
      'GET /api/user': () => json(200, { ...ada, pendingEmail: 'grace@example.com' }),
      'POST /api/user/resend-verification': () =>
        ++calls === 1
          ? json(200, { success: true, message: 'We sent a new verification link to grace@example.com.' })
          : apiError(429, 'Too many verification emails. Please try again in 58 minutes.'),
    });
    const notice = screen.getByRole('note', { name: 'Pending email change' });
    await userEvent.click(within(notice).getByRole('button', { name: 'Resend link' }));
    expect(await within(notice).findByText('We sent a new verification link to grace@example.com.')).toBeInTheDocument();
    await userEvent.click(within(notice).getByRole('button', { name: 'Resend link' }));
    expect(await within(notice).findByText('Too many verification emails. Please try again in 58 minutes.')).toBeInTheDocument();
  });

  it("checks the password change with the product's messages", async () => {
    const { fetchMock } = await openAccountTab();
    const submit = within(passwordForm()).getByRole('button', { name: 'Update Password' });

    await userEvent.click(submit);
    expect(field('Current password')).toHaveAccessibleDescription('Current password is required');
    expect(field('New password')).toHaveAccessibleDescription('Password must be at least 8 characters');
    expect(field('Confirm new password')).toHaveAccessibleDescription('Confirm password is required');

    await userEvent.type(field('New password'), 'a new secret');
    await userEvent.type(field('Confirm new password'), 'another secret');
    expect(field('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
    expect(await sentBodies(fetchMock, 'POST', '/api/user/change-password')).toEqual([]);
  });

  it("sends { currentPassword, newPassword }, says 'Password updated' and clears the form", async () => {
    const { fetchMock } = await openAccountTab({
      'POST /api/user/change-password': () => json(200, { success: true, message: 'Password updated successfully' }),
    });

    await userEvent.type(field('Current password'), 'old secret');
    await userEvent.type(field('New password'), 'a new secret');
    await userEvent.type(field('Confirm new password'), 'a new secret');
    await userEvent.click(within(passwordForm()).getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByText('Password updated')).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'POST', '/api/user/change-password')).toEqual([{ currentPassword: 'old secret', newPassword: 'a new secret' }]);
    await waitFor(() => expect(field('Current password')).toHaveValue(''));
    expect(field('New password')).toHaveValue('');
    expect(field('Confirm new password')).toHaveValue('');
  });

  it("shows 'Password change failed' with the server's message", async () => {
    await openAccountTab({ 'POST /api/user/change-password': () => apiError(400, 'Current password is incorrect') });

    await userEvent.type(field('Current password'), 'wrong secret');
    await userEvent.type(field('New password'), 'a new secret');
    await userEvent.type(field('Confirm new password'), 'a new secret');
    await userEvent.click(within(passwordForm()).getByRole('button', { name: 'Update Password' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Password change failed');
    expect(alert).toHaveTextContent('Current password is incorrect');
    expect(field('Current password')).toHaveValue('wrong secret');
  });
});
