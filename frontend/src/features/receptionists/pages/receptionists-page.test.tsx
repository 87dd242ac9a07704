import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiError, json, mockFetch, userDto } from '../../../test/fetch-mock';
import { sentBodies } from '../../../test/form-fields';
import { liveReceptionistDto, receptionistDto, usageDto, openReceptionistsPage } from '../../../test/receptionist-fixtures';
import { renderApp } from '../../../test/render-app';
import { startOfLocalMonth } from '../api/list-call-counts';

const LIMIT_MESSAGE = 'Your free plan allows up to 1 receptionist. Please upgrade your subscription to add more.';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
beforeAll(() => import('./receptionists-page'));

const openPage = openReceptionistsPage;

function addButton() {
  return screen.getByRole('button', { name: 'Add Receptionist' });
}

// Each test drives a dialog form through the whole app; on a busy 2-core machine that can pass 5 s.
describe('/receptionists', () => {
  it("shows the plan usage, the link to the Subscription tab and the cards, titled 'My Receptionists'", async () => {
    await openPage({
      'GET /api/receptionists/usage': () =>
        json(200, usageDto({ planId: 'business', planName: 'Business', receptionistCount: 2, receptionistLimit: 3, languagesPerReceptionist: 5 })),
      'GET /api/receptionists': () => json(200, [liveReceptionistDto({ id: 1, name: 'Front desk' }), receptionistDto({ id: 2, name: 'After hours' })]),
    });

    expect(screen.getByRole('heading', { level: 1, name: 'My Receptionists' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('My Receptionists · AI Receptionists'));
    const usage = screen.getByRole('region', { name: 'Plan usage' });
    expect(usage).toHaveTextContent('2 of 3 receptionists on your Business plan');
    expect(usage).toHaveTextContent('Up to 5 languages per receptionist.');
    expect(within(usage).getByRole('progressbar', { name: 'Receptionists used' })).toHaveAttribute('aria-valuenow', String((2 / 3) * 100));
    expect(within(usage).getByRole('link', { name: 'Manage subscription' })).toHaveAttribute('href', '/dashboard?tab=subscription');
    expect(addButton()).toBeEnabled();

    const cards = within(screen.getByRole('region', { name: 'Your receptionists' })).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Front desk', 'After hours']);
    expect(cards[0]).toHaveTextContent('Live');
    expect(cards[1]).toHaveTextContent('Request Pending');
  });

  it('explains what a request sets in motion when there are no receptionists yet', async () => {
    await openPage();

    const empty = screen.getByRole('region', { name: 'No receptionists yet' });
    expect(empty).toHaveTextContent('within 24-48 hours');
    expect(
      within(empty)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['You send a request', 'We configure it', 'It goes live']);
    await user.click(within(empty).getByRole('button', { name: 'Request Your First Receptionist' }));
    expect(await screen.findByRole('dialog', { name: 'Add Receptionist' })).toBeInTheDocument();
  });

  it('without a plan, explains on Add that one is needed and leads to choosing it, sending nothing', async () => {
    const { fetchMock } = await openPage({
      'GET /api/receptionists/usage': () => json(200, usageDto({ planId: null, planName: 'No plan', planRequired: true })),
    });

    const usage = screen.getByRole('region', { name: 'Plan usage' });
    expect(usage).toHaveTextContent('No plan yet');
    expect(usage).toHaveTextContent('Choose a plan to request your first receptionist');
    expect(within(usage).queryByRole('progressbar', { name: 'Receptionists used' })).not.toBeInTheDocument();
    expect(within(usage).getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/dashboard?tab=subscription');
    expect(addButton()).toBeEnabled();
    expect(addButton()).toHaveAccessibleDescription('A receptionist comes with a plan: choose one to request yours.');

    await user.click(addButton());
    const dialog = await screen.findByRole('dialog', { name: 'Choose a plan first' });
    expect(dialog).toHaveTextContent('No plan selected. Please select a pricing plan first.');
    expect(within(dialog).getByRole('link', { name: 'Choose a Plan' })).toHaveAttribute('href', '/pricing');
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(screen.getByRole('region', { name: 'No receptionists yet' })).getByRole('button', { name: 'Request Your First Receptionist' }));
    expect(await screen.findByRole('dialog', { name: 'Choose a plan first' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add Receptionist' })).not.toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'POST', '/api/receptionists')).toEqual([]);
  });

  it('opens the request form from /receptionists?request=new, where a new subscription leads, and drops the parameter', async () => {
    const { router } = await openPage({}, '/receptionists?request=new');

    expect(await screen.findByRole('dialog', { name: 'Add Receptionist' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("turns the Add button off at the plan's limit, says why, and offers to upgrade", async () => {
    await openPage({
      'GET /api/receptionists/usage': () => json(200, usageDto({ receptionistCount: 1 })),
      'GET /api/receptionists': () => json(200, [receptionistDto()]),
    });

    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription('Your Professional plan allows 1 receptionist. Upgrade your plan to add more.');
    const usage = screen.getByRole('region', { name: 'Plan usage' });
    expect(usage).toHaveTextContent('1 of 1 receptionist on your Professional plan');
    expect(within(usage).getByRole('link', { name: 'Upgrade plan' })).toHaveAttribute('href', '/dashboard?tab=subscription');
  });

  it("shows 'Subscription Limit Reached' with the server's message when the limit was reached meanwhile, and catches up", async () => {
    let usage = usageDto();
    const { fetchMock } = await openPage({
      'GET /api/receptionists/usage': () => json(200, usage),
      'POST /api/receptionists': () => {
        usage = usageDto({ receptionistCount: 1 }); // another tab added one
        return apiError(403, LIMIT_MESSAGE, 'RECEPTIONISTS.LIMIT_REACHED');
      },
    });

    await user.click(addButton());
    const dialog = await screen.findByRole('dialog', { name: 'Add Receptionist' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.paste('Second line');
    await user.click(within(dialog).getByRole('textbox', { name: 'Business phone number' }));
    await user.paste('+1 415 555 0199');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Subscription Limit Reached');
    expect(notice).toHaveTextContent(LIMIT_MESSAGE);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(addButton()).toBeDisabled());
    expect(await sentBodies(fetchMock, 'POST', '/api/receptionists')).toHaveLength(1);
  });

  it("shows 'Language Limit Reached' with the server's message on the languages", async () => {
    const message = 'Your free plan allows up to 3 languages per receptionist.';
    await openPage({ 'POST /api/receptionists': () => apiError(403, message, 'RECEPTIONISTS.LANGUAGE_LIMIT_REACHED') });

    await user.click(addButton());
    const dialog = await screen.findByRole('dialog', { name: 'Add Receptionist' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.paste('Front desk');
    await user.click(within(dialog).getByRole('textbox', { name: 'Business phone number' }));
    await user.paste('+1 415 555 0199');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));

    expect(await screen.findByText('Language Limit Reached')).toBeInTheDocument();
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Receptionist' })).toBeInTheDocument();
  });

  it("deletes after confirming, says 'Receptionist Deleted' and asks for the usage again", async () => {
    let usage = usageDto({ receptionistCount: 1 });
    const { fetchMock } = await openPage({
      'GET /api/receptionists/usage': () => json(200, usage),
      'GET /api/receptionists': () => json(200, [receptionistDto()]),
      'DELETE /api/receptionists/1': () => {
        usage = usageDto();
        return new Response(null, { status: 204 });
      },
    });

    await user.click(screen.getByRole('button', { name: 'Delete Front desk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Front desk?' });
    expect(dialog).toHaveTextContent("Your request is withdrawn. This can't be undone.");

    // Keeping it sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep It' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.filter(([request]) => (request as Request).method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Front desk' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete Receptionist' }));

    expect(await screen.findByText('Receptionist Deleted')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Front desk' })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'No receptionists yet' })).toBeInTheDocument();
    await waitFor(() => expect(addButton()).toBeEnabled());
  });

  it("says 'Error Deleting Receptionist' with the server's message", async () => {
    await openPage({
      'GET /api/receptionists/usage': () => json(200, usageDto({ receptionistCount: 1 })),
      'GET /api/receptionists': () => json(200, [receptionistDto()]),
      'DELETE /api/receptionists/1': () => apiError(404, 'Receptionist not found', 'RECEPTIONISTS.NOT_FOUND'),
    });

    await user.click(screen.getByRole('button', { name: 'Delete Front desk' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete Receptionist' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Deleting Receptionist');
    expect(alert).toHaveTextContent('Receptionist not found');
  });

  it('offers to try again when the receptionists cannot be loaded', async () => {
    let fail = true;
    mockFetch({
      'GET /api/user': () => json(200, userDto()),
      'GET /api/receptionists/usage': () => json(200, usageDto()),
      'GET /api/receptionists': () => (fail ? apiError(500, 'Internal server error') : json(200, [receptionistDto()])),
    });
    renderApp('/receptionists');

    expect(await screen.findByText("We couldn't load your receptionists. Please try again.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Front desk' })).toBeInTheDocument();
  });

  it('says how many receptionists are over the plan’s limit and why, and lets the customer choose which stays active', async () => {
    const over = { overLimit: true, overLimitReasons: ['receptionists' as const] };
    let usage = usageDto({
      planId: 'professional',
      planName: 'Professional',
      receptionistCount: 3,
      canAddMore: false,
      overLimitCount: 3,
      overReceptionistCount: 2,
      overLanguageCount: 1,
    });
    const { fetchMock } = await openPage({
      'GET /api/receptionists/usage': () => json(200, usage),
      'GET /api/receptionists': () =>
        json(200, [
          liveReceptionistDto({ id: 1, name: 'Front desk', overLimit: true, overLimitReasons: ['languages'] }),
          receptionistDto({ id: 2, name: 'After hours', ...over }),
          receptionistDto({ id: 3, name: 'Spanish line', ...over }),
        ]),
      'POST /api/receptionists/3/keep-active': () => {
        usage = { ...usage, overLimitCount: 2, overLanguageCount: 0 };
        return json(200, [
          liveReceptionistDto({ id: 1, name: 'Front desk', ...over }),
          receptionistDto({ id: 2, name: 'After hours', ...over }),
          receptionistDto({ id: 3, name: 'Spanish line' }),
        ]);
      },
    });

    const notice = screen.getByRole('region', { name: '3 receptionists over your plan’s limit' });
    expect(notice).toHaveTextContent('Your Professional plan allows 1 receptionist, and you have 3: 2 are over the limit.');
    expect(notice).toHaveTextContent('1 receptionist has more than the 3 languages your Professional plan allows.');
    expect(notice).toHaveTextContent(
      'Receptionists over the limit don’t answer calls: our team pauses them. Choose which ones stay active, remove languages or upgrade your plan.',
    );
    expect(within(notice).getByRole('link', { name: 'Upgrade plan' })).toHaveAttribute('href', '/dashboard?tab=subscription');
    expect(addButton()).toBeDisabled();
    expect(screen.getAllByText('Over plan limit')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Keep Spanish line active' }));
    expect(await screen.findByText('Receptionist Kept Active')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([request]) => new URL((request as Request).url).pathname === '/api/receptionists/3/keep-active')).toHaveLength(1);
    const spanish = screen.getByRole('article', { name: 'Spanish line' });
    expect(within(spanish).queryByText('Over plan limit')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep Front desk active' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '2 receptionists over your plan’s limit' })).toBeInTheDocument();
  });

  it('shows no notice while every receptionist is within the plan', async () => {
    await openPage({ 'GET /api/receptionists': () => json(200, [receptionistDto()]) });
    expect(screen.queryByRole('region', { name: /over your plan’s limit/ })).not.toBeInTheDocument();
  });

  it("shows each card's calls this month (the customer's month) from GET /api/calls/by-receptionist, none for a receptionist without calls", async () => {
    const { fetchMock } = await openPage({
      'GET /api/receptionists/usage': () => json(200, usageDto({ planId: 'business', planName: 'Business', receptionistCount: 2, receptionistLimit: 3 })),
      'GET /api/receptionists': () => json(200, [liveReceptionistDto({ id: 1, name: 'Front desk' }), receptionistDto({ id: 2, name: 'After hours' })]),
      'GET /api/calls/by-receptionist': () => json(200, [{ receptionistId: 1, callsThisMonth: 42, lastCallAt: '2026-11-26T14:05:00.000Z' }]),
    });

    const front = screen.getByRole('article', { name: 'Front desk' });
    await waitFor(() => expect(front).toHaveTextContent('Calls this month: 42'));
    expect(within(front).getByRole('link', { name: 'View calls of Front desk' })).toHaveAttribute('href', '/calls?receptionistId=1');
    expect(screen.getByRole('article', { name: 'After hours' })).toHaveTextContent('Calls this month: 0');
    const asked = fetchMock.mock.calls.map(([request]) => new URL((request as Request).url)).find((url) => url.pathname === '/api/calls/by-receptionist');
    expect(asked?.searchParams.get('since')).toBe(startOfLocalMonth());
  });
});
