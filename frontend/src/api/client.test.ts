import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockFetch, userDto } from '../test/fetch-mock';
import { getAdminMeOptions } from './generated/@tanstack/react-query.gen';
import { getCurrentUser } from './generated/sdk.gen';
import { serverMessage } from './client';

describe('generated API client', () => {
  it("turns a 401 JSON error body into Error('401: <message>')", async () => {
    mockFetch({ 'GET /api/user': () => apiError(401, 'Not signed in') });

    const error: unknown = await getCurrentUser().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('401: Not signed in');
  });

  it('uses the raw body when the error is not JSON', async () => {
    mockFetch({ 'GET /api/user': () => new Response('Bad gateway: upstream closed', { status: 502 }) });

    await expect(getCurrentUser()).rejects.toThrow(/^502: Bad gateway: upstream closed$/);
  });

  it('falls back to the status text when the error has no body', async () => {
    mockFetch({ 'GET /api/user': () => new Response(null, { status: 503, statusText: 'Service Unavailable' }) });

    await expect(getCurrentUser()).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('calls the same origin with cookies and returns the data', async () => {
    const fetchMock = mockFetch({ 'GET /api/user': () => json(200, userDto()) });

    const { data } = await getCurrentUser();

    expect(data.email).toBe('ada@example.com');
    const request = fetchMock.mock.calls[0][0] as Request;
    expect(new URL(request.url).origin).toBe(window.location.origin);
    expect(new URL(request.url).pathname).toBe('/api/user');
    expect(request.credentials).toBe('include');
  });

  it('hands the shaped error to TanStack Query', async () => {
    mockFetch({ 'GET /api/admin/me': () => apiError(401, 'Administrators only') });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: queryClient }, children);

    const { result } = renderHook(() => useQuery(getAdminMeOptions()), { wrapper });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(Error);
    expect(result.current.error?.message).toBe('401: Administrators only');
  });
});

describe('serverMessage', () => {
  it('is the server text of an HTTP error, without the status code', () => {
    expect(serverMessage(new Error('401: Invalid email or password'))).toBe('Invalid email or password');
    expect(serverMessage(new Error('429: Too many failed login attempts. Please try again in 15 minutes.'))).toBe(
      'Too many failed login attempts. Please try again in 15 minutes.',
    );
  });

  it('is undefined for failures that are not HTTP answers, so callers fall back', () => {
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(serverMessage(new Error('500: '))).toBeUndefined();
    expect(serverMessage('401: not an Error')).toBeUndefined();
  });
});
