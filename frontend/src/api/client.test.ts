import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockFetch, userDto } from '../test/fetch-mock';
import { getAdminMeOptions } from './generated/@tanstack/react-query.gen';
import { getCurrentUser, sendContactMessage } from './generated/sdk.gen';
import { serverErrorCode, serverFieldErrors, serverMessage, serverStatus } from './client';

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

describe('serverFieldErrors', () => {
  it("keeps the per-field messages of a 400's `errors`, next to the usual message", async () => {
    mockFetch({
      'POST /api/contact': () =>
        json(400, {
          statusCode: 400,
          code: 'REQUEST.VALIDATION_FAILED',
          message: 'Please correct the highlighted fields',
          errors: { email: 'Please enter a valid email address' },
          requestId: 'req-test',
        }),
    });

    const error: unknown = await sendContactMessage({ body: {} as never }).catch((e: unknown) => e);

    expect((error as Error).message).toBe('400: Please correct the highlighted fields');
    expect(serverFieldErrors(error)).toEqual({ email: 'Please enter a valid email address' });
  });

  it('is undefined when the answer has no field messages, or for other failures', async () => {
    mockFetch({ 'GET /api/user': () => apiError(401, 'Not signed in') });

    const error: unknown = await getCurrentUser().catch((e: unknown) => e);

    expect(serverFieldErrors(error)).toBeUndefined();
    expect(serverFieldErrors(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});

describe('serverErrorCode and serverStatus', () => {
  it("keep the status and the backend's code of an HTTP failure", async () => {
    mockFetch({ 'GET /api/user': () => apiError(409, 'You already have a subscription', 'BILLING.ALREADY_SUBSCRIBED') });

    const error: unknown = await getCurrentUser().catch((e: unknown) => e);

    expect(serverStatus(error)).toBe(409);
    expect(serverErrorCode(error)).toBe('BILLING.ALREADY_SUBSCRIBED');
  });

  it('are undefined for failures that are not HTTP answers', () => {
    expect(serverStatus(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(serverErrorCode(new Error('409: text only'))).toBeUndefined();
  });
});
