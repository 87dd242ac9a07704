import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, deferred, json, mockFetch, userDto } from '../../../test/fetch-mock';
import { field, sentBodies } from '../../../test/form-fields';
import { renderApp } from '../../../test/render-app';
import { resolvedSupportRequestDto, supportRequestDto } from '../../../test/support-request-fixtures';

type Routes = Parameters<typeof mockFetch>[0];

const contactDetails = () => json(200, { salesEmail: 'sales@example.com', supportEmail: 'help@receptionists.test' });

async function openSupportTab(routes: Routes = {}) {
  const fetchMock = mockFetch({
    'GET /api/user': () => json(200, userDto()),
    'GET /api/contact-details': contactDetails,
    'GET /api/support-requests': () => json(200, []),
    ...routes,
  });
  const view = renderApp('/dashboard?tab=support');
  await screen.findByRole('form', { name: 'Support request' });
  return { ...view, fetchMock };
}

function form() {
  return screen.getByRole('form', { name: 'Support request' });
}

function message(): HTMLElement {
  return screen.getByRole('textbox', { name: 'Message' });
}

async function fillValidRequest() {
  await userEvent.type(field('Subject'), 'Calls are not forwarded');
  // Pasted, as a long message often is: typing it key by key re-renders the form ~70 times, 4-5 s on a slow host.
  await userEvent.click(message());
  await userEvent.paste('Since Monday our receptionist does not forward calls to the front desk.');
}

function submit() {
  return userEvent.click(within(form()).getByRole('button', { name: 'Submit Request' }));
}

function myRequests() {
  return screen.getByRole('region', { name: 'My Support Requests' });
}

