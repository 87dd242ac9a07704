import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, mockFetch, userDto } from '../test/fetch-mock';
import { createQueryClient } from './query-client';
import { SESSION_USER_STALE_TIME, sessionUserQueryOptions, useSessionUser } from './session';

function renderSession() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(() => useSessionUser(), { wrapper });
}

describe('session user', () => {
  it('is the user GET /api/user returns', async () => {
    mockFetch({ 'GET /api/user': () => json(200, userDto({ firstName: 'Ada' })) });

    const { result } = renderSession();

    await waitFor(() => expect(result.current.user).not.toBeUndefined());
    expect(result.current.user?.firstName).toBe('Ada');
  });

  it.each([
    ['401 (signed out)', () => apiError(401, 'Not signed in')],
    ['500', () => apiError(500, 'Internal server error')],
  ])('is null, not an error, on %s', async (_label, answer) => {
    mockFetch({ 'GET /api/user': answer });

    const { result } = renderSession();

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.user).toBeNull();
    expect(result.current.isError).toBe(false);
  });

  it('is null when the API cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    const { result } = renderSession();

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.user).toBeNull();
  });

  it('stays fresh for 300,000 ms while other reads never go stale (docs/product.md#how-the-web-app-reads-the-api)', () => {
    expect(SESSION_USER_STALE_TIME).toBe(300_000);
    expect(sessionUserQueryOptions.staleTime).toBe(300_000);
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults).toMatchObject({ retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity });
  });
});
