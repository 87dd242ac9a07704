import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, signedOut } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

describe('legal pages', () => {
  it('are reached from the footer and say the document is available on request from support', async () => {
    mockFetch({
      'GET /api/user': signedOut,
      'GET /api/contact-details': () => json(200, { salesEmail: 'sales@receptionists.test', supportEmail: 'help@receptionists.test' }),
    });
    renderApp('/about');
    const footer = await screen.findByRole('navigation', { name: 'Legal' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Privacy Policy', '/legal/privacy-policy'],
      ['Terms of Service', '/legal/terms-of-service'],
      ['Data Processing', '/legal/data-processing'],
      ['Cookies Policy', '/legal/cookies-policy'],
    ]);

    await userEvent.click(within(footer).getByRole('link', { name: 'Terms of Service' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText(/It is available on request/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'help@receptionists.test' })).toHaveAttribute(
      'href',
      'mailto:help@receptionists.test?subject=Request%3A%20Terms%20of%20Service',
    );
    await waitFor(() => expect(document.title).toBe('Terms of Service · AI Receptionists'));
  });
});
