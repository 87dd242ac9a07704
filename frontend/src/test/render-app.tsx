import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { createQueryClient } from '../api/query-client';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';

/** The whole app (routes, providers, real generated client) at a path, with a fresh cache. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(<AppProviders router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient };
}

/**
 * Opens the side drawer from the site header's menu button and returns it. jsdom lays pages out at 1024 px, where the
 * signed-in items are in the drawer (the row needs lg, 1200 px: docs/development.md#frontend-tests).
 */
export async function openSiteMenu(): Promise<HTMLElement> {
  await userEvent.click(await within(screen.getAllByRole('banner')[0]).findByRole('button', { name: 'Open navigation menu' }));
  return screen.findByRole('dialog');
}
