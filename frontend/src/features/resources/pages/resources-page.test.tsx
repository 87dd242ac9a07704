import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, signedOut, userDto } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

describe('/resources', () => {
  it('shows the six resources, each opened from the dashboard, and Contact Support', async () => {
    mockFetch({ 'GET /api/user': () => json(200, userDto()) });
    renderApp('/resources');

    expect(await screen.findByRole('heading', { level: 1, name: 'Resources' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Resources · AI Receptionists'));
    const cards = within(screen.getByRole('list', { name: 'Resources' })).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Getting Started Guide',
      'Implementation Video Tutorial',
      'Voice Training Documentation',
      'Customization Options',
      'Call Analysis Guide',
      'FAQ and Best Practices',
    ]);
    for (const card of cards) {
      expect(within(card).getByRole('link')).toHaveAttribute('href', '/dashboard');
    }
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/dashboard?tab=support');
  });

  it('sends a visitor to /auth', async () => {
    mockFetch({ 'GET /api/user': signedOut });
    const { router } = renderApp('/resources');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });
});