describe('dashboard support tab', () => {
  it('shows the e-mail support card: the address, 24/7, a response within 24 hours', async () => {
    await openSupportTab();

    const card = screen.getByRole('region', { name: 'Email Support' });
    expect(await within(card).findByRole('link', { name: 'help@receptionists.test' })).toHaveAttribute('href', 'mailto:help@receptionists.test');
    expect(card).toHaveTextContent('Write to us 24/7');
    expect(card).toHaveTextContent('Response within 24 hours');
  });

  it('offers a call instead: Book a Call switches to the Schedule tab in place', async () => {
    const { router } = await openSupportTab();

    await userEvent.click(within(screen.getByRole('region', { name: 'Email Support' })).getByRole('button', { name: 'Book a Call' }));

    expect(router.state.location.search).toBe('?tab=schedule');
    expect(await screen.findByRole('article', { name: 'Product Demo' })).toBeInTheDocument();
  });

  it('starts with category General and priority Medium, and offers the five categories and three priorities', async () => {
    await openSupportTab();

    expect(within(form()).getByRole('combobox', { name: 'Category' })).toHaveTextContent('General');
    expect(within(form()).getByRole('combobox', { name: 'Priority' })).toHaveTextContent('Medium');

    await userEvent.click(within(form()).getByRole('combobox', { name: 'Category' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['General', 'Technical', 'Billing', 'Product', 'Other']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(form()).getByRole('combobox', { name: 'Priority' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Low', 'Medium', 'High']);
  });

  it("checks the subject and the message with the product's messages and sends nothing", async () => {
    const { fetchMock } = await openSupportTab();

    await userEvent.type(field('Subject'), 'Help');
    await userEvent.type(message(), 'It does not work.');
    await submit();

    expect(field('Subject')).toHaveAccessibleDescription('Subject must be at least 5 characters');
    expect(message()).toHaveAccessibleDescription('Message must be at least 20 characters');
    expect(field('Subject')).toHaveFocus();
    expect(await sentBodies(fetchMock, 'POST', '/api/support-request')).toEqual([]);
  });

  it('sends the request, shows its ticket number, refreshes the list, and starts another on request', async () => {
    const created = supportRequestDto({ ticketNumber: 'TKT-10042', category: 'billing', priority: 'high' });
    let tickets: unknown[] = [];
    const { fetchMock } = await openSupportTab({
      'GET /api/support-requests': () => json(200, tickets),
      'POST /api/support-request': () => {
        tickets = [created];
        return json(201, created);
      },
    });
    expect(await within(myRequests()).findByText('No support requests yet')).toBeInTheDocument();

    await fillValidRequest();
    await userEvent.click(within(form()).getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Billing' }));
    await userEvent.click(within(form()).getByRole('combobox', { name: 'Priority' }));
    await userEvent.click(await screen.findByRole('option', { name: 'High' }));
    await submit();

    const heading = await screen.findByRole('heading', { name: 'Support Request Submitted' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('TKT-10042', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText(/We've sent a confirmation to ada@example.com/)).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'POST', '/api/support-request')).toEqual([
      {
        subject: 'Calls are not forwarded',
        category: 'billing',
        message: 'Since Monday our receptionist does not forward calls to the front desk.',
        priority: 'high',
      },
    ]);
    // The list is asked again and now shows the ticket.
    expect(await within(myRequests()).findByRole('listitem', { name: created.subject })).toHaveTextContent('TKT-10042');

    await userEvent.click(screen.getByRole('button', { name: 'Submit Another Request' }));

    expect(field('Subject')).toHaveValue('');
    expect(field('Subject')).toHaveFocus();
    expect(message()).toHaveValue('');
    expect(within(form()).getByRole('combobox', { name: 'Category' })).toHaveTextContent('General');
    expect(within(form()).getByRole('combobox', { name: 'Priority' })).toHaveTextContent('Medium');
  });

  it('says it is submitting while the request runs, so it is not sent twice', async () => {
    const answer = deferred<Response>();
    const { fetchMock } = await openSupportTab({ 'POST /api/support-request': () => answer.promise });

    await fillValidRequest();
    await submit();

    const button = within(form()).getByRole('button', { name: 'Submitting...' });
    expect(button).toBeDisabled();
    await userEvent.type(field('Subject'), '{Enter}'); // nor does Enter in a field: the form's button is disabled
    answer.resolve(json(201, supportRequestDto()));
    expect(await screen.findByRole('heading', { name: 'Support Request Submitted' })).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'POST', '/api/support-request')).toHaveLength(1);
  });

  it("puts the server's field messages on their fields", async () => {
    await openSupportTab({
      'POST /api/support-request': () =>
        json(400, {
          statusCode: 400,
          code: 'VALIDATION.FAILED',
          message: 'Subject must be at most 200 characters',
          errors: { subject: 'Subject must be at most 200 characters', unknownField: 'ignored' },
          requestId: 'req-test',
        }),
    });

    await fillValidRequest();
    await submit();

    await waitFor(() => expect(field('Subject')).toHaveAccessibleDescription('Subject must be at most 200 characters'));
    expect(field('Subject')).toHaveFocus();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to submit support request');
  });

  it("shows 'Failed to submit support request' with the server's message, and keeps what was typed", async () => {
    await openSupportTab({
      'POST /api/support-request': () => apiError(429, 'Too many support requests. Please try again in 42 minutes.', 'SUPPORT.TOO_MANY_REQUESTS'),
    });

    await fillValidRequest();
    await submit();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to submit support request');
    expect(alert).toHaveTextContent('Too many support requests. Please try again in 42 minutes.');
    expect(alert).not.toHaveTextContent('429');
    expect(field('Subject')).toHaveValue('Calls are not forwarded');
  });

  it("falls back to 'Please try again later' when the server could not be reached", async () => {
    await openSupportTab({ 'POST /api/support-request': () => Promise.reject(new TypeError('Failed to fetch')) });

    await fillValidRequest();
    await submit();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to submit support request');
    expect(alert).toHaveTextContent('Please try again later');
  });

  it("shows 'Authentication Required' with the way to /auth when the session is gone", async () => {
    const { router } = await openSupportTab({ 'POST /api/support-request': () => apiError(401, 'Not signed in', 'AUTH.UNAUTHENTICATED') });

    await fillValidRequest();
    await submit();

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Authentication Required');
    expect(screen.queryByRole('form', { name: 'Support request' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My Support Requests' })).not.toBeInTheDocument();

    const logIn = within(notice).getByRole('link', { name: 'Log In' });
    expect(logIn).toHaveAttribute('href', '/auth');
    await userEvent.click(logIn);

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to your account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.state).toEqual({ from: { pathname: '/dashboard', search: '?tab=support', hash: '' } });
  });

  it("shows 'Authentication Required' when the list answers 401", async () => {
    mockFetch({
      'GET /api/user': () => json(200, userDto()),
      'GET /api/contact-details': contactDetails,
      'GET /api/support-requests': () => apiError(401, 'Not signed in', 'AUTH.UNAUTHENTICATED'),
    });
    renderApp('/dashboard?tab=support');

    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication Required');
  });
});

describe('my support requests', () => {
  it('lists each ticket with its number, subject, category, priority, status, and dates in en-US', async () => {
    await openSupportTab({
      'GET /api/support-requests': () =>
        json(200, [
          supportRequestDto({ id: 3, ticketNumber: 'TKT-10003', subject: 'Add Spanish', category: 'product', priority: 'low', status: 'in-progress' }),
          resolvedSupportRequestDto({ id: 2, ticketNumber: 'TKT-10002', subject: 'Invoice question', category: 'billing', priority: 'medium' }),
          supportRequestDto({ id: 1, ticketNumber: 'TKT-10001', subject: 'Old question', category: 'general', status: 'closed' }),
        ]),
    });

    const items = await within(myRequests()).findAllByRole('listitem');
    expect(items).toHaveLength(3);

    const [inProgress, resolved, closed] = items;
    expect(inProgress).toHaveAccessibleName('Add Spanish');
    expect(inProgress).toHaveTextContent('TKT-10003');
    expect(inProgress).toHaveTextContent('CategoryProduct');
    expect(inProgress).toHaveTextContent('PriorityLow');
    expect(inProgress).toHaveTextContent('In Progress');
    expect(inProgress).toHaveTextContent('CreatedNov 20, 2026');
    expect(inProgress).not.toHaveTextContent('Resolved');

    expect(resolved).toHaveTextContent('TKT-10002');
    expect(resolved).toHaveTextContent('CategoryBilling');
    expect(resolved).toHaveTextContent('PriorityMedium');
    expect(within(resolved).getByText('Resolved', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(resolved).toHaveTextContent('ResolvedNov 21, 2026');

    expect(closed).toHaveTextContent('Closed');
  });

  it('shows an open ticket as Open', async () => {
    await openSupportTab({ 'GET /api/support-requests': () => json(200, [supportRequestDto()]) });

    const item = await within(myRequests()).findByRole('listitem', { name: 'Calls are not forwarded' });
    expect(within(item).getByText('Open')).toBeInTheDocument();
  });

  it('says when there are none yet', async () => {
    await openSupportTab();

    expect(await within(myRequests()).findByText('No support requests yet')).toBeInTheDocument();
    expect(within(myRequests()).queryByRole('list')).not.toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    await openSupportTab({
      'GET /api/support-requests': () => (fail ? apiError(500, 'Database unavailable') : json(200, [supportRequestDto()])),
    });

    expect(await within(myRequests()).findByText('Your support requests could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(myRequests()).getByRole('button', { name: 'Retry' }));

    expect(await within(myRequests()).findByRole('listitem', { name: 'Calls are not forwarded' })).toBeInTheDocument();
  });
});
