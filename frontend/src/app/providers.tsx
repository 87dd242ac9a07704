import { CacheProvider } from '@emotion/react';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { queryClient as appQueryClient } from '../api/query-client';
import { NoticesProvider } from '../components/notices/notices-provider';
import { styleCache } from './style-cache';
import { ThemeModeProvider } from './theme-mode';

type AppRouter = ReturnType<typeof createBrowserRouter>;

interface AppProvidersProps {
  router: AppRouter;
  queryClient?: QueryClient;
}

/** Styles, server state, theme, notices and the router, in the order the app needs them. */
export function AppProviders({ router, queryClient = appQueryClient }: AppProvidersProps) {
  return (
    <CacheProvider value={styleCache}>
      <QueryClientProvider client={queryClient}>
        <ThemeModeProvider>
          <NoticesProvider>
            <RouterProvider router={router} />
          </NoticesProvider>
        </ThemeModeProvider>
      </QueryClientProvider>
    </CacheProvider>
  );
}
