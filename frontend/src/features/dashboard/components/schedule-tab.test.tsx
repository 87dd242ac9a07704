import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, userDto } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const BLOCKED = 'There was an error opening the scheduling page. Please try again later.';

async function openScheduleTab(user = userDto({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada+ops@example.com' })) {
  mockFetch({ 'GET /api/user': () => json(200, user) });
  const view = renderApp('/dashboard?tab=schedule');
  await screen.findByRole('tablist', { name: 'Scheduling' });
  return view;
}

function callCard(title: string) {
  return screen.getByRole('article', { name: title });
}

describe('dashboard schedule tab', () => {
  it('shows the three calls with their lengths and a short description', async () => {
    await openScheduleTab();

    expect(screen.getByRole('heading', { level: 2, name: 'Schedule a Call' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Product Demo',
      'Consultation Call',
      'Setup & Onboarding',
    ]);
    expect(callCard('Product Demo')).toHaveTextContent('30 min');
    expect(callCard('Consultation Call')).toHaveTextContent('45 min');
    expect(callCard('Setup & Onboarding')).toHaveTextContent('60 min');
    const button = within(callCard('Consultation Call')).getByRole('button', { name: 'Open in scheduler' });
    expect(button).toHaveAccessibleDescription('Consultation Call 45 min Opens in a new tab, with your name and e-mail already filled in.');
  });

  it("opens the call's scheduling page in a new tab with the customer's name and e-mail filled in", async () => {
    await openScheduleTab();
    const tab = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);

    await userEvent.click(within(callCard('Consultation Call')).getByRole('button', { name: 'Open in scheduler' }));

    expect(open).toHaveBeenCalledExactlyOnceWith('https://cal.com/ai-receptionists/consultation?name=Ada%20Lovelace&email=ada%2Bops%40example.com', '_blank');
    expect(tab.opener).toBeNull();
    expect(screen.queryByText(BLOCKED)).not.toBeInTheDocument();

    await userEvent.click(within(callCard('Setup & Onboarding')).getByRole('button', { name: 'Open in scheduler' }));
    expect(open).toHaveBeenLastCalledWith('https://cal.com/ai-receptionists/onboarding?name=Ada%20Lovelace&email=ada%2Bops%40example.com', '_blank');
  });

  it('says so when the browser blocks the new tab, and offers the page as a link to click', async () => {
    await openScheduleTab(userDto({ firstName: null, lastName: null, username: 'ada' }));
    vi.spyOn(window, 'open').mockReturnValue(null);

    await userEvent.click(within(callCard('Product Demo')).getByRole('button', { name: 'Open in scheduler' }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Could not open the scheduler');
    expect(notice).toHaveTextContent(BLOCKED);
    const link = screen.getByRole('link', { name: 'Open the Product Demo scheduling page' });
    expect(link).toHaveAttribute('href', 'https://cal.com/ai-receptionists/product-demo?name=ada&email=ada%40example.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('explains booking in four steps under Help & Information', async () => {
    await openScheduleTab();
    const tabs = screen.getByRole('tablist', { name: 'Scheduling' });
    expect(within(tabs).getByRole('tab', { name: 'Book a Call' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Help & Information' }));

    expect(within(tabs).getByRole('tab', { name: 'Help & Information' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Help & Information' });
    const steps = within(panel)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent);
    expect(steps).toEqual(['Choose a call type', 'Pick a time', 'Receive a confirmation e-mail', 'Meet our team']);
    expect(panel).toHaveTextContent('meeting link');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('sends questions to the Support tab from Help & Information', async () => {
    const { router } = await openScheduleTab();
    mockFetch({
      'GET /api/user': () => json(200, userDto()),
      'GET /api/support-requests': () => json(200, []),
      'GET /api/contact-details': () => json(200, { salesEmail: 's@example.com', supportEmail: 'help@example.com' }),
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Help & Information' }));

    await act(() => userEvent.click(screen.getByRole('button', { name: 'Contact Support' })));

    expect(screen.getByRole('tab', { name: 'Support' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=support');
  });
});
