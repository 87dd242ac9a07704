import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, signedOut } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';

describe('unknown paths', () => {
  it('show the 404 screen with its red alert icon and a way home', async () => {
    mockFetch({ 'GET /api/user': signedOut });

    renderApp('/no/such/page');

    const heading = await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' });
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(screen.getByTestId('not-found-icon')).toHaveClass('MuiSvgIcon-colorError');
    const card = heading.closest('.MuiCard-root') as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page Not Found · AI Receptionists'));
  });

  it('do not catch the routes the product has', async () => {
    mockFetch({ 'GET /api/user': signedOut });

    renderApp('/pricing');

    expect(await screen.findByRole('heading', { level: 1, name: 'Simple, transparent pricing' })).toBeInTheDocument();
    expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
  });
});
