import { hashKey, queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { getCurrentUserOptions, getCurrentUserQueryKey, logoutMutation } from './generated/@tanstack/react-query.gen';
import type { UserDto } from './generated/types.gen';
import { refreshQueries } from './query-client';

export type SessionUser = UserDto;

/** The session user stays fresh for five minutes (docs/product.md#how-the-web-app-reads-the-api). */
export const SESSION_USER_STALE_TIME = 300_000;

const currentUser = getCurrentUserOptions();

/**
 * GET /api/user. Any failure (401 when signed out, or the API being unreachable) means "no user":
 * the query resolves to null instead of erroring (docs/product.md#the-products-messages-are-fixed-texts).
 */
export const sessionUserQueryOptions = queryOptions({
  queryKey: getCurrentUserQueryKey(),
  queryFn: async (context): Promise<SessionUser | null> => {
    try {
      return await currentUser.queryFn!(context);
    } catch (error) {
      if (context.signal.aborted) throw error;
      return null;
    }
  },
  staleTime: SESSION_USER_STALE_TIME,
});

export const sessionUserQueryKey = sessionUserQueryOptions.queryKey;

/** `user` is undefined while loading, null when signed out. */
export function useSessionUser() {
  const query = useQuery(sessionUserQueryOptions);
  return { ...query, user: query.data };
}

/** Statuses in which the user holds their plan now: in its trial, paid, or with a renewal payment still being retried. */
const CURRENT_PLAN_STATUSES: readonly string[] = ['active', 'trial', 'past_due'];

/** The user holds a plan they can use now (a cancelled one is resumed from the Subscription tab). */
export function hasCurrentPlan(user: SessionUser | null | undefined): boolean {
  return Boolean(user?.subscriptionPlan && CURRENT_PLAN_STATUSES.includes(user.subscriptionStatus));
}

export function isAdmin(user: SessionUser | null | undefined): boolean {
  return user?.role === 'admin';
}

/** Drops everything cached for the signed-out user and marks the session as signed out. */
export function forgetSession(queryClient: QueryClient): void {
  dropAllButSession(queryClient);
  queryClient.setQueryData(sessionUserQueryKey, null);
}

/**
 * After login, registration or admin login: the answer is the signed-in user, so it becomes the
 * session user without another GET /api/user, and nothing cached for an earlier session survives.
 */
export function startSession(queryClient: QueryClient, user: SessionUser): void {
  dropAllButSession(queryClient);
  queryClient.setQueryData(sessionUserQueryKey, user);
}

/** After a change the server made to the session's user (a verified address, a reset that ended the sessions). */
export async function refreshSessionUser(queryClient: QueryClient): Promise<void> {
  await refreshQueries(queryClient, { queryKey: sessionUserQueryKey });
}

/** The user after a change of their own account (PATCH /api/user answers with it). */
export function updateSessionUser(queryClient: QueryClient, user: SessionUser): void {
  queryClient.setQueryData(sessionUserQueryKey, user);
}

function dropAllButSession(queryClient: QueryClient): void {
  const sessionHash = hashKey(sessionUserQueryKey);
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== sessionHash });
}

/**
 * POST /api/logout. The caller forgets the session (forgetSession) together with leaving the page,
 * so a route guard never sees a half-finished logout.
 */
export function useLogout() {
  return useMutation(logoutMutation());
}
