import { screen } from '@testing-library/react';
import { isValidElement } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockFetch, signedOut } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import { RequireAdmin, RequireUser } from './guards';
import { PUBLIC_PAGES, type PublicPageModule } from './public-routes';
import { preloadPage, PUBLIC_PAGE_OF_MODULE, routes } from './router';

/** The paths of the pages anyone may open: not behind a guard, not a redirect, not the catch-all. */
function openPagePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const type = isValidElement(route.element) ? route.element.type : undefined;
    if (type === RequireUser || type === RequireAdmin || type === Navigate || route.path === '*') return [];
    const path = route.path === undefined ? parent : `${parent}/${route.path}`;
    return route.children ? openPagePaths(route.children, path) : [path || '/'];
  });
}

describe('the public routes', () => {
  it('are the pages public-routes.ts lists for preloading, each routed to the module listed for it', () => {
    expect(openPagePaths(routes).sort()).toEqual(Object.keys(PUBLIC_PAGES).sort());
    for (const [path, module] of Object.entries(PUBLIC_PAGES)) {
      const leaf = matchRoutes(routes, path)?.at(-1)?.route.element;
      expect(isValidElement(leaf) ? leaf.type : undefined, path).toBe(PUBLIC_PAGE_OF_MODULE[module as PublicPageModule]);
    }
  });
});

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
