import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, signedOut } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import { preloadPage } from './router';

describe('preloadPage', () => {
  it("loads an open page's code, so the first render shows the page instead of the spinner", async () => {
    mockFetch({ 'GET /api/user': signedOut });
    await preloadPage('/about');

    renderApp('/about');

    // No findBy: the page is there in the very first render.
    expect(screen.getByRole('heading', { level: 1, name: 'Our Mission & Story' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('resolves for addresses without a page of their own', async () => {
    await expect(preloadPage('/no-such-page')).resolves.toBeUndefined();
    await expect(preloadPage('/dashboard')).resolves.toBeUndefined();
  });
});
