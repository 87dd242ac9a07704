import { vi } from 'vitest';

type Handler = (request: Request) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The backend's error body (docs/api.md#rules). */
export function apiError(status: number, message: string, code = 'TEST.ERROR'): Response {
  return json(status, { statusCode: status, code, message, requestId: 'req-test' });
}

export const signedOut = (): Response => apiError(401, 'Not signed in', 'AUTH.UNAUTHENTICATED');

/** A 400 as the API's validation answers it: a message per field. */
export function validationError(errors: Record<string, string>, message = 'Please correct the highlighted fields'): Response {
  return json(400, { statusCode: 400, code: 'REQUEST.VALIDATION_FAILED', message, errors, requestId: 'req-test' });
}

export function userDto(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    username: 'ada',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    emailVerified: true,
    pendingEmail: null,
    timeZone: 'America/New_York',
    subscriptionPlan: null,
    subscriptionStatus: 'none',
    receptionistLimit: null,
    receptionistLimitActive: false,
    role: 'user',
    createdAt: '2025-01-05T15:04:00.000Z',
    updatedAt: '2025-01-05T15:04:00.000Z',
    ...overrides,
  };
}

// Kept over MSW: a dozen lines that answer unknown routes as the backend would and hand the test the vi.fn to read
// the requests sent; MSW would add a server's lifecycle to every test file and its own way of recording requests.
/**
 * Replaces global fetch with a small router keyed by "METHOD /path". Unknown routes answer 404 like
 * the backend would. Returns the mock so tests can inspect the requests.
 */
export function mockFetch(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const { pathname } = new URL(request.url);
    const handler = routes[`${request.method} ${pathname}`];
    if (!handler) return apiError(404, `Cannot ${request.method} ${pathname}`, 'NOT_FOUND');
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A response the test releases when it wants, to observe loading states. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
