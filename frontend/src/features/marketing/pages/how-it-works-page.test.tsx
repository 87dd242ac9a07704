import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, signedOut } from '../../../test/fetch-mock';
import { plansDto } from '../../../test/plan-fixtures';
import { renderApp } from '../../../test/render-app';

async function openPage(path = '/how-it-works') {
  mockFetch({ 'GET /api/user': signedOut });
  const view = renderApp(path);
  await screen.findByRole('tablist', { name: 'How it works' });
  return view;
}

function selectedTab() {
  return screen.getByRole('tab', { selected: true });
}

describe('/how-it-works', () => {
  it('starts on the three setup steps', async () => {
    await openPage();

    expect(selectedTab()).toHaveTextContent('Setup Process');
    const panel = screen.getByRole('tabpanel', { name: 'Setup Process' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    await waitFor(() => expect(document.title).toBe('How It Works · AI Receptionists'));
  });

  it('switches tabs with the buttons, scrolling back to the tab navigation and focusing the tab', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { router } = await openPage();

    await userEvent.click(screen.getByRole('button', { name: 'Next: Key Features' }));
    expect(selectedTab()).toHaveTextContent('Key Features');
    expect(screen.getByRole('tab', { name: 'Key Features' })).toHaveFocus();
    expect(scrolled.mock.contexts.at(-1)).toBe(document.getElementById('how-it-works-tabs'));
    expect(router.state.location.search).toBe('?tab=features');

    await userEvent.click(screen.getByRole('button', { name: 'Next: Ongoing Support' }));
    expect(selectedTab()).toHaveTextContent('Ongoing Support');

    await userEvent.click(screen.getByRole('button', { name: 'Previous: Key Features' }));
    expect(selectedTab()).toHaveTextContent('Key Features');

    await userEvent.click(screen.getByRole('tab', { name: 'Ongoing Support' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back to Start: Setup Process' }));
    expect(selectedTab()).toHaveTextContent('Setup Process');
    expect(screen.getByRole('tab', { name: 'Setup Process' })).toHaveFocus();
    expect(router.state.location.search).toBe('');
  });

  it('opens the tab named in the address and moves between tabs with the arrow keys', async () => {
    await openPage('/how-it-works?tab=support');

    expect(selectedTab()).toHaveTextContent('Ongoing Support');
    expect(screen.getByRole('tabpanel', { name: 'Ongoing Support' })).toHaveTextContent('we respond within 24 hours');

    screen.getByRole('tab', { name: 'Ongoing Support' }).focus();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    expect(screen.getByRole('tab', { name: 'Key Features' })).toHaveFocus();
    expect(selectedTab()).toHaveTextContent('Key Features');
  });

  it('quotes the free trial the plans are served with in the first step', async () => {
    mockFetch({ 'GET /api/user': signedOut, 'GET /api/plans': () => json(200, plansDto({ trialDays: 30 })) });
    renderApp('/how-it-works');

    expect(
      await screen.findByText('Create your account and pick Professional, Business or Enterprise. Every plan starts with a 30-day free trial.'),
    ).toBeInTheDocument();
  });

  it('ends with the sign-up and contact links', async () => {
    await openPage();

    expect(screen.getByRole('link', { name: 'Set up your account now!' })).toHaveAttribute('href', '/auth?signup=true');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});
