import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ReceptionistDto, SettingsDeliverySummaryDto } from '../../../api/generated/types.gen';
import { createQueryClient } from '../../../api/query-client';
import { NoticesProvider } from '../../../components/notices/notices-provider';
import { json, mockFetch } from '../../../test/fetch-mock';
import { AI_NUMBER, forwardingGuidesDto, liveReceptionistDto, receptionistDto, statusChangeDto } from '../../../test/receptionist-fixtures';
import { ReceptionistCard } from './receptionist-card';

const PROFESSIONAL = { planName: 'Professional', receptionistLimit: 1, languagesPerReceptionist: 3 };

function renderCard(receptionist: ReceptionistDto, limits = PROFESSIONAL, callsThisMonth?: number, settings?: SettingsDeliverySummaryDto) {
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  const onKeepActive = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <NoticesProvider>
          <ReceptionistCard
            receptionist={receptionist}
            onEdit={onEdit}
            onDelete={onDelete}
            limits={limits}
            onKeepActive={onKeepActive}
            callsThisMonth={callsThisMonth}
            settings={settings}
          />
        </NoticesProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { card: screen.getByRole('article', { name: receptionist.name }), onEdit, onDelete, onKeepActive };
}

/** The value of a fact on the card ("AI number", "Languages"…). */
function fact(card: HTMLElement, label: string): HTMLElement {
  return within(card).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
}

