import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, signedOut, userDto } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

describe('/product', () => {
  it('welcomes the customer with the key features, implementation and daily operation steps, and benefits', async () => {
    mockFetch({ 'GET /api/user': () => json(200, userDto()) });
    renderApp('/product');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Your AI Receptionist' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Product · AI Receptionists'));

    const features = screen.getByRole('region', { name: 'Key features' });
    expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    const implementation = screen.getByRole('region', { name: 'Implementation' });
    expect(
      within(implementation)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Request your receptionist', 'We configure and test it', 'Forward your calls and go live']);
    expect(within(implementation).getByRole('link', { name: 'My Receptionists' })).toHaveAttribute('href', '/receptionists');
    expect(within(screen.getByRole('region', { name: 'Daily operation' })).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('region', { name: 'Business benefits' })).toHaveTextContent('Save 70-80% compared with a human receptionist');

    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Get Support' })).toHaveAttribute('href', '/dashboard?tab=support');
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/dashboard?tab=support');
  });

  it('sends a visitor to /auth', async () => {
    mockFetch({ 'GET /api/user': signedOut });
    const { router } = renderApp('/product');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });
});
