import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, signedOut } from '../../../test/fetch-mock';
import { plansDto } from '../../../test/plan-fixtures';
import { renderApp } from '../../../test/render-app';

describe('/about', () => {
  it('closes with the free trial the plans are served with', async () => {
    mockFetch({ 'GET /api/user': signedOut, 'GET /api/plans': () => json(200, plansDto({ trialDays: 30 })) });
    renderApp('/about');

    expect(await screen.findByText('Start with a 30-day free trial, or talk to us about what your business needs.')).toBeInTheDocument();
  });

  it('tells the mission, the four-step process, the timeline and six values', async () => {
    mockFetch({ 'GET /api/user': signedOut });
    renderApp('/about');

    expect(await screen.findByRole('heading', { level: 1, name: 'Our Mission & Story' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('About Us · AI Receptionists'));

    const process = screen.getByRole('region', { name: 'Four steps to your receptionist' });
    expect(
      within(process)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Discovery', 'Design', 'Implementation', 'Optimization']);

    const timeline = screen.getByRole('region', { name: "Where we come from, where we're going" });
    expect(
      within(timeline)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['2024', '2025', 'Future']);
    expect(
      within(timeline)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Foundation', 'Product Development', 'Market Expansion', 'Enhanced Integration Ecosystem', 'Global Growth', 'Quantum Leap Innovation']);

    const values = screen.getByRole('region', { name: 'What we stand for' });
    expect(within(values).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('region', { name: 'We do the work, you get the calls' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/auth?signup=true');
  });
});