function timeline(card: HTMLElement): string[] {
  return within(within(card).getByRole('list', { name: 'History' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('receptionist card', () => {
  it('shows a new request: Request Pending and what it means, no AI number yet, the numbers, languages and hours', () => {
    const { card } = renderCard(receptionistDto({ languages: ['English', 'Spanish'] }));

    expect(within(card).getByRole('heading', { name: 'Front desk' })).toBeInTheDocument();
    expect(within(card).getByText('Request Pending')).toBeInTheDocument();
    expect(card).toHaveTextContent("New request awaiting our team's review.");
    expect(fact(card, 'AI number')).toHaveTextContent('Your number is assigned when we go live');
    expect(within(card).queryByRole('button', { name: 'Copy AI number of Front desk' })).not.toBeInTheDocument();
    expect(within(card).queryByText(/Forward your calls/)).not.toBeInTheDocument();
    expect(fact(card, 'Your number')).toHaveTextContent('+1 (415) 555-0134');
    expect(fact(card, 'Business hours')).toHaveTextContent('Mon-Fri 8am-6pm');
    expect(
      within(fact(card, 'Languages'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['English', 'Spanish']);
    expect(timeline(card)).toEqual(['Requested · Nov 22, 2026']);
  });

  it.each([
    ['pending', 'Request Pending', "New request awaiting our team's review."],
    ['training', 'Training in Progress', 'Our team is training it on your business'],
    ['active', 'Live', 'Live and answering the calls your business line forwards to its AI number.'],
    ['inactive', 'Disabled', 'Temporarily disabled'],
  ] as const)('names the %s status %j and explains it', (status, label, explanation) => {
    const { card } = renderCard(receptionistDto({ status, active: status === 'active' }));

    expect(within(card).getByText(label, { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(card).toHaveTextContent(explanation);
  });

  it('dims a receptionist that is not answering calls, and only that one', () => {
    expect(renderCard(receptionistDto({ id: 1, name: 'Waiting', status: 'pending', active: false })).card).toHaveAttribute('data-dimmed', 'true');
    expect(renderCard(receptionistDto({ id: 2, name: 'Paused', status: 'inactive', active: false })).card).toHaveAttribute('data-dimmed', 'true');
    expect(renderCard(liveReceptionistDto({ id: 3, name: 'Answering' })).card).not.toHaveAttribute('data-dimmed');
  });

  it('previews the company information in its first 100 characters', () => {
    const info = `${'a'.repeat(95)} bcdefghij`; // 106 characters
    const { card } = renderCard(receptionistDto({ companyInfo: info }));

    expect(fact(card, 'Company information')).toHaveTextContent(`${'a'.repeat(95)} bcde…`, { normalizeWhitespace: false });
    expect(card).not.toHaveTextContent('fghij');
  });

  it('shows company information of exactly 100 characters whole, and none when there is none', () => {
    const exact = 'b'.repeat(100);
    const { card } = renderCard(receptionistDto({ id: 1, name: 'Exact', companyInfo: exact }));
    expect(fact(card, 'Company information').textContent).toBe(exact);

    const { card: empty } = renderCard(receptionistDto({ id: 2, name: 'Empty', companyInfo: '', businessHours: '' }));
    expect(within(empty).queryByText('Company information')).not.toBeInTheDocument();
    expect(fact(empty, 'Business hours')).toHaveTextContent('Not set');
  });

  it('tells the history: requested, training started, went live, disabled by our team', () => {
    const { card } = renderCard(
      receptionistDto({
        status: 'inactive',
        statusHistory: [
          statusChangeDto(),
          statusChangeDto({ from: 'pending', to: 'training', at: '2026-11-23T12:00:00.000Z', by: 'team' }),
          statusChangeDto({ from: 'training', to: 'active', at: '2026-11-24T12:00:00.000Z', by: 'team' }),
          statusChangeDto({ from: 'active', to: 'inactive', at: '2026-12-01T12:00:00.000Z', by: 'team' }),
          statusChangeDto({ from: 'inactive', to: 'active', at: '2026-12-02T12:00:00.000Z', by: 'team' }),
        ],
      }),
    );

    expect(timeline(card)).toEqual([
      'Requested · Nov 22, 2026',
      'Training started · Nov 23, 2026',
      'Went live · Nov 24, 2026',
      'Disabled by our team · Dec 1, 2026',
      'Live again · Dec 2, 2026',
    ]);
  });

  it('asks to edit or delete this receptionist', async () => {
    const receptionist = receptionistDto();
    const { card, onEdit, onDelete } = renderCard(receptionist);

    await userEvent.click(within(card).getByRole('button', { name: 'Edit Front desk' }));
    expect(onEdit).toHaveBeenCalledWith(receptionist);
    await userEvent.click(within(card).getByRole('button', { name: 'Delete Front desk' }));
    expect(onDelete).toHaveBeenCalledWith(receptionist);
  });

  it('shows a live one its AI number written for people and copies it in E.164', async () => {
    const user = userEvent.setup();
    const { card } = renderCard(liveReceptionistDto());

    expect(fact(card, 'AI number')).toHaveTextContent('+1 (415) 555-0199');
    await user.click(within(card).getByRole('button', { name: 'Copy AI number of Front desk' }));

    expect(await navigator.clipboard.readText()).toBe(AI_NUMBER);
    expect(await screen.findByRole('status')).toHaveTextContent('AI number copied');
  });

  it('gives a live one the forwarding steps, and saves the phone company the customer chooses', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'PATCH /api/receptionists/1': () => json(200, liveReceptionistDto({ forwardingCarrier: 'verizon' })),
      'GET /api/receptionists/usage': () => json(200, {}),
    });
    const { card } = renderCard(liveReceptionistDto());

    const steps = within(card).getByRole('region', { name: 'Forward your calls to Front desk' });
    expect(steps).toHaveTextContent('forward unanswered calls to 4155550199');
    await user.click(within(steps).getByRole('combobox', { name: 'Your phone company' }));
    await user.click(screen.getByRole('option', { name: 'Verizon' }));

    const patch = () => fetchMock.mock.calls.map(([request]) => request as Request).find((request) => request.method === 'PATCH');
    await vi.waitFor(() => expect(patch()).toBeDefined());
    expect(await patch()!.json()).toEqual({ forwardingCarrier: 'verizon' });
  });

  it('calls the business line to check forwarding, says it is calling, then that the call came through', async () => {
    const user = userEvent.setup();
    const calling = { id: 9, receptionistId: 1, status: 'calling', detail: null, createdAt: '2026-11-24T12:00:00.000Z', finishedAt: null };
    let checks: unknown[] = [];
    const fetchMock = mockFetch({
      'GET /api/forwarding-checks': () => json(200, checks),
      'POST /api/receptionists/1/forwarding-checks': () => {
        checks = [calling];
        return json(201, calling);
      },
    });
    const { card } = renderCard(liveReceptionistDto());
    const steps = within(card).getByRole('region', { name: 'Forward your calls to Front desk' });

    await user.click(await within(steps).findByRole('button', { name: 'Call me to check Front desk' }));
    expect(await within(steps).findByText(/We are calling \+1 \(415\) 555-0134/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([request]) => (request as Request).method === 'POST')).toBe(true);
    checks = [{ ...calling, status: 'reached', finishedAt: '2026-11-24T12:01:00.000Z' }];
    expect(
      await within(steps).findByText(/Forwarding works: our call to \+1 \(415\) 555-0134 came through to Front desk/, {}, { timeout: 6_000 }),
    ).toBeInTheDocument();
  });

  it('says why a check did not reach the receptionist, and only offers the check once it is live', async () => {
    mockFetch({
      'GET /api/forwarding-checks': () =>
        json(200, [
          {
            id: 9,
            receptionistId: 1,
            status: 'not_reached',
            detail: 'Your business line did not answer and did not forward the call.',
            createdAt: '2026-11-24T12:00:00.000Z',
            finishedAt: '2026-11-24T12:03:00.000Z',
          },
        ]),
    });
    const { card } = renderCard(liveReceptionistDto());
    expect(
      await within(card).findByText(/Our call did not reach Front desk .* Your business line did not answer and did not forward the call\./),
    ).toBeInTheDocument();

    const { card: training } = renderCard(liveReceptionistDto({ id: 2, name: 'Night line', status: 'training', active: false }));
    expect(training).toHaveTextContent('Once Night line is live, "Call me to check" here tells you whether forwarding works.');
    expect(within(training).queryByRole('button', { name: 'Call me to check Night line', hidden: true })).not.toBeInTheDocument();
  });

  it("shows the chosen phone company's codes, each with a copy button", () => {
    const { card } = renderCard(liveReceptionistDto({ forwardingCarrier: 'verizon', forwardingGuides: forwardingGuidesDto() }));

    const steps = within(card).getByRole('region', { name: 'Forward your calls to Front desk' });
    expect(within(steps).getByRole('combobox', { name: 'Your phone company' })).toHaveTextContent('Verizon');
    expect(within(steps).getByText('Only the calls you miss (recommended)').nextElementSibling).toHaveTextContent('*714155550199');
    expect(within(steps).getByText('Stop forwarding').nextElementSibling).toHaveTextContent('*73');
    expect(within(steps).getByRole('button', { name: 'Copy the code: Every call' })).toBeInTheDocument();
  });

  it('marks a receptionist beyond the plan: the badge, why (from the plan the API names), dimmed, and Keep Active', async () => {
    const receptionist = liveReceptionistDto({
      overLimit: true,
      overLimitReasons: ['receptionists', 'languages'],
      languages: ['English', 'Spanish', 'French', 'German'],
    });
    const { card, onKeepActive } = renderCard(receptionist, { planName: 'Starter', receptionistLimit: 2, languagesPerReceptionist: 3 });

    expect(within(card).getByText('Over plan limit')).toBeInTheDocument();
    expect(card).toHaveAttribute('data-dimmed', 'true');
    expect(card).toHaveTextContent('Not answering calls: our team pauses it while it is over your plan’s limit.');
    expect(card).toHaveTextContent('Beyond the 2 receptionists your Starter plan allows.');
    expect(card).toHaveTextContent('More than the 3 languages your Starter plan allows: remove some to bring it back.');
    await userEvent.click(within(card).getByRole('button', { name: 'Keep Front desk active' }));
    expect(onKeepActive).toHaveBeenCalledWith(receptionist);
  });

  it('offers no Keep Active for a receptionist over the language limit only, and no badge within the plan', () => {
    const { card } = renderCard(receptionistDto({ overLimit: true, overLimitReasons: ['languages'] }));
    expect(card).toHaveTextContent('More than the 3 languages your Professional plan allows');
    expect(within(card).queryByRole('button', { name: /active/ })).not.toBeInTheDocument();

    const within_ = renderCard(receptionistDto({ id: 2, name: 'After hours' }));
    expect(within(within_.card).queryByText('Over plan limit')).not.toBeInTheDocument();
  });

  it('shows its calls this month and links to its calls', () => {
    const { card } = renderCard(liveReceptionistDto({ id: 3 }), PROFESSIONAL, 1234);

    expect(card).toHaveTextContent('Calls this month: 1,234');
    expect(within(card).getByRole('link', { name: 'View calls of Front desk' })).toHaveAttribute('href', '/calls?receptionistId=3');
  });

  it('shows a dash for the calls this month while they are not known', () => {
    const { card } = renderCard(receptionistDto());
    expect(card).toHaveTextContent('Calls this month: –');
  });

  it('says where its settings stand', () => {
    const live = renderCard(liveReceptionistDto(), PROFESSIONAL, 0, {
      receptionistId: 1,
      version: 3,
      delivery: 'live',
      deliveryText: 'Your receptionist answers with version 3.',
    });
    expect(fact(live.card, 'Settings')).toHaveTextContent(/^Your receptionist answers with version 3\.$/);
  });

  it.each([
    [0, 'setup', 'Not set yet: its hours, answers and transfers are in Settings.'],
    [2, 'setup', 'Version 2 saved: our team builds your receptionist with it.'],
    [2, 'failed', 'Version 2 could not be applied yet: our team has been told and is on it.'],
  ] as const)('says version %i, %s, in its own words', (version, delivery, text) => {
    const deliveryText = delivery === 'failed' ? text : 'Our team builds your receptionist with these settings.';
    const { card } = renderCard(receptionistDto(), PROFESSIONAL, 0, { receptionistId: 1, version, delivery, deliveryText });
    expect(fact(card, 'Settings')).toHaveTextContent(text);
  });

  it('leaves the settings out while unknown, and says a change to a live receptionist is with our team, due by when', () => {
    const { card } = renderCard(
      liveReceptionistDto({ pendingChange: { fields: ['Hours', 'Name'], since: '2026-11-29T14:00:00.000Z', dueBy: '2026-11-30T14:00:00.000Z' } }),
    );
    expect(within(card).queryByText('Settings', { selector: 'dt' })).not.toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent(/^Your change to hours and name is with our team: your receptionist answers with it by Nov 30/);
  });

  it('says nothing of changes when none waits', () => {
    const { card } = renderCard(liveReceptionistDto());
    expect(within(card).queryByText(/is with our team/)).not.toBeInTheDocument();
  });
});
