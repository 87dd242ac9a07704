import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CallsOverviewDto } from '../../../api/generated/types.gen';
import { callsDayDto, callsOverviewDto, callUsageDto, OVERAGE_RULE } from '../../../test/call-fixtures';
import { apiError, json, mockFetch, userDto } from '../../../test/fetch-mock';
import { receptionistDto } from '../../../test/receptionist-fixtures';
import { fakeMatchMedia } from '../../../test/match-media';
import { renderApp } from '../../../test/render-app';
import { localDayOf } from '../call-filters';

function openOverview(overview: CallsOverviewDto, routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    'GET /api/user': () => json(200, userDto({ subscriptionPlan: 'professional', subscriptionStatus: 'active' })),
    'GET /api/calls/overview': () => json(200, overview),
    ...routes,
  });
  return { ...renderApp('/dashboard'), fetchMock };
}

async function meter() {
  return screen.findByRole('region', { name: 'Calls this period' });
}

const NO_CALLS = { callsAnswered: 0, appointmentsBooked: 0, messagesTaken: 0, averageDurationSeconds: null, receptionists: [] };

describe('the dashboard Overview tab', () => {
  it('is the tab /dashboard opens, first in the row', async () => {
    openOverview(callsOverviewDto());
    const tabs = within(await screen.findByRole('tablist', { name: 'Dashboard sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Overview', 'Schedule', 'Support', 'Account', 'Subscription']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Overview' })).toBeInTheDocument();
  });

  it('meters the calls under the allowance, with the period, its reset and the calls not counted linked to the log', async () => {
    openOverview(callsOverviewDto());
    const section = await meter();

    expect(section).toHaveTextContent('640 of 1,000 calls');
    expect(section).toHaveTextContent('Nov 5, 2026 – Dec 5, 2026 · resets on Dec 5, 2026');
    const bar = within(section).getByRole('progressbar', { name: 'Calls used this period' });
    expect(bar).toHaveAttribute('aria-valuenow', '64');
    expect(bar).toHaveAttribute('aria-valuetext', '640 of 1,000 calls');
    expect(bar.className).toContain('colorPrimary');
    expect(section).not.toHaveTextContent('You have used');

    const notCounted = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(notCounted).toEqual(['Spam: 12 calls · See the spam calls', 'Too short to count: 31 calls · See the calls too short to count']);
    const period = `from=2026-11-05&to=${localDayOf(new Date().toISOString())}`;
    expect(within(section).getByRole('link', { name: 'See the spam calls' })).toHaveAttribute('href', `/calls?notCounted=spam&${period}`);
    expect(within(section).getByRole('link', { name: 'See the calls too short to count' })).toHaveAttribute('href', `/calls?notCounted=short&${period}`);
    expect(within(section).getByRole('link', { name: 'See this period’s calls in your call log' })).toHaveAttribute('href', `/calls?${period}`);
  });

  it('shows the texts sent to callers against the plan’s texts', async () => {
    openOverview(callsOverviewDto());
    const section = await meter();
    expect(section).toHaveTextContent('Texts this period37 texts of 200 sent to callers');
    expect(section).not.toHaveTextContent('texts for this period are used');
  });

  it('says when the plan’s texts for the period are used up', async () => {
    openOverview(callsOverviewDto({ usage: callUsageDto({ textsSent: 200, textAllowance: 200 }) }));
    const full = await meter();
    expect(full).toHaveTextContent('200 texts of 200 sent to callers');
    expect(full).toHaveTextContent("Your plan's texts for this period are used: your receptionists offer to take a message instead until Dec 5, 2026.");
  });

  it('turns to the warning colour at 80%', async () => {
    openOverview(callsOverviewDto({ usage: callUsageDto({ callsCounted: 800, percentUsed: 80 }) }));
    const section = await meter();

    expect(section).toHaveTextContent('800 of 1,000 calls');
    expect(section).toHaveTextContent('You have used 80% of the calls your plan includes this period.');
    expect(section).toHaveTextContent(OVERAGE_RULE);
    expect(within(section).getByRole('progressbar').className).toContain('colorWarning');
    expect(within(section).getByRole('link', { name: 'Upgrade for more calls' })).toHaveAttribute('href', '/dashboard?tab=subscription&plan=business');
  });

  it('says where the pace leads from 80% of the allowance on, even while under it, and not before', async () => {
    openOverview(callsOverviewDto({ usage: callUsageDto({ callsCounted: 500, percentUsed: 50, projectedCalls: 1500 }) }));
    const section = await meter();
    expect(section).toHaveTextContent(`At this pace, about 1,500 calls by Dec 5, 2026. ${OVERAGE_RULE}`);
    expect(within(section).getByRole('link', { name: 'Upgrade for more calls' })).toBeInTheDocument();
  });

  it('says nothing of the pace while it stays well under the allowance, and offers no upgrade at the top plan', async () => {
    openOverview(callsOverviewDto({ usage: callUsageDto({ callsCounted: 300, percentUsed: 30, projectedCalls: 700, upgradePlanId: null }) }));
    const section = await meter();
    expect(section).not.toHaveTextContent('At this pace');
    expect(section).not.toHaveTextContent(OVERAGE_RULE);
    expect(within(section).queryByRole('link', { name: 'Upgrade for more calls' })).not.toBeInTheDocument();
  });

  it('shows the overage above the allowance, the bar full', async () => {
    openOverview(callsOverviewDto({ usage: callUsageDto({ callsCounted: 1120, overage: 120, percentUsed: 112 }) }));
    const section = await meter();

    expect(section).toHaveTextContent('1,120 of 1,000 calls');
    expect(section).toHaveTextContent(`120 calls over your allowance.${OVERAGE_RULE}`);
    const bar = within(section).getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar.className).toContain('colorWarning');
  });

  it('says Unlimited on an unlimited plan, with no bar to fill', async () => {
    openOverview(callsOverviewDto({ usage: callUsageDto({ callsCounted: 4120, allowance: null, percentUsed: null }) }));
    const section = await meter();

    expect(section).toHaveTextContent('4,120 calls · Unlimited');
    expect(section).toHaveTextContent('Your plan includes unlimited calls.');
    expect(within(section).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('without a plan, says no calls are included and leads to the Subscription tab', async () => {
    const noPlan = callUsageDto({ callsCounted: 0, allowance: 0, percentUsed: null, notCounted: [] });
    const { router } = openOverview(
      callsOverviewDto({ usage: noPlan, ...NO_CALLS, callsPerDay: callsOverviewDto().callsPerDay.map((day) => callsDayDto(day.day)) }),
      {
        'GET /api/receptionists': () => json(200, []),
        'GET /api/billing': () => apiError(500, 'Not in this test'),
      },
    );
    const section = await meter();

    expect(section).toHaveTextContent('No calls included');
    expect(within(section).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'No receptionists yet' })).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('link', { name: 'Choose a Plan' }));
    expect(router.state.location.search).toBe('?tab=subscription');
  });

  it("shows this period's figures", async () => {
    openOverview(callsOverviewDto());
    const stats = within(await screen.findByLabelText('This period’s figures'));
    const terms = stats.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(terms).toEqual(['Calls answered: 683', 'Appointments booked: 210', 'Messages taken: 95', 'Average duration: 2:05']);
  });

  it("links each figure to this period's calls in the log, of the outcome it counts", async () => {
    const { router } = openOverview(callsOverviewDto());
    const stats = within(await screen.findByLabelText('This period’s figures'));
    const period = `from=2026-11-05&to=${localDayOf(new Date().toISOString())}`;
    expect(stats.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      `/calls?${period}`,
      `/calls?outcome=appointment_booked&${period}`,
      `/calls?outcome=message_taken&${period}`,
      `/calls?${period}`,
    ]);
    await userEvent.click(stats.getByRole('link', { name: /Messages taken/ }));
    expect(router.state.location.pathname).toBe('/calls');
    expect(router.state.location.search).toBe(`?outcome=message_taken&${period}`);
  });

  it('charts 30 days by outcome, naming only the outcomes the days hold, and shows the numbers as a table', async () => {
    openOverview(callsOverviewDto());
    const chart = await screen.findByRole('region', { name: 'Calls per day, last 30 days' });

    const legend = within(chart)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(legend).toEqual(['Appointment booked', 'Message taken', 'Spam', 'Hang-up']);
    const figure = within(chart).getByRole('figure', { name: 'Calls per day, last 30 days' });
    expect(figure).toHaveAccessibleDescription('10 calls in the last 30 days; the busiest day was Nov 20, with 7.');
    // The API counts the days in the account's time zone, and the card says which.
    expect(chart).toHaveTextContent('Days in your time zone, America/New_York');

    await userEvent.click(within(chart).getByRole('button', { name: 'Show as table' }));
    const table = within(chart).getByRole('table', { name: 'Calls per day, last 30 days' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Day', 'All calls', 'Appointment booked', 'Message taken', 'Spam', 'Hang-up']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(rows[0]).toHaveTextContent('Oct 29');
    expect(
      within(rows[22])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['7', '4', '2', '1', '0']);
    expect(within(rows[22]).getByRole('rowheader')).toHaveTextContent('Nov 20');
    expect(within(rows[29]).getByRole('rowheader')).toHaveTextContent('Nov 27');

    await userEvent.click(within(chart).getByRole('button', { name: 'Show as chart' }));
    expect(within(chart).queryByRole('table')).not.toBeInTheDocument();
  });

  it("breaks this period's calls down by receptionist, deleted ones together", async () => {
    openOverview(callsOverviewDto());
    const table = await screen.findByRole('table', { name: 'Calls by receptionist this period' });

    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Front desk3 to answer', 'After hours', 'Deleted receptionists']);
    // Front desk's questions callers asked that it could not answer, linked to its "To answer" list.
    expect(within(table).getByRole('link', { name: 'Front desk: 3 questions to answer' })).toHaveAttribute('href', '/receptionists/1/settings#to-answer');
    expect(rows.slice(1)).toEqual([
      ['600', '570', '200', '80'],
      ['80', '70', '10', '15'],
      ['3', '0', '0', '0'],
    ]);
  });

  it('lists the receptionists with their figures two by two on a phone, instead of a table too wide for it', async () => {
    const phone = fakeMatchMedia();
    vi.stubGlobal('matchMedia', (query: string) => ({ ...phone(query), matches: query.includes('max-width') }));
    openOverview(callsOverviewDto());

    const section = await screen.findByRole('region', { name: 'Calls by receptionist this period' });
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    const items = within(within(section).getByRole('list', { name: 'Calls by receptionist this period' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Front desk3 to answerCalls600Counted570Appointments200Messages80',
      'After hoursCalls80Counted70Appointments10Messages15',
      'Deleted receptionistsCalls3Counted0Appointments0Messages0',
    ]);
  });

  it('before the first call, says what the receptionist in training is waiting for', async () => {
    const quiet = callsOverviewDto().callsPerDay.map((day) => callsDayDto(day.day));
    openOverview(callsOverviewDto({ ...NO_CALLS, usage: callUsageDto({ callsCounted: 0, percentUsed: 0, notCounted: [] }), callsPerDay: quiet }), {
      'GET /api/receptionists': () => json(200, [receptionistDto({ status: 'training' })]),
    });

    expect(await screen.findByRole('heading', { level: 3, name: 'No calls yet' })).toBeInTheDocument();
    expect(screen.getByText('Calls appear here once Front desk goes live.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Calls per day, last 30 days' })).not.toBeInTheDocument();
    expect(await meter()).toHaveTextContent('0 of 1,000 calls');
  });

  it('offers to try again when the overview cannot be loaded', async () => {
    let fail = true;
    openOverview(callsOverviewDto(), {
      'GET /api/calls/overview': () => (fail ? apiError(500, 'Database unavailable') : json(200, callsOverviewDto())),
    });

    await screen.findByText("We couldn't load your overview. Please try again.", {}, { timeout: 10_000 });
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await meter()).toHaveTextContent('640 of 1,000 calls');
  });
});
