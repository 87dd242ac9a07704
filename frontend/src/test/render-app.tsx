import { render } from '@testing-library/react';
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
